// The link from a verification e-mail: it proves a new account's address, or moves the account to
// the address it asked to change to (telling the old one). And sending that link again.
import { sha256 } from '../auth/tokens.js';
import { rememberContact } from './contact-history.js';
import type { MemberDeps } from './member-deps.js';
import { memberErrors, otherAccountsLink } from './member-model.js';
import { emailChangedNotice, sendVerification } from './member-notices.js';
import { findByEmail, findById } from './member-reads.js';
import { consumeToken } from './member-tokens.js';

/** The link from the verification e-mail (a new account, or a changed address). */
export async function validateEmail(deps: MemberDeps, token: string, expectedMemberId?: string): Promise<{ memberId: string; email: string }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ member_id: string; email: string; purpose: string }>(
      `SELECT member_id::text AS member_id, email, purpose FROM member_tokens WHERE token_hash = $1 AND purpose IN ('verify_email', 'change_email')`,
      [sha256(token)],
    );
    if (!row) throw memberErrors.badToken();
    if (expectedMemberId && row.member_id !== expectedMemberId) throw otherAccountsLink();
    const used = await consumeToken(deps, tx, token, row.purpose as 'verify_email' | 'change_email');
    if (row.purpose === 'change_email') {
      // Someone registered the address meanwhile (a pending address holds nothing): theirs.
      const [clash] = await tx.query(`SELECT 1 FROM members WHERE lower(email) = lower($1) AND member_id <> $2 AND status <> 'erased'`, [used.email, used.member_id]);
      if (clash) throw memberErrors.emailTaken();
      const before = (await findById(deps, tx, used.member_id))!;
      // The request count stays: it is forgiven by its window only.
      await tx
        .query(`UPDATE members SET email = $2, pending_email = NULL, pending_email_until = NULL, email_verified_at = now(), updated_at = now() WHERE member_id = $1`, [used.member_id, used.email])
        .catch((error: { code?: string }) => {
          // A registration racing the link for the address: the unique index decides.
          if (error.code === '23505') throw memberErrors.emailTaken();
          throw error;
        });
      // The old address is told, with a way back: whoever took the account cannot silence it.
      await rememberContact(tx, used.member_id, 'email', before.email);
      await emailChangedNotice(deps, tx, before, used.email);
    } else {
      await tx.query('UPDATE members SET email_verified_at = COALESCE(email_verified_at, now()), updated_at = now() WHERE member_id = $1', [used.member_id]);
    }
    return { memberId: used.member_id, email: used.email };
  });
}

/** Always answers the same, so it tells nobody which addresses have accounts. */
export async function resendVerification(deps: MemberDeps, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const m = await findByEmail(deps, tx, email);
    if (m && !m.email_verified_at && m.email.toLowerCase() === email.trim().toLowerCase()) await sendVerification(deps, tx, m, m.email, 'verify_email');
  });
}
