// Contact enquiries on the wire (spec §7 'Contact, feedback, franchise'; §8 'Contact'), one
// contract for both sides: the field limits the pages' yup schemas and the API's JSON schemas
// read, the bodies of POST contact/enquiry and contact/requestprice (as the API checks them) and
// the types inferred from them, and the codes the API answers. §8 gives contact 1001–1033 for its
// fields and "others generic": the franchise and job forms share the same fields (name, e-mail,
// phone, message), so all three use this one numbering (ENQUIRY_CODES).
import type { FromSchema } from 'json-schema-to-ts';
import { ADDRESS_NAME_PATTERN, PHONE_MAX, UK_PHONE_PATTERN } from './addresses';

export const ENQUIRY_NAME_MAX = 60;
export const ENQUIRY_EMAIL_MAX = 100;
export const ENQUIRY_SUBJECT_MAX = 100;
export const ENQUIRY_MESSAGE_MIN = 10;
export const ENQUIRY_MESSAGE_MAX = 2000;
export const ENQUIRY_ITEM_MAX = 200;
export const ENQUIRY_TOWN_MAX = 60;
/** A sender's name: as a member's and an address's names, a letter first, then letters, spaces, hyphens, apostrophes, dots. */
export const ENQUIRY_NAME_PATTERN = ADDRESS_NAME_PATTERN;
/** A web order (WS123), a parcel sold to us (WB…) or a store receipt number: letters, digits, dashes. */
export const ORDER_NUMBER_PATTERN = '^\\s*[A-Za-z0-9][A-Za-z0-9-]{2,23}\\s*$';
export const ORDER_NUMBER_MAX = 25;

/** Bought from us online or in store ('buy'), or sold to us ('sell'). */
export const ORDER_TYPES = ['buy', 'sell'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const PRICE_STOCK_KINDS = ['price', 'stock'] as const;
export type PriceStockKind = (typeof PRICE_STOCK_KINDS)[number];

/** The honeypot: a field people never see or fill (hidden from screen readers too); bots fill it. */
export const HONEYPOT_FIELD = 'website';
/** The honeypot field of a JSON body schema: accepted (so a bot's fill reaches the check), and empty for people. */
export const honeypotProperty = { [HONEYPOT_FIELD]: { type: 'string', maxLength: 200, description: 'Leave empty (spam protection).' } } as const;

export const ENQUIRY_CODES = {
  nameMissing: 1001,
  nameInvalid: 1002,
  emailMissing: 1003,
  emailInvalid: 1004,
  subjectMissing: 1005,
  subjectInvalid: 1006,
  messageMissing: 1007,
  messageInvalid: 1008,
  categoryMissing: 1009,
  categoryInvalid: 1010,
  orderNumberMissing: 1011,
  orderNumberInvalid: 1012,
  orderNotFound: 1013,
  webOrderInvalid: 1014,
  priceStockMissing: 1015,
  priceStockInvalid: 1016,
  orderTypeMissing: 1017,
  orderTypeInvalid: 1018,
  phoneInvalid: 1019,
  boxMissing: 1020,
  boxNotFound: 1021,
  boxOnSale: 1022,
  townMissing: 1023,
  heardFromInvalid: 1024,
  consentMissing: 1025,
  jobNotFound: 1026,
  jobClosed: 1027,
  cvMissing: 1028,
  cvType: 1029,
  cvTooLarge: 1030,
  storeNotFound: 1031,
  throttled: 1032,
  refused: 1033,
  // CVs checked by their content (issue 31 §8): past §8's 1001–1033, one code per refusal.
  /** A zip sent as a .docx that is not a Word document (missing parts, macros, damaged). */
  cvNotWord: 1034,
  /** A PDF with JavaScript or an action that launches something. */
  cvPdfScript: 1035,
  /** A PDF with files embedded or attached in it. */
  cvPdfEmbeddedFile: 1036,
  /** A PDF locked with a password, or packed so it cannot be checked. */
  cvPdfUnchecked: 1037,
} as const;

const text = (max: number, min = 1) => ({ type: 'string', minLength: min, maxLength: max, pattern: '\\S' }) as const;

/** Fields every enquiry form shares (contact, price, franchise, job applications). */
export const personFields = {
  name: { type: 'string', minLength: 1, maxLength: ENQUIRY_NAME_MAX, pattern: ENQUIRY_NAME_PATTERN },
  email: { type: 'string', minLength: 1, maxLength: ENQUIRY_EMAIL_MAX, pattern: '\\S', format: 'email' },
  phone: { type: 'string', maxLength: PHONE_MAX, pattern: `(${UK_PHONE_PATTERN})|^$` },
  message: text(ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGE_MIN),
} as const;

/** POST contact/enquiry. Name and e-mail: required of a visitor (1001, 1003), taken from a signed-in member's account when left out. */
export const enquiryInputSchema = {
  type: 'object',
  required: ['categoryId', 'subject', 'message'],
  additionalProperties: false,
  properties: {
    ...personFields,
    categoryId: { type: 'integer', minimum: 1, maximum: 99 },
    subject: text(ENQUIRY_SUBJECT_MAX),
    orderNumber: { type: 'string', maxLength: ORDER_NUMBER_MAX, pattern: ORDER_NUMBER_PATTERN },
    webOrder: { type: 'boolean' },
    orderType: { type: 'string', enum: [...ORDER_TYPES] },
    priceStock: { type: 'string', enum: [...PRICE_STOCK_KINDS] },
    item: text(ENQUIRY_ITEM_MAX),
    ...honeypotProperty,
  },
} as const;
export type EnquiryInput = FromSchema<typeof enquiryInputSchema>;

/** POST contact/requestprice: the price of an item not on sale online; name and e-mail as for an enquiry. */
export const priceRequestInputSchema = {
  type: 'object',
  required: ['boxId'],
  additionalProperties: false,
  properties: {
    name: personFields.name,
    email: personFields.email,
    phone: personFields.phone,
    boxId: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9]+$' },
    message: { type: 'string', maxLength: ENQUIRY_MESSAGE_MAX },
    ...honeypotProperty,
  },
} as const;
export type PriceRequestInput = FromSchema<typeof priceRequestInputSchema>;
