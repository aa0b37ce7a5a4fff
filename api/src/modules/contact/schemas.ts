// Schemas of contact enquiries (spec §7 'Contact, feedback, franchise'), with the §8 code each
// field's failure carries (ENQUIRY_CODES, 1001–1033).
import {
  ENQUIRY_CODES as C,
  ENQUIRY_EMAIL_MAX,
  ENQUIRY_ITEM_MAX,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGE_MIN,
  ENQUIRY_NAME_MAX,
  ENQUIRY_SUBJECT_MAX,
  MEMBER_NAME_PATTERN,
  ORDER_NUMBER_MAX,
  ORDER_NUMBER_PATTERN,
  ORDER_TYPES,
  PRICE_STOCK_KINDS,
} from '@shop/shared/rules';
import { PHONE_MAX, UK_PHONE_PATTERN } from '@shop/shared/api';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { open, openList, replies, routeSchema } from '../../http/envelope.js';
import { honeypotProperty } from './spam-guard.js';

const TAG = 'contact';
const text = (max: number, min = 1) => ({ type: 'string', minLength: min, maxLength: max, pattern: '\\S' }) as const;

/** Fields every enquiry form shares (contact, price, franchise, job applications). */
export const personFields = {
  name: { type: 'string', minLength: 1, maxLength: ENQUIRY_NAME_MAX, pattern: MEMBER_NAME_PATTERN },
  email: { type: 'string', minLength: 1, maxLength: ENQUIRY_EMAIL_MAX, pattern: '\\S', format: 'email' },
  phone: { type: 'string', maxLength: PHONE_MAX, pattern: `(${UK_PHONE_PATTERN})|^$` },
  message: text(ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGE_MIN),
} as const;

const missing = (required: number, invalid: number) => ({ required: required, minLength: required, default: invalid });
export const personCodes: FieldCodes = {
  name: missing(C.nameMissing, C.nameInvalid),
  email: missing(C.emailMissing, C.emailInvalid),
  phone: C.phoneInvalid,
  message: { required: C.messageMissing, default: C.messageInvalid },
};

const accepted = open({ reference: { type: 'string' } });

export const enquiryTypesSchema = routeSchema(TAG, 'What a contact enquiry can be about, and which parts of the form each needs', {
  response: replies(open({ enquiryTypes: openList({ id: { type: 'integer' }, name: { type: 'string' }, description: { type: 'string' }, needsOrder: { type: 'boolean' }, needsItem: { type: 'boolean' } }) })),
});

export const enquirySchema = routeSchema(
  TAG,
  "Send the shop's team a message (goes to the shop's inbox; the sender gets an acknowledgement with its reference); a signed-in member's order is checked as theirs, and their name and e-mail come from the account when left out",
  {
    body: {
      type: 'object',
      // name and email: required of a visitor (1001, 1003), taken from a signed-in member's account.
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
    },
    response: replies(accepted, { status: 201 }),
  },
);

export const enquiryCodes: FieldCodes = {
  ...personCodes,
  categoryId: { required: C.categoryMissing, default: C.categoryInvalid },
  subject: missing(C.subjectMissing, C.subjectInvalid),
  orderNumber: C.orderNumberInvalid,
  webOrder: C.webOrderInvalid,
  orderType: C.orderTypeInvalid,
  priceStock: C.priceStockInvalid,
  item: { minLength: C.priceStockMissing, default: C.priceStockInvalid },
};

export const requestPriceSchema = routeSchema(TAG, 'Ask the price of an item that is not on sale online (from its product page); the sender gets an acknowledgement, a signed-in member need not give name or e-mail', {
  body: {
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
  },
  response: replies(accepted, { status: 201 }),
});

export const requestPriceCodes: FieldCodes = {
  ...personCodes,
  message: C.messageInvalid,
  boxId: { required: C.boxMissing, minLength: C.boxMissing, default: C.boxNotFound },
};
