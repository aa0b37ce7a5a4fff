// /v3/websellorders (spec §7 'Orders': web sell orders) and the member's order history.
import { GENERIC_CODES, ORDER_CODES, VOUCHER_CODES } from '@shop/shared/api';
import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../../http/envelope.js';
import { requireMember } from '../auth/member-auth.js';
import type { ApplePayToken, CardDetails } from '../payments/card-provider.js';
import { validationUrlProblem, type ApplePayValidator } from '../payments/apple-pay.js';
import { ProviderError } from '../payments/redirect-provider.js';
import { CARD_TOKEN_CODES, STORE_CREDIT_CODES } from '@shop/shared/rules';
import { memberOrderDetail, memberOrders } from './order-detail.js';
import { deliverablePostcode, postTown } from './postcodes.js';
import * as schemas from './schemas.js';
import type { GenerateInput, OrderService, SavedCardChoice } from './service.js';

export async function orderRoutes(app: FastifyInstance, { orders, applePay }: { orders: OrderService; applePay: ApplePayValidator | null }) {
  app.post<{ Body: { postcode?: string } }>('/v3/websellorders/validatepostcode', { schema: schemas.validatePostcodeSchema }, async (req) => {
    // §5: the lookup is for GBR addresses only; it gives the standard form and the post town.
    const postcode = await deliverablePostcode(app.db, req.body?.postcode);
    return ok({ postcode, postTown: await postTown(app.db, postcode), countryCode: 'GBR' });
  });

  app.post<{ Body: Omit<GenerateInput, 'idempotencyKey'> }>(
    '/v3/websellorders/generate',
    {
      schema: schemas.generateSchema,
      config: {
        auth: 'member',
        fieldCodes: {
          'idempotency-key': ORDER_CODES.generic,
          voucherCode: VOUCHER_CODES.badFormat,
          storeCreditAmount: STORE_CREDIT_CODES.short,
          useStoreCredit: ORDER_CODES.generic,
          ...Object.fromEntries(Object.entries(schemas.ADDRESS_CODES).map(([name, code]) => [`address.${name}`, code])),
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

  app.post<{ Params: { orderId: string }; Body: { card?: CardDetails; providerReturn?: Record<string, string>; saveCard?: boolean; storedCard?: SavedCardChoice['storedCard']; applePayToken?: ApplePayToken } }>(
    '/v3/websellorders/:orderId/process',
    {
      schema: schemas.processSchema,
      config: { auth: 'member', fieldCodes: { card: ORDER_CODES.invalidCard, 'storedCard.cardTokenId': CARD_TOKEN_CODES.format, storedCard: ORDER_CODES.invalidCard, applePayToken: ORDER_CODES.invalidCard } },
    },
    async (req) => {
      const { card, providerReturn, saveCard, storedCard, applePayToken } = req.body ?? {};
      return ok(await orders.process(requireMember(req).memberId, req.params.orderId, card, providerReturn, { saveCard, storedCard, applePay: applePayToken }));
    },
  );

  // §7: the shopper is back from the card provider's 3-D Secure page; the provider says how it ended.
  app.post<{ Params: { orderId: string }; Body: { redirectResult: string } }>(
    '/v3/websellorders/:orderId/verifyadyenorder',
    { schema: schemas.verifyAdyenSchema, config: { auth: 'member', fieldCodes: { redirectResult: ORDER_CODES.generic } } },
    async (req) => ok(await orders.verify(requireMember(req).memberId, req.params.orderId, req.body.redirectResult)),
  );

  // §7: Apple Pay's merchant validation, for the payment sheet a signed-in shopper has just opened.
  app.post<{ Body: { validationUrl: string } }>(
    '/v3/websellorders/generateapplepaysession',
    { schema: schemas.applePaySessionSchema, config: { auth: 'member', fieldCodes: { validationUrl: ORDER_CODES.generic } } },
    async (req, reply) => {
      requireMember(req);
      if (!applePay) throw new ApiError(400, GENERIC_CODES.format, 'Apple Pay is not available.');
      const problem = validationUrlProblem(req.body.validationUrl);
      if (problem) throw new ApiError(400, ORDER_CODES.generic, 'That is not an Apple Pay validation address.');
      try {
        // A merchant session is single-use and short-lived: never kept by a cache.
        return reply.header('cache-control', 'no-store').send(ok({ merchantSession: await applePay.merchantSession(req.body.validationUrl) }));
      } catch (error) {
        if (error instanceof ProviderError) throw new ApiError(502, ORDER_CODES.paymentFailed, 'Apple Pay is not available just now. Please pay another way.');
        throw error;
      }
    },
  );

  // §7's PayPal pair: the approval link for an order, then its capture once the payer approved.
  app.post<{ Body: { orderId: string } }>('/v3/websellorders/generatepaypaltoken', { schema: schemas.payPalTokenSchema, config: { auth: 'member' } }, async (req) => {
    const { order, payment } = await orders.process(requireMember(req).memberId, req.body.orderId, undefined);
    return ok({ order, payment, approvalUrl: payment.status === 'challenge' ? payment.challengeUrl : null });
  });
  app.post<{ Params: { orderId: string }; Body: { token: string; PayerID?: string } }>(
    '/v3/websellorders/:orderId/verifypaypalorder',
    {
      schema: schemas.verifyPayPalSchema,
      config: { auth: 'member' },
    },
    async (req) => ok(await orders.process(requireMember(req).memberId, req.params.orderId, undefined, { token: req.body.token, ...(req.body.PayerID ? { PayerID: req.body.PayerID } : {}) })),
  );

  // Where the member's checkout stands (issue 30): personal, so never kept by a cache.
  app.get('/v3/websellorders/open', { schema: schemas.openOrderSchema, config: { auth: 'member' } }, async (req, reply) =>
    reply.header('cache-control', 'no-store').send(ok({ order: await orders.open(requireMember(req).memberId) })),
  );

  app.get<{ Params: { orderId: string } }>('/v3/websellorders/:orderId/detail', { schema: schemas.detailSchema, config: { auth: 'member' } }, async (req) =>
    ok({ order: await orders.detail(requireMember(req).memberId, req.params.orderId) }),
  );

  // The member's own orders (owner-checked by the path); personal, so never kept by a cache.
  app.get<{ Params: { id: string } }>('/v3/members/:id/orders', { schema: schemas.listSchema }, async (req, reply) =>
    reply.header('cache-control', 'no-store').send(ok({ orders: await memberOrders(app.db, req.params.id) })),
  );
  app.get<{ Params: { id: string; orderId: string } }>('/v3/members/:id/orders/:orderId', { schema: schemas.memberOrderSchema, config: { fieldCodes: { orderId: ORDER_CODES.generic } } }, async (req, reply) =>
    reply.header('cache-control', 'no-store').send(ok({ order: await memberOrderDetail(app.db, req.params.id, req.params.orderId) })),
  );

  // Checkout offers the address of the member's most recent order (member-scoped: owner-checked by the path).
  app.get<{ Params: { id: string } }>('/v3/members/:id/orders/lastaddress', { schema: schemas.lastAddressSchema }, async (req) => ok({ address: await orders.lastAddress(req.params.id) }));
}
