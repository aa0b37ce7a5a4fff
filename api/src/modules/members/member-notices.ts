// The e-mails an account sends itself through the outbox, in the caller's transaction: the link
// that proves an address, and the security notices about a change only the member should make.
import type { Queryable } from '../../db/db.js';
import { emailChangedEmail, passwordChangedEmail, verificationEmail, type Email } from './emails.js';
import { contactLink, type MemberDeps } from './member-deps.js';
import { TOKEN_HOURS } from './member-model.js';
import { issueToken } from './member-tokens.js';

type NoticeDeps = Pick<MemberDeps, 'outbox' | 'publicUrl' | 'now'>;
type Addressee = { member_id: string; first_name: string; email: string };

/** The link that proves `email` (a new account's address, or the one asked to change to); when it runs out. */
export async function sendVerification(deps: NoticeDeps, tx: Queryable, member: Addressee, email: string, purpose: 'verify_email' | 'change_email'): Promise<Date> {
  const { token, expiresAt } = await issueToken(deps, tx, member.member_id, purpose, email);
  const link = `${deps.publicUrl}/member/verifyEmail?token=${token}`;
  await deps.outbox.enqueue(tx, {
    channel: 'email',
    recipient: email,
    // An address asked for is not yet theirs: the mail is found by the account's own (erasure, export).
    ...(purpose === 'change_email' ? { regarding: member.email } : {}),
    ...verificationEmail(member.first_name, link, TOKEN_HOURS[purpose], purpose),
  });
  return expiresAt;
}

/** A security notice to the account's address: something changed that only the member should change. */
async function notify({ outbox }: Pick<MemberDeps, 'outbox'>, tx: Queryable, recipient: string, mail: Email) {
  await outbox.enqueue(tx, { channel: 'email', recipient, ...mail });
}

/** 'This was not me' (7 days): the reset page with a token that ends every session and, after an address change, gives the old address back. */
async function notMeLink(deps: NoticeDeps, tx: Queryable, memberId: string, email: string) {
  const { token } = await issueToken(deps, tx, memberId, 'not_me', email);
  return `${deps.publicUrl}/member/resetpassword?token=${token}&memberId=${memberId}`;
}

export async function passwordChangedNotice(deps: NoticeDeps, tx: Queryable, m: Addressee) {
  const link = await notMeLink(deps, tx, m.member_id, m.email);
  await notify(deps, tx, m.email, passwordChangedEmail(m.first_name, link, contactLink(deps)));
}

/** The old address is told of the new one, with a way back: whoever took the account cannot silence it. */
export async function emailChangedNotice(deps: NoticeDeps, tx: Queryable, before: Addressee, newEmail: string) {
  const notMe = await notMeLink(deps, tx, before.member_id, before.email);
  await notify(deps, tx, before.email, emailChangedEmail(before.first_name, newEmail, notMe, contactLink(deps)));
}
