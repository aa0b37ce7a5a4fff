// Communication preferences (§9 consent ids: 1 all communications, 2 newsletter): the member's
// current choice per consent type, and an append-only history of every change with its time.
import type { Db, Queryable } from '../../db/db.js';
import type { ConsentChange, ConsentChoice, ConsentSource, ConsentView, MemberConsents } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';

/** How many changes the page shows (the table keeps them all). */
export const CONSENT_HISTORY_SHOWN = 50;

export async function assertKnownConsentTypes(q: Queryable, consents: ConsentChoice[]): Promise<void> {
  if (consents.length === 0) return;
  const ids = [...new Set(consents.map((c) => c.consentTypeId))];
  const rows = await q.query('SELECT 1 FROM consent_types WHERE consent_type_id = ANY($1::int[])', [ids]);
  if (rows.length !== ids.length) throw new ApiError(400, 5, 'Unknown consent type');
}

/**
 * Stores the choices and appends one history row for each one that actually changed (a first
 * choice counts as a change). Runs inside the caller's transaction, so the current value and
 * its history never disagree. Every path that changes consents goes through here.
 */
export async function saveConsents(tx: Queryable, memberId: string, consents: ConsentChoice[], source: ConsentSource): Promise<void> {
  // The last choice for a type wins when a request names it twice.
  const latest = new Map(consents.map((c) => [c.consentTypeId, c.granted]));
  for (const [consentTypeId, granted] of latest) {
    const changed = await tx.query(
      `INSERT INTO member_consents (member_id, consent_type_id, granted) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, consent_type_id) DO UPDATE SET granted = EXCLUDED.granted, updated_at = now()
         WHERE member_consents.granted IS DISTINCT FROM EXCLUDED.granted
       RETURNING consent_type_id`,
      [memberId, consentTypeId, granted],
    );
    if (changed.length === 0) continue;
    await tx.query('INSERT INTO member_consent_history (member_id, consent_type_id, granted, source) VALUES ($1, $2, $3, $4)', [
      memberId,
      consentTypeId,
      granted,
      source,
    ]);
  }
}

export function createConsentService(db: Db) {
  /** The choices and the latest changes in one query (one round trip: a page read this small costs little else). */
  async function read(q: Queryable, memberId: string): Promise<MemberConsents> {
    const [row] = await q.query<{ consents: ConsentView[]; history: ConsentChange[] }>(
      `SELECT
         (SELECT json_agg(json_build_object('consentTypeId', t.consent_type_id, 'name', t.name, 'description', t.description, 'granted', COALESCE(c.granted, false))
                          ORDER BY t.consent_type_id)
            FROM consent_types t LEFT JOIN member_consents c ON c.consent_type_id = t.consent_type_id AND c.member_id = $1) AS consents,
         (SELECT json_agg(json_build_object('consentTypeId', h.consent_type_id, 'name', h.name, 'granted', h.granted, 'source', h.source, 'changedAt', h.changed_at)
                          ORDER BY h.changed_at DESC, h.id DESC)
            FROM (SELECT h.id, h.consent_type_id, t.name, h.granted, h.source, h.changed_at
                  FROM member_consent_history h JOIN consent_types t ON t.consent_type_id = h.consent_type_id
                  WHERE h.member_id = $1 ORDER BY h.changed_at DESC, h.id DESC LIMIT ${CONSENT_HISTORY_SHOWN}) h) AS history`,
      [memberId],
    );
    return {
      consents: row?.consents ?? [],
      history: (row?.history ?? []).map((h) => ({ ...h, changedAt: new Date(h.changedAt).toISOString() })),
    };
  }

  return {
    get: (memberId: string) => read(db, memberId),

    async update(memberId: string, consents: ConsentChoice[]) {
      await assertKnownConsentTypes(db, consents);
      return db.transaction(async (tx) => {
        await saveConsents(tx, memberId, consents, 'preferences');
        return read(tx, memberId);
      });
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
