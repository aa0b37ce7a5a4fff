// /v3/nvidiatradeups/devices (spec §7 'Device list'): the public list, and adding a model (staff only).
import { QUOTE_CODES } from '@shop/shared/api';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requireStaff } from '../auth/member-auth.js';
import * as schemas from './schemas.js';
import type { TradeUpService } from './service.js';

export async function tradeUpRoutes(app: FastifyInstance, { tradeUp }: { tradeUp: TradeUpService }) {
  app.get('/v3/nvidiatradeups/devices', { schema: schemas.devicesSchema }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return ok({ devices: await tradeUp.devices() });
  });

  app.post<{ Body: { masterBoxId: string; bonus: number } }>(
    '/v3/nvidiatradeups/devices',
    { schema: schemas.addDeviceSchema, config: { staffOnly: true, fieldCodes: { masterBoxId: QUOTE_CODES.attributeItem } } },
    async (req, reply) => {
      const device = await tradeUp.add(req.body, requireStaff(req).staffId);
      return reply.code(201).header('cache-control', 'no-store').send(ok({ device }));
    },
  );
}
