// One rule per address field (spec §5: a field at most 30 characters, a line at most 50; the
// lookup is for GBR only), read by the account forms' yup schemas and by the API's JSON schemas.
// Patterns are strings so JSON Schema (ajv, unicode) and RegExp(…, 'u') read the same text.

export const ADDRESS_FIELD_MAX = 30;
export const ADDRESS_LINE_MAX = 50;
export const ADDRESS_COUNTRY = 'GBR';

/** Names: a letter first, then letters, spaces, hyphens, apostrophes, dots. */
export const ADDRESS_NAME_PATTERN = "^[\\p{L}][\\p{L}\\p{M} '’.-]*$";
/** Lines: letters and digits with the punctuation addresses use; no ; < > = " (script or SQL text). */
export const ADDRESS_LINE_PATTERN = "^[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N} ,.'’/&()#-]*$";
/** Town and county: letters, spaces, hyphens, apostrophes, dots, commas. */
export const ADDRESS_PLACE_PATTERN = "^[\\p{L}][\\p{L}\\p{M} ,'’.-]*$";
/** A full UK postcode, spaces and case free ("sw11 1nz"). */
export const UK_POSTCODE_PATTERN = '^\\s*[A-Za-z]{1,2}[0-9][A-Za-z0-9]?\\s*[0-9][A-Za-z]{2}\\s*$';
export const POSTCODE_MAX = 10;

/** A UK telephone number: 0 or +44, then 9 or 10 digits; spaces, hyphens and brackets allowed. */
export const UK_PHONE_PATTERN = '^\\s*(?:\\+44\\s?(?:\\(0\\))?|0)[\\s()-]*(?:[0-9][\\s()-]*){9,10}$';
export const PHONE_MAX = 20;

/**
 * §8 'Address' codes, one meaning each. 1162 and 1163 have no address call that needs them
 * (§8 names them only as 'missing or invalid' address data), so none is sent.
 */
export const ADDRESS_CODES = {
  firstName: 1041,
  lastName: 1042,
  line1: 1043,
  line2: 1044,
  townMissing: 1045,
  townInvalid: 1046,
  county: 1047,
  postcodeMissing: 1048,
  postcodeInvalid: 1049,
  postcodeUnknown: 1050,
  notGbr: 1051,
  phone: 1052,
  exists: 1159,
  notFound: 1160,
  tooMany: 1161,
} as const;

/**
 * §8 checkout codes for the delivery postcode of an order (not the address book's 1048-1051):
 * missing, malformed, an area or a postcode we do not deliver to, outside our territory.
 */
export const CHECKOUT_POSTCODE_CODES = {
  missing: 1600,
  areaBlocked: 1601,
  malformed: 1602,
  postcodeBlocked: 1603,
  outside: 50013,
} as const;

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

/** One address as the API gives it and takes it. */
export interface MemberAddress {
  addressId: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  town: string;
  county: string;
  postcode: string;
  countryCode: typeof ADDRESS_COUNTRY;
  phone: string;
  isDefault: boolean;
}
/** An address the member had an order delivered to (GET addresshistory), with when it was last used. */
export type HistoryAddress = Pick<MemberAddress, 'firstName' | 'lastName' | 'line1' | 'line2' | 'town' | 'county' | 'postcode'> & { lastUsedAt: string };
export type AddressInput = Omit<MemberAddress, 'addressId' | 'countryCode' | 'isDefault'> & { isDefault?: boolean };

/** What a postcode lookup finds: the town and county, and (with a real provider) its addresses. */
export interface AddressLookup {
  postcode: string;
  town: string;
  county: string;
  countryCode: typeof ADDRESS_COUNTRY;
  /** 'provider' when a real address provider answered; 'district' when only the postcode's district is known. */
  source: 'provider' | 'district';
  addresses: Array<Pick<MemberAddress, 'line1' | 'line2' | 'town' | 'county' | 'postcode'>>;
}

/** An address as a label prints it, one line each, empty parts left out: name, lines, town, county, postcode. */
export function postalLines(a: { firstName?: string; lastName?: string; line1: string; line2?: string | null; town: string; county?: string | null; postcode: string }): string[] {
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  return [name, a.line1, a.line2, a.town, a.county, a.postcode].map((part) => part?.trim() ?? '').filter(Boolean);
}
