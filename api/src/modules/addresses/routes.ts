// /v3/members/{id}/address… (spec §7 'Addresses'), the address history and the postcode lookup.
// Member-scoped paths are owner-checked by member-auth.ts; every answer is personal: no-store.
import type { FastifyInstance } from 'fastify';
import type { AddressInput } from '@shop/shared/api';
import { ok } from '../../http/envelope.js';
import type { AddressLookupService } from './lookup.js';
import * as schemas from './schemas.js';
import type { AddressService } from './service.js';

type Id = { id: string };

type AddressId = Id & { addressId: string };

export async function addressRoutes(app: FastifyInstance, { addresses, lookup }: { addresses: AddressService; lookup: AddressLookupService }) {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post<{ Params: Id; Body: AddressInput }>('/v3/members/:id/address', { schema: schemas.addSchema, preValidation: schemas.strictBodyTypes, config: { fieldCodes: schemas.addressCodes } }, async (req, reply) =>
    reply.code(201).send(ok(await addresses.add(req.params.id, req.body))),
  );

  app.put<{ Params: AddressId; Body: Partial<AddressInput> }>(
    '/v3/members/:id/address/:addressId',
    { schema: schemas.updateSchema, preValidation: schemas.strictBodyTypes, config: { fieldCodes: schemas.addressCodes } },
    async (req) => ok(await addresses.update(req.params.id, req.params.addressId, req.body)),
  );

  app.delete<{ Params: AddressId }>('/v3/members/:id/address/:addressId', { schema: schemas.removeSchema, config: { fieldCodes: schemas.addressCodes } }, async (req) =>
    ok(await addresses.remove(req.params.id, req.params.addressId)),
  );

  app.get<{ Params: Id }>('/v3/members/:id/addresshistory', { schema: schemas.historySchema }, async (req) => ok({ addresses: await addresses.history(req.params.id) }));

  // Members only: a real provider charges per lookup.
  app.get<{ Querystring: { postcode: string } }>('/v3/members/addresslookup', { schema: schemas.lookupSchema, config: { auth: 'member', fieldCodes: schemas.lookupCodes } }, async (req) =>
    ok(await lookup.lookup(app.db, req.query.postcode)),
  );
}
