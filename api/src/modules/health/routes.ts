import { GENERIC_CODES } from '@shop/shared/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { failure } from '../../http/envelope.js';
import type { DrainState } from './drain.js';
import * as schemas from './schemas.js';

/**
 * `warming`: what the instance is still getting ready after start (the search index): a fresh
 * instance joins the balancer's rotation only once its searches are fast, not while they would
 * fall back to SQL (seconds at 100,000 boxes).
 */
export async function healthRoutes(app: FastifyInstance, { db, drain, warming }: { db: Db; drain?: DrainState; warming?: ReadonlySet<string> }) {
  /** Alive: the process answers. */
  app.get('/healthz', { schema: schemas.healthSchema }, async () => ({ status: 'ok' }));
  /** Ready: the database answers too, nothing is warming, and the instance is not draining (a load balancer sends traffic only then). */
  app.get('/readyz', { schema: schemas.readySchema }, async (_req, reply) => {
    if (drain?.draining) return reply.code(503).send(failure(GENERIC_CODES.system, 'draining'));
    if (warming?.size) return reply.code(503).send(failure(GENERIC_CODES.system, `warming up: ${[...warming].join(', ')}`));
    try {
      await db.query('SELECT 1');
      return { status: 'ready', database: db.engine };
    } catch {
      return reply.code(503).send(failure(GENERIC_CODES.system, 'database unavailable'));
    }
  });
}
