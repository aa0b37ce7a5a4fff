// Bank details (spec §7 Members 'Bank accounts', §8 'Bank account'): one rule per field, read by
// the account tab's yup schema and by the API's JSON schema, so both sides refuse the same input.
// Whether a sort code and account number go together (the UK modulus check) is the server's
// job: its tables are too heavy for the browser.
import { GENERIC_CODES } from '@shop/shared/api';

/** Six digits, as stored and sent; people type '12-34-56' or '12 34 56' (see digitsOf). */
export const SORT_CODE_PATTERN = '^[0-9]{6}$';
/** UK account numbers are eight digits. */
export const ACCOUNT_NUMBER_PATTERN = '^[0-9]{8}$';
/** Letters first, then letters, spaces and the marks names carry ('Mr & Mrs O’Neill-Smith'). */
export const ACCOUNT_HOLDER_NAME_PATTERN = "^[\\p{L}][\\p{L}\\p{M} '’.&-]*$";
export const ACCOUNT_HOLDER_NAME_MAX = 60;
/** A building society's roll number: 5 to 18 letters, digits, spaces, dots, slashes, hyphens. */
export const ROLL_NUMBER_PATTERN = '^[A-Za-z0-9][A-Za-z0-9 ./-]*$';
// At least 5, so the §5 mask (first 2, last 2) always hides something.
export const ROLL_NUMBER_MIN = 5;
export const ROLL_NUMBER_MAX = 18;

/** §8 'Bank account' codes. */
export const BANK_ACCOUNT_CODES = {
  tryLater: 1200,
  sortCode: 1020,
  holderName: 1034,
  accountNumber: 1004,
  rollNumber: 1164,
  duplicate: 1039,
  /** The member saving an account they already have (issue 32 §6): not 1039's 'contact us'. */
  alreadyYours: 'BANK_ACCOUNT_ALREADY_YOURS',
  /** No such bank account of the member's (§8's 5, as every list of the account answers). */
  notFound: GENERIC_CODES.format,
} as const;

/**
 * Adding or changing bank details needs the password again within the last few minutes; the
 * API refuses with this code otherwise, and the account tab then asks for the password.
 */
export const REAUTHENTICATION_REQUIRED = 'REAUTH_REQUIRED';

/** A sort code or account number as typed, with its spaces and hyphens taken out. */
export function digitsOf(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}
