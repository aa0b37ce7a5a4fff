// The member's payout e-wallet and in-store membership (spec §7 Members 'Wallet address',
// 'In-store detail'): one rule per field, read by the account tabs' forms and the API's schemas.
import { GENERIC_CODES } from '@shop/shared/api';

/** The wallet we pay out to: the member's PayPal account, named by its e-mail address. */
export const WALLET_PROVIDER = 'paypal';
export const WALLET_EMAIL_MAX = 254;

/**
 * Codes of the wallet and in-store calls. §8 has none of their own, so they borrow its e-mail
 * codes (1027 missing, 1028 invalid), 'already set' (1032, use PUT) and the unified-membership
 * 'already unlocked' (1835: the card is linked to another online account); the two field
 * failures §8 does not name carry named codes, as REAUTH_REQUIRED does.
 */
export const PAYOUT_STORE_CODES = {
  walletMissing: 1027,
  walletInvalid: 1028,
  alreadySet: 1032,
  /** No wallet (or in-store detail) to change or remove: §8's 5, as every list of the account answers. */
  notSet: GENERIC_CODES.format,
  /** An ID check (in-store membership tab) that no longer exists: §8's 5 too. */
  idProofNotFound: GENERIC_CODES.format,
  homeStore: 'STORE_UNKNOWN',
  membershipNumber: 'MEMBERSHIP_NUMBER_INVALID',
  membershipTaken: 1835,
  /** A membership number not linked to this account by Unlock online access (issue 33 §1): typing one proves nothing. */
  membershipNotProved: 'MEMBERSHIP_NOT_PROVED',
} as const;

/** "jane.doe@example.co.uk" -> "j***@example.co.uk": enough for the member to recognise it, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * The in-store membership number printed on a member's card: 'LL', seven digits and a check
 * digit (Luhn over the seven), printed 'LL 1234 5674'. Typed with or without spaces or hyphens,
 * in either case; kept as 'LL12345674'. The check digit catches a mistyped or swapped digit
 * before anything is looked up.
 */
export const MEMBERSHIP_NUMBER_PATTERN = '^\\s*[Ll]{2}[\\s-]*(?:[0-9][\\s-]*){7}[0-9]\\s*$';
export const MEMBERSHIP_NUMBER_MAX = 20;

/** The Luhn check digit of a run of digits. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The stored form ('LL12345674'), or null when the text is not a membership number or its check digit is wrong. */
export function normaliseMembershipNumber(input: string): string | null {
  if (input.length > MEMBERSHIP_NUMBER_MAX || !new RegExp(MEMBERSHIP_NUMBER_PATTERN).test(input)) return null;
  const digits = input.replace(/[^0-9]/g, '');
  return luhnCheckDigit(digits.slice(0, 7)) === Number(digits[7]) ? `LL${digits}` : null;
}

/** 'LL12345674' -> 'LL 1234 5674', as printed on the card. */
export function formatMembershipNumber(stored: string): string {
  return `${stored.slice(0, 2)} ${stored.slice(2, 6)} ${stored.slice(6)}`;
}
