// The release registry's API (issue 21 'Registry'): staff only (member-auth's staff guard: no
// token 401, a member's 403 STAFF_ONLY), then the account's release permissions (permissions.ts,
// 403 R001). The deploy commands (npm run deploy:*) call these as any client does.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/db.js';
import { ok } from '../../http/envelope.js';
import { requireStaff } from '../auth/member-auth.js';
import type { DeployTarget } from './manifest.js';
import { assertMay, releasePermissionsOf } from './permissions.js';
import { buildContractCheck } from './contract.js';
import { createReleaseRegistry, type ReleaseMove, type ReleaseRegistry } from './registry.js';
import * as schemas from './release-schemas.js';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const staffOnly = { staffOnly: true } as const;
/** The deploy commands say so (how 'command' in the history); any other client is how 'api'. */
export const RELEASE_CLIENT_HEADER = 'x-shop-client';
const howOf = (req: FastifyRequest) => (req.headers[RELEASE_CLIENT_HEADER] === 'deploy-cli' ? ('command' as const) : ('api' as const));

/** The instance's registry: started (listening, the build's record imported), closed with the app. */
export async function startReleaseRegistry(app: FastifyInstance, { db, deployDir }: { db: Db; deployDir: string }) {
  const releases = createReleaseRegistry({ db, deployDir, checkContract: buildContractCheck, logFailure: (err, what) => app.log.error({ err }, what) });
  await releases.start();
  app.addHook('onClose', async () => releases.close());
  app.decorate('releases', releases);
  return releases;
}

export async function releaseRoutes(app: FastifyInstance, { releases }: { releases: ReleaseRegistry }) {
  const live = async () => ({ ...(await releases.current()), stamp: releases.stamp() });

  app.get<{ Querystring: { target?: DeployTarget; limit: number } }>('/v3/ops/releases', { schema: schemas.listSchema, config: staffOnly }, async (req, reply) => {
    const held = await releasePermissionsOf(app.db, requireStaff(req).staffId);
    assertMay(held, 'read');
    noStore(reply);
    return ok({ live: await live(), permissions: held, history: await releases.history({ target: req.query.target, limit: req.query.limit }) });
  });

  app.post<{ Body: { moves: ReleaseMove[]; reason: string } }>('/v3/ops/releases', { schema: schemas.releaseSchema, config: staffOnly }, async (req, reply) => {
    const { staffId } = requireStaff(req);
    assertMay(await releasePermissionsOf(app.db, staffId), 'release', req.body.moves.map((m) => m.target));
    const done = await releases.release(req.body.moves, { actor: staffId, how: howOf(req), reason: req.body.reason.trim() });
    noStore(reply);
    return reply.code(201).send(ok({ ...done, live: await live() }));
  });

  app.post<{ Body: { target: DeployTarget; reason: string } }>('/v3/ops/releases/rollback', { schema: schemas.rollbackSchema, config: staffOnly }, async (req, reply) => {
    const { staffId } = requireStaff(req);
    assertMay(await releasePermissionsOf(app.db, staffId), 'rollback', [req.body.target]);
    const done = await releases.rollback(req.body.target, { actor: staffId, how: howOf(req), reason: req.body.reason.trim() });
    noStore(reply);
    return reply.code(201).send(ok({ ...done, live: await live() }));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The release registry: what is live, its history, releases and rollbacks (tests release through it too). */
    releases: ReleaseRegistry;
  }
}
