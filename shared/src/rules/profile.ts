// One rule per profile field, read by the Profile tab's yup schema and the API's JSON schema.

/** UK National Insurance number (spec §8 1204 'invalid tax id'): two prefix letters, six digits, A-D. */
export const NI_NUMBER_PATTERN = '^\\s*(?!BG|GB|KN|NK|NT|TN|ZZ|bg|gb|kn|nk|nt|tn|zz)[A-CEGHJ-PR-TW-Za-ceghj-pr-tw-z][A-CEGHJ-NPR-TW-Za-ceghj-npr-tw-z](?:\\s?[0-9]{2}){3}\\s?[A-Da-d]\\s*$';
export const NI_NUMBER_MAX = 13;
/** Member names (1010 first, 1012 last). */
export const MEMBER_NAME_PATTERN = "^[\\p{L}][\\p{L}\\p{M} '’.-]*$";
export const MEMBER_NAME_MAX = 50;
/** To sell to us a member must be 18 or over (told on the form; the date itself only has to be real and past). */
export const SELLER_MIN_AGE = 18;

export const PROFILE_CODES = { firstName: 1010, lastName: 1012, taxId: 1204, phoneMissing: 1013, phoneInvalid: 1014, phoneTaken: 1740, dateOfBirth: 1118 } as const;

/** "ab 12 34 56 c" -> "AB123456C"; null when it is not a National Insurance number. */
export function normaliseNiNumber(input: string): string | null {
  const upper = input.toUpperCase();
  return new RegExp(NI_NUMBER_PATTERN).test(upper) ? upper.replace(/\s+/g, '') : null;
}

/** A real calendar date (YYYY-MM-DD) before today; `today` is the caller's (UTC) date. */
export function isPastDate(value: string, today: Date = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (date.toISOString().slice(0, 10) !== value) return false; // 2023-02-30 rolls over: not a real date
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return date.getTime() < startOfToday && date.getUTCFullYear() >= 1900;
}
