// GET /v3/utilities/searchbucket (spec §7 'Utilities'): the suggestions under the search box.
// Public and the same for everyone: counts of many shoppers, never one shopper's data, so
// browsers and caches may keep an answer for a few minutes.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { PopularSearches } from './service.js';
import { searchBucketSchema } from './schemas.js';

// What a shopper types may be personal (a name, an address): this route's request lines are not
// logged at the usual level, so the text in its URL stays out of the logs.
const QUIET = 'warn';

/** The roll-up runs every ten minutes: an answer older than five is barely staler than the data. */
const CACHE_CONTROL = 'public, max-age=300';

export async function popularSearchRoutes(app: FastifyInstance, { popularSearches }: { popularSearches: PopularSearches }) {
  app.get<{ Querystring: { query: string; limit: number } }>('/v3/utilities/searchbucket', { schema: searchBucketSchema, logLevel: QUIET }, async (req, reply) => {
    const queries = await popularSearches.suggestions(req.query.query, req.query.limit);
    reply.header('cache-control', CACHE_CONTROL);
    return ok({ searchBucket: queries.map((query) => ({ query })) });
  });
}
