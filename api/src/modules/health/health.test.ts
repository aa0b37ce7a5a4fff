// Readiness, as the load balancer sees it: an instance that is still warming up (its search
// index not built yet) or draining is not ready, whatever its database says.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDb, type Db } from '../../db/db.js';
import { createDrainState } from './drain.js';
import { healthRoutes } from './routes.js';

let db: Db;
let app: FastifyInstance;
const warming = new Set<string>();
const drain = createDrainState();
before(async () => {
  db = await openDb({});
  app = Fastify();
  await app.register(healthRoutes, { db, drain, warming });
});
after(async () => {
  await app.close();
  await db.close();
});

it('is not ready while warming up, ready once warm, not ready while draining; alive throughout', async () => {
  const ready = () => app.inject('/readyz');
  warming.add('search index');
  const cold = await ready();
  assert.equal(cold.statusCode, 503);
  assert.match(cold.body, /warming up: search index/);
  assert.equal((await app.inject('/healthz')).statusCode, 200);
  warming.delete('search index');
  const warm = await ready();
  assert.equal(warm.statusCode, 200, warm.body);
  assert.equal(warm.json().status, 'ready');
  drain.begin();
  assert.equal((await ready()).statusCode, 503);
  assert.equal((await app.inject('/healthz')).statusCode, 200);
});
