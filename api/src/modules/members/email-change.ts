// Changing the account's e-mail address: a link to the new address, pending while it works, and
// cancelling it. Requests are counted per member (EMAIL_CHANGE_LIMIT); a cancel gives none back.
import { GENERIC_CODES } from '@shop/shared/api';
import { ApiError } from '../../http/envelope.js';
import { waitInWords } from '../../lib/wait-in-words.js';
import { at, type MemberDeps } from './member-deps.js';
import { EMAIL_CHANGE_LIMIT, HOUR_MS, memberErrors } from './member-model.js';
import { sendVerification } from './member-notices.js';
import { findById } from './member-reads.js';

/**
 * A link to a new address, pending while the link works (24 hours). It holds nothing: anyone
 * may register it meanwhile, and whoever confirms first has it. Every request counts towards
 * EMAIL_CHANGE_LIMIT, a refused one too (each says whether an address has an account), and a
 * cancel gives none back: 1253 with the wait beyond it.
 */
export async function requestEmailChange(deps: MemberDeps, memberId: string, newEmail: string): Promise<void> {
  const { db, now } = deps;
  const email = newEmail.trim();
  const windowMs = EMAIL_CHANGE_LIMIT.windowHours * HOUR_MS;
  const windowOver = new Date(now().getTime() - windowMs).toISOString();
  // Counted in a statement of its own, so a request refused below still counts; one UPDATE, so requests at once count apart.
  const [counted] = await db.query(
    `UPDATE members SET
       email_change_attempts = CASE WHEN email_change_window_started_at IS NULL OR email_change_window_started_at <= $2::timestamptz THEN 1 ELSE email_change_attempts + 1 END,
       email_change_window_started_at = CASE WHEN email_change_window_started_at IS NULL OR email_change_window_started_at <= $2::timestamptz THEN $3::timestamptz ELSE email_change_window_started_at END
     WHERE member_id = $1 AND status <> 'erased'
       AND (email_change_window_started_at IS NULL OR email_change_window_started_at <= $2::timestamptz OR email_change_attempts < $4)
     RETURNING member_id`,
    [memberId, windowOver, at(deps), EMAIL_CHANGE_LIMIT.requests],
  );
  if (!counted) {
    const m = await findById(deps, db, memberId);
    if (!m) throw memberErrors.notFound();
    const seconds = Math.max(1, Math.ceil((new Date(m.email_change_window_started_at!).getTime() + windowMs - now().getTime()) / 1000));
    throw new ApiError(429, GENERIC_CODES.tooManyAttempts, `You have asked to change your e-mail address too many times. Please try again in ${waitInWords(seconds)}.`, { 'retry-after': String(seconds) });
  }
  await db.transaction(async (tx) => {
    const m = await findById(deps, tx, memberId);
    if (!m) throw memberErrors.notFound();
    // Someone's address (this member's own included); another member's pending one is no one's yet.
    const [taken] = await tx.query(`SELECT 1 FROM members WHERE lower(email) = lower($1) AND status <> 'erased'`, [email]);
    if (taken) throw memberErrors.emailTaken();
    const until = await sendVerification(deps, tx, m, email, 'change_email');
    await tx.query('UPDATE members SET pending_email = $2, pending_email_until = $3::timestamptz, updated_at = now() WHERE member_id = $1', [memberId, email, until.toISOString()]);
  });
}

/** The pending address and its link go; the requests made still count (EMAIL_CHANGE_LIMIT). */
export async function cancelEmailChange({ db }: Pick<MemberDeps, 'db'>, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE members SET pending_email = NULL, pending_email_until = NULL, updated_at = now() WHERE member_id = $1', [memberId]);
    await tx.query(`DELETE FROM member_tokens WHERE member_id = $1 AND purpose = 'change_email'`, [memberId]);
  });
}
