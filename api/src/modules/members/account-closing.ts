// The member's own row through a deletion request and the erasure that follows it
// (account-deletion composes these): who may ask, the request kept or called off, the accounts
// due, and the row anonymised; and which accounts are erased, for the retention job.
import type { Queryable } from '../../db/db.js';

/** An active member's password hash, address and first name (the deletion request checks the password and confirms by e-mail). */
export async function activeMemberCredentials(q: Queryable, memberId: string): Promise<{ password_hash: string; email: string; first_name: string } | undefined> {
  const [m] = await q.query<{ password_hash: string; email: string; first_name: string }>(`SELECT password_hash, email, first_name FROM members WHERE member_id = $1 AND status = 'active'`, [memberId]);
  return m;
}

/** Records when the member asked for their account to be deleted. */
export async function recordDeletionRequest(tx: Queryable, memberId: string, requestedAt: Date): Promise<void> {
  await tx.query('UPDATE members SET deletion_requested_at = $2, updated_at = now() WHERE member_id = $1', [memberId, requestedAt.toISOString()]);
}

/** When the member asked for deletion (null: they have not, or called it off; undefined: no such member). */
export async function deletionRequestedAt(q: Queryable, memberId: string): Promise<string | null | undefined> {
  const [m] = await q.query<{ deletion_requested_at: string | null }>('SELECT deletion_requested_at FROM members WHERE member_id = $1', [memberId]);
  return m?.deletion_requested_at;
}

/** Calls off a deletion request (the member signed in during the grace period). */
export async function cancelDeletionRequest(q: Queryable, memberId: string): Promise<void> {
  await q.query('UPDATE members SET deletion_requested_at = NULL, updated_at = now() WHERE member_id = $1', [memberId]);
}

/** The accounts not yet erased whose deletion was asked for at or before `cutoff`, first asked first. */
export async function accountsDueForErasure(q: Queryable, cutoff: Date): Promise<string[]> {
  const due = await q.query<{ member_id: string }>(`SELECT member_id::text AS member_id FROM members WHERE deletion_requested_at <= $1 AND status <> 'erased' ORDER BY deletion_requested_at`, [cutoff.toISOString()]);
  return due.map((m) => m.member_id);
}

/** Locks the member's row for the erasure's transaction; false if there is none left to erase. */
export async function lockMemberForErasure(tx: Queryable, memberId: string): Promise<boolean> {
  const [member] = await tx.query(`SELECT 1 FROM members WHERE member_id = $1 AND status <> 'erased' FOR UPDATE`, [memberId]);
  return Boolean(member);
}

/** The row stays (orders point at it) with nothing personal left: marked erased. */
export async function anonymiseMember(tx: Queryable, memberId: string): Promise<void> {
  await tx.query(
    `UPDATE members SET status = 'erased', erased_at = now(), updated_at = now(), title_id = NULL, first_name = '', last_name = '',
       email = 'erased-' || member_id || '@erased.invalid', pending_email = NULL, email_change_attempts = 0, phone = NULL, password_hash = '', date_of_birth = NULL, tax_id = NULL
     WHERE member_id = $1`,
    [memberId],
  );
}

/** The erased accounts; with `erasedFor` (an interval, e.g. '6 years') only those erased longer ago than that. */
export async function erasedMemberIds(q: Queryable, erasedFor?: string): Promise<string[]> {
  const rows = erasedFor
    ? await q.query<{ member_id: string }>(`SELECT member_id::text AS member_id FROM members WHERE status = 'erased' AND erased_at < now() - $1::interval`, [erasedFor])
    : await q.query<{ member_id: string }>(`SELECT member_id::text AS member_id FROM members WHERE status = 'erased'`);
  return rows.map((m) => m.member_id);
}

/**
 * The addresses and numbers an account holds or held, for finding what is filed under them:
 * lower-case addresses (its own, every one it proved by a link, those it replaced) and numbers as
 * stored (its own and those it replaced); null if there is no such member.
 */
export async function memberContactsHeld(q: Queryable, memberId: string): Promise<{ emails: string[]; phones: string[] } | null> {
  const [m] = await q.query<{ emails: string[]; phones: string[] }>(
    `SELECT ARRAY(SELECT DISTINCT lower(e) FROM unnest(ARRAY[m.email] || ARRAY(SELECT t.email FROM member_tokens t WHERE t.member_id = m.member_id AND t.used_at IS NOT NULL AND t.purpose IN ('verify_email', 'change_email'))
                                                    || ARRAY(SELECT h.value FROM member_contact_history h WHERE h.member_id = m.member_id AND h.kind = 'email')) e
                  WHERE e IS NOT NULL AND e <> '') AS emails,
            ARRAY(SELECT DISTINCT p FROM unnest(ARRAY[m.phone] || ARRAY(SELECT h.value FROM member_contact_history h WHERE h.member_id = m.member_id AND h.kind = 'phone')) p WHERE p IS NOT NULL) AS phones
     FROM members m WHERE m.member_id = $1`,
    [memberId],
  );
  return m ?? null;
}
