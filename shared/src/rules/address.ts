// Addresses in their standard forms and as a label prints them. The field rules, schemas and
// codes are the wire contract, in @shop/shared/api (addresses.ts).
import { UK_PHONE_PATTERN } from '@shop/shared/api';

/** The postcode in its standard form ("sw111nz" -> "SW11 1NZ"), or null when it is not one. */
export function normaliseUkPostcode(input: string): string | null {
  const compact = input.trim().toUpperCase().replace(/\s+/g, '');
  const m = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/.exec(compact);
  return m ? `${m[1]} ${m[2]}` : null;
}

/** A UK number in one stored form: national digits ("+44 (0)7700 900123" -> "07700900123"); null when it is not one. */
export function normaliseUkPhone(input: string): string | null {
  if (!new RegExp(UK_PHONE_PATTERN, 'u').test(input)) return null;
  const digits = input.replace(/\(0\)/, '').replace(/[^0-9+]/g, '');
  const national = digits.startsWith('+44') ? `0${digits.slice(3)}` : digits;
  return /^0[0-9]{9,10}$/.test(national) ? national : null;
}

/** An address as a label prints it, one line each, empty parts left out: name, lines, town, county, postcode. */
export function postalLines(a: { firstName?: string; lastName?: string; line1: string; line2?: string | null; town: string; county?: string | null; postcode: string }): string[] {
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  return [name, a.line1, a.line2, a.town, a.county, a.postcode].map((part) => part?.trim() ?? '').filter(Boolean);
}
