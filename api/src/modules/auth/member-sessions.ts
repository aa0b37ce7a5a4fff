// What other modules may ask of a member's sign-in sessions (auth_sessions and refresh_tokens are
// this module's, issue 34 §3): which sessions are still open, and when a session last gave the
// password again (re-authentication).
import type { Queryable } from '../../db/db.js';

/** The member's sessions still open (not revoked, with a refresh token not yet used or expired), newest first. */
export const openMemberSessions = (q: Queryable, memberId: string) =>
  q.query<{ session_id: string; created_at: string }>(
    `SELECT s.session_id, s.created_at FROM auth_sessions s
     WHERE s.member_id = $1 AND s.revoked_at IS NULL
       AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.session_id = s.session_id AND r.used_at IS NULL AND r.expires_at > now())
     ORDER BY s.created_at DESC`,
    [memberId],
  );

/** Records that the member gave their password again at `at` on this session of theirs (none else). */
export async function markReauthenticated(q: Queryable, sessionId: string, memberId: string, at: Date): Promise<void> {
  await q.query('UPDATE auth_sessions SET reauthenticated_at = $3 WHERE session_id = $1 AND member_id = $2', [sessionId, memberId, at]);
}

/** When the member last gave their password again on this session of theirs; null for never, or a session revoked, not theirs or not there. */
export async function reauthenticatedAt(q: Queryable, sessionId: string, memberId: string): Promise<Date | string | null> {
  const [row] = await q.query<{ reauthenticated_at: Date | string | null }>('SELECT reauthenticated_at FROM auth_sessions WHERE session_id = $1 AND member_id = $2 AND revoked_at IS NULL', [sessionId, memberId]);
  return row?.reauthenticated_at ?? null;
}
