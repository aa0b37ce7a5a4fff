// Schemas of the live basket, /v3/basket/{cartId} (spec §7 'Basket'): form-encoded or JSON bodies.
import { open, openList, replies, routeSchema } from '../../http/envelope.js';

const TAG = 'basket';
const consumes = ['application/x-www-form-urlencoded', 'application/json'];

const BOX_ID = { type: 'string', pattern: '^[A-Za-z]{2}[0-9]{6}$' } as const;
const cartParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } } } as const;
const lineBody = {
  type: 'object',
  properties: {
    boxId: BOX_ID,
    quantity: { type: 'integer', minimum: -1000, maximum: 1000 },
    deliveryMethodId: { type: 'integer', enum: [1, 2] },
    storeId: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    mode: { type: 'integer', enum: [2] },
    memberId: { type: 'string', maxLength: 20 },
    cartId: { type: 'string', maxLength: 40 },
    isBulk: { type: 'integer', enum: [0, 1] },
    bulkItemData: { type: 'string', maxLength: 20_000 },
    totalPrice: { type: 'number', minimum: 0, maximum: 1_000_000 },
  },
} as const;

// Switch a line between delivery and collection: the line (box + its method now) and where it goes.
const methodBody = {
  type: 'object',
  required: ['boxId', 'deliveryMethodId', 'newDeliveryMethodId'],
  properties: {
    boxId: BOX_ID,
    deliveryMethodId: { type: 'integer', enum: [1, 2] },
    newDeliveryMethodId: { type: 'integer', enum: [1, 2] },
    storeId: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    mode: { type: 'integer', enum: [2] },
    memberId: { type: 'string', maxLength: 20 },
    cartId: { type: 'string', maxLength: 40 },
  },
} as const;

/** The basket as the basket and checkout pages read it (get() in service.ts). */
const basket = open({
  wesellItems: open({
    items: openList({ boxId: { type: 'string' }, quantity: { type: 'integer' }, deliveryMethodId: { type: 'integer' }, unavailable: { type: 'boolean' } }),
    sellCost: { type: 'number', description: 'Pounds' },
    deliveryCharge: { type: 'number', description: 'Pounds' },
    totalSellCost: { type: 'number', description: 'Pounds' },
  }),
  basketCount: { type: 'integer' },
  unavailableBoxes: { type: 'array', items: { type: 'string' } },
  warning: open({ code: { type: 'integer' }, message: { type: 'string' } }, { description: '§8 2050 when some items are out of stock' }),
});

export const getSchema = routeSchema(TAG, "The member's basket", { params: cartParams, response: replies(basket) });
/**
 * Optional on every change: a change sent again with the same key (a retry after a lost answer,
 * by the shop's client or by the load balancer on another instance) is applied once.
 */
const changeHeaders = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$', description: 'Applies this change once, however often it is sent.' } },
} as const;
export const CHANGE_CODES = { 'idempotency-key': 'C000' } as const;

export const addSchema = routeSchema(TAG, 'Add a box (or a bulk list with isBulk=1)', { consumes, params: cartParams, headers: changeHeaders, body: lineBody, response: replies(basket) });
export const updateSchema = routeSchema(TAG, 'Change quantities (or a bulk list with isBulk=1)', { consumes, params: cartParams, headers: changeHeaders, body: lineBody, response: replies(basket) });
export const deliveryMethodSchema = routeSchema(TAG, 'Switch a line between delivery and click and collect', { consumes, params: cartParams, headers: changeHeaders, body: methodBody, response: replies(basket) });
export const removeSchema = routeSchema(TAG, 'Remove a line', { consumes, params: cartParams, headers: changeHeaders, body: lineBody, response: replies(basket) });
