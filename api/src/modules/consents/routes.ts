// /v3/members/:id/consents: the member's communication preferences and their history.
// Owner-checked by member-auth (the path has :id); answers carry personal data, so no-store.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import * as s from './schemas.js';
import type { ConsentChoice } from '@shop/shared/rules';
import type { ConsentService } from './service.js';

type Id = { id: string };

export async function consentRoutes(app: FastifyInstance, { consents }: { consents: ConsentService }) {
  app.get<{ Params: Id }>('/v3/members/:id/consents', { schema: s.getConsentsSchema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await consents.get(req.params.id));
  });

  app.put<{ Params: Id; Body: { consents: ConsentChoice[]; noticeVersion?: number; chosenAt?: string } }>(
    '/v3/members/:id/consents',
    { schema: s.updateConsentsSchema, config: { fieldCodes: s.updateConsentsCodes } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await consents.update(req.params.id, req.body.consents, req.body.noticeVersion, req.body.chosenAt));
    },
  );
}
