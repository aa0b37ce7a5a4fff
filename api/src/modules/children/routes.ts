// /v3/members/:id/children[/:childId] (issue 37 'Outgrown'; not in the spec, ours). Member-scoped
// by path, so member-auth owner-checks every route here; a child of another account is 404.
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { CHILDREN_CODES } from '@shop/shared/rules';
import { ApiError, ok } from '../../http/envelope.js';
import type { ComingUpMails } from './coming-up-mail.js';
import type { ChildrenService } from './service.js';
import * as schemas from './schemas.js';

type Id = { id: string };
type ChildId = Id & { childId: string };

export async function childrenRoutes(app: FastifyInstance, { children, comingUpMails }: { children: ChildrenService; comingUpMails: ComingUpMails }) {
  // A child's age is personal data: never kept by a cache.
  app.addHook('onRequest', async (_req, reply) => void reply.header('cache-control', 'no-store'));
  const config = { fieldCodes: schemas.fieldCodes };

  app.get<{ Params: Id }>('/v3/members/:id/children', { schema: schemas.listSchema }, async (req) => ok(await children.list(req.params.id)));

  app.get<{ Params: Id }>('/v3/members/:id/children/outgrown', { schema: schemas.outgrownSchema }, async (req) => ok(await children.outgrown(req.params.id)));

  app.post<{ Params: Id; Body: { born: string; heightCm?: number; consent: true } }>('/v3/members/:id/children', { schema: schemas.addSchema, config }, async (req, reply) =>
    reply.code(201).send(ok(await children.add(req.params.id, { born: req.body.born, ...(req.body.heightCm === undefined ? {} : { heightCm: req.body.heightCm }) }))),
  );

  app.put<{ Params: ChildId; Body: { born: string; heightCm: number | null } }>('/v3/members/:id/children/:childId', { schema: schemas.changeSchema, config }, async (req) =>
    ok(await children.change(req.params.id, req.params.childId, req.body)),
  );

  app.delete<{ Params: ChildId }>('/v3/members/:id/children/:childId', { schema: schemas.removeSchema, config }, async (req) => ok(await children.remove(req.params.id, req.params.childId)));

  // The one-click unsubscribe of mail apps posts a form (List-Unsubscribe=One-Click).
  await app.register(formbody, { bodyLimit: 1024 });
  app.post<{ Params: { token: string } }>('/v3/emails/unsubscribe/:token', { schema: schemas.unsubscribeSchema, config }, async (req) => {
    if (!(await comingUpMails.unsubscribe(req.params.token)))
      throw new ApiError(404, CHILDREN_CODES.linkUnknown, 'This link is not one we sent, or it was cut short. You can stop the e-mails under My account > Communication.');
    return ok({ unsubscribed: true });
  });
}
