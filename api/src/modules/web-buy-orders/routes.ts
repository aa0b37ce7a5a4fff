// /v3/webbuyorders (spec §7 'Orders', web buy orders). Routes under /v3/webbuyorders/:id are
// owner-checked by member-auth (the order's member must be the token's); generate acts on the
// token's member; banknames is public.
import { UK_BANK_NAMES, type HandoverMethod } from '@shop/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../../http/envelope.js';
import { requireMember } from '../auth/member-auth.js';
import * as schemas from './schemas.js';
import type { WebBuyOrderService } from './service.js';
import { emptyBody } from '../../http/empty-body.js';

type Id = { Params: { id: string } };
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
// Label and cancel take nothing: a call with no body at all is read as `{}` (their schemas say so).

export async function webBuyOrderRoutes(app: FastifyInstance, { webBuyOrders }: { webBuyOrders: WebBuyOrderService }) {
  app.get('/v3/webbuyorders/banknames', { schema: schemas.bankNamesSchema }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return ok({ bankNames: UK_BANK_NAMES });
  });

  app.post<{ Body: { quoteIds: string[] } }>('/v3/webbuyorders/generate', { schema: schemas.generateSchema, config: { auth: 'member', fieldCodes: schemas.generateCodes } }, async (req, reply) => {
    const { created, order } = await webBuyOrders.generate(requireMember(req).memberId, req.body.quoteIds);
    return noStore(reply)
      .code(created ? 201 : 200)
      .send(ok({ webBuyOrder: order }));
  });

  app.get<Id>('/v3/webbuyorders/:id/detail', { schema: schemas.detailSchema }, async (req, reply) => {
    noStore(reply);
    return ok({ webBuyOrder: await webBuyOrders.detail(req.params.id) });
  });

  app.put<Id & { Body: { handover: HandoverMethod; addressId?: number; storeId?: number } }>('/v3/webbuyorders/:id/address', { schema: schemas.handoverSchema }, async (req, reply) => {
    noStore(reply);
    return ok({ webBuyOrder: await webBuyOrders.setHandover(req.params.id, requireMember(req).memberId, req.body) });
  });

  app.post<Id>('/v3/webbuyorders/:id/generateshippinglabel', { schema: schemas.labelSchema, preValidation: emptyBody }, async (req, reply) => {
    const pdf = await webBuyOrders.shippingLabel(req.params.id, requireMember(req).memberId);
    // The label carries the member's address: never cached; saved under the order code.
    return noStore(reply).type('application/pdf').header('content-disposition', `attachment; filename="little-loop-${req.params.id}.pdf"`).send(pdf);
  });

  // Recycling (spec §7 'GET ... recycle'): GET reads what may be recycled; agreeing changes the
  // item's fate, so it is a PUT (like cancel), never a GET a prefetch or a retry could fire.
  app.get<Id>('/v3/webbuyorders/:id/recycle', { schema: schemas.recyclingSchema }, async (req, reply) => {
    noStore(reply);
    return ok({ recycling: await webBuyOrders.recycling(req.params.id) });
  });

  app.put<Id & { Body: { quoteIds: string[] } }>('/v3/webbuyorders/:id/recycle', { schema: schemas.recycleSchema, config: { fieldCodes: schemas.recycleCodes } }, async (req, reply) => {
    noStore(reply);
    return ok({ recycling: await webBuyOrders.recycle(req.params.id, req.body.quoteIds) });
  });

  // --- Issue 32 §2: boxes, a booked collection and its tracking, stores near the member ---
  app.get('/v3/webbuyorders/collectionslots', { schema: schemas.slotsSchema, config: { auth: 'member' } }, async (_req, reply) => {
    noStore(reply);
    return ok(webBuyOrders.collectionSlots());
  });

  app.get<{ Querystring: { addressId?: number; limit: number } }>('/v3/webbuyorders/dropoffstores', { schema: schemas.dropOffStoresSchema, config: { auth: 'member' } }, async (req, reply) => {
    // Ordered by the member's own postcode: personal, never cached.
    noStore(reply);
    return ok({ stores: await webBuyOrders.dropOffStores(requireMember(req).memberId, req.query.addressId, req.query.limit) });
  });

  app.put<Id & { Body: { boxes: string[][] } }>('/v3/webbuyorders/:id/boxes', { schema: schemas.boxesSchema }, async (req, reply) => {
    noStore(reply);
    return ok({ webBuyOrder: await webBuyOrders.setBoxes(req.params.id, req.body.boxes) });
  });

  app.put<Id & { Body: { date: string } }>('/v3/webbuyorders/:id/collection', { schema: schemas.collectionSchema }, async (req, reply) => {
    noStore(reply);
    return ok({ webBuyOrder: await webBuyOrders.bookCollection(req.params.id, req.body.date) });
  });

  // The carrier's tracking push: its signature is over the exact bytes sent, so this one route
  // keeps the raw body beside the parsed one (an encapsulated parser; every other route is as before).
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      try {
        (req as FastifyRequest & { rawBody?: string }).rawBody = body as string;
        done(null, JSON.parse(body as string));
      } catch {
        done(new ApiError(400, 'BAD_JSON', 'The body is not JSON.'), undefined);
      }
    });
    scope.post('/v3/webbuyorders/tracking', { schema: schemas.trackingWebhookSchema }, async (req) => {
      const signature = req.headers['x-carrier-signature'];
      return ok(await webBuyOrders.trackingWebhook((req as FastifyRequest & { rawBody?: string }).rawBody ?? '', typeof signature === 'string' ? signature : undefined));
    });
  });

  app.put<Id>('/v3/staff/webbuyorders/:id/tracking/advance', { schema: schemas.advanceSchema, preValidation: emptyBody }, async (req, reply) => {
    noStore(reply);
    return ok({ webBuyOrder: await webBuyOrders.advance(req.params.id) });
  });

  app.put<Id>('/v3/webbuyorders/:id/cancel', { schema: schemas.cancelSchema, preValidation: emptyBody }, async (req, reply) => {
    noStore(reply);
    return ok({ webBuyOrder: await webBuyOrders.cancel(req.params.id, requireMember(req).memberId) });
  });
}
