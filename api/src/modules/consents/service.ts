// Communication preferences (§9 consent ids: 1 all communications, 2 newsletter): the member's
// current choice per consent type, and an append-only history of every change with its time.
import { GENERIC_CODES } from '@shop/shared/api';
import type { Db, Queryable } from '../../db/db.js';
import type { ConsentChange, ConsentChoice, ConsentKind, ConsentSource, MemberConsents } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import { rememberedConsentTypes } from '../settings/consent-types.js';
import { consentTypeIdsOfKind } from '../settings/reference-ids.js';

/** How many changes the page shows (the table keeps them all). */
export const CONSENT_HISTORY_SHOWN = 50;

/** Every named type exists and is of `kind`: cookie choices come only with the notice's version, preferences never do. */
export async function assertKnownConsentTypes(q: Queryable, consents: ConsentChoice[], kind: ConsentKind = 'communication'): Promise<void> {
  if (consents.length === 0) return;
  const ids = [...new Set(consents.map((c) => c.consentTypeId))];
  const known = await consentTypeIdsOfKind(q, ids, kind);
  if (known.length !== ids.length) throw new ApiError(400, GENERIC_CODES.format, 'Unknown consent type');
}

/**
 * Stores the choices and appends one history row for each one that actually changed (a first
 * choice counts as a change). Runs inside the caller's transaction, so the current value and
 * its history never disagree. Every path that changes consents goes through here.
 */
export async function saveConsents(tx: Queryable, memberId: string, consents: ConsentChoice[], source: ConsentSource, noticeVersion: number | null = null, chosenAt: string | null = null): Promise<void> {
  // The last choice for a type wins when a request names it twice.
  const latest = new Map(consents.map((c) => [c.consentTypeId, c.granted]));
  for (const [consentTypeId, granted] of latest) {
    if (noticeVersion !== null) {
      // An answer to the data-protection notice is a choice in itself, changed or not: its time and
      // notice version decide which choice is newer at sign-in, and whether a new notice must ask.
      await tx.query(
        `INSERT INTO member_consents (member_id, consent_type_id, granted) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, consent_type_id) DO UPDATE SET granted = EXCLUDED.granted, updated_at = now()`,
        [memberId, consentTypeId, granted],
      );
      // When it was made: the device's time, never later than now (a clock ahead cannot make a choice win for ever).
      await tx.query('INSERT INTO member_consent_history (member_id, consent_type_id, granted, source, notice_version, chosen_at) VALUES ($1, $2, $3, $4, $5, LEAST(COALESCE($6::timestamptz, now()), now()))', [
        memberId,
        consentTypeId,
        granted,
        source,
        noticeVersion,
        chosenAt,
      ]);
      continue;
    }
    const changed = await tx.query(
      `INSERT INTO member_consents (member_id, consent_type_id, granted) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, consent_type_id) DO UPDATE SET granted = EXCLUDED.granted, updated_at = now()
         WHERE member_consents.granted IS DISTINCT FROM EXCLUDED.granted
       RETURNING consent_type_id`,
      [memberId, consentTypeId, granted],
    );
    if (changed.length === 0) continue;
    await tx.query('INSERT INTO member_consent_history (member_id, consent_type_id, granted, source) VALUES ($1, $2, $3, $4)', [memberId, consentTypeId, granted, source]);
  }
}

/** The member's current choice for this consent type: true yes, false no, undefined when they have made none. */
export async function memberConsentChoice(q: Queryable, memberId: string, consentTypeId: number): Promise<boolean | undefined> {
  const [row] = await q.query<{ granted: boolean }>('SELECT granted FROM member_consents WHERE member_id = $1 AND consent_type_id = $2', [memberId, consentTypeId]);
  return row?.granted;
}

/** The members whose current choice for this consent type is yes. */
export async function membersWhoAgreed(q: Queryable, consentTypeId: number): Promise<string[]> {
  const rows = await q.query<{ member_id: string }>('SELECT member_id::text FROM member_consents WHERE consent_type_id = $1 AND granted ORDER BY member_id', [consentTypeId]);
  return rows.map((r) => r.member_id);
}

export function createConsentService(db: Db) {
  const typesOf = rememberedConsentTypes();

  /** The choices and the latest changes in one query (one round trip: a page read this small costs little else), beside the types (read once). */
  async function read(q: Queryable, memberId: string): Promise<MemberConsents> {
    const types = await typesOf(q);
    const [row] = await q.query<{ granted: Record<string, boolean> | null; history: Array<Omit<ConsentChange, 'name' | 'kind'>> | null }>(
      `SELECT
         (SELECT json_object_agg(c.consent_type_id, c.granted) FROM member_consents c WHERE c.member_id = $1) AS granted,
         (SELECT json_agg(json_build_object('consentTypeId', h.consent_type_id, 'granted', h.granted, 'source', h.source, 'noticeVersion', h.notice_version, 'changedAt', h.changed_at, 'chosenAt', h.chosen_at)
                          ORDER BY h.changed_at DESC, h.id DESC)
            FROM (SELECT h.id, h.consent_type_id, h.granted, h.source, h.notice_version, h.changed_at, h.chosen_at
                  FROM member_consent_history h
                  WHERE h.member_id = $1 ORDER BY h.changed_at DESC, h.id DESC LIMIT ${CONSENT_HISTORY_SHOWN}) h) AS history`,
      [memberId],
    );
    const typeById = new Map(types.map((t) => [t.consentTypeId, t]));
    return {
      consents: types.map((t) => ({ consentTypeId: t.consentTypeId, name: t.name, description: t.description, kind: t.kind, granted: row?.granted?.[t.consentTypeId] ?? false })),
      history: (row?.history ?? []).map(({ consentTypeId, ...h }) => ({
        consentTypeId,
        name: typeById.get(consentTypeId)!.name,
        kind: typeById.get(consentTypeId)!.kind,
        ...h,
        changedAt: new Date(h.changedAt).toISOString(),
        chosenAt: h.chosenAt ? new Date(h.chosenAt).toISOString() : null,
      })),
    };
  }

  return {
    get: (memberId: string) => read(db, memberId),

    /** Preferences, or (with `noticeVersion`) the member's answer to the data-protection notice. */
    async update(memberId: string, consents: ConsentChoice[], noticeVersion?: number, chosenAt?: string) {
      const cookieChoice = noticeVersion !== undefined;
      await assertKnownConsentTypes(db, consents, cookieChoice ? 'cookies' : 'communication');
      return db.transaction(async (tx) => {
        if (cookieChoice) await saveConsents(tx, memberId, consents, 'cookie-notice', noticeVersion, chosenAt ?? null);
        else await saveConsents(tx, memberId, consents, 'preferences');
        return read(tx, memberId);
      });
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
