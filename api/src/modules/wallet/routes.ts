// /v3/members/{id}/walletaddress (spec §7 Members 'Wallet address'): GET, POST (add), PUT
// (change), DELETE. Owner-checked by member-auth like every /v3/members/:id route; adding or
// changing where payouts go needs the password again, as bank details do; every answer,
// failures too, carries Cache-Control: no-store.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requireMember } from '../auth/member-auth.js';
import type { Reauthentication } from '../reauthentication/service.js';
import * as schemas from './schemas.js';
import type { WalletService } from './service.js';

type Id = { id: string };
type Body = { email: string };

export async function walletRoutes(app: FastifyInstance, { wallet, reauthentication }: { wallet: WalletService; reauthentication: Reauthentication }) {
  // Encapsulated plugin: the hook covers these routes only.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const path = '/v3/members/:id/walletaddress';

  app.get<{ Params: Id }>(path, { schema: schemas.getSchema }, async (req) => ok({ walletAddress: await wallet.get(req.params.id) }));

  app.post<{ Params: Id; Body: Body }>(path, { schema: schemas.addSchema, config: { fieldCodes: schemas.walletCodes } }, async (req, reply) => {
    await reauthentication.require(requireMember(req));
    return reply.code(201).send(ok({ walletAddress: await wallet.add(req.params.id, req.body.email) }));
  });

  app.put<{ Params: Id; Body: Body }>(path, { schema: schemas.changeSchema, config: { fieldCodes: schemas.walletCodes } }, async (req) => {
    await reauthentication.require(requireMember(req));
    return ok({ walletAddress: await wallet.change(req.params.id, req.body.email) });
  });

  app.delete<{ Params: Id }>(path, { schema: schemas.deleteSchema }, async (req) => {
    await wallet.remove(req.params.id);
    return ok({ deleted: true });
  });
}
