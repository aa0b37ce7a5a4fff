// Logs the text of each search a shopper makes, started as its answer goes out (onSend, not
// awaited: recording never slows a search or fails one; onSend rather than onResponse so the
// write is under way, and awaitable, by the time the caller has the answer). Lives here, not in the search engine: only
// searches that answered 200, carried text and the browser's anonymous id (SHOPPER_TOKEN_HEADER),
// and asked for the first page (paging through results is the same search) are logged. The
// server's own prerender calls carry no id and are not counted.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SHOPPER_TOKEN_HEADER } from '@shop/shared/rules';
import { SEARCH_ROUTE } from '../catalogue/routes.js';
import type { PopularSearches } from './service.js';

async function searchRecorder(app: FastifyInstance, { popularSearches }: { popularSearches: PopularSearches }) {
  const writing = new Set<Promise<unknown>>();
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'POST' || req.routeOptions.url !== SEARCH_ROUTE || reply.statusCode !== 200) return payload;
    const body = (req.body ?? {}) as { query?: unknown; page?: unknown };
    const token = req.headers[SHOPPER_TOKEN_HEADER];
    if (typeof body.query !== 'string' || typeof token !== 'string' || (body.page ?? 0) !== 0) return payload;
    const write = popularSearches.record(body.query, token).catch((err) => req.log.error({ err }, 'search not recorded'));
    writing.add(write);
    void write.finally(() => writing.delete(write));
    return payload;
  });
  // Writes still under way finish before the database closes.
  const idle = async () => void (await Promise.all(writing));
  app.decorate('searchesRecorded', idle);
  app.addHook('onClose', idle);
}

export default fp(searchRecorder, { name: 'shop-search-recorder' });

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every search answered so far is in the log (tests read the log after it). */
    searchesRecorded: () => Promise<void>;
  }
}
