import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { failure } from '../../http/envelope.js';
import type { DrainState } from './drain.js';
import * as schemas from './schemas.js';

export async function healthRoutes(app: FastifyInstance, { db, drain }: { db: Db; drain?: DrainState }) {
  /** Alive: the process answers. */
  app.get('/healthz', { schema: schemas.healthSchema }, async () => ({ status: 'ok' }));
  /** Ready: the database answers too, and the instance is not draining (a load balancer sends traffic only then). */
  app.get('/readyz', { schema: schemas.readySchema }, async (_req, reply) => {
    if (drain?.draining) return reply.code(503).send(failure(-1, 'draining'));
    try {
      await db.query('SELECT 1');
      return { status: 'ready', database: db.engine };
    } catch {
      return reply.code(503).send(failure(-1, 'database unavailable'));
    }
  });
}
