// /v3/members/:id/favouriteboxes and favouriteboxesids (spec §7 Members 'Favourites').
// Member-scoped by path, so member-auth owner-checks every route here.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { FavouritesService } from './service.js';
import * as schemas from './schemas.js';

type Id = { id: string };
const upper = (boxId: string) => boxId.toUpperCase();

export async function favouritesRoutes(app: FastifyInstance, { favourites }: { favourites: FavouritesService }) {
  // What a member keeps is personal: never stored by a browser or proxy cache.
  app.addHook('onRequest', async (_req, reply) => void reply.header('cache-control', 'no-store'));

  app.get<{ Params: Id }>('/v3/members/:id/favouriteboxes', { schema: schemas.listSchema }, async (req) => ok({ favouriteBoxes: await favourites.list(req.params.id) }));

  app.get<{ Params: Id }>('/v3/members/:id/favouriteboxesids', { schema: schemas.idsSchema }, async (req) => ok({ favouriteBoxIds: await favourites.ids(req.params.id) }));

  app.post<{ Params: Id; Body: { boxId: string } }>('/v3/members/:id/favouriteboxes', { schema: schemas.addSchema, config: { fieldCodes: schemas.boxCodes } }, async (req, reply) =>
    reply.code(201).send(ok({ favouriteBoxIds: await favourites.add(req.params.id, upper(req.body.boxId)) })),
  );

  app.delete<{ Params: Id; Querystring: { boxId: string } }>('/v3/members/:id/favouriteboxes', { schema: schemas.removeSchema, config: { fieldCodes: schemas.boxCodes } }, async (req) =>
    ok({ favouriteBoxIds: await favourites.remove(req.params.id, upper(req.query.boxId)) }),
  );
}
