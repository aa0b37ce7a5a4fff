// /v3/members/:id/sessions: where the member is signed in, and 'sign out everywhere'.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requireMember } from '../auth/member-auth.js';
import type { RefreshCookies } from '../auth/refresh-cookie.js';
import * as s from './schemas.js';
import type { SessionService } from './service.js';

type Id = { id: string };

export async function sessionRoutes(app: FastifyInstance, { sessions, cookies }: { sessions: SessionService; cookies: RefreshCookies }) {
  app.get<{ Params: Id }>('/v3/members/:id/sessions', { schema: s.listSessionsSchema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ sessions: await sessions.list(req.params.id, requireMember(req).sessionId) });
  });

  app.delete<{ Params: Id; Querystring: { keepCurrent: boolean } }>('/v3/members/:id/sessions', { schema: s.signOutEverywhereSchema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    await sessions.signOutEverywhere(req.params.id, requireMember(req).sessionId, req.query.keepCurrent);
    // This browser's session ended too: its refresh cookie goes with it.
    if (!req.query.keepCurrent) cookies.clear(reply);
    return ok({ signedOut: true, keptCurrent: req.query.keepCurrent });
  });
}
