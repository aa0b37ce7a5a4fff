// The consent history an erased account leaves as proof of what was agreed, removed by the
// retention job once that duty has run out (retention composes this).
import type { Queryable } from '../../db/db.js';

/** Removes these members' consent history; answers how many records went. */
export async function deleteConsentHistoryOf(q: Queryable, memberIds: string[]): Promise<number> {
  return (await q.query('DELETE FROM member_consent_history WHERE member_id = ANY($1::bigint[]) RETURNING 1', [memberIds])).length;
}
