// The member account's shapes: the row as read, the view a member reads, registration's input,
// the errors and limits of the service, and the SQL that reads a member (with addresses for the details page).
import { AUTH_CODES, GENERIC_CODES, MEMBER_CODES } from '@shop/shared/api';
import { ApiError } from '../../http/envelope.js';
import { addressesAsJson } from '../addresses/service.js';
import { needsMobileVerificationOf } from '@shop/shared/rules';

export interface MemberRow {
  member_id: string;
  title_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  status: 'active' | 'banned' | 'suspended' | 'erased';
  email_verified_at: string | null;
  /** A new address waiting for its link to be opened; null once that link has run out (pending_email_until). */
  pending_email: string | null;
  pending_email_until: Date | string | null;
  email_change_attempts: number;
  email_change_window_started_at: Date | string | null;
  phone: string | null;
  date_of_birth: string | null;
  tax_id: string | null;
  /** A fact of the unified-membership guard (needsMobileVerificationOf); the other, whether a membership is linked, is the unlock module's. */
  phone_verified: boolean;
}

// A 'this was not me' link lasts a week: a notice about a change is read when it is read.
export const TOKEN_HOURS = { verify_email: 48, reset_password: 1, change_email: 24, not_me: 168 } as const;
export type TokenPurpose = keyof typeof TOKEN_HOURS;
/** The tokens the reset page accepts: a forgotten password, and 'this was not me' after an address change. */
export const RESET_PURPOSES = `('reset_password', 'not_me')`;
export const HOUR_MS = 3_600_000;
/**
 * E-mail change requests per member in a 24-hour window (each sends an e-mail to an address the
 * member typed, or tells whether an address has an account): a cancel does not give them back.
 */
export const EMAIL_CHANGE_LIMIT = { requests: 5, windowHours: 24 } as const;

export const memberErrors = {
  wrongCredentials: () => new ApiError(401, AUTH_CODES.wrongCredentials, 'The e-mail address or password is not right.'),
  banned: () => new ApiError(403, AUTH_CODES.banned, 'This account has been closed. Please contact us.'),
  suspended: () => new ApiError(403, AUTH_CODES.suspended, 'This account is suspended. Please contact us.'),
  needsVerification: () => new ApiError(403, AUTH_CODES.needsVerification, 'Please verify your e-mail address first: we have sent you a link.'),
  unverifiedNewEmail: () => new ApiError(403, AUTH_CODES.unverifiedNewEmail, 'Your new e-mail address is not verified yet. Sign in with your current one, or use the link we sent.'),
  notFound: () => new ApiError(404, GENERIC_CODES.memberId, 'Member not found'),
  emailTaken: () => new ApiError(409, MEMBER_CODES.emailTaken, 'An account with this e-mail address already exists.'),
  badToken: () => new ApiError(400, MEMBER_CODES.linkExpired, 'This link has expired or was already used. Please ask for a new one.'),
};

/** A link followed while signed in as (or naming) another member. */
export const otherAccountsLink = () => new ApiError(403, GENERIC_CODES.memberId, 'This link belongs to another account');

export interface RegistrationInput {
  titleId?: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  consents?: Array<{ consentTypeId: number; granted: boolean }>;
}

export type PreparedAccount = Omit<RegistrationInput, 'password' | 'consents'> & { passwordHash: string; consents: Array<{ consentTypeId: number; granted: boolean }> };

export interface MemberView {
  memberId: string;
  titleId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  pendingEmail: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  memberTaxId: string | null;
  consents: Array<{ consentTypeId: number; granted: boolean }>;
  /** A linked in-store membership whose contact number is not (or no longer) proved: /verify-phone-number first. */
  needsMobileVerification: boolean;
}

export const MEMBER_COLUMNS = `member_id::text AS member_id, title_id, first_name, last_name, email, password_hash, status, email_verified_at, pending_email, pending_email_until,
  email_change_attempts, email_change_window_started_at, phone, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, tax_id,
  (m.phone IS NOT NULL AND m.phone_verified_at IS NOT NULL) AS phone_verified`;
export const VIEW_SQL = `SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.member_id = $1 AND m.status <> 'erased'`;
export const VIEW_WITH_ADDRESSES_SQL = `SELECT ${MEMBER_COLUMNS}, ${addressesAsJson('m.member_id')} AS addresses
  FROM members m WHERE m.member_id = $1 AND m.status <> 'erased'`;

/** The view of a member row, with its consents (the consents module's) and whether an in-store membership is linked (the unlock module's). */
export function toView(m: MemberRow, consents: MemberView['consents'], membershipLinked: boolean): MemberView {
  return {
    memberId: m.member_id,
    titleId: m.title_id,
    firstName: m.first_name,
    lastName: m.last_name,
    email: m.email,
    emailVerified: m.email_verified_at !== null,
    pendingEmail: m.pending_email,
    phone: m.phone,
    dateOfBirth: m.date_of_birth,
    memberTaxId: m.tax_id,
    consents,
    needsMobileVerification: needsMobileVerificationOf({ membershipLinked, mobileVerified: m.phone_verified }),
  };
}
