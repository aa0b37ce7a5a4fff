// POST /v3/members/{id}/reauthenticate: the password again, for the changes that need it
// (owner-checked by member-auth like every /v3/members/:id route).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requireMember } from '../auth/member-auth.js';
import type { Reauthentication } from './service.js';
import { reauthenticateCodes, reauthenticateSchema } from './schemas.js';

export async function reauthenticationRoutes(app: FastifyInstance, { reauthentication }: { reauthentication: Reauthentication }) {
  app.post<{ Params: { id: string }; Body: { password: string } }>('/v3/members/:id/reauthenticate', { schema: reauthenticateSchema, config: { fieldCodes: reauthenticateCodes } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await reauthentication.confirmPassword(requireMember(req), req.body.password, req.ip));
  });
}
