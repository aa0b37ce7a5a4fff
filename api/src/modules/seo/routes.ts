// GET /sitemap.xml and GET /robots.txt, on the shop's own origin (spec: issue #17, pages search
// engines can read). The sitemap is made at most once an hour per process: it reads every box.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/db.js';
import { sharedAnswers } from '../../lib/shared-answers.js';
import { robotsTxt } from './robots.js';
import { robotsSchema, sitemapPartSchema, sitemapSchema } from './schemas.js';
import { sitemapDocuments, sitemapEntries } from './sitemap.js';

const SITEMAP_TTL_MS = 60 * 60_000;

export async function seoRoutes(app: FastifyInstance, { db, publicUrl }: { db: Db; publicUrl: string }) {
  const origin = publicUrl.replace(/\/+$/, '');
  const sitemaps = sharedAnswers<{ main: string; parts: string[] }>({ ttlMs: SITEMAP_TTL_MS, max: 1 });
  const documents = () => sitemaps('sitemap', async () => sitemapDocuments(await sitemapEntries(db), origin));
  const xml = (reply: FastifyReply, body: string) => reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

  app.get('/sitemap.xml', { schema: sitemapSchema }, async (_req, reply) => xml(reply, (await documents()).main));
  // Past 50,000 addresses /sitemap.xml is an index of these parts.
  app.get<{ Params: { n: number } }>('/sitemaps/:n.xml', { schema: sitemapPartSchema }, async (req, reply) => {
    const part = (await documents()).parts[req.params.n - 1];
    if (!part) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap part');
    return xml(reply, part);
  });

  app.get('/robots.txt', { schema: robotsSchema }, async (_req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robotsTxt(origin)));
}
