// Quote photos (spec §7 Quotations: GET imagetypes, POST {id}/images, DELETE {id}/images).
// The member's calls live under /v3/members/{id}/quotations/{quoteId}/images, so the owner check
// of member-auth.ts covers them (and ownership.test.ts walks them) before anything is read;
// whether the quote is the member's and still open is the quotations module's answer
// (quoteAccess). Upload and attach are one call: a photo is checked, stored and attached at
// once, so no upload is left belonging to no quote (the spec's POST uploadimages is this call).
// Photos are personal (a home, a child): every answer is no-store, and a photo is served only
// by this route, with the content type it was stored as, nosniff and a sandboxing CSP.
import { QUOTE_PHOTO_LIMITS, type QuotePhotoSize } from '@shop/shared/rules';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { readPhotoField, registerMultipart } from './multipart.js';
import * as schemas from './schemas.js';
import type { QuoteImageService } from './service.js';

type QuoteParams = { id: string; quoteId: string };
type ImageParams = QuoteParams & { imageId: string };

export async function quoteImageRoutes(app: FastifyInstance, { quoteImages }: { quoteImages: QuoteImageService }) {
  await registerMultipart(app);

  app.get<{ Querystring: { categoryId: number } }>('/v3/quotations/imagetypes', { schema: schemas.imageTypesSchema, config: { fieldCodes: schemas.imageTypesCodes } }, async (req, reply) => {
    // The same for everyone: cacheable like other catalogue facts.
    reply.header('cache-control', 'public, max-age=300');
    const { acceptedTypes, ...limits } = QUOTE_PHOTO_LIMITS;
    return ok({ categoryId: req.query.categoryId, imageTypes: await quoteImages.imageTypes(req.query.categoryId), limits: { ...limits, acceptedTypes: [...acceptedTypes] } });
  });

  app.register(async (member) => {
    member.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    member.get<{ Params: QuoteParams }>('/v3/members/:id/quotations/:quoteId/images', { schema: schemas.listSchema, config: { fieldCodes: schemas.imageCodes } }, async (req) =>
      ok({ images: await quoteImages.list(req.params.id, req.params.quoteId) }),
    );

    member.post<{ Params: QuoteParams; Querystring: { view: number } }>('/v3/members/:id/quotations/:quoteId/images', { schema: schemas.uploadSchema, config: { fieldCodes: schemas.uploadCodes } }, async (req, reply) =>
      reply.code(201).send(ok(await quoteImages.add(req.params.id, req.params.quoteId, req.query.view, () => readPhotoField(req)))),
    );

    member.delete<{ Params: ImageParams }>('/v3/members/:id/quotations/:quoteId/images/:imageId', { schema: schemas.removeSchema, config: { fieldCodes: schemas.imageCodes } }, async (req) =>
      ok(await quoteImages.remove(req.params.id, req.params.quoteId, req.params.imageId)),
    );

    // GET and (by Fastify's exposed HEAD route, with the same guards) HEAD: §7 'Other' asks an
    // image address for its content type with HEAD.
    member.get<{ Params: ImageParams & { size: QuotePhotoSize } }>(
      '/v3/members/:id/quotations/:quoteId/images/:imageId/:size',
      { schema: schemas.fileSchema, config: { fieldCodes: schemas.imageCodes } },
      async (req, reply) => {
        const { body, contentType } = await quoteImages.read(req.params.id, req.params.quoteId, req.params.imageId, req.params.size);
        return reply.type(contentType).header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; sandbox").header('cross-origin-resource-policy', 'same-origin').send(body);
      },
    );
  });
}
