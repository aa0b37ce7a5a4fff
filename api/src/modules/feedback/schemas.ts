// Schemas of order feedback (spec §7 'Contact, feedback, franchise'; §8 'Feedback' codes).
import { FEEDBACK_CODE_PATTERN, FEEDBACK_CODES as C, FEEDBACK_COMMENT_MAX, FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN } from '@shop/shared/rules';
import { GENERIC_CODES, honeypotProperty, personFields } from '@shop/shared/api';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { nullable, open, replies, routeSchema } from '../../http/envelope.js';

const TAG = 'feedback';
const code = { type: 'string', minLength: 1, maxLength: 40, pattern: FEEDBACK_CODE_PATTERN } as const;
const rating = { type: 'integer', minimum: FEEDBACK_RATING_MIN, maximum: FEEDBACK_RATING_MAX } as const;

const codeFacts = open({
  code: { type: 'string' },
  orderNumber: { type: 'string' },
  ratesStore: { type: 'boolean' },
  ratesDelivery: { type: 'boolean' },
  storeName: nullable('string'),
  expiresAt: { type: 'string' },
});

// No e-mail in the query (no personal data in addresses): 1006 and 1010 are POST store's answers.
export const validateCodeSchema = routeSchema(TAG, "Check an order e-mail's feedback code before the form is shown", {
  querystring: { type: 'object', required: ['code'], additionalProperties: false, properties: { code } },
  response: replies(codeFacts),
});

export const validateCodeCodes: FieldCodes = {
  code: { required: C.missing, minLength: C.missing, default: C.invalid },
};

export const storeSchema = routeSchema(TAG, 'Leave feedback on an order: a rating of the store collected from and/or of the delivery, and a comment (the code is used once)', {
  body: {
    type: 'object',
    required: ['code', 'email'],
    additionalProperties: false,
    properties: {
      code,
      email: personFields.email,
      storeRating: rating,
      deliveryRating: rating,
      comment: { type: 'string', maxLength: FEEDBACK_COMMENT_MAX },
      ...honeypotProperty,
    },
  },
  response: replies(open({ thanked: { type: 'boolean' } }), { status: 201 }),
});

export const storeCodes: FieldCodes = {
  ...validateCodeCodes,
  email: C.emailInvalid,
  storeRating: C.storeRating,
  deliveryRating: C.deliveryRating,
  comment: GENERIC_CODES.format,
};
