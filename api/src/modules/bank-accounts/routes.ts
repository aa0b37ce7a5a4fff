// /v3/members/{id}/bankaccounts (spec §7 Members 'Bank accounts'). Owner-checked by member-auth
// like every /v3/members/:id route; adding or changing needs the password again (reauthentication);
// every answer, failures too, carries Cache-Control: no-store.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requireMember } from '../auth/member-auth.js';
import type { Reauthentication } from '../reauthentication/service.js';
import * as schemas from './schemas.js';
import type { BankAccountService, BankDetailsInput } from './service.js';

type Id = { id: string };

export async function bankAccountRoutes(app: FastifyInstance, { bankAccounts, reauthentication }: { bankAccounts: BankAccountService; reauthentication: Reauthentication }) {
  // This plugin is encapsulated (no fastify-plugin), so the hook covers these routes only.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get<{ Params: Id }>('/v3/members/:id/bankaccounts', { schema: schemas.listSchema }, async (req) => ok({ bankAccounts: await bankAccounts.list(req.params.id) }));

  app.post<{ Params: Id; Body: BankDetailsInput }>('/v3/members/:id/bankaccounts', { schema: schemas.addSchema, config: { fieldCodes: schemas.bankAccountCodes } }, async (req, reply) => {
    await reauthentication.require(requireMember(req));
    return reply.code(201).send(ok({ bankAccount: await bankAccounts.add(req.params.id, req.body) }));
  });

  app.put<{ Params: Id; Body: BankDetailsInput & { bankAccountId: string } }>('/v3/members/:id/bankaccounts', { schema: schemas.changeSchema, config: { fieldCodes: schemas.changeCodes } }, async (req) => {
    await reauthentication.require(requireMember(req));
    const { bankAccountId, ...details } = req.body;
    return ok({ bankAccount: await bankAccounts.change(req.params.id, bankAccountId, details) });
  });

  // Spec §7 names this DELETE bankaccounts/{bankAccountNumber}. The path carries the account's
  // opaque id instead: a bank number in a URL would land in access logs, proxies and history.
  app.delete<{ Params: Id & { bankAccountId: string } }>('/v3/members/:id/bankaccounts/:bankAccountId', { schema: schemas.deleteSchema }, async (req) => {
    await bankAccounts.remove(req.params.id, req.params.bankAccountId);
    return ok({ deleted: true });
  });
}
