// Request and response schemas of web buy orders (spec §7 'Orders'), each with `tags`, a
// `summary` and its `response` envelope; the label answers a PDF, its failures the envelope.
import { QUOTE_CODES, QUOTE_STATES } from '@shop/shared/api';
import { COLLECTION_STATUSES, HANDOVER_METHODS, QUOTE_ID_PATTERN, TRACKING_STATUSES, WEB_BUY_ORDER_CODES, WEB_BUY_ORDER_ID_PATTERN, WEB_BUY_ORDER_MAX_QUOTES, WEB_BUY_ORDER_STATES } from '@shop/shared/rules';
import { failureEnvelope, nullable, responses } from '../../http/envelope.js';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { NO_FIELDS as noFields } from '../../http/empty-body.js';

const tags = ['web-buy-orders'];
const str = { type: 'string' } as const;
const id = (maximum: number) => ({ type: 'integer', minimum: 1, maximum }) as const;

const order = {
  type: 'object',
  required: ['webBuyOrderId', 'status', 'quotes', 'totals'],
  properties: {
    webBuyOrderId: str,
    status: { type: 'string', enum: [...WEB_BUY_ORDER_STATES] },
    handover: { type: ['string', 'null'], enum: [...HANDOVER_METHODS, null] },
    collectionAddress: {
      type: ['object', 'null'],
      properties: { firstName: str, lastName: str, line1: str, line2: str, town: str, county: str, postcode: str },
    },
    store: {
      type: ['object', 'null'],
      properties: { storeId: { type: 'integer' }, storeName: str, addressLine1: str, town: str, postcode: str },
    },
    quotes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          quoteId: str,
          status: { type: 'string', enum: [...QUOTE_STATES] },
          brand: str,
          modelName: str,
          quantity: { type: 'integer' },
          payoutType: nullable('string'),
          /** What the member gets: the amount paid once paid, before that a revision's, else the offer's. */
          amount: { type: 'integer' },
          /** The first offer, for 'was … now …' after a revision. */
          offeredAmount: { type: 'integer' },
          paid: { type: 'boolean' },
          offerExpiresAt: nullable('string'),
          /** When the member let the shop recycle the item instead of sending it back. */
          recycleAgreedAt: nullable('string'),
        },
      },
    },
    totals: { type: 'object', properties: { cash: { type: 'integer' }, exchange: { type: 'integer' } } },
    /** Which items go in which box (one label each); one box per item unless the member packs them together. */
    boxes: { type: 'array', items: { type: 'array', items: str } },
    /** The booked courier collection and its tracking (issue 32 §2), or null. */
    collection: {
      type: ['object', 'null'],
      required: ['courier', 'date', 'trackingNumber', 'status', 'events'],
      properties: {
        courier: str,
        date: str,
        trackingNumber: str,
        status: { type: 'string', enum: [...COLLECTION_STATUSES] },
        events: {
          type: 'array',
          items: { type: 'object', required: ['status', 'at'], properties: { status: { type: 'string', enum: [...TRACKING_STATUSES] }, location: nullable('string'), at: str } },
        },
      },
    },
    labelGeneratedAt: nullable('string'),
    cancelledAt: nullable('string'),
    createdAt: str,
    updatedAt: str,
  },
} as const;
const orderData = { type: 'object', required: ['webBuyOrder'], properties: { webBuyOrder: order } } as const;
const orderParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', pattern: WEB_BUY_ORDER_ID_PATTERN } } } as const;
/** Some of the member's quotes, at most one parcel's worth. */
const quoteIdsBody = {
  type: 'object',
  required: ['quoteIds'],
  additionalProperties: false,
  properties: { quoteIds: { type: 'array', minItems: 1, maxItems: WEB_BUY_ORDER_MAX_QUOTES, items: { type: 'string', pattern: QUOTE_ID_PATTERN } } },
} as const;
/** A call that takes nothing in its body: none, or `{}`. */

export const generateSchema = {
  tags,
  summary: "Puts some of the member's accepted quotes in one parcel (the same quotes again answer the same order)",
  body: quoteIdsBody,
  response: responses({ 200: orderData, 201: orderData }),
} as const;
export const generateCodes: FieldCodes = { quoteIds: QUOTE_CODES.notFound };

export const detailSchema = { tags, summary: 'One order: its quotes, totals, how it is sent and its label', params: orderParams, response: responses({ 200: orderData }) } as const;

export const handoverSchema = {
  tags,
  summary: "How the parcel reaches the shop: collected from one of the member's addresses, or dropped at a store (GET /v3/stores)",
  params: orderParams,
  body: {
    type: 'object',
    required: ['handover'],
    additionalProperties: false,
    properties: { handover: { type: 'string', enum: [...HANDOVER_METHODS] }, addressId: id(2 ** 53 - 1), storeId: id(2 ** 31 - 1) },
    // Collection names an address and no store; drop-off a store and no address.
    oneOf: [
      { properties: { handover: { const: 'collection' } }, required: ['addressId'], not: { required: ['storeId'] } },
      { properties: { handover: { const: 'dropoff' } }, required: ['storeId'], not: { required: ['addressId'] } },
    ],
  },
  response: responses({ 200: orderData }),
} as const;

