// Making a member account: registration's checks and password hash (before any transaction),
// then the one insert every new account goes through, with its consents and verification e-mail.
import { GENERIC_CODES } from '@shop/shared/api';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { assertNewPassword, hashPassword } from '../auth/passwords.js';
import { saveConsents } from '../consents/service.js';
import { consentTypeIdsOfKind, titleExists } from '../settings/reference-ids.js';
import type { MemberDeps } from './member-deps.js';
import { memberErrors, type PreparedAccount, type RegistrationInput } from './member-model.js';
import { sendVerification } from './member-notices.js';
import { findByEmail } from './member-reads.js';

/** What an account made by unlocking an in-store membership already has proved. */
export type AccountExtras = { phone?: string; emailVerified?: boolean };

/** The title and consent types named exist (and the consents are communication ones): 400 5 otherwise. */
export async function assertKnownReferences(q: Queryable, titleId: number | undefined, consents: Array<{ consentTypeId: number }>) {
  if (titleId !== undefined) {
    if (!(await titleExists(q, titleId))) throw new ApiError(400, GENERIC_CODES.format, 'Unknown title');
  }
  if (consents.length) {
    const ids = [...new Set(consents.map((c) => c.consentTypeId))];
    // Cookie choices are made only in the data-protection notice (PUT members/{id}/consents with noticeVersion).
    const known = await consentTypeIdsOfKind(q, ids, 'communication');
    if (known.length !== ids.length) throw new ApiError(400, GENERIC_CODES.format, 'Unknown consent type');
  }
}

/** Registration's checks and password hash, done before a transaction opens (hashing is slow). */
export async function prepareAccount({ db }: Pick<MemberDeps, 'db'>, input: RegistrationInput): Promise<PreparedAccount> {
  await assertNewPassword(input.password);
  const consents = input.consents ?? [];
  await assertKnownReferences(db, input.titleId, consents);
  return { ...input, consents, passwordHash: await hashPassword(input.password) };
}

/**
 * The one way a member account is made (registration, and unlocking an in-store membership,
 * inside the caller's transaction): 1032 when the e-mail is taken. An address already proved
 * (an unlock PIN sent to it) needs no verification e-mail; the mobile an unlock proved is kept.
 */
export async function insertAccount(deps: MemberDeps, tx: Queryable, account: PreparedAccount, extra: AccountExtras = {}): Promise<{ memberId: string }> {
  if (await findByEmail(deps, tx, account.email)) throw memberErrors.emailTaken();
  const [row] = await tx
    .query<{ member_id: string; first_name: string; email: string }>(
      `INSERT INTO members (title_id, first_name, last_name, email, password_hash, phone, email_verified_at) VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END)
     RETURNING member_id::text AS member_id, first_name, email`,
      [account.titleId ?? null, account.firstName.trim(), account.lastName.trim(), account.email.trim(), account.passwordHash, extra.phone ?? null, extra.emailVerified === true],
    )
    .catch((error: { code?: string }) => {
      // Two registrations racing for one address: the unique index decides.
      if (error.code === '23505') throw memberErrors.emailTaken();
      throw error;
    });
  await saveConsents(tx, row!.member_id, account.consents, 'registration');
  if (!extra.emailVerified) await sendVerification(deps, tx, row!, account.email.trim(), 'verify_email');
  return { memberId: row!.member_id };
}

export async function register(deps: MemberDeps, input: RegistrationInput): Promise<{ memberId: string }> {
  const account = await prepareAccount(deps, input);
  return deps.db.transaction((tx) => insertAccount(deps, tx, account));
}
