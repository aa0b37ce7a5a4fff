// The checks of a password sign-in, in the order §8 implies (auth/sign-in.ts asks them).
import { verifyPassword } from '../auth/passwords.js';
import type { MemberDeps } from './member-deps.js';
import { memberErrors } from './member-model.js';
import { findByEmail, findByPendingEmail } from './member-reads.js';

/** The member id when every check passes; otherwise the first check's error. */
export async function authenticate(deps: Pick<MemberDeps, 'db' | 'now'>, email: string, password: string): Promise<string> {
  const owner = await findByEmail(deps, deps.db, email);
  // Nobody's address yet, but someone's new one while its link works: 1240 with their password.
  const member = owner ?? (await findByPendingEmail(deps, deps.db, email));
  const passwordOk = await verifyPassword(member?.password_hash ?? null, password);
  if (!member || !passwordOk) throw memberErrors.wrongCredentials();
  if (member.status === 'banned') throw memberErrors.banned();
  if (member.status === 'suspended') throw memberErrors.suspended();
  if (!owner) throw memberErrors.unverifiedNewEmail();
  if (!member.email_verified_at) throw memberErrors.needsVerification();
  return member.member_id;
}
