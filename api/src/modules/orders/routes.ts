// /v3/websellorders (spec §7 'Orders': web sell orders) and the member's order history.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requireMember } from '../auth/member-auth.js';
import { idParams } from '../members/schemas.js';
import type { CardDetails } from '../payments/card-provider.js';
import { VOUCHER_CODE_PATTERN } from '../payments/vouchers.js';
import { memberOrderDetail, memberOrders } from './order-detail.js';
import { deliverablePostcode, postTown } from './postcodes.js';
import * as schemas from './schemas.js';
import type { GenerateInput, OrderService, SavedCardChoice } from './service.js';
import { CARD_TOKEN_CODES, CARD_TOKEN_ID_PATTERN } from '@shop/shared/rules';

// §5: address fields at most 30 characters, address lines at most 50.
const field = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;
const addressSchema = {
  type: 'object',
  required: ['firstName', 'lastName', 'line1', 'town', 'postcode'],
  additionalProperties: false,
  properties: {
    firstName: field(30),
    lastName: field(30),
    line1: field(50),
    line2: { type: 'string', maxLength: 50 },
    town: field(30),
    county: { type: 'string', maxLength: 30 },
    postcode: { type: 'string', maxLength: 10 },
    phone: { type: 'string', maxLength: 20, pattern: '^[0-9 +()-]*$' },
  },
} as const;

// §8 address codes (1041-1052) by field; nested fields are named 'address.<field>'.
const ADDRESS_CODES: Record<string, number> = {
  firstName: 1041,
  lastName: 1042,
  line1: 1043,
  line2: 1044,
  town: 1045,
  county: 1047,
  postcode: 1602,
  phone: 1052,
};

const generateSchema = {
  headers: { type: 'object', required: ['idempotency-key'], properties: { 'idempotency-key': { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' } } },
  body: {
    type: 'object',
    required: ['paymentTypeId', 'expectedTotal'],
    additionalProperties: false,
    properties: {
      paymentTypeId: { type: 'integer', enum: [5, 6, 8, 12, 20, 22, 26] },
      address: addressSchema,
      voucherCode: { type: 'string', pattern: VOUCHER_CODE_PATTERN },
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

export async function orderRoutes(app: FastifyInstance, { orders }: { orders: OrderService }) {
  app.post<{ Body: { postcode?: string } }>(
    '/v3/websellorders/validatepostcode',
    { schema: { body: { type: 'object', properties: { postcode: { type: 'string', maxLength: 16 } } } } },
    async (req) => {
      // §5: the lookup is for GBR addresses only; it gives the standard form and the post town.
      const postcode = await deliverablePostcode(app.db, req.body?.postcode);
      return ok({ postcode, postTown: await postTown(app.db, postcode), countryCode: 'GBR' });
    },
  );

  app.post<{ Body: Omit<GenerateInput, 'idempotencyKey'> }>(
    '/v3/websellorders/generate',
    {
      schema: generateSchema,
      config: {
        auth: 'member',
        fieldCodes: {
          'idempotency-key': 'C000',
          voucherCode: 1004,
          ...Object.fromEntries(Object.entries(ADDRESS_CODES).map(([name, code]) => [`address.${name}`, code])),
        },
      },
    },
    async (req, reply) => {
      const member = requireMember(req);
      const key = req.headers['idempotency-key'] as string;
      const { order, created } = await orders.generate(member.memberId, { ...req.body, idempotencyKey: key });
      return reply.code(created ? 201 : 200).send(ok({ order }));
    },
  );

  app.post<{ Params: { orderId: string }; Body: { card?: CardDetails; providerReturn?: Record<string, string> } & SavedCardChoice }>(
    '/v3/websellorders/:orderId/process',
    {
      schema: {
        params: orderParams,
        body: {
          type: 'object',
          additionalProperties: false,
          // A typed card or a saved one, not both.
          not: { required: ['card', 'storedCard'] },
          properties: { card: cardSchema, providerReturn: providerReturnSchema, saveCard: { type: 'boolean' }, storedCard: storedCardSchema },
        },
      },
      config: { auth: 'member', fieldCodes: { card: 1520, 'storedCard.cardTokenId': CARD_TOKEN_CODES.format, storedCard: 1520 } },
    },
    async (req) => {
      const { card, providerReturn, saveCard, storedCard } = req.body ?? {};
      return ok(await orders.process(requireMember(req).memberId, req.params.orderId, card, providerReturn, { saveCard, storedCard }));
    },
  );

  // §7's PayPal pair: the approval link for an order, then its capture once the payer approved.
  app.post<{ Body: { orderId: string } }>(
    '/v3/websellorders/generatepaypaltoken',
    { schema: { body: { type: 'object', required: ['orderId'], properties: { orderId: orderParams.properties.orderId } } }, config: { auth: 'member' } },
    async (req) => {
      const { order, payment } = await orders.process(requireMember(req).memberId, req.body.orderId, undefined);
      return ok({ order, payment, approvalUrl: payment.status === 'challenge' ? payment.challengeUrl : null });
    },
  );
  app.post<{ Params: { orderId: string }; Body: { token: string; PayerID?: string } }>(
    '/v3/websellorders/:orderId/verifypaypalorder',
    {
      schema: {
        params: orderParams,
        body: { type: 'object', required: ['token'], properties: { token: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' }, PayerID: { type: 'string', pattern: '^[A-Za-z0-9]{1,32}$' } } },
      },
      config: { auth: 'member' },
    },
    async (req) => ok(await orders.process(requireMember(req).memberId, req.params.orderId, undefined, { token: req.body.token, ...(req.body.PayerID ? { PayerID: req.body.PayerID } : {}) })),
  );

  app.get<{ Params: { orderId: string } }>('/v3/websellorders/:orderId/detail', { schema: { params: orderParams }, config: { auth: 'member' } }, async (req) =>
    ok({ order: await orders.detail(requireMember(req).memberId, req.params.orderId) }),
  );

  // The member's own orders (owner-checked by the path); personal, so never kept by a cache.
  app.get<{ Params: { id: string } }>('/v3/members/:id/orders', { schema: schemas.listSchema }, async (req, reply) =>
    reply.header('cache-control', 'no-store').send(ok({ orders: await memberOrders(app.db, req.params.id) })),
  );
  app.get<{ Params: { id: string; orderId: string } }>(
    '/v3/members/:id/orders/:orderId',
    { schema: schemas.detailSchema, config: { fieldCodes: { orderId: 'C000' } } },
    async (req, reply) => reply.header('cache-control', 'no-store').send(ok({ order: await memberOrderDetail(app.db, req.params.id, req.params.orderId) })),
  );

  // Checkout offers the address of the member's most recent order (member-scoped: owner-checked by the path).
  app.get<{ Params: { id: string } }>('/v3/members/:id/orders/lastaddress', { schema: { params: idParams } }, async (req) =>
    ok({ address: await orders.lastAddress(req.params.id) }),
  );
}
