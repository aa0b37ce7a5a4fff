// /v3/members/:id/children[/:childId] (issue 37 'Outgrown'; not in the spec, ours). Member-scoped
// by path, so member-auth owner-checks every route here; a child of another account is 404.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { ChildrenService } from './service.js';
import * as schemas from './schemas.js';

type Id = { id: string };
type ChildId = Id & { childId: string };

export async function childrenRoutes(app: FastifyInstance, { children }: { children: ChildrenService }) {
  // A child's age is personal data: never kept by a cache.
  app.addHook('onRequest', async (_req, reply) => void reply.header('cache-control', 'no-store'));
  const config = { fieldCodes: schemas.fieldCodes };

  app.get<{ Params: Id }>('/v3/members/:id/children', { schema: schemas.listSchema }, async (req) => ok(await children.list(req.params.id)));

  app.post<{ Params: Id; Body: { born: string; heightCm?: number; consent: true } }>('/v3/members/:id/children', { schema: schemas.addSchema, config }, async (req, reply) =>
    reply.code(201).send(ok(await children.add(req.params.id, { born: req.body.born, ...(req.body.heightCm === undefined ? {} : { heightCm: req.body.heightCm }) }))),
  );

  app.put<{ Params: ChildId; Body: { born: string; heightCm: number | null } }>('/v3/members/:id/children/:childId', { schema: schemas.changeSchema, config }, async (req) =>
    ok(await children.change(req.params.id, req.params.childId, req.body)),
  );

  app.delete<{ Params: ChildId }>('/v3/members/:id/children/:childId', { schema: schemas.removeSchema, config }, async (req) => ok(await children.remove(req.params.id, req.params.childId)));
}
