// Passwords: a forgotten one (the e-mailed reset link, and 'this was not me' after an address
// change, which also gives the old address back) and a signed-in change. Each ends the sessions.
import { MEMBER_CODES } from '@shop/shared/api';
import { ApiError } from '../../http/envelope.js';
import { hashPassword } from '../auth/passwords.js';
import { sha256 } from '../auth/tokens.js';
import { rememberContact } from './contact-history.js';
import { at, type MemberDeps } from './member-deps.js';
import { memberErrors, otherAccountsLink, RESET_PURPOSES } from './member-model.js';
import { passwordChangedNotice } from './member-notices.js';
import { findByEmail, findById } from './member-reads.js';
import { consumeToken, issueToken } from './member-tokens.js';
import { passwordResetEmail } from './emails.js';

export async function requestPasswordReset(deps: MemberDeps, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const m = await findByEmail(deps, tx, email);
    if (!m || m.status !== 'active' || m.email.toLowerCase() !== email.trim().toLowerCase()) return;
    const { token } = await issueToken(deps, tx, m.member_id, 'reset_password', m.email);
    await deps.outbox.enqueue(tx, {
      channel: 'email',
      recipient: m.email,
      ...passwordResetEmail(m.first_name, `${deps.publicUrl}/member/resetpassword?token=${token}&memberId=${m.member_id}`),
    });
  });
}

export async function verifyResetToken(deps: Pick<MemberDeps, 'db' | 'now'>, token: string): Promise<{ verified: boolean; memberId: string | null }> {
  const [row] = await deps.db.query<{ member_id: string }>(
    `SELECT member_id::text AS member_id FROM member_tokens WHERE token_hash = $1 AND purpose IN ${RESET_PURPOSES} AND used_at IS NULL AND expires_at > $2::timestamptz`,
    [sha256(token), at(deps)],
  );
  return { verified: Boolean(row), memberId: row?.member_id ?? null };
}

/**
 * A forgotten password, or 'this was not me' after an address change: the e-mailed token sets
 * a new password and ends every session; 'not me' also gives the account its old address back
 * (unless someone else has it now) and drops any address change still pending.
 */
export async function resetPassword(deps: MemberDeps, memberId: string, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ member_id: string; purpose: 'reset_password' | 'not_me' }>(`SELECT member_id::text AS member_id, purpose FROM member_tokens WHERE token_hash = $1 AND purpose IN ${RESET_PURPOSES}`, [
      sha256(token),
    ]);
    if (row && row.member_id !== memberId) throw otherAccountsLink();
    const used = await consumeToken(deps, tx, token, row?.purpose ?? 'reset_password');
    const m = await findById(deps, tx, memberId);
    if (!m) throw memberErrors.notFound();
    if (used.purpose === 'not_me' && used.email.toLowerCase() !== m.email.toLowerCase()) {
      const [clash] = await tx.query(`SELECT 1 FROM members WHERE lower(email) = lower($1) AND member_id <> $2 AND status <> 'erased'`, [used.email, memberId]);
      if (!clash) {
        await rememberContact(tx, memberId, 'email', m.email);
        await tx.query('UPDATE members SET email = $2, updated_at = now() WHERE member_id = $1', [memberId, used.email]);
      }
      await tx.query('UPDATE members SET pending_email = NULL, pending_email_until = NULL WHERE member_id = $1', [memberId]);
      await tx.query(`DELETE FROM member_tokens WHERE member_id = $1 AND purpose = 'change_email' AND used_at IS NULL`, [memberId]);
    }
    // Following the e-mailed link proves the address, too.
    await tx.query('UPDATE members SET password_hash = $2, email_verified_at = COALESCE(email_verified_at, now()), updated_at = now() WHERE member_id = $1', [memberId, passwordHash]);
    await deps.tokens.revokeSessions(tx, memberId, 'password reset');
    await passwordChangedNotice(deps, tx, (await findById(deps, tx, memberId))!);
  });
}

/** A signed-in change: 1059 old wrong (throttled like sign-in: 429 1253), 1060 same as old; other sessions end. */
export async function changePassword(deps: MemberDeps, memberId: string, sessionId: string, oldPassword: string, newPassword: string, ip: string): Promise<void> {
  const m = await findById(deps, deps.db, memberId);
  if (!m) throw memberErrors.notFound();
  if (!(await deps.throttle.confirmPassword({ email: m.email, passwordHash: m.password_hash }, oldPassword, ip))) throw new ApiError(400, MEMBER_CODES.passwordWrong, 'Your current password is not right.');
  if (oldPassword === newPassword) throw new ApiError(400, MEMBER_CODES.passwordSame, 'Your new password must be different from the current one.');
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.query('UPDATE members SET password_hash = $2, updated_at = now() WHERE member_id = $1', [memberId, passwordHash]);
    await deps.tokens.revokeSessions(tx, memberId, 'password changed', sessionId);
    await passwordChangedNotice(deps, tx, m);
  });
}
