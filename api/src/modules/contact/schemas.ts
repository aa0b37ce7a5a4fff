// Schemas of contact enquiries (spec §7 'Contact, feedback, franchise'): the bodies are the wire
// contract's (@shop/shared/api enquiries.ts), with the §8 code each field's failure carries
// (ENQUIRY_CODES, 1001–1033).
import { ENQUIRY_CODES as C, enquiryInputSchema, priceRequestInputSchema } from '@shop/shared/api';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { open, openList, replies, routeSchema } from '../../http/envelope.js';

const TAG = 'contact';

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
    body: enquiryInputSchema,
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
  body: priceRequestInputSchema,
  response: replies(accepted, { status: 201 }),
});

export const requestPriceCodes: FieldCodes = {
  ...personCodes,
  message: C.messageInvalid,
  boxId: { required: C.boxMissing, minLength: C.boxMissing, default: C.boxNotFound },
};
