// /v3/members/:id/stockalert(s), stockalertstatus, restorestockalerts (spec §7 Members 'Stock
// alerts'). Member-scoped by path, so member-auth owner-checks every route here.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { StockAlertService } from './service.js';
import * as schemas from './schemas.js';

type Id = { id: string };
const upper = (boxId: string) => boxId.toUpperCase();

export async function stockAlertRoutes(app: FastifyInstance, { stockAlerts }: { stockAlerts: StockAlertService }) {
  app.addHook('onRequest', async (_req, reply) => void reply.header('cache-control', 'no-store'));
  const config = { fieldCodes: schemas.boxCodes };

  app.get<{ Params: Id; Querystring: { boxId: string } }>('/v3/members/:id/stockalertstatus', { schema: schemas.statusSchema, config }, async (req) => ok(await stockAlerts.status(req.params.id, upper(req.query.boxId))));

  app.get<{ Params: Id }>('/v3/members/:id/stockalerts', { schema: schemas.listSchema }, async (req) => ok(await stockAlerts.list(req.params.id)));

  app.post<{ Params: Id; Body: { boxId: string } }>('/v3/members/:id/stockalert', { schema: schemas.addSchema, config }, async (req, reply) =>
    reply.code(201).send(ok(await stockAlerts.add(req.params.id, upper(req.body.boxId)))),
  );

  app.delete<{ Params: Id; Querystring: { boxIds: string[] } }>('/v3/members/:id/stockalerts', { schema: schemas.removeSchema, config }, async (req) =>
    ok(await stockAlerts.remove(req.params.id, req.query.boxIds.map(upper))),
  );

  app.put<{ Params: Id; Body: { boxIds: string[] } }>('/v3/members/:id/restorestockalerts', { schema: schemas.restoreSchema, config }, async (req) =>
    ok(await stockAlerts.restore(req.params.id, req.body.boxIds.map(upper))),
  );
}
