// The member's photos of an item, for the staff who inspect it (quote-images' own service, read
// as the quote's member would: the files are never copied). Addressed under /v3/staff/ by the
// quote alone, so no member id travels in a staff page's URLs; the staff guard covers them.
import type { QuotePhotoSize } from '@shop/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { ok } from '../../http/envelope.js';
import type { QuoteImageService } from '../quote-images/service.js';
import { quoteNotFound } from '../quotations/store.js';
import * as schemas from './schemas.js';

type Id = { id: string };

export async function staffPhotoRoutes(app: FastifyInstance, { db, quoteImages }: { db: Db; quoteImages: QuoteImageService }) {
  const ownerOf = async (quoteId: string) => {
    const [row] = await db.query<{ member_id: string }>('SELECT member_id::text AS member_id FROM quotations WHERE quote_id = $1', [quoteId]);
    if (!row) throw quoteNotFound();
    return row.member_id;
  };
  const staffUrl = (quoteId: string, imageId: string, size: string) => `/v3/staff/quotations/${quoteId}/images/${imageId}/${size}`;

  app.get<{ Params: Id }>('/v3/staff/quotations/:id/images', { schema: schemas.photosSchema }, async (req, reply) => {
    const { id } = req.params;
    const images = await quoteImages.list(await ownerOf(id), id);
    reply.header('cache-control', 'no-store');
    return ok({ images: images.map((i) => ({ ...i, urls: { l: staffUrl(id, i.imageId, 'l'), m: staffUrl(id, i.imageId, 'm'), s: staffUrl(id, i.imageId, 's') } })) });
  });

  app.get<{ Params: Id & { imageId: string; size: QuotePhotoSize } }>('/v3/staff/quotations/:id/images/:imageId/:size', { schema: schemas.photoFileSchema }, async (req, reply) => {
    const { id, imageId, size } = req.params;
    const { body, contentType } = await quoteImages.read(await ownerOf(id), id, imageId, size);
    return reply
      .type(contentType)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .send(body);
  });
}
