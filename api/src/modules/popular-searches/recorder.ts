// Logs the text of each search a shopper makes, started as its answer goes out (onSend, not
// awaited: recording never slows a search or fails one; onSend rather than onResponse so the
// write is under way, and awaitable, by the time the caller has the answer). Lives here, not in
// the search engine: only searches that answered 200, carried text and asked for the first page
// (paging through results is the same search) are logged, and only as someone the server can
// vouch for (searchers.ts): a signed-in member (a verified access token), or a browser that
// brings back the searcher cookie made for its address. Any id the client sends is ignored. The
// server's own prerender calls carry neither and are not counted.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenService } from '../auth/tokens.js';
import { SEARCH_ROUTE } from '../catalogue/routes.js';
import type { SearcherIdentity } from './searchers.js';
import type { PopularSearches } from './service.js';

interface RecorderOptions {
  popularSearches: PopularSearches;
  searchers: SearcherIdentity;
  tokens: Pick<TokenService, 'verifyAccess'>;
}

async function searchRecorder(app: FastifyInstance, { popularSearches, searchers, tokens }: RecorderOptions) {
  const writing = new Set<Promise<unknown>>();
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'POST' || req.routeOptions.url !== SEARCH_ROUTE || reply.statusCode !== 200) return payload;
    const address = searchers.addressOf(req);
    const vouched = searchers.holdsCookieFor(req, address);
    // Counted from the next search on (the page load sets it too, so usually from the first).
    searchers.ensureCookie(req, reply);
    const body = (req.body ?? {}) as { query?: unknown; page?: unknown };
    const authorization = req.headers.authorization;
    if (typeof body.query !== 'string' || (body.page ?? 0) !== 0 || address === null || (!vouched && !authorization)) return payload;
    const text = body.query;
    const write = (async () => {
      const member = authorization ? await tokens.verifyAccess(authorization).catch(() => null) : null;
      if (member) return popularSearches.record(text, { shopper: `member:${member.memberId}`, address });
      return vouched && popularSearches.record(text, { shopper: `address:${address}`, address });
    })().catch((err) => req.log.error({ err }, 'search not recorded'));
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
