// Whether a UK number (national digits, as normaliseUkPhone gives it) can reach a person, by
// Google's numbering-plan data (libphonenumber-js, full metadata: server side only, it is too
// heavy for the browser, whose form checks the shape alone). Refused: ranges not allocated,
// premium rate (09), freephone (080), personal numbers (070, used to hide premium rates).
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The UK numbering plan covers the Crown dependencies too. */
const UK_NUMBERING_PLAN = new Set(['GB', 'GG', 'JE', 'IM']);
const REACHABLE = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE', 'VOIP', 'UAN']);
/** Ofcom keeps 07700 900000-900999 for drama and examples: it can never be someone else's number. */
const OFCOM_DRAMA_MOBILE = /^07700900[0-9]{3}$/;

export function isReachableUkNumber(national: string): boolean {
  if (OFCOM_DRAMA_MOBILE.test(national)) return true;
  const parsed = parsePhoneNumberFromString(national, 'GB');
  return Boolean(parsed?.isValid() && UK_NUMBERING_PLAN.has(parsed.country ?? '') && REACHABLE.has(parsed.getType() ?? ''));
}
