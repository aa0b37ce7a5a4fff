// The addresses on the wire, one contract for both sides: the field rules (spec §5: a field at
// most 30 characters, a line at most 50; GBR only), the JSON schemas the API checks bodies with,
// the types inferred from them, and the §8 codes. Patterns are strings so JSON Schema (ajv,
// unicode) and RegExp(…, 'u') read the same text.
import type { FromSchema } from 'json-schema-to-ts';

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
 * missing, malformed, an area or a postcode we do not deliver to, outside our territory. A search
 * from a postcode (nearest stores, stock nearby, jobs near you) answers the same: missing (nor a
 * location shared), malformed, and `outside` for an area we do not know.
 */
export const CHECKOUT_POSTCODE_CODES = {
  missing: 1600,
  areaBlocked: 1601,
  malformed: 1602,
  postcodeBlocked: 1603,
  outside: 50013,
} as const;

const required = (max: number, pattern: string) => ({ type: 'string', minLength: 1, maxLength: max, pattern }) as const;
const optional = (max: number, pattern: string) =>
  ({
    anyOf: [
      { type: 'string', maxLength: 0 },
      { type: 'string', maxLength: max, pattern },
    ],
  }) as const;

/** An address-book entry's fields as a member sends them (POST and PUT …/addresses). */
export const addressFields = {
  firstName: required(ADDRESS_FIELD_MAX, ADDRESS_NAME_PATTERN),
  lastName: required(ADDRESS_FIELD_MAX, ADDRESS_NAME_PATTERN),
  line1: required(ADDRESS_LINE_MAX, ADDRESS_LINE_PATTERN),
  line2: optional(ADDRESS_LINE_MAX, ADDRESS_LINE_PATTERN),
  town: required(ADDRESS_FIELD_MAX, ADDRESS_PLACE_PATTERN),
  county: optional(ADDRESS_FIELD_MAX, ADDRESS_PLACE_PATTERN),
  postcode: { type: 'string', minLength: 1, maxLength: POSTCODE_MAX, pattern: UK_POSTCODE_PATTERN },
  countryCode: { type: 'string', enum: [ADDRESS_COUNTRY] },
  phone: optional(PHONE_MAX, UK_PHONE_PATTERN),
  isDefault: { type: 'boolean' },
} as const;

export const ADDRESS_REQUIRED = ['firstName', 'lastName', 'line1', 'town', 'postcode'] as const;
export const addressInputSchema = { type: 'object', required: ADDRESS_REQUIRED, additionalProperties: false, properties: addressFields } as const;

/** One address as the API gives it (GET …/addresses). */
export const memberAddressSchema = {
  type: 'object',
  required: ['addressId', 'firstName', 'lastName', 'line1', 'line2', 'town', 'county', 'postcode', 'countryCode', 'phone', 'isDefault'],
  additionalProperties: false,
  properties: {
    addressId: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    line1: { type: 'string' },
    line2: { type: 'string' },
    town: { type: 'string' },
    county: { type: 'string' },
    postcode: { type: 'string' },
    countryCode: { type: 'string', const: ADDRESS_COUNTRY },
    phone: { type: 'string' },
    isDefault: { type: 'boolean' },
  },
} as const;
export type MemberAddress = FromSchema<typeof memberAddressSchema>;
/** What a member sends to add an address (isDefault optional). */
export type AddressInput = Omit<MemberAddress, 'addressId' | 'countryCode' | 'isDefault'> & { isDefault?: boolean };
/** An address the member had an order delivered to (GET addresshistory), with when it was last used. */
export type HistoryAddress = Pick<MemberAddress, 'firstName' | 'lastName' | 'line1' | 'line2' | 'town' | 'county' | 'postcode'> & { lastUsedAt: string };

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

// A delivery address at checkout: looser than the address book's (the postcode is checked by the
// delivery rules, with checkout's own codes), and what an order keeps and shows.
const deliveryField = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;
export const deliveryAddressSchema = {
  type: 'object',
  required: ['firstName', 'lastName', 'line1', 'town', 'postcode'],
  additionalProperties: false,
  properties: {
    firstName: deliveryField(ADDRESS_FIELD_MAX),
    lastName: deliveryField(ADDRESS_FIELD_MAX),
    line1: deliveryField(ADDRESS_LINE_MAX),
    line2: { type: 'string', maxLength: ADDRESS_LINE_MAX },
    town: deliveryField(ADDRESS_FIELD_MAX),
    county: { type: 'string', maxLength: ADDRESS_FIELD_MAX },
    postcode: { type: 'string', maxLength: POSTCODE_MAX },
    phone: { type: 'string', maxLength: PHONE_MAX, pattern: '^[0-9 +()-]*$' },
  },
} as const;
export type DeliveryAddress = FromSchema<typeof deliveryAddressSchema>;
