// DELETE /v3/members/:id: the member asks for their account to be deleted (owner-checked by
// member-auth). Their sessions end at once; the answer says when the data goes.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { RefreshCookies } from '../auth/refresh-cookie.js';
import * as s from './schemas.js';
import type { AccountDeletion } from './service.js';

export async function accountDeletionRoutes(app: FastifyInstance, { deletion, cookies }: { deletion: AccountDeletion; cookies: RefreshCookies }) {
  app.delete<{ Params: { id: string }; Body: { password: string } }>('/v3/members/:id', { schema: s.deleteAccountSchema, config: { fieldCodes: s.deleteAccountCodes } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const answer = ok({ deletionRequested: true, ...(await deletion.request(req.params.id, req.body.password, req.ip)) });
    cookies.clear(reply); // every session of the member ended: this browser's refresh cookie too
    return answer;
  });
}
