// GET /v3/members/{id}/storecredit: owner-checked by member-auth like every /v3/members/:id route;
// store credit is money and personal, so every answer carries Cache-Control: no-store.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { spendableCredit } from './ledger.js';
import * as schemas from './schemas.js';

export async function storeCreditRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.get<{ Params: { id: string } }>('/v3/members/:id/storecredit', { schema: schemas.offerSchema }, async (req) => ok({ storeCredit: await spendableCredit(app.db, req.params.id) }));
}
