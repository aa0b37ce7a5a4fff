// The release registry's API (issue 21 'Registry'): staff only (member-auth's staff guard: no
// token 401, a member's 403 STAFF_ONLY), then the account's release permissions (permissions.ts,
// 403 R001). The deploy commands (npm run deploy:*) call these as any client does.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/db.js';
import { ok } from '../../http/envelope.js';
import { requireStaff } from '../auth/member-auth.js';
import type { DeployTarget, RemoteName } from './manifest.js';
import { assertMay, releasePermissionsOf } from './permissions.js';
import { buildContractCheck } from './contract.js';
import { createReleaseRegistry, type ReleaseMove, type ReleaseRegistry } from './registry.js';
import { createCanaryOps, type CanaryOps } from './canaries.js';
import { createCanaryWatch, type CanaryThresholds, type CanaryWatch } from './canary-watch.js';
import * as schemas from './release-schemas.js';
import { inProcessCall } from './first-view.js';
import { checkRemoteBuild, createReleaseChecks, type ReleaseChecks } from './synthetic-check.js';

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

/** Canary steps and the automatic rollback's watch (every instance judges; one acts), stopped with the app. */
export function startCanaries(app: FastifyInstance, o: { db: Db; releases: ReleaseRegistry; deployDir: string; thresholds: CanaryThresholds }) {
  const canaries = createCanaryOps({ registry: o.releases, deployDir: o.deployDir });
  const watch = createCanaryWatch({
    db: o.db,
    releases: o.releases,
    canaries,
    thresholds: o.thresholds,
    log: (err, what) => app.log.error({ err }, what),
    onRollback: (step) => app.log.warn({ change: step.changes[0] }, 'canary rolled back automatically'),
  });
  watch.start();
  app.addHook('onClose', async () => watch.close());
  app.decorate('canaries', canaries);
  app.decorate('canaryWatch', watch);
  return { canaries, watch };
}

/** The synthetic check after every change (synthetic-check.ts), run by this instance before it answers. */
export function startReleaseChecks(app: FastifyInstance, o: { releases: ReleaseRegistry; canaries: CanaryOps; deployDir: string; origin: string; allowedOrigins: readonly string[]; timeoutMs: number }) {
  const call = inProcessCall(app);
  const checks = createReleaseChecks({
    releases: o.releases,
    canaries: o.canaries,
    check: async (remote, version, url) => {
      const result = await checkRemoteBuild({ deployDir: o.deployDir, origin: o.origin, allowedOrigins: o.allowedOrigins, call, timeoutMs: o.timeoutMs }, remote, version, url);
      if (!result.ok) app.log.warn({ remote, version, url, detail: result.detail }, 'synthetic check failed');
      return result;
    },
    log: (err, what) => app.log.error({ err }, what),
  });
  app.decorate('releaseChecks', checks);
  return checks;
}

export async function releaseRoutes(app: FastifyInstance, { releases, canaries, watch, checks }: { releases: ReleaseRegistry; canaries: CanaryOps; watch: CanaryWatch; checks: ReleaseChecks }) {
  const live = async () => ({ ...(await releases.current()), stamp: releases.stamp() });

  app.get<{ Querystring: { target?: DeployTarget; limit: number } }>('/v3/ops/releases', { schema: schemas.listSchema, config: staffOnly }, async (req, reply) => {
    const held = await releasePermissionsOf(app.db, requireStaff(req).staffId);
    assertMay(held, 'read');
    noStore(reply);
    const running = await Promise.all(releases.canaries().map(async (c) => ({ ...c, figures: await watch.figures(c) })));
    return ok({ live: await live(), canaries: running, permissions: held, history: await releases.history({ target: req.query.target, limit: req.query.limit }) });
  });

  app.post<{ Body: { moves: ReleaseMove[]; reason: string } }>('/v3/ops/releases', { schema: schemas.releaseSchema, config: staffOnly }, async (req, reply) => {
    const { staffId } = requireStaff(req);
    assertMay(
      await releasePermissionsOf(app.db, staffId),
      'release',
      req.body.moves.map((m) => m.target),
    );
    const done = await releases.release(req.body.moves, { actor: staffId, how: howOf(req), reason: req.body.reason.trim() });
    // Committed; the check (and its undo, its own change) before the answer.
    const check = await checks.afterRelease(done);
    noStore(reply);
    return reply.code(201).send(ok({ ...done, check, live: await live() }));
  });

  app.post<{ Body: { target: DeployTarget; reason: string } }>('/v3/ops/releases/rollback', { schema: schemas.rollbackSchema, config: staffOnly }, async (req, reply) => {
    const { staffId } = requireStaff(req);
    assertMay(await releasePermissionsOf(app.db, staffId), 'rollback', [req.body.target]);
    const done = await releases.rollback(req.body.target, { actor: staffId, how: howOf(req), reason: req.body.reason.trim() });
    const check = await checks.afterRollback(done);
    noStore(reply);
    return reply.code(201).send(ok({ ...done, check, live: await live() }));
  });

  // Canary releases (canaries.ts): start, share and promote need the remote's release permission;
  // pause and abort, like a rollback, also operations' ('*').
  type CanaryBody = { target: RemoteName; reason: string; version?: string; url?: string; share?: number };
  const canaryRoute = (path: string, schema: object, action: 'release' | 'rollback', run: (body: CanaryBody, by: Parameters<CanaryOps['abort']>[1]) => ReturnType<CanaryOps['abort']>) =>
    app.post<{ Body: CanaryBody }>(path, { schema, config: staffOnly }, async (req, reply) => {
      const { staffId } = requireStaff(req);
      assertMay(await releasePermissionsOf(app.db, staffId), action, [req.body.target]);
      const done = await run(req.body, { actor: staffId, how: howOf(req), reason: req.body.reason.trim() });
      // A start or a promote moves visitors to another version: checked (and undone on failure) before the answer.
      const check = await checks.afterCanary(done);
      noStore(reply);
      const canary = check?.rolledBack ? null : done.canary;
      return reply.code(201).send(ok({ ...done, canary, ...(check ? { check } : {}), live: await live() }));
    });
  canaryRoute('/v3/ops/releases/canary', schemas.canaryStartSchema, 'release', (b, by) => canaries.start({ target: b.target, version: b.version!, url: b.url, share: b.share! }, by));
  canaryRoute('/v3/ops/releases/canary/share', schemas.canaryShareSchema, 'release', (b, by) => canaries.share(b.target, b.share!, by));
  canaryRoute('/v3/ops/releases/canary/promote', schemas.canaryPromoteSchema, 'release', (b, by) => canaries.promote(b.target, by));
  canaryRoute('/v3/ops/releases/canary/pause', schemas.canaryPauseSchema, 'rollback', (b, by) => canaries.pause(b.target, by));
  canaryRoute('/v3/ops/releases/canary/abort', schemas.canaryAbortSchema, 'rollback', (b, by) => canaries.abort(b.target, by));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The release registry: what is live, its history, releases and rollbacks (tests release through it too). */
    releases: ReleaseRegistry;
    /** Canary steps (tests start and end canaries through it too). */
    canaries: CanaryOps;
    /** The synthetic check after every change (synthetic-check.ts). */
    releaseChecks: ReleaseChecks;
    /** The automatic rollback's judge (tests run a check at once). */
    canaryWatch: CanaryWatch;
  }
}
