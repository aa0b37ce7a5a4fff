// The goods-in bench's own routes (issue 35), beside goods-in's (routes.ts, which the bench calls
// to receive, inspect and pay): one parcel as the bench shows it, claims on items, and an item's
// listing before it goes on sale. All under /v3/staff/ (member-auth's staff guard: none 401, a
// member's 403) and all the goods-in permission's (403 G001).
//   GET    /v3/staff/goods-in/parcels/{id}      the parcel, its items and who has each open
//   PUT    /v3/staff/quotations/{id}/claim      take an item (or renew one's claim); 409 G002 if taken
//   DELETE /v3/staff/quotations/{id}/claim      let go of it
//   GET    /v3/staff/quotations/{id}/listing    the listing as a shopper will see it
//   PUT    /v3/staff/quotations/{id}/listing    correct it (condition words, photos left off)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requireStaff } from '../auth/member-auth.js';
import * as schemas from './bench-schemas.js';
import type { GoodsInBench } from './goods-in-bench.js';
import type { ListingCorrection } from './listing-preview.js';

type Id = { Params: { id: string } };
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const emptyBody = async (req: FastifyRequest) => {
  req.body ??= {};
};

/** A preHandler: 403 G001 unless the calling staff account holds the goods-in permission. */
export const goodsInOnly = (bench: GoodsInBench) => async (req: FastifyRequest) => bench.assertMayWork(requireStaff(req).staffId);

export async function benchRoutes(app: FastifyInstance, { bench }: { bench: GoodsInBench }) {
  const preHandler = goodsInOnly(bench);

  app.get<Id>('/v3/staff/goods-in/parcels/:id', { schema: schemas.parcelSchema, preHandler }, async (req, reply) => {
    noStore(reply);
    return ok(await bench.parcel(req.params.id));
  });

  app.put<Id>('/v3/staff/quotations/:id/claim', { schema: schemas.claimSchema, preValidation: emptyBody, preHandler }, async (req, reply) => {
    noStore(reply);
    return ok({ claim: await bench.claim(req.params.id, requireStaff(req).staffId) });
  });

  app.delete<Id>('/v3/staff/quotations/:id/claim', { schema: schemas.releaseSchema, preHandler }, async (req, reply) => {
    await bench.release(req.params.id, requireStaff(req).staffId);
    noStore(reply);
    return ok({ released: true });
  });

  app.get<Id>('/v3/staff/quotations/:id/listing', { schema: schemas.listingSchema, preHandler }, async (req, reply) => {
    noStore(reply);
    return ok(await bench.listing(req.params.id));
  });

  app.put<Id & { Body: ListingCorrection }>('/v3/staff/quotations/:id/listing', { schema: schemas.correctListingSchema, preHandler }, async (req, reply) => {
    noStore(reply);
    return ok(await bench.correctListing(req.params.id, requireStaff(req).staffId, req.body));
  });
}
