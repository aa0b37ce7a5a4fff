// Photos of an item for the staff who inspect it (inspection-photos.ts). Addressed under
// /v3/staff/ by the quote alone, so no member id travels in a staff page's URLs; the staff guard
// covers them (a member's token is 403, none 401).
//   GET  …/images                   the member's photos, then the staff's own (takenBy says whose)
//   GET  …/images/{imageId}/{size}  one size of either
//   POST …/images?view=N            a staff photo of the item at inspection (multipart, field
//                                   "photo"; checked, stripped and sized like the member's), for a
//                                   revision to show the member (inspect { photoIds })
//   GET  /v3/staff/boxes/{boxId}/photos          a box's photos and whose each is
//   POST /v3/staff/boxes/{boxId}/photos?view=N   a staff photo of a box on sale (box-photos.ts),
//                                   replacing the drawing, or that view's photo
import type { QuotePhotoSize } from '@shop/shared/rules';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requireStaff } from '../auth/member-auth.js';
import { readPhotoField, registerMultipart } from '../quote-images/multipart.js';
import { goodsInOnly } from './bench-routes.js';
import type { BoxPhotoDesk } from './box-photos.js';
import type { GoodsInBench } from './goods-in-bench.js';
import type { InspectionPhotos } from './inspection-photos.js';
import * as schemas from './schemas.js';

type Id = { id: string };
const noStore = { 'cache-control': 'no-store' };

export async function staffPhotoRoutes(app: FastifyInstance, { inspectionPhotos, boxPhotos, bench }: { inspectionPhotos: InspectionPhotos; boxPhotos: BoxPhotoDesk; bench: GoodsInBench }) {
  await registerMultipart(app);
  // An item's photos are goods-in's (issue 35): 403 G001 without the permission.
  const preHandler = goodsInOnly(bench);

  app.get<{ Params: Id }>('/v3/staff/quotations/:id/images', { schema: schemas.photosSchema, preHandler }, async (req, reply) => {
    const images = await inspectionPhotos.list(req.params.id);
    reply.headers(noStore);
    return ok({ images });
  });

  app.post<{ Params: Id; Querystring: { view: number } }>('/v3/staff/quotations/:id/images', { schema: schemas.staffUploadSchema, config: { fieldCodes: schemas.staffUploadCodes }, preHandler }, async (req, reply) => {
    const added = await inspectionPhotos.add(req.params.id, requireStaff(req).staffId, req.query.view, () => readPhotoField(req));
    reply.headers(noStore).code(201);
    return ok(added);
  });

  app.get<{ Params: Id & { imageId: string; size: QuotePhotoSize } }>('/v3/staff/quotations/:id/images/:imageId/:size', { schema: schemas.photoFileSchema, preHandler }, async (req, reply) => {
    const { body, contentType } = await inspectionPhotos.read(req.params.id, req.params.imageId, req.params.size);
    return reply
      .type(contentType)
      .headers(noStore)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .send(body);
  });

  app.get<{ Params: { boxId: string } }>('/v3/staff/boxes/:boxId/photos', { schema: schemas.boxPicturesSchema }, async (req, reply) => {
    reply.headers(noStore);
    return ok(await boxPhotos.pictures(req.params.boxId.toUpperCase()));
  });

  app.post<{ Params: { boxId: string }; Querystring: { view: number } }>(
    '/v3/staff/boxes/:boxId/photos',
    { schema: schemas.boxPhotoUploadSchema, config: { fieldCodes: schemas.boxPhotoUploadCodes } },
    async (req, reply) => {
      const pictures = await boxPhotos.add(req.params.boxId, requireStaff(req).staffId, req.query.view, () => readPhotoField(req));
      reply.headers(noStore).code(201);
      return ok(pictures);
    },
  );
}
