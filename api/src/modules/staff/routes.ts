// The staff API (issue #14 'Staff'): every path under /v3/staff/ takes a staff token only
// (member-auth's staff guard: none 401, a member's 403), and so does the staff view of a web buy
// order (GET /v3/webbuyorders/:id/internal, staffOnly). The member's answer to a revised offer
// (PUT /v3/quotations/:id/revision) is owner-checked like the quote's other routes.
import type { InspectOutcome } from '@shop/shared/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requireMember, requireStaff } from '../auth/member-auth.js';
import type { MemberQuoteView } from '../quotations/member-view.js';
import type { QuotationService } from '../quotations/service.js';
import type { GoodsIn } from './goods-in.js';
import { goodsInOnly } from './bench-routes.js';
import type { GoodsInBench } from './goods-in-bench.js';
import * as schemas from './schemas.js';

type Id = { Params: { id: string } };
// Staff answers name members and their payouts: never cached.
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const emptyBody = async (req: FastifyRequest) => {
  req.body ??= {};
};

export async function staffRoutes(app: FastifyInstance, { goodsIn, bench, quotations, quoteView }: { goodsIn: GoodsIn; bench: GoodsInBench; quotations: QuotationService; quoteView: MemberQuoteView }) {
  // Goods-in is the goods-in permission's (issue 35): 403 G001 without it.
  const preHandler = goodsInOnly(bench);
  app.get<{ Querystring: { limit: number } }>('/v3/staff/webbuyorders/arriving', { schema: schemas.arrivingSchema, preHandler }, async (req, reply) => {
    noStore(reply);
    return ok(await bench.arriving(req.query.limit));
  });

  app.get<Id>('/v3/webbuyorders/:id/internal', { schema: schemas.internalSchema, config: { staffOnly: true }, preHandler }, async (req, reply) => {
    noStore(reply);
    return ok({ webBuyOrder: await goodsIn.internal(req.params.id) });
  });

  app.put<Id>('/v3/staff/webbuyorders/:id/receive', { schema: schemas.receiveSchema, preValidation: emptyBody, preHandler }, async (req, reply) => {
    noStore(reply);
    return ok({ webBuyOrder: await goodsIn.receive(req.params.id, requireStaff(req).staffId) });
  });

  app.put<Id & { Body: InspectOutcome }>('/v3/staff/quotations/:id/inspect', { schema: schemas.inspectSchema, preHandler }, async (req, reply) => {
    noStore(reply);
    // An item another staff member has open waits for them (their claim expires if they walk away).
    await bench.assertFree(req.params.id, requireStaff(req).staffId);
    return ok(await goodsIn.inspect(req.params.id, requireStaff(req).staffId, req.body));
  });

  app.put<Id>('/v3/staff/quotations/:id/pay', { schema: schemas.paySchema, preValidation: emptyBody, preHandler }, async (req, reply) => {
    await bench.assertFree(req.params.id, requireStaff(req).staffId);
    const payout = await goodsIn.pay(req.params.id, requireStaff(req).staffId);
    noStore(reply);
    return ok({ status: 'paid', payout });
  });

  app.put<Id & { Body: { accept: boolean } }>('/v3/quotations/:id/revision', { schema: schemas.revisionSchema }, async (req, reply) => {
    await goodsIn.answerRevision(req.params.id, requireMember(req).memberId, req.body.accept);
    noStore(reply);
    // The quote as GET /v3/quotations/:id answers it: with its payout choice, payout and the revision's photos.
    return ok({ quotation: await quoteView(quotations.detail(await quotations.load(req.params.id))) });
  });
}
