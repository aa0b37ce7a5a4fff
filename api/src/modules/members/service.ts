// Members: registration, sign-in checks, profile, erasure, e-mail verification and change,
// forgotten and changed passwords (spec §7 Members; §8 Login, Email management, Password).
//
// This file composes the service from its parts, each given the same `deps` (member-deps.ts):
// registration.ts (new accounts), authenticate.ts (sign-in's checks), member-reads.ts (reads and
// views), profile-update.ts (profile and phone), email-verification.ts (the verification link),
// email-change.ts (a new address), member-passwords.ts (reset and change), member-notices.ts
// and member-tokens.ts (the e-mails and one-time links they send), member-model.ts (shapes).
import type { Queryable } from '../../db/db.js';
import type { MemberAddress } from '@shop/shared/api';
import type { MemberDeps, MemberServiceDeps } from './member-deps.js';
import type { MemberView, PreparedAccount, RegistrationInput } from './member-model.js';
import { findById, identityDetails, readView } from './member-reads.js';
import { insertAccount, prepareAccount, register, type AccountExtras } from './registration.js';
import { authenticate } from './authenticate.js';
import { removeContactNumber, updateProfile, type ProfileUpdate } from './profile-update.js';
import { resendVerification, validateEmail } from './email-verification.js';
import { changePassword, requestPasswordReset, resetPassword, verifyResetToken } from './member-passwords.js';
import { cancelEmailChange, requestEmailChange } from './email-change.js';

export { EMAIL_CHANGE_LIMIT, memberErrors, type MemberRow, type MemberView, type PreparedAccount, type RegistrationInput } from './member-model.js';

export function createMemberService({ now = () => new Date(), ...rest }: MemberServiceDeps) {
  const deps: MemberDeps = { ...rest, now };
  const get = async (memberId: string): Promise<MemberView> => (await readView(deps, memberId, false)).member;

  return {
    findById: (q: Queryable, memberId: string) => findById(deps, q, memberId),

    prepareAccount: (input: RegistrationInput): Promise<PreparedAccount> => prepareAccount(deps, input),
    insertAccount: (tx: Queryable, account: PreparedAccount, extra?: AccountExtras): Promise<{ memberId: string }> => insertAccount(deps, tx, account, extra),
    register: (input: RegistrationInput): Promise<{ memberId: string }> => register(deps, input),

    /** The checks of a password sign-in, in the order §8 implies; the member id when all pass. */
    authenticate: (email: string, password: string): Promise<string> => authenticate(deps, email, password),

    get,
    /** GET members/{id}: the member and their addresses (§3 member details; §7 has no address list call). */
    details: (memberId: string): Promise<{ member: MemberView; addresses: MemberAddress[] }> => readView(deps, memberId, true),
    update: (memberId: string, input: ProfileUpdate): Promise<MemberView> => updateProfile(deps, memberId, input),
    /** DELETE contactnumber: the member's phone number goes. */
    async removeContactNumber(memberId: string): Promise<MemberView> {
      await removeContactNumber(deps, memberId);
      return get(memberId);
    },
    /** GET identitydetails: who the member says they are, and whether they may sell to us (18 or over). */
    identityDetails: (memberId: string) => identityDetails(deps, memberId),

    /** The link from the verification e-mail (a new account, or a changed address). */
    validateEmail: (token: string, expectedMemberId?: string): Promise<{ memberId: string; email: string }> => validateEmail(deps, token, expectedMemberId),
    /** Always answers the same, so it tells nobody which addresses have accounts. */
    resendVerification: (email: string): Promise<void> => resendVerification(deps, email),

    requestPasswordReset: (email: string): Promise<void> => requestPasswordReset(deps, email),
    verifyResetToken: (token: string): Promise<{ verified: boolean; memberId: string | null }> => verifyResetToken(deps, token),
    /** A forgotten password, or 'this was not me' after an address change (member-passwords.ts). */
    resetPassword: (memberId: string, token: string, password: string): Promise<void> => resetPassword(deps, memberId, token, password),
    /** A signed-in change: 1059 old wrong (throttled like sign-in: 429 1253), 1060 same as old; other sessions end. */
    changePassword: (memberId: string, sessionId: string, oldPassword: string, newPassword: string, ip: string): Promise<void> => changePassword(deps, memberId, sessionId, oldPassword, newPassword, ip),

    /** A link to a new address, pending while it works; counted towards EMAIL_CHANGE_LIMIT (email-change.ts). */
    requestEmailChange: (memberId: string, newEmail: string): Promise<void> => requestEmailChange(deps, memberId, newEmail),
    /** The pending address and its link go; the requests made still count (EMAIL_CHANGE_LIMIT). */
    cancelEmailChange: (memberId: string): Promise<void> => cancelEmailChange(deps, memberId),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
