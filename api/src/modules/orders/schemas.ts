// Schemas of /v3/websellorders and the member's order history (spec §7 'Orders').
import { ADDRESS_CODES as ADDRESS, CHECKOUT_POSTCODE_CODES, deliveryAddressSchema } from '@shop/shared/api';
import { nullable, open, replies, routeSchema } from '../../http/envelope.js';
import { idParams } from '../../http/schemas.js';
import { CARD_TOKEN_ID_PATTERN, CARRIERS, TRACKING_NUMBER_PATTERN } from '@shop/shared/rules';
import { VOUCHER_CODE_PATTERN } from '../payments/vouchers.js';

const TAG = 'orders';

// The code of each address field the schema refuses (nested fields are named 'address.<field>'):
// the address book's §8 codes, except the postcode, which at checkout has its own (1602).
export const ADDRESS_CODES: Record<string, number> = {
  firstName: ADDRESS.firstName,
  lastName: ADDRESS.lastName,
  line1: ADDRESS.line1,
  line2: ADDRESS.line2,
  town: ADDRESS.townMissing,
  county: ADDRESS.county,
  postcode: CHECKOUT_POSTCODE_CODES.malformed,
  phone: ADDRESS.phone,
};

const generateRequest = {
  headers: { type: 'object', required: ['idempotency-key'], properties: { 'idempotency-key': { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' } } },
  body: {
    type: 'object',
    required: ['paymentTypeId', 'expectedTotal'],
    additionalProperties: false,
    properties: {
      paymentTypeId: { type: 'integer', enum: [5, 6, 8, 12, 20, 22, 26, 30] },
      address: deliveryAddressSchema,
      voucherCode: { type: 'string', pattern: VOUCHER_CODE_PATTERN },
      useStoreCredit: { type: 'boolean', description: "Pay with the member's store credit (issue 33 §2), after any voucher" },
      storeCreditAmount: { type: 'number', minimum: 0.01, maximum: 1_000_000, description: 'Pounds of store credit to use; without it, as much as covers the order' },
      expectedTotal: { type: 'number', minimum: 0, maximum: 1_000_000 },
    },
  },
} as const;

const cardSchema = {
  type: 'object',
  required: ['number', 'expiryMonth', 'expiryYear', 'cvc', 'holderName'],
  additionalProperties: false,
  properties: {
    number: { type: 'string', maxLength: 23 },
    expiryMonth: { type: 'integer', minimum: 1, maximum: 12 },
    expiryYear: { type: 'integer', minimum: 2000, maximum: 2100 },
    cvc: { type: 'string', maxLength: 4 },
    holderName: { type: 'string', maxLength: 60 },
  },
} as const;

/** A saved card (members/{id}/cardtokens) and the security code typed for this payment. */
const storedCardSchema = {
  type: 'object',
  required: ['cardTokenId', 'cvc'],
  additionalProperties: false,
  properties: { cardTokenId: { type: 'string', maxLength: 36, pattern: CARD_TOKEN_ID_PATTERN }, cvc: { type: 'string', maxLength: 4 } },
} as const;

/** The query a payment provider added to our return URL (PayPal: token, PayerID; Klarna: klarna, authorization_token). */
const providerReturnSchema = {
  type: 'object',
  maxProperties: 8,
  propertyNames: { pattern: '^[A-Za-z_]{1,32}$' },
  additionalProperties: { type: 'string', maxLength: 200 },
} as const;

const orderParams = { type: 'object', required: ['orderId'], properties: { orderId: { type: 'string', pattern: '^[0-9]{1,18}$' } } } as const;

// Issue 30: the delivered lines' expected dates (UK calendar dates) and each collection store with
// the time its lines are ready (an instant); both null or empty until the order is paid.
const ukDate = { type: 'string', format: 'date' } as const;
const expectedDelivery = nullable('object', { required: ['earliest', 'latest'], properties: { earliest: ukDate, latest: ukDate } });
const collectionStore = open({
  storeId: { type: 'integer' },
  storeName: { type: 'string' },
  address: open({ line1: { type: 'string' }, line2: nullable('string'), town: { type: 'string' }, county: nullable('string'), postcode: { type: 'string' } }),
  phone: { type: 'string' },
  openingHours: { type: 'object', additionalProperties: nullable('string'), description: "Day name to 'HH:MM-HH:MM', null when closed" },
  readyFrom: nullable('string', { format: 'date-time' }),
});
const order = open({
  orderId: { type: 'string' },
  status: { type: 'string' },
  totalCost: { type: 'number', description: 'Pounds' },
  storeCreditAmount: { type: 'number', description: "Pounds the member's store credit pays" },
  payments: {
    type: 'array',
    description: 'Every way the order is paid (voucher, store credit, card…) and what each pays',
    items: open({ paymentTypeId: { type: 'integer' }, method: { type: 'string' }, amount: { type: 'number' }, reference: nullable('string') }),
  },
  expectedDelivery,
  stores: { type: 'array', items: collectionStore },
});
const payment = open({ status: { type: 'string' } });
const processed = open({ order, payment });

export const validatePostcodeSchema = routeSchema(TAG, 'Check a delivery postcode (GBR): its standard form and post town', {
  body: { type: 'object', properties: { postcode: { type: 'string', maxLength: 16 } } },
  response: replies(open({ postcode: { type: 'string' }, postTown: nullable('string'), countryCode: { type: 'string' } })),
});

export const generateSchema = routeSchema(TAG, 'Place an order from the basket (idempotent by its Idempotency-Key)', {
  ...generateRequest,
  response: { ...replies(open({ order }), { status: 201, description: 'Order placed' }), 200: replies(open({ order }), { description: 'The order this key placed before' })[200] },
});

/** Apple Pay JS's ApplePayPayment.token: Apple's encrypted payment data, passed on to the card provider untouched. */
const applePayTokenSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['paymentData', 'paymentMethod', 'transactionIdentifier'],
  properties: {
    paymentData: { type: 'object', additionalProperties: true, maxProperties: 8 },
    paymentMethod: {
      type: 'object',
      additionalProperties: true,
      properties: { displayName: { type: 'string', maxLength: 64 }, network: { type: 'string', maxLength: 32 }, type: { type: 'string', maxLength: 16 } },
    },
    transactionIdentifier: { type: 'string', maxLength: 128 },
  },
} as const;

export const processSchema = routeSchema(TAG, "Pay for an order: card details, or a payment provider's return", {
  params: orderParams,
  body: {
    type: 'object',
    additionalProperties: false,
    // A typed card or a saved one, not both.
    not: { required: ['card', 'storedCard'] },
    properties: { card: cardSchema, providerReturn: providerReturnSchema, saveCard: { type: 'boolean' }, storedCard: storedCardSchema, applePayToken: applePayTokenSchema },
  },
  response: replies(processed),
});

export const applePaySessionSchema = routeSchema(TAG, "Apple Pay merchant validation: the merchant session for the payment sheet's validation URL (Apple's gateway hosts only)", {
  body: { type: 'object', additionalProperties: false, required: ['validationUrl'], properties: { validationUrl: { type: 'string', minLength: 8, maxLength: 512 } } },
  response: replies(open({ merchantSession: { type: 'object', additionalProperties: true } })),
});

export const verifyAdyenSchema = routeSchema(TAG, "Confirm a card payment after 3-D Secure: the card provider's redirect result, checked with the provider", {
  params: orderParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['redirectResult'],
    // Adyen's redirectResult is an opaque, URL-safe string of a few kilobytes at most.
    properties: { redirectResult: { type: 'string', minLength: 8, maxLength: 16384, pattern: '^[A-Za-z0-9%=+/_.-]+$' } },
  },
  response: replies(processed),
});

export const payPalTokenSchema = routeSchema(TAG, 'The PayPal approval link of an order', {
  body: { type: 'object', required: ['orderId'], properties: { orderId: orderParams.properties.orderId } },
  response: replies(open({ order, payment, approvalUrl: nullable('string') })),
});

export const verifyPayPalSchema = routeSchema(TAG, 'Capture a PayPal payment once the payer approved it', {
  params: orderParams,
  body: { type: 'object', required: ['token'], properties: { token: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' }, PayerID: { type: 'string', pattern: '^[A-Za-z0-9]{1,32}$' } } },
  response: replies(processed),
});

export const detailSchema = routeSchema(TAG, "One of the signed-in member's orders", { params: orderParams, response: replies(open({ order })) });
export const openOrderSchema = routeSchema(
  TAG,
  "The signed-in member's open (unpaid) order, or null: where a checkout stands after a refusal, a reload or a visit to the bank's page (holdsStock: its units are kept for them; challengeUrl: the provider's page to go back to)",
  {
    response: replies(
      open({
        order: nullable('object', {
          additionalProperties: true,
          properties: {
            orderId: { type: 'string' },
            orderNumber: { type: 'string' },
            status: { type: 'string', enum: ['awaiting_payment', 'charging', 'awaiting_3ds', 'payment_failed'] },
            holdsStock: { type: 'boolean' },
            challengeUrl: { type: ['string', 'null'] },
            paymentFailure: { type: ['string', 'null'] },
          },
        }),
      }),
    ),
  },
);
export const lastAddressSchema = routeSchema(TAG, "The address of the member's most recent order", { params: idParams, response: replies(open({ address: nullable('object', { additionalProperties: true }) })) });

// The member's order history: every field is listed (nothing else leaves).
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const money = { type: 'number' } as const;
const ORDER_STATES = ['awaiting_payment', 'paid', 'dispatched', 'payment_failed', 'expired', 'cancelled'];
const PAYMENT_STATES = ['awaiting_payment', 'processing', 'awaiting_3ds', 'paid', 'failed', 'expired', 'cancelled'];

const obj = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({ type: 'object', additionalProperties: false, required, properties }) as const;

/** The v3 envelope with its data (a success; failures leave through the errors plugin). */
const envelope = (data: object) =>
  obj({
    response: obj({
      ack: { type: 'string', enum: ['Success'] },
      data,
      error: { type: 'null' },
    }),
  });

const address = obj({ firstName: str, lastName: str, line1: str, line2: str, town: str, county: str, postcode: str, phone: str }, ['firstName', 'lastName', 'line1', 'town', 'postcode']);

const store = obj({
  storeId: { type: 'integer' },
  storeName: str,
  address: obj({ line1: str, line2: nullableStr, town: str, county: nullableStr, postcode: str }),
  phone: str,
  openingHours: { type: 'object', additionalProperties: nullableStr },
});

const item = obj({
  boxId: str,
  boxName: str,
  imageUrl: nullableStr,
  grade: str,
  gradeName: str,
  quantity: { type: 'integer' },
  unitPrice: money,
  totalPrice: money,
  deliveryMethodId: { type: 'integer', enum: [1, 2] },
  deliveryCharge: money,
  storeId: { type: ['integer', 'null'] },
});

/** One way an order was paid (voucher, store credit, card…) and what it paid. */
const orderPayment = obj({ paymentTypeId: { type: 'integer' }, method: str, amount: money, reference: nullableStr });

const orderDetail = obj({
  orderId: str,
  orderNumber: str,
  createdAt: str,
  state: { type: 'string', enum: ORDER_STATES },
  items: { type: 'array', items: item },
  deliveryAddress: { anyOf: [{ type: 'null' }, address] },
  stores: { type: 'array', items: store },
  sellCost: money,
  deliveryCharge: money,
  voucherCode: nullableStr,
  voucherAmount: money,
  storeCreditAmount: money,
  totalCost: money,
  toPay: money,
  payments: { type: 'array', items: orderPayment },
  payment: obj({ paymentTypeId: { type: 'integer' }, method: str, state: { type: 'string', enum: PAYMENT_STATES }, paidAt: nullableStr }),
  tracking: {
    anyOf: [
      { type: 'null' },
      obj({ carrier: { type: 'string', enum: Object.keys(CARRIERS) }, carrierName: str, trackingNumber: { type: 'string', pattern: TRACKING_NUMBER_PATTERN }, trackingUrl: str, dispatchedAt: str }),
    ],
  },
});

const orderSummary = obj({
  orderId: str,
  orderNumber: str,
  state: { type: 'string', enum: ORDER_STATES },
  createdAt: str,
  itemCount: { type: 'integer' },
  totalCost: money,
});

export const orderIdParam = { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } as const;

/** GET /v3/members/{id}/orders */
export const listSchema = {
  tags: [TAG],
  summary: "The member's orders, newest first",
  params: idParams,
  response: { 200: envelope(obj({ orders: { type: 'array', items: orderSummary } })) },
} as const;

/** GET /v3/members/{id}/orders/{orderId} */
export const memberOrderSchema = {
  tags: [TAG],
  summary: "One of the member's orders: items, address or store, payment and tracking",
  params: { type: 'object', required: ['id', 'orderId'], properties: { id: idParams.properties.id, orderId: orderIdParam } },
  response: { 200: envelope(obj({ order: orderDetail })) },
} as const;
