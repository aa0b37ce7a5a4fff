// The release registry (issue 21 'Registry'): history rows for every change, release roles,
// all-or-none releases behind the contract check, and instances in step within a second.
// PGlite by default; DATABASE_URL runs it on PostgreSQL (two instances, two connections).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { OPERATIONS_TARGET, RELEASE_CODES } from '@shop/shared/rules';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDb, type Db } from '../../db/db.js';
import { caller, contractBuilds, staffWith } from '../../testing/releases.js';
import { memberSession, startTestApp, type TestApp } from '../../testing/test-app.js';
import { parseDeployArgs, publish, runDeployCommand } from './cli.js';
import { buildContractCheck } from './contract.js';
import { REMOTE_NAMES, type DeployTarget } from './manifest.js';
import { createReleaseRegistry } from './registry.js';

const liveOf = async (app: FastifyInstance) => (await app.inject({ url: '/remotes-manifest.json' })).json() as { host: { version: string }; remotes: Record<string, { version: string; url: string }> };

describe('release registry', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let deployDir: string;
  let catalogueTeam: Awaited<ReturnType<typeof staffWith>>;
  let basketTeam: Awaited<ReturnType<typeof staffWith>>;
  let operations: Awaited<ReturnType<typeof staffWith>>;
  let bothTeams: Awaited<ReturnType<typeof staffWith>>;
  let cdn: Server;
  let cdnUrl: string;

  before(async () => {
    const work = mkdtempSync(join(tmpdir(), 'shop-registry-'));
    deployDir = join(work, 'deploy');
    const build = await contractBuilds(work);
    // What the build publishes and makes live before any API runs: its record in the deploy folder.
    publish(deployDir, 'host', build.host('h1'), 'h1');
    for (const r of REMOTE_NAMES) publish(deployDir, r, build.remote(r, 'v1'), 'v1');
    publish(deployDir, 'catalogue', build.remote('catalogue', 'v2'), 'v2', false);
    publish(deployDir, 'basket-checkout', build.remote('basket-checkout', 'v2'), 'v2', false);
    publish(deployDir, 'basket-checkout', build.remote('basket-checkout', 'broken', { dropExpose: true }), 'broken', false);
    // Another origin (a CDN) serving basket-checkout builds: the synthetic check loads them over HTTP.
    const cdnManifest = readFileSync(join(build.remote('basket-checkout', 'cdn'), 'mf-manifest.json'), 'utf8');
    cdn = createServer((req, res) => {
      if (req.url?.endsWith('/mf-manifest.json')) res.writeHead(200, { 'content-type': 'application/json' }).end(cdnManifest);
      else if (req.url?.endsWith('/remoteEntry.js')) res.writeHead(200, { 'content-type': 'text/javascript' }).end('/* entry */');
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
    cdnUrl = `http://127.0.0.1:${(cdn.address() as { port: number }).port}`;
    // The CDN is an allowed origin: the synthetic check fetches from it (and from no other).
    t = await startTestApp({ DEPLOY_DIR: deployDir, CATALOGUE_BOXES: '20', REMOTE_ORIGINS: cdnUrl });
    app = t.app;
    catalogueTeam = await staffWith(app, 'Cat Alogue', ['catalogue']);
    basketTeam = await staffWith(app, 'Bas Ket', ['basket-checkout']);
    operations = await staffWith(app, 'Ops Person', [OPERATIONS_TARGET]);
    bothTeams = await staffWith(app, 'Cross Team', ['catalogue', 'basket-checkout']);
  });
  after(async () => {
    await t.close();
    cdn.close();
  });

  it("starts from the build's record in the deploy folder, once, with who and how", async () => {
    const res = await operations.call('GET', '/v3/ops/releases?limit=100');
    assert.equal(res.status, 200);
    const { live, history, permissions } = res.body.response.data;
    assert.deepEqual(permissions, ['*']);
    assert.equal(live.host.version, 'h1');
    for (const r of REMOTE_NAMES) assert.equal(live.remotes[r].version, 'v1');
    assert.equal(history.length, 1 + REMOTE_NAMES.length);
    for (const h of history) {
      assert.equal(h.actor, 'build');
      assert.equal(h.how, 'command');
      assert.match(h.reason, /made live by the build/);
      assert.equal(h.previousVersion, null);
    }
    // A second look at the same file imports nothing again.
    await app.releases.current();
    assert.equal((await operations.call('GET', '/v3/ops/releases?limit=100')).body.response.data.history.length, history.length);
  });

  it('records who, when, why and how for every change, and serves it at once', async () => {
    const before = Date.now();
    const res = await catalogueTeam.call('POST', '/v3/ops/releases', { moves: [{ target: 'catalogue', version: 'v2' }], reason: '  New filters on the listing  ' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const [change] = res.body.response.data.changes;
    assert.deepEqual(
      { ...change, id: 0, releaseId: 0, at: 0 },
      {
        id: 0,
        releaseId: 0,
        at: 0,
        target: 'catalogue',
        version: 'v2',
        url: '/remotes/catalogue/v2/mf-manifest.json',
        previousVersion: 'v1',
        previousUrl: '/remotes/catalogue/v1/mf-manifest.json',
        actor: catalogueTeam.staffId,
        reason: 'New filters on the listing',
        how: 'api',
        kind: 'release',
        share: null,
      },
    );
    assert.ok(Date.parse(change.at) >= before - 1000);
    assert.equal((await liveOf(app)).remotes.catalogue!.version, 'v2');
    const page = await app.inject({ url: '/' });
    assert.match(page.body, /\/remotes\/catalogue\/v2\/remoteEntry\.js/);
    const history = (await catalogueTeam.call('GET', '/v3/ops/releases?target=catalogue')).body.response.data.history;
    assert.equal(history[0].id, change.id);
    assert.equal(history.length, 2);
  });

  it('requires a reason', async () => {
    for (const reason of ['', '   ']) {
      const res = await catalogueTeam.call('POST', '/v3/ops/releases', { moves: [{ target: 'catalogue', version: 'v1' }], reason });
      assert.equal(res.status, 400, reason);
    }
    assert.equal((await catalogueTeam.call('POST', '/v3/ops/releases', { moves: [{ target: 'catalogue', version: 'v1' }] })).status, 400);
    assert.equal((await catalogueTeam.call('POST', '/v3/ops/releases/rollback', { target: 'catalogue' })).status, 400);
  });

  it("refuses a team's release of another team's remote (403), and changes nothing", async () => {
    const stampBefore = app.releases.stamp();
    const res = await catalogueTeam.call('POST', '/v3/ops/releases', { moves: [{ target: 'basket-checkout', version: 'v2' }], reason: 'not mine' });
    assert.equal(res.status, 403);
    assert.equal(res.body.response.error.code, RELEASE_CODES.permission);
    // One target of several not held: the whole release is refused.
    const mixed = await catalogueTeam.call('POST', '/v3/ops/releases', {
      moves: [
        { target: 'catalogue', version: 'v1' },
        { target: 'basket-checkout', version: 'v2' },
      ],
      reason: 'half mine',
    });
    assert.equal(mixed.status, 403);
    assert.equal((await basketTeam.call('POST', '/v3/ops/releases/rollback', { target: 'catalogue', reason: 'not mine either' })).status, 403);
    // Operations roll back, but do not release, by '*' alone.
    assert.equal((await operations.call('POST', '/v3/ops/releases', { moves: [{ target: 'catalogue', version: 'v1' }], reason: 'ops release' })).status, 403);
    assert.equal(app.releases.stamp(), stampBefore);
    assert.equal((await liveOf(app)).remotes['basket-checkout']!.version, 'v1');
  });

  it('refuses staff without a release permission (403), members (403) and no token (401)', async () => {
    const plain = await staffWith(app, 'No Releases', []);
    for (const [method, url, payload] of [
      ['GET', '/v3/ops/releases', undefined],
      ['POST', '/v3/ops/releases', { moves: [{ target: 'catalogue', version: 'v1' }], reason: 'why not' }],
      ['POST', '/v3/ops/releases/rollback', { target: 'catalogue', reason: 'why not' }],
    ] as const) {
      const staff = await plain.call(method, url, payload);
      assert.equal(staff.status, 403, url);
      assert.equal(staff.body.response.error.code, RELEASE_CODES.permission);
      const member = await memberSession(app);
      const asMember = await caller(app, member.auth)(method, url, payload);
      assert.equal(asMember.status, 403, url);
      assert.equal(asMember.body.response.error.code, 'STAFF_ONLY');
      const anonymous = await caller(app)(method, url, payload);
      assert.equal(anonymous.status, 401, url);
      assert.equal(anonymous.body.response.error.code, 8);
    }
  });

  it('moves several remotes at once, and a release whose second remote breaks the contract changes neither', async () => {
    const live = await liveOf(app);
    const historyBefore = (await operations.call('GET', '/v3/ops/releases?limit=500')).body.response.data.history.length;
    const broken = await bothTeams.call('POST', '/v3/ops/releases', {
      moves: [
        { target: 'catalogue', version: 'v1' },
        { target: 'basket-checkout', version: 'broken' },
      ],
      reason: 'rename the basket event on both sides',
    });
    assert.equal(broken.status, 409);
    assert.equal(broken.body.response.error.code, RELEASE_CODES.contract);
    assert.match(broken.body.response.error.message, /basket-checkout: exposes/);
    assert.deepEqual(await liveOf(app), live);
    assert.equal((await operations.call('GET', '/v3/ops/releases?limit=500')).body.response.data.history.length, historyBefore);

    const both = await bothTeams.call('POST', '/v3/ops/releases', {
      moves: [
        { target: 'catalogue', version: 'v1' },
        { target: 'basket-checkout', version: 'v2' },
      ],
      reason: 'rename the basket event on both sides',
    });
    assert.equal(both.status, 201);
    const changes = both.body.response.data.changes;
    assert.deepEqual(
      changes.map((c: { target: string; version: string }) => `${c.target}:${c.version}`),
      ['catalogue:v1', 'basket-checkout:v2'],
    );
    assert.equal(changes[0].releaseId, changes[1].releaseId);
    const now = await liveOf(app);
    assert.equal(now.remotes.catalogue!.version, 'v1');
    assert.equal(now.remotes['basket-checkout']!.version, 'v2');
  });

  it('refuses a version never published, and a target twice', async () => {
    const missing = await catalogueTeam.call('POST', '/v3/ops/releases', { moves: [{ target: 'catalogue', version: 'v9' }], reason: 'typo' });
    assert.equal(missing.status, 422);
    assert.equal(missing.body.response.error.code, RELEASE_CODES.notPublished);
    const twice = await catalogueTeam.call('POST', '/v3/ops/releases', {
      moves: [
        { target: 'catalogue', version: 'v1' },
        { target: 'catalogue', version: 'v2' },
      ],
      reason: 'twice',
    });
    assert.equal(twice.status, 400);
    assert.equal(twice.body.response.error.code, RELEASE_CODES.duplicateTarget);
  });

  it('points a remote at another address (its contract not checked here: built and checked where it lives; the synthetic check loads it)', async () => {
    const res = await basketTeam.call(
      'POST',
      '/v3/ops/releases',
      { moves: [{ target: 'basket-checkout', version: 'cdn-7', url: `${cdnUrl}/basket/7/mf-manifest.json` }], reason: 'from the CDN' },
      { 'x-shop-client': 'deploy-cli' },
    );
    assert.equal(res.status, 201);
    assert.equal(res.body.response.data.changes[0].how, 'command');
    assert.equal((await liveOf(app)).remotes['basket-checkout']!.url, `${cdnUrl}/basket/7/mf-manifest.json`);
  });

  it('rolls back one step: the team its own remote, operations any', async () => {
    const own = await basketTeam.call('POST', '/v3/ops/releases/rollback', { target: 'basket-checkout', reason: 'the CDN copy fails' });
    assert.equal(own.status, 201);
    assert.deepEqual((await liveOf(app)).remotes['basket-checkout'], { version: 'v2', url: '/remotes/basket-checkout/v2/mf-manifest.json' });
    const ops = await operations.call('POST', '/v3/ops/releases/rollback', { target: 'catalogue', reason: 'listing errors since the release' });
    assert.equal(ops.status, 201);
    assert.equal(ops.body.response.data.changes[0].actor, operations.staffId);
    assert.equal((await liveOf(app)).remotes.catalogue!.version, 'v2');
    // The host was never moved after the build's first record: nothing to roll back to.
    const host = await operations.call('POST', '/v3/ops/releases/rollback', { target: 'host', reason: 'nothing before' });
    assert.equal(host.status, 409);
    assert.equal(host.body.response.error.code, RELEASE_CODES.nothingToRollBack);
  });

  it('keeps the history append-only: no row is changed or removed', async () => {
    await assert.rejects(t.db.query(`UPDATE release_history SET reason = 'rewritten'`), /append-only/);
    await assert.rejects(t.db.query('DELETE FROM release_history'), /append-only/);
    const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM release_history WHERE reason = 'rewritten'`);
    assert.equal(row!.n, 0);
  });

  it('follows a new build recorded in the deploy folder, as the build (how command)', async () => {
    const build = await contractBuilds(mkdtempSync(join(tmpdir(), 'shop-registry-more-')));
    publish(deployDir, 'unlock', build.remote('unlock', 'v3'), 'v3');
    assert.equal((await liveOf(app)).remotes.unlock!.version, 'v3');
    const [last] = (await operations.call('GET', '/v3/ops/releases?target=unlock')).body.response.data.history;
    assert.deepEqual([last.actor, last.how, last.previousVersion, last.version], ['build', 'command', 'v1', 'v3']);
  });

  it('serves a change within a second on an instance that lost its listening connection (it polls the stamp)', async () => {
    const deaf: Db = { ...t.db, listen: async () => Promise.reject(new Error('no listening connection')) };
    const other = createReleaseRegistry({ db: deaf, deployDir, checkContract: buildContractCheck, pollMs: 200 });
    await other.start();
    try {
      const target = (await other.current()).remotes.catalogue!.version === 'v1' ? 'v2' : 'v1';
      const res = await catalogueTeam.call('POST', '/v3/ops/releases', { moves: [{ target: 'catalogue', version: target }], reason: 'polling check' });
      assert.equal(res.status, 201);
      const started = Date.now();
      while ((await other.current()).remotes.catalogue!.version !== target) {
        assert.ok(Date.now() - started < 1000, 'not in step within 1 s');
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      other.close();
    }
  });

  it('serves the same version on two API instances on one database within a second of a change', async () => {
    const [{ schema }] = (await t.db.query<{ schema: string }>('SELECT current_schema() AS schema')) as [{ schema: string }];
    // PostgreSQL: a second instance with its own connections. PGlite cannot be shared between
    // processes: the second app shares the connection, and still learns of changes only by notification.
    const secondDb = process.env.DATABASE_URL ? await openDb({ url: process.env.DATABASE_URL, schema }) : t.db;
    const second = await buildApp({ ...loadConfig({ SHOP_MODE: 'development', PGLITE_DIR: ':memory:', AUTH_JWT_SECRET: 'test-secret-0123456789abcdef0123456789' }), deployDir }, { db: secondDb, logger: false });
    await second.ready();
    try {
      for (const version of ['v1', 'v2', 'v1']) {
        const res = await catalogueTeam.call('POST', '/v3/ops/releases', { moves: [{ target: 'catalogue' as DeployTarget, version }], reason: `two instances: ${version}` });
        assert.equal(res.status, 201);
        const started = Date.now();
        // The stamp too: a release of the version already live is a change (and a history row) all the same.
        while ((await liveOf(second)).remotes.catalogue!.version !== version || second.releases.stamp() !== app.releases.stamp()) {
          assert.ok(Date.now() - started < 1000, `the second instance did not serve ${version} within 1 s`);
          await new Promise((r) => setTimeout(r, 20));
        }
        assert.deepEqual(await liveOf(second), await liveOf(app));
      }
    } finally {
      await second.close();
      if (secondDb !== t.db) await secondDb.close();
    }
  });

  it('the deploy commands sign in like any client, need --reason, and release through the API', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const env = { DEPLOY_DIR: deployDir, SHOP_API_URL: `http://127.0.0.1:${address.port}`, SHOP_STAFF_EMAIL: bothTeams.email, SHOP_STAFF_PASSWORD: bothTeams.password };
    const lines: string[] = [];
    const run = (...argv: string[]) => runDeployCommand(argv, env, (l) => lines.push(l));
    await assert.rejects(run('point', 'catalogue', 'v1'), /--reason/);
    await assert.rejects(run('rollback', 'catalogue', '--reason', ' '), /--reason/);
    const from = (await liveOf(app)).remotes.catalogue!.version;
    const to = from === 'v1' ? 'v2' : 'v1';
    await run('point', 'catalogue', to, 'basket-checkout', 'cdn-8', '--url', `${cdnUrl}/b/8/mf-manifest.json`, '--reason', 'both at once from the CLI');
    assert.match(
      lines.join('\n'),
      new RegExp(`catalogue ${from} -> ${to}  \\(release (\\d+)\\)\\nbasket-checkout v2 -> cdn-8 \\(${cdnUrl.replace(/\./g, '\\.')}/b/8/mf-manifest.json\\)  \\(release \\1\\)\\nsynthetic check passed: `),
    );
    const [last] = await app.releases.history({ target: 'catalogue', limit: 1 });
    assert.deepEqual([last!.actor, last!.how, last!.reason], [bothTeams.staffId, 'command', 'both at once from the CLI']);
    await run('rollback', 'basket-checkout', '--reason', 'the CDN copy is not ready');
    assert.equal((await liveOf(app)).remotes['basket-checkout']!.version, 'v2');
    // A team's account is refused another team's remote by the API, and the command says so.
    await assert.rejects(run('rollback', 'unlock', '--reason', 'not ours'), /403 R001/);
    lines.length = 0;
    await run('status', '--target', 'basket-checkout');
    assert.match(lines[0]!, /^basket-checkout +live: v2 \/remotes\/basket-checkout\/v2\/mf-manifest.json/);
    assert.match(lines.join('\n'), /the CDN copy is not ready/);
    assert.throws(() => parseDeployArgs(['--url', 'x']), /--url follows/);
  });
});
