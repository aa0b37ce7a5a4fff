// GET /v3/members/{id}/vouchers: owner-checked by member-auth like every /v3/members/:id route;
// voucher codes are money, so every answer carries Cache-Control: no-store.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import * as schemas from './schemas.js';
import type { MemberVoucherService } from './service.js';

export async function memberVoucherRoutes(app: FastifyInstance, { vouchers }: { vouchers: MemberVoucherService }) {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.get<{ Params: { id: string } }>('/v3/members/:id/vouchers', { schema: schemas.listSchema }, async (req) => ok({ vouchers: await vouchers.list(req.params.id) }));
}
