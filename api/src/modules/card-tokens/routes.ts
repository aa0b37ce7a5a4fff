// /v3/members/{id}/cardtokens (spec §7 Members 'Card tokens': GET, DELETE). Owner-checked by
// member-auth (another member's id: 403, 1002; no, expired or bad access token: 8, 6, 7); every
// answer carries Cache-Control: no-store.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import * as schemas from './schemas.js';
import { cardTokenErrors, type CardTokenService } from './service.js';

type Id = { id: string };
type Naming = { cardTokenId?: string };

export async function cardTokenRoutes(app: FastifyInstance, { cardTokens }: { cardTokens: CardTokenService }) {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const path = '/v3/members/:id/cardtokens';

  app.get<{ Params: Id }>(path, { schema: schemas.listSchema }, async (req) => ok({ cardTokens: await cardTokens.list(req.params.id) }));

  // §7 has no id in the path: the card is named in the query or the body (1656 when neither does).
  app.delete<{ Params: Id; Querystring: Naming; Body: Naming | null }>(path, { schema: schemas.deleteSchema, config: { fieldCodes: schemas.cardTokenCodes } }, async (req) => {
    const cardTokenId = req.query.cardTokenId ?? req.body?.cardTokenId;
    if (!cardTokenId) throw cardTokenErrors.missing();
    await cardTokens.remove(req.params.id, cardTokenId);
    return ok({ deleted: true });
  });
}
