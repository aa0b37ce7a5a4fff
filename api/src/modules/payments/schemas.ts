// Schemas of /v3/payments (spec §7 'Payments') and of the embedded test provider's 3-D Secure page.
import { failureEnvelope, nonJson, open, openList, replies, routeSchema } from '../../http/envelope.js';
import { VOUCHER_CODE_PATTERN } from './vouchers.js';

const TAG = 'payments';

export const typesSchema = routeSchema(TAG, 'The payment types on offer, and why each of the others is not (so checkout can say so)', {
  response: replies(
    open({
      paymentTypes: openList({ paymentTypeId: { type: 'integer' }, name: { type: 'string' }, provider: { type: 'string' } }),
      notOffered: openList({
        paymentTypeId: { type: 'integer' },
        name: { type: 'string' },
        provider: { type: 'string' },
        reason: { type: 'string', description: "The shopper's words: why this way to pay is not offered here" },
      }),
    }),
  ),
});
export const charitiesSchema = routeSchema(TAG, 'Charities a shopper may give to', {
  response: replies(open({ charities: openList({ charityId: { type: 'integer' }, name: { type: 'string' } }) })),
});
export const deliveryChargesSchema = routeSchema(TAG, 'The delivery charge in pounds', {
  response: replies(open({ deliveryCharge: openList({ deliveryCharge: { type: 'number' } }) })),
});
export const validateVoucherSchema = routeSchema(TAG, 'Check a voucher code (and a basket total against its minimum spend)', {
  body: {
    type: 'object',
    required: ['voucherCode'],
    properties: { voucherCode: { type: 'string', pattern: VOUCHER_CODE_PATTERN }, basketTotal: { type: 'number', minimum: 0, maximum: 1_000_000 } },
  },
  response: replies(open({ voucherCode: { type: 'string' }, amount: { type: 'number' }, minimumSpend: { type: 'number' }, paymentTypeId: { type: 'integer' } })),
});

// The test provider stands in for a card provider's own pages: not part of the shop's API.
const pspParams = { type: 'object', required: ['psp'], properties: { psp: { type: 'string', pattern: '^TP[0-9A-F]{16}$' } } } as const;
export const challengePageSchema = routeSchema(TAG, "The test card provider's 3-D Secure page", {
  hide: true,
  params: pspParams,
  response: nonJson('text/html', 'The 3-D Secure page'),
});
export const challengeAnswerSchema = routeSchema(TAG, 'Complete or fail a 3-D Secure check', {
  hide: true,
  consumes: ['application/x-www-form-urlencoded'],
  params: pspParams,
  body: { type: 'object', properties: { result: { type: 'string', enum: ['approve', 'fail'] } } },
  response: { 303: { description: 'Back to the shop (the order page or the basket)' }, '4xx': failureEnvelope },
});

/** Adyen's standard notification (its documented JSON); Adyen, not a shopper, calls it. */
const notificationItem = {
  type: 'object',
  required: ['amount', 'eventCode', 'merchantAccountCode', 'merchantReference', 'pspReference', 'success'],
  properties: {
    additionalData: { type: 'object', additionalProperties: { type: 'string' } },
    amount: { type: 'object', required: ['currency', 'value'], properties: { currency: { type: 'string', maxLength: 3 }, value: { type: 'integer' } } },
    eventCode: { type: 'string', maxLength: 64 },
    eventDate: { type: 'string', maxLength: 40 },
    merchantAccountCode: { type: 'string', maxLength: 80 },
    merchantReference: { type: 'string', maxLength: 80 },
    originalReference: { type: 'string', maxLength: 64 },
    paymentMethod: { type: 'string', maxLength: 64 },
    pspReference: { type: 'string', maxLength: 64 },
    reason: { type: 'string', maxLength: 500 },
    success: { type: 'string', enum: ['true', 'false'] },
  },
} as const;
export const adyenNotificationSchema = routeSchema(TAG, "Adyen's webhook: payment notifications, HMAC-signed (answers [accepted])", {
  body: {
    type: 'object',
    required: ['notificationItems'],
    properties: {
      live: { type: 'string' },
      notificationItems: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'object', required: ['NotificationRequestItem'], properties: { NotificationRequestItem: notificationItem } } },
    },
  },
  response: nonJson('text/plain', '[accepted]'),
});
