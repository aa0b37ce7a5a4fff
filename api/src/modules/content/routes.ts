// The content service's routes (issue #17): GET /v3/content (§7 'Content / settings'), the FAQ
// (GET /v3/contact/faq), the blog (GET /v3/blog with a query, GET /v3/blog/{id}) and press
// (GET /v3/blog/press, GET /v3/blog/press/{id}: §7 'Catalogue' names press beside the blog,
// under its resource), a post's picture, and staff publishing with its history
// (/v3/staff/content/{contentKey}: staff only, by the /v3/staff/ guard of member-auth.ts).
// Schema and handler only: the service does the work.
import { GENERIC_CODES } from '@shop/shared/api';
import type { FastifyInstance } from 'fastify';
import { SHOP_PLATFORM_ID } from '@shop/shared/rules';
import { ApiError, ok } from '../../http/envelope.js';
import { requireStaff } from '../auth/member-auth.js';
import { fillFacts, type Facts } from '../../lib/fill-facts.js';
import { drawBlogPicture, type BlogImageSize } from './picture.js';
import * as schemas from './schemas.js';
import { CONTENT_KEY } from './content-items.js';
import type { ContentService } from './service.js';

type Platform = { platformId: number };
type Paged = Platform & { page: number; pageSize: number };

/** Public content may be kept by browsers and shared caches for a minute: a publish shows within it. */
const PUBLIC_MINUTE = { 'cache-control': 'public, max-age=60' };

/** The keys of GET content: a JSON list of up to 50 keys (400/5 otherwise). */
export function parseContentKeys(text: string): string[] {
  let keys: unknown;
  try {
    keys = JSON.parse(text);
  } catch {
    keys = null;
  }
  if (!Array.isArray(keys) || keys.length === 0 || keys.length > 50 || !keys.every((k) => typeof k === 'string' && CONTENT_KEY.test(k))) {
    throw new ApiError(400, GENERIC_CODES.format, 'contentKeys must be a JSON list of up to 50 content keys');
  }
  return keys as string[];
}

/**
 * `facts` fills the placeholders content quotes ({delivery.headline}, {stores.count},
 * {company.number}...: facts.ts) in what the public routes serve; staff history shows them as written.
 */
export async function contentRoutes(app: FastifyInstance, { content, facts }: { content: ContentService; facts: () => Promise<Facts> }) {
  const filled = async <T>(item: T): Promise<T> => fillFacts(item, await facts());
  app.get<{ Querystring: Platform & { contentKeys: string } }>('/v3/content', { schema: schemas.contentSchema }, async (req, reply) =>
    reply.headers(PUBLIC_MINUTE).send(ok(await filled({ contents: await content.get(req.query.platformId, parseContentKeys(req.query.contentKeys)) }))),
  );

  app.get<{ Querystring: Platform }>('/v3/contact/faq', { schema: schemas.faqSchema }, async (req, reply) => reply.headers(PUBLIC_MINUTE).send(ok(await filled(await content.faq(req.query.platformId)))));

  app.get<{ Querystring: Paged & { category?: string; topic?: string } }>('/v3/blog', { schema: schemas.blogListSchema }, async (req, reply) =>
    reply.headers(PUBLIC_MINUTE).send(ok(await filled(await content.blog(req.query.platformId, req.query)))),
  );
  // Registered before /v3/blog/:id; the router prefers the static segment either way.
  app.get<{ Querystring: Paged }>('/v3/blog/press', { schema: schemas.pressListSchema }, async (req, reply) => reply.headers(PUBLIC_MINUTE).send(ok(await filled(await content.press(req.query.platformId, req.query)))));
  app.get<{ Params: { id: string }; Querystring: Platform }>('/v3/blog/press/:id', { schema: schemas.pressReleaseSchema, config: { fieldCodes: schemas.byIdCodes } }, async (req, reply) =>
    reply.headers(PUBLIC_MINUTE).send(ok(await filled(await content.pressRelease(req.query.platformId, req.params.id)))),
  );
  app.get<{ Params: { id: string }; Querystring: Platform }>('/v3/blog/:id', { schema: schemas.blogPostSchema, config: { fieldCodes: schemas.byIdCodes } }, async (req, reply) =>
    reply.headers(PUBLIC_MINUTE).send(ok(await filled(await content.blogPost(req.query.platformId, req.params.id)))),
  );

  // A post's picture. The address carries the post's version (?v=), so a day's cache is safe.
  const drawn = new Map<string, Buffer>();
  app.get<{ Params: { file: string } }>('/images/blog/:file', { schema: schemas.blogImageSchema }, async (req, reply) => {
    const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)_(s|m|l)\.webp$/.exec(req.params.file);
    const picture = m ? await content.blogPicture(SHOP_PLATFORM_ID, m[1]!) : null;
    if (!m || !picture) return reply.code(404).type('text/plain').send('Not found');
    const key = `${m[1]}:${picture.version}:${m[2]}`;
    let body = drawn.get(key);
    if (!body) {
      body = await drawBlogPicture(picture.kind, picture.colour, m[2] as BlogImageSize);
      if (drawn.size > 500) drawn.clear();
      drawn.set(key, body);
    }
    return reply.type('image/webp').header('cache-control', 'public, max-age=86400').send(body);
  });

  // --- staff: publish and history ---
  app.post<{ Params: { contentKey: string }; Body: { markdown: string; note?: string; platformId: number } }>('/v3/staff/content/:contentKey', { schema: schemas.staffPublishSchema }, async (req, reply) => {
    const staffId = requireStaff(req).staffId;
    const published = await content.publish({ platformId: req.body.platformId, contentKey: req.params.contentKey, markdown: req.body.markdown, note: req.body.note, publishedBy: staffId });
    return reply.code(201).header('cache-control', 'no-store').send(ok({ published }));
  });
  app.get<{ Params: { contentKey: string }; Querystring: Platform }>('/v3/staff/content/:contentKey/versions', { schema: schemas.staffHistorySchema }, async (req, reply) => {
    requireStaff(req);
    return reply.header('cache-control', 'no-store').send(ok(await content.history(req.query.platformId, req.params.contentKey)));
  });
}