export const labelSchema = {
  tags,
  summary: "The parcel's label (PDF: return address, order code as a Code 128 barcode, items); the first one sends the quotes",
  produces: ['application/pdf'],
  params: orderParams,
  body: noFields,
  response: {
    200: { description: 'The label, an A6 PDF', type: 'string', format: 'binary' },
    '4xx': failureEnvelope,
    '5xx': failureEnvelope,
  },
} as const;

export const cancelSchema = {
  tags,
  summary: 'Cancels the order until its parcel is received; its quotes go back to accepted (cancelled twice is one cancellation)',
  params: orderParams,
  body: noFields,
  response: responses({ 200: orderData }),
} as const;

const recycling = {
  type: 'object',
  required: ['recycling'],
  properties: {
    recycling: {
      type: 'object',
      required: ['webBuyOrderId', 'items'],
      properties: {
        webBuyOrderId: str,
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['quoteId', 'status', 'recyclable', 'recycleAgreedAt'],
            properties: {
              quoteId: str,
              brand: str,
              modelName: str,
              status: { type: 'string', enum: [...QUOTE_STATES] },
              /** The shop cannot buy it (returned) and the member has not agreed yet. */
              recyclable: { type: 'boolean' },
              recycleAgreedAt: nullable('string'),
            },
          },
        },
      },
    },
  },
} as const;

export const recyclingSchema = {
  tags,
  summary: "The order's items and which the shop may recycle instead of sending back (the ones it cannot buy)",
  params: orderParams,
  response: responses({ 200: recycling }),
} as const;

export const recycleSchema = {
  tags,
  summary: 'The member lets the shop recycle items it cannot buy instead of sending them back (all or none; agreed twice is one agreement)',
  params: orderParams,
  body: quoteIdsBody,
  response: responses({ 200: recycling }),
} as const;
export const recycleCodes = generateCodes;

export const bankNamesSchema = {
  tags,
  summary: 'UK banks and building societies for the payout form',
  response: responses({ 200: { type: 'object', required: ['bankNames'], properties: { bankNames: { type: 'array', items: str } } } }),
} as const;

export const CODES = WEB_BUY_ORDER_CODES;

// --- Issue 32 §2: boxes, a booked collection, tracking ---
const isoDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const boxesSchema = {
  tags,
  summary: 'Which items go in which box (one label per box); every item of the order in exactly one box',
  params: orderParams,
  body: {
    type: 'object',
    required: ['boxes'],
    additionalProperties: false,
    properties: {
      boxes: {
        type: 'array',
        minItems: 1,
        maxItems: WEB_BUY_ORDER_MAX_QUOTES,
        items: { type: 'array', minItems: 1, maxItems: WEB_BUY_ORDER_MAX_QUOTES, items: { type: 'string', pattern: QUOTE_ID_PATTERN } },
      },
    },
  },
  response: responses({ 200: orderData }),
} as const;

export const slotsSchema = {
  tags,
  summary: 'The working days a courier can collect a parcel, and which courier',
  response: responses({
    200: {
      type: 'object',
      required: ['courier', 'slots'],
      properties: { courier: str, slots: { type: 'array', items: { type: 'object', required: ['date'], properties: { date: str } } } },
    },
  }),
} as const;

export const collectionSchema = {
  tags,
  summary: "Books the courier to collect the parcel from the order's collection address on a working day (booked again, the same booking)",
  params: orderParams,
  body: { type: 'object', required: ['date'], additionalProperties: false, properties: { date: isoDate } },
  response: responses({ 200: orderData }),
} as const;

export const dropOffStoresSchema = {
  tags,
  summary: "Stores to drop the parcel at, nearest first to the member's address (the default one unless addressId names another)",
  querystring: { type: 'object', additionalProperties: false, properties: { addressId: id(2 ** 53 - 1), limit: { type: 'integer', minimum: 1, maximum: 20, default: 5 } } },
  response: responses({
    200: {
      type: 'object',
      required: ['stores'],
      properties: {
        stores: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              storeId: { type: 'integer' },
              storeName: str,
              address: { type: 'object', properties: { line1: str, town: str, postcode: str } },
              distanceMiles: nullable('number'),
            },
          },
        },
      },
    },
  }),
} as const;

export const trackingWebhookSchema = {
  tags,
  summary: "The carrier's tracking push: events of parcels, signed (HMAC-SHA256 of the raw body, hex, in X-Carrier-Signature)",
  headers: { type: 'object', properties: { 'x-carrier-signature': str } },
  body: { type: 'object', properties: { events: { type: 'array', maxItems: 500, items: { type: 'object' } } } },
  response: responses({ 200: { type: 'object', required: ['applied'], properties: { applied: { type: 'integer' } } } }),
} as const;

export const advanceSchema = {
  tags,
  summary: "The embedded courier stand-in's next scan of a booked parcel (collected, in transit, delivered to us); 409 with the real carrier",
  params: orderParams,
  body: noFields,
  response: responses({ 200: orderData }),
} as const;
