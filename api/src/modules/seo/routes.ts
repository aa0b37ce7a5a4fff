// GET /sitemap.xml and GET /robots.txt, on the shop's own origin (spec: issue #17, pages search
// engines can read). The sitemap is made at most once an hour per process: it reads every box.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { sharedAnswers } from '../../lib/shared-answers.js';
import { robotsTxt } from './robots.js';
import { robotsSchema, sitemapSchema } from './schemas.js';
import { sitemapXml } from './sitemap.js';

const SITEMAP_TTL_MS = 60 * 60_000;

export async function seoRoutes(app: FastifyInstance, { db, publicUrl }: { db: Db; publicUrl: string }) {
  const origin = publicUrl.replace(/\/+$/, '');
  const sitemaps = sharedAnswers<string>({ ttlMs: SITEMAP_TTL_MS, max: 1 });

  app.get('/sitemap.xml', { schema: sitemapSchema }, async (_req, reply) => {
    const xml = await sitemaps('sitemap', () => sitemapXml(db, origin));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  app.get('/robots.txt', { schema: robotsSchema }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robotsTxt(origin)),
  );
}
