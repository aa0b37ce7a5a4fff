// /v3/feedback/validatecode and /v3/feedback/store (spec §7 'Contact, feedback, franchise').
// Public (the code is the key); an order's facts are personal, so every answer is no-store, and
// a code is only ever read from the query or body, never logged as part of a path.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { SpamGuard } from '../../http/spam-guard.js';
import * as schemas from './schemas.js';
import type { FeedbackInput, FeedbackService } from './service.js';

export async function feedbackRoutes(app: FastifyInstance, { feedback, spam }: { feedback: FeedbackService; spam: SpamGuard }) {
  app.addHook('onRequest', async (_req, reply) => void reply.header('cache-control', 'no-store'));

  app.get<{ Querystring: { code: string } }>('/v3/feedback/validatecode', { schema: schemas.validateCodeSchema, config: { fieldCodes: schemas.validateCodeCodes } }, async (req) =>
    ok(await feedback.validate(req.query.code)),
  );

  app.post<{ Body: FeedbackInput & { website?: string } }>('/v3/feedback/store', { schema: schemas.storeSchema, config: { fieldCodes: schemas.storeCodes } }, async (req, reply) => {
    await spam.check(req, 'feedback', req.body.website);
    return reply.code(201).send(ok(await feedback.store(req.body)));
  });
}
