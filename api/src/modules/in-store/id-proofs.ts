// ID checked in store (spec §3 'id proofs', §7 'DELETE idproof/{idproofPrimaryId}'): a UK
// second-hand dealer checks a seller's ID before buying. Staff record the check
// (npm run staff -- idproof); the member sees the checks on the In-store membership tab and
// may delete one. Kept: the type, the last 4 characters of the document number, its expiry,
// when and in which store it was checked. Never the full number, a scan or a photo.
import { PAYOUT_STORE_CODES } from '@shop/shared/rules';
import type { IdProof } from '@shop/shared/api';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { storeNames } from '../catalogue/box-sale.js';
import { activeMemberIdByEmail } from '../members/rows.js';
import { idTypeExists, idTypeNames } from '../settings/reference-ids.js';

export interface IdProofRecord {
  memberEmail: string;
  idTypeId: number;
  last4: string;
  expiresOn: string;
  storeId: number | null;
}

export const idProofErrors = {
  notFound: () => new ApiError(404, PAYOUT_STORE_CODES.idProofNotFound, 'This ID check no longer exists.'),
};

interface Row {
  idproof_primary_id: string;
  id_type_id: number;
  last4: string;
  expires_on: string;
  checked_at: Date | string;
  checked_store_id: number;
}

const LIST = `SELECT p.idproof_primary_id::text AS idproof_primary_id, p.id_type_id, p.last4,
    to_char(p.expires_on, 'YYYY-MM-DD') AS expires_on, p.checked_at, p.checked_store_id
  FROM member_id_proofs p WHERE p.member_id = $1 ORDER BY p.checked_at DESC, p.idproof_primary_id DESC`;

const today = () => new Date().toISOString().slice(0, 10);

/** The type's and the store's names, asked of their owners (both ids are foreign keys: always found). */
const view = (r: Row, typeNames: Map<number, string>, storeNamesById: Map<number, string>): IdProof => ({
  idproofPrimaryId: r.idproof_primary_id,
  idType: { idTypeId: Number(r.id_type_id), name: typeNames.get(Number(r.id_type_id))! },
  last4: r.last4,
  expiresOn: r.expires_on,
  expired: r.expires_on < today(),
  checkedAt: new Date(r.checked_at).toISOString(),
  checkedStore: { storeId: Number(r.checked_store_id), storeName: storeNamesById.get(Number(r.checked_store_id))! },
});

export function createIdProofService(db: Db) {
  return {
    async list(memberId: string): Promise<IdProof[]> {
      const rows = await db.query<Row>(LIST, [memberId]);
      const typeNames = await idTypeNames(db, [...new Set(rows.map((r) => Number(r.id_type_id)))]);
      const names = await storeNames(db, [...new Set(rows.map((r) => Number(r.checked_store_id)))]);
      return rows.map((r) => view(r, typeNames, names));
    },
    async remove(memberId: string, idproofPrimaryId: string): Promise<void> {
      const deleted = await db.query('DELETE FROM member_id_proofs WHERE member_id = $1 AND idproof_primary_id = $2 RETURNING 1', [memberId, idproofPrimaryId]);
      // Another member's check is "not found" too: its existence is not theirs to learn.
      if (deleted.length === 0) throw idProofErrors.notFound();
    },
  };
}

export type IdProofService = ReturnType<typeof createIdProofService>;

/** Why a staff record cannot be kept, or null. Dates are YYYY-MM-DD; an expired document is not accepted. */
export function idProofRecordProblem(r: Pick<IdProofRecord, 'last4' | 'expiresOn'>, now = today()): string | null {
  if (!/^[A-Za-z0-9]{4}$/.test(r.last4)) return 'last4 must be the last 4 letters or digits of the document number';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(r.expiresOn);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== r.expiresOn) return 'expiry must be a date, YYYY-MM-DD';
  if (r.expiresOn < now) return 'the document has expired: it cannot be accepted as ID';
  return null;
}

/** Staff record an ID check; the store is the one given, or the member's home store. Answers the new id, or why not. */
export async function recordIdProof(q: Queryable, r: IdProofRecord): Promise<{ idproofPrimaryId: string } | { problem: string }> {
  const problem = idProofRecordProblem(r);
  if (problem) return { problem };
  const memberId = await activeMemberIdByEmail(q, r.memberEmail);
  if (!memberId) return { problem: 'no active member with that e-mail address' };
  const [detail] = await q.query<{ home_store_id: number }>('SELECT home_store_id FROM member_instore_details WHERE member_id = $1', [memberId]);
  if (!(await idTypeExists(q, r.idTypeId))) return { problem: `no id type ${r.idTypeId} (see GET /v3/members/idtypes)` };
  const storeId = r.storeId ?? detail?.home_store_id ?? null;
  if (storeId === null) return { problem: 'the member has no home store: name the store with --store <storeId>' };
  if (!(await storeNames(q, [storeId])).has(Number(storeId))) return { problem: `no store ${storeId}` };
  const [row] = await q.query<{ id: string }>('INSERT INTO member_id_proofs (member_id, id_type_id, last4, expires_on, checked_store_id) VALUES ($1, $2, $3, $4, $5) RETURNING idproof_primary_id::text AS id', [
    memberId,
    r.idTypeId,
    r.last4.toUpperCase(),
    r.expiresOn,
    storeId,
  ]);
  return { idproofPrimaryId: row!.id };
}
