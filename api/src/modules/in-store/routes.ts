// /v3/members/{id}/instoredetail (spec §7 'In-store detail': GET, POST, PUT) and the ID checks
// staff recorded in store: GET members/{id}/idproofs (§7 has no list call; the proofs also come
// with nothing else) and DELETE members/{id}/idproof/{idproofPrimaryId}. Owner-checked by
// member-auth; every answer carries Cache-Control: no-store.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { IdProofService } from './id-proofs.js';
import * as schemas from './schemas.js';
import type { InStoreInput, InStoreService } from './service.js';

type Id = { id: string };

export async function inStoreRoutes(app: FastifyInstance, { inStore, idProofs }: { inStore: InStoreService; idProofs: IdProofService }) {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const path = '/v3/members/:id/instoredetail';
  const config = { fieldCodes: schemas.inStoreCodes };

  app.get<{ Params: Id }>(path, { schema: schemas.getInStoreSchema }, async (req) => ok({ inStoreDetail: await inStore.get(req.params.id) }));
  app.post<{ Params: Id; Body: InStoreInput }>(path, { schema: schemas.addInStoreSchema, config }, async (req, reply) => reply.code(201).send(ok({ inStoreDetail: await inStore.add(req.params.id, req.body) })));
  app.put<{ Params: Id; Body: InStoreInput }>(path, { schema: schemas.changeInStoreSchema, config }, async (req) => ok({ inStoreDetail: await inStore.change(req.params.id, req.body) }));

  app.get<{ Params: Id }>('/v3/members/:id/idproofs', { schema: schemas.listIdProofsSchema }, async (req) => ok({ idProofs: await idProofs.list(req.params.id) }));
  app.delete<{ Params: Id & { idproofPrimaryId: string } }>('/v3/members/:id/idproof/:idproofPrimaryId', { schema: schemas.deleteIdProofSchema }, async (req) => {
    await idProofs.remove(req.params.id, req.params.idproofPrimaryId);
    return ok({ deleted: true });
  });
}
