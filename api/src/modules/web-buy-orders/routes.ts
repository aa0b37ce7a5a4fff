// /v3/webbuyorders (spec §7 'Orders', web buy orders). Routes under /v3/webbuyorders/:id are
// owner-checked by member-auth (the order's member must be the token's); generate acts on the
// token's member; banknames is public.
import { UK_BANK_NAMES, type HandoverMethod } from '@shop/shared/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok } from '../../http/envelope.js';
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

  app.post<{ Body: { quoteIds: string[] } }>(
    '/v3/webbuyorders/generate',
    { schema: schemas.generateSchema, config: { auth: 'member', fieldCodes: schemas.generateCodes } },
    async (req, reply) => {
      const { created, order } = await webBuyOrders.generate(requireMember(req).memberId, req.body.quoteIds);
      return noStore(reply).code(created ? 201 : 200).send(ok({ webBuyOrder: order }));
    },
  );

  app.get<Id>('/v3/webbuyorders/:id/detail', { schema: schemas.detailSchema }, async (req, reply) => {
    noStore(reply);
    return ok({ webBuyOrder: await webBuyOrders.detail(req.params.id) });
  });

  app.put<Id & { Body: { handover: HandoverMethod; addressId?: number; storeId?: number } }>(
    '/v3/webbuyorders/:id/address',
    { schema: schemas.handoverSchema },
    async (req, reply) => {
      noStore(reply);
      return ok({ webBuyOrder: await webBuyOrders.setHandover(req.params.id, requireMember(req).memberId, req.body) });
    },
  );

  app.post<Id>('/v3/webbuyorders/:id/generateshippinglabel', { schema: schemas.labelSchema, preValidation: emptyBody }, async (req, reply) => {
    const pdf = await webBuyOrders.shippingLabel(req.params.id, requireMember(req).memberId);
    // The label carries the member's address: never cached; saved under the order code.
    return noStore(reply)
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="little-loop-${req.params.id}.pdf"`)
      .send(pdf);
  });

  // Recycling (spec §7 'GET ... recycle'): GET reads what may be recycled; agreeing changes the
  // item's fate, so it is a PUT (like cancel), never a GET a prefetch or a retry could fire.
  app.get<Id>('/v3/webbuyorders/:id/recycle', { schema: schemas.recyclingSchema }, async (req, reply) => {
    noStore(reply);
    return ok({ recycling: await webBuyOrders.recycling(req.params.id) });
  });

  app.put<Id & { Body: { quoteIds: string[] } }>(
    '/v3/webbuyorders/:id/recycle',
    { schema: schemas.recycleSchema, config: { fieldCodes: schemas.recycleCodes } },
    async (req, reply) => {
      noStore(reply);
      return ok({ recycling: await webBuyOrders.recycle(req.params.id, req.body.quoteIds) });
    },
  );

  app.put<Id>('/v3/webbuyorders/:id/cancel', { schema: schemas.cancelSchema, preValidation: emptyBody }, async (req, reply) => {
    noStore(reply);
    return ok({ webBuyOrder: await webBuyOrders.cancel(req.params.id, requireMember(req).memberId) });
  });
}
