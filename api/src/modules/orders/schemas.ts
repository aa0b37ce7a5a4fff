// Schemas of the member's order routes (GET /v3/members/{id}/orders and …/orders/{orderId}):
// params, querystring and the answer in the v3 envelope (http/envelope.ts). The answer schemas
// also keep anything not listed here out of the response.
import { CARRIERS, TRACKING_NUMBER_PATTERN } from '@shop/shared/rules';
import { idParams } from '../members/schemas.js';

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const money = { type: 'number' } as const;
const ORDER_STATES = ['awaiting_payment', 'paid', 'dispatched', 'payment_failed', 'expired', 'cancelled'];
const PAYMENT_STATES = ['awaiting_payment', 'processing', 'awaiting_3ds', 'paid', 'failed', 'expired', 'cancelled'];

const obj = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({ type: 'object', additionalProperties: false, required, properties }) as const;

/** The v3 envelope with its data (a success; failures leave through the errors plugin). */
export const envelope = (data: object) =>
  obj({
    response: obj({
      ack: { type: 'string', enum: ['Success'] },
      data,
      error: { type: 'null' },
    }),
  });

const address = obj(
  { firstName: str, lastName: str, line1: str, line2: str, town: str, county: str, postcode: str, phone: str },
  ['firstName', 'lastName', 'line1', 'town', 'postcode'],
);

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
  totalCost: money,
  toPay: money,
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

export const listSchema = {
  tags: ['orders'],
  params: idParams,
  querystring: { type: 'object', additionalProperties: false, properties: {} },
  response: { 200: envelope(obj({ orders: { type: 'array', items: orderSummary } })) },
} as const;

export const detailSchema = {
  tags: ['orders'],
  params: { type: 'object', required: ['id', 'orderId'], properties: { id: idParams.properties.id, orderId: orderIdParam } },
  querystring: { type: 'object', additionalProperties: false, properties: {} },
  response: { 200: envelope(obj({ order: orderDetail })) },
} as const;
