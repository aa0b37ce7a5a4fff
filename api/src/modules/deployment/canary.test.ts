// Canary releases and automatic rollback (issue 21): sticky, forward-only cohorts; the boot page,
// its first view and /remotes-manifest.json agree per cohort; beacons counted; the automatic
// rollback only past the threshold with enough samples, with the figures in the history, by one
// actor; the canary routes' permissions. PGlite by default; DATABASE_URL runs it on PostgreSQL.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { BEACON_TOKEN_MINUTES, CANARY_CODES, COHORT_COOKIE, OPERATIONS_TARGET, RELEASE_CODES } from '@shop/shared/rules';
import { caller, contractBuilds, staffWith } from '../../testing/releases.js';
import { memberSession, startTestApp, type TestApp } from '../../testing/test-app.js';
import { countBeacon, createBeaconTokens } from './beacons.js';
import { judge, type CanaryThresholds } from './canary-watch.js';
import { bucketOf, manifestForCohort, type Canary } from './cohorts.js';
import { runDeployCommand, publish } from './cli.js';
import { REMOTE_NAMES, type RemoteName } from './manifest.js';

const bootOf = (html: string) => JSON.parse(/<script id="shop-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);

const THRESHOLDS: CanaryThresholds = { windowMinutes: 5, minVisits: 20, marginPoints: 5, ratio: 2, checkMs: 0 };

/** A visitor: their cohort cookie, once the shop has set it. */
class Visitor {
  cookie = '';
  constructor(private app: FastifyInstance) {}
  private remember(res: { headers: Record<string, unknown> }) {
    const set = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
    const mine = set.find((c) => c.startsWith(`${COHORT_COOKIE}=`));
    if (mine) this.cookie = mine.split(';')[0]!;
  }
  async manifest() {
    const res = await this.app.inject({ url: '/remotes-manifest.json', headers: this.cookie ? { cookie: this.cookie } : {} });
    this.remember(res);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    return res.json() as { remotes: Record<string, { version: string; url: string }> };
  }
  async page(url = '/') {
    const res = await this.app.inject({ url, headers: this.cookie ? { cookie: this.cookie } : {} });
    this.remember(res);
    return res;
  }
  version = async (remote: RemoteName = 'catalogue') => (await this.manifest()).remotes[remote]!.version;
}

describe('canary releases', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let team: Awaited<ReturnType<typeof staffWith>>;
  let otherTeam: Awaited<ReturnType<typeof staffWith>>;
  let operations: Awaited<ReturnType<typeof staffWith>>;
  let allTeams: Awaited<ReturnType<typeof staffWith>>;
  let deployDir: string;

  before(async () => {
    const work = mkdtempSync(join(tmpdir(), 'shop-canary-'));
    deployDir = join(work, 'deploy');
    const build = await contractBuilds(work);
    publish(deployDir, 'host', build.host('h1'), 'h1');
    for (const r of REMOTE_NAMES) {
      for (const v of ['v1', 'v2']) {
        const dir = build.remote(r, v);
        // A prerender bundle that names its build: the first view shows which version painted it.
        mkdirSync(join(dir, 'server'), { recursive: true });
        writeFileSync(join(dir, 'server', 'prerender.js'), `exports.prerender = async () => ({ html: '<p>${r} ${v}</p>', payload: { paintedBy: '${r}@${v}' } });`);
        publish(deployDir, r, dir, v, v === 'v1');
      }
    }
    t = await startTestApp({ DEPLOY_DIR: deployDir, CATALOGUE_BOXES: '20', CANARY_CHECK_MS: '0', BEACON_RATE_LIMIT: '400' });
    app = t.app;
    team = await staffWith(app, 'Cat Team', ['catalogue']);
    otherTeam = await staffWith(app, 'Basket Team', ['basket-checkout']);
    operations = await staffWith(app, 'Ops', [OPERATIONS_TARGET]);
    allTeams = await staffWith(app, 'Everyone', [...REMOTE_NAMES]);
  });
  after(() => t.close());

  it('hashes a cohort to 0-99 per canary: the share splits visitors, sticky, and a bigger share keeps everyone', () => {
    const ids = Array.from({ length: 4000 }, (_, i) => `visitor-${i}-0123456789abcdef`);
    const canary = (share: number, canaryId = 7): Canary => ({
      target: 'catalogue',
      canaryId,
      version: 'v2',
      url: '/remotes/catalogue/v2/mf-manifest.json',
      share,
      startedBy: 'x',
      reason: 'x',
      startedAt: new Date().toISOString(),
    });
    const stable = { host: { version: 'h1' }, remotes: { catalogue: { version: 'v1', url: '/remotes/catalogue/v1/mf-manifest.json' } } };
    const on = (share: number, canaryId?: number) => new Set(ids.filter((id) => manifestForCohort(stable, [canary(share, canaryId)], id).remotes.catalogue!.version === 'v2'));
    const at10 = on(10);
    const at50 = on(50);
    assert.ok(at10.size > 4000 * 0.08 && at10.size < 4000 * 0.12, `10%: ${at10.size}`);
    assert.ok(at50.size > 4000 * 0.46 && at50.size < 4000 * 0.54, `50%: ${at50.size}`);
    for (const id of at10) assert.ok(at50.has(id), 'raising the share keeps everyone it had');
    assert.equal(on(100).size, 4000);
    assert.equal(on(0).size, 0);
    assert.deepEqual(on(10), at10, 'sticky');
    // Another canary picks other visitors (its id is in the hash).
    const other = on(10, 8);
    assert.ok([...other].filter((id) => at10.has(id)).length < other.size * 0.3);
    assert.equal(bucketOf('same-visitor-0123456', { target: 'catalogue', canaryId: 7 }), bucketOf('same-visitor-0123456', { target: 'catalogue', canaryId: 7 }));
    // No cohort (no cookie yet): the stable versions.
    assert.equal(manifestForCohort(stable, [canary(100)], null).remotes.catalogue!.version, 'v1');
  });

  it('sets a random cohort cookie (no personal data) on the page load and serves it the same versions everywhere', async () => {
    const v = new Visitor(app);
    const page = await v.page('/');
    assert.match(v.cookie, new RegExp(`^${COHORT_COOKIE}=[A-Za-z0-9_-]{22}$`));
    assert.match(String(page.headers['set-cookie']), /Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/);
    assert.equal(page.headers['cache-control'], 'private, no-cache');
    assert.match(String(page.headers.vary), /Cookie/i);
    // Kept: no second cohort cookie on the next load.
    assert.equal(
      ([] as string[]).concat((await v.page('/')).headers['set-cookie'] ?? []).find((c) => c.startsWith(`${COHORT_COOKIE}=`)),
      undefined,
    );
    const other = new Visitor(app);
    await other.page('/');
    assert.notEqual(other.cookie, v.cookie);
  });

  it('splits fresh visitors by the share, keeps each on their version over loads, and only moves them forward', async () => {
    const start = await team.call('POST', '/v3/ops/releases/canary', { target: 'catalogue', version: 'v2', share: 10, reason: 'new filters to 10% first' });
    assert.equal(start.status, 201, JSON.stringify(start.body));
    const { canary, changes } = start.body.response.data;
    assert.deepEqual([canary.version, canary.share, canary.startedBy], ['v2', 10, team.staffId]);
    assert.deepEqual([changes[0].kind, changes[0].share, changes[0].version, changes[0].previousVersion, changes[0].how], ['canary-start', 10, 'v2', 'v1', 'api']);
    // Live for everyone is unchanged: the canary is beside it.
    assert.equal(start.body.response.data.live.remotes.catalogue.version, 'v1');

    const visitors = Array.from({ length: 200 }, () => new Visitor(app));
    const at10 = new Map<Visitor, string>();
    for (const v of visitors) at10.set(v, await v.version());
    const canaryAt10 = visitors.filter((v) => at10.get(v) === 'v2');
    assert.ok(canaryAt10.length >= 6 && canaryAt10.length <= 40, `10% of 200: ${canaryAt10.length}`);
    // Sticky: the same version on every load, the other remotes untouched.
    for (const v of visitors.slice(0, 40)) {
      for (let i = 0; i < 2; i++) assert.equal(await v.version(), at10.get(v));
      assert.equal(await v.version('basket-checkout'), 'v1');
    }

    const raised = await team.call('POST', '/v3/ops/releases/canary/share', { target: 'catalogue', share: 50, reason: 'quiet at 10%' });
    assert.equal(raised.status, 201);
    assert.equal(raised.body.response.data.changes[0].kind, 'canary-share');
    let onCanary = 0;
    for (const v of visitors) {
      const now = await v.version();
      if (at10.get(v) === 'v2') assert.equal(now, 'v2', 'a visitor who had the canary keeps it as the share grows');
      if (now === 'v2') onCanary++;
    }
    assert.ok(onCanary >= 70 && onCanary <= 130, `50% of 200: ${onCanary}`);
    // The same version started again is a new share, with the same cohorts.
    const again = await team.call('POST', '/v3/ops/releases/canary', { target: 'catalogue', version: 'v2', share: 60, reason: 'a little more' });
    assert.equal(again.status, 201);
    assert.equal(again.body.response.data.canary.canaryId, canary.canaryId);
    for (const v of canaryAt10) assert.equal(await v.version(), 'v2');
  });

  it('paints the first view and the boot page with the version the cohort is served', async () => {
    const seen = { v1: 0, v2: 0 };
    for (let i = 0; i < 24; i++) {
      const v = new Visitor(app);
      const page = await v.page('/');
      const version = await v.version();
      seen[version as 'v1' | 'v2']++;
      const boot = JSON.parse(/<script id="shop-boot" type="application\/json">(.*?)<\/script>/.exec(page.body)![1]!);
      assert.equal(boot.remotes.catalogue.version, version);
      assert.equal(boot.remotes.catalogue.entry, `/remotes/catalogue/${version}/remoteEntry.js`);
      const payload = /<script id="shop-payload"[^>]*>(.*?)<\/script>/.exec(page.body);
      assert.ok(payload, 'the first view is in the page');
      assert.equal(JSON.parse(payload[1]!).paintedBy, `catalogue@${version}`);
      // The remotes whose mounts are beaconed: those with a canary running.
      assert.deepEqual(boot.measure, ['catalogue']);
    }
    assert.ok(seen.v1 > 0 && seen.v2 > 0, JSON.stringify(seen));
  });

  it('pauses (share 0, kept with its figures), refuses a second version, and promotes to everyone', async () => {
    const v = new Visitor(app);
    while ((await v.version()) !== 'v2') v.cookie = '';
    const paused = await operations.call('POST', '/v3/ops/releases/canary/pause', { target: 'catalogue', reason: 'checking a report' });
    assert.equal(paused.status, 201);
    assert.equal(await v.version(), 'v1');
    const listed = (await team.call('GET', '/v3/ops/releases')).body.response.data;
    assert.deepEqual(
      listed.canaries.map((c: Canary) => [c.target, c.share]),
      [['catalogue', 0]],
    );
    assert.ok('figures' in listed.canaries[0]);
    const resumed = await team.call('POST', '/v3/ops/releases/canary/share', { target: 'catalogue', share: 60, reason: 'report was noise' });
    assert.equal(resumed.status, 201);
    assert.equal(await v.version(), 'v2', 'the same cohorts again');

    const live = await team.call('POST', '/v3/ops/releases/canary', { target: 'catalogue', version: 'v1', share: 5, reason: 'that is live' });
    assert.equal(live.body.response.error.code, CANARY_CODES.canaryIsLive);
    const promoted = await team.call('POST', '/v3/ops/releases/canary/promote', { target: 'catalogue', reason: 'good figures at 60%' });
    assert.equal(promoted.status, 201);
    assert.deepEqual([promoted.body.response.data.changes[0].kind, promoted.body.response.data.live.remotes.catalogue.version, promoted.body.response.data.canary], ['canary-promote', 'v2', null]);
    const fresh = new Visitor(app);
    assert.equal(await fresh.version(), 'v2');
    assert.equal((await team.call('POST', '/v3/ops/releases/canary/abort', { target: 'catalogue', reason: 'none left' })).body.response.error.code, CANARY_CODES.noCanary);
    // A rollback steps back over the promote (the canary steps in between moved nothing).
    const back = await team.call('POST', '/v3/ops/releases/rollback', { target: 'catalogue', reason: 'back to v1' });
    assert.equal(back.status, 201);
    assert.equal(back.body.response.data.changes[0].version, 'v1');
  });

  it('ends a canary when its remote is released or rolled back (that says what everyone gets)', async () => {
    assert.equal((await allTeams.call('POST', '/v3/ops/releases/canary', { target: 'unlock', version: 'v2', share: 20, reason: 'try' })).status, 201);
    const other = await allTeams.call('POST', '/v3/ops/releases/canary', { target: 'unlock', version: 'v1', share: 20, reason: 'try' });
    assert.equal(other.body.response.error.code, CANARY_CODES.canaryIsLive);
    const released = await allTeams.call('POST', '/v3/ops/releases', { moves: [{ target: 'unlock', version: 'v2' }], reason: 'straight to everyone' });
    assert.equal(released.status, 201);
    assert.equal(
      app.releases.canaries().some((c) => c.target === 'unlock'),
      false,
    );
    const [ended] = await app.releases.history({ target: 'unlock', limit: 1 });
    assert.equal(ended!.kind, 'canary-abort');
    assert.match(ended!.reason, /ended by release \d+: straight to everyone/);
  });

  it('counts beacons per remote, version and minute; drops versions nobody is served; limits an address', async () => {
    await allTeams.call('POST', '/v3/ops/releases/canary', { target: 'account', version: 'v2', share: 50, reason: 'beacons' });
    // Pages as the shop serves them: each carries its beacon token, naming the versions it got.
    const tokenFor = async (version: string) => {
      for (let i = 0; i < 60; i++) {
        const boot = bootOf((await new Visitor(app).page()).body);
        if (boot.remotes.account.version === version) return boot.beacon as string;
      }
      throw new Error(`no page served account ${version}`);
    };
    const [canaryPage, stablePage] = [await tokenFor('v2'), await tokenFor('v1')];
    const send = (body: object, remoteAddress = '10.0.0.1') => app.inject({ method: 'POST', url: '/v3/ops/beacons', payload: body, remoteAddress });
    for (const kind of ['mount', 'mount', 'error', 'load-failure']) assert.equal((await send({ remote: 'account', version: 'v2', kind, token: canaryPage })).statusCode, 202);
    assert.equal((await send({ remote: 'account', version: 'v1', kind: 'mount', token: stablePage })).json().response.data.counted, true);
    assert.equal((await send({ remote: 'account', version: 'v0-old', kind: 'error', token: stablePage })).json().response.data.counted, false);
    assert.equal((await send({ remote: 'account', version: 'v2', kind: 'exploded', token: canaryPage })).statusCode, 400);
    assert.equal((await send({ remote: 'nobody', version: 'v2', kind: 'mount', token: canaryPage })).statusCode, 400);
    const rows = await t.db.query<{ version: string; mounts: number; errors: number; load_failures: number }>(
      `SELECT version, sum(mounts)::int AS mounts, sum(errors)::int AS errors, sum(load_failures)::int AS load_failures FROM release_beacons WHERE remote = 'account' GROUP BY version ORDER BY version`,
    );
    assert.deepEqual(
      rows.map((r) => ({ ...r })),
      [
        { version: 'v1', mounts: 1, errors: 0, load_failures: 0 },
        { version: 'v2', mounts: 2, errors: 1, load_failures: 1 },
      ],
    );
    const figures = (await allTeams.call('GET', '/v3/ops/releases')).body.response.data.canaries.find((c: Canary) => c.target === 'account').figures;
    assert.deepEqual(figures, { windowMinutes: 5, canary: { visits: 4, failures: 2, rate: 0.5 }, stable: { version: 'v1', visits: 1, failures: 0, rate: 0 } });
    // Past the limit per address (BEACON_RATE_LIMIT=400 here): 429, another address goes on.
    let last = 0;
    for (let i = 0; i < 402 && last !== 429; i++) last = (await send({ remote: 'account', version: 'v1', kind: 'mount', token: stablePage }, '10.0.0.2')).statusCode;
    assert.equal(last, 429);
    assert.equal((await send({ remote: 'account', version: 'v1', kind: 'mount', token: stablePage }, '10.0.0.2')).json().response.error.code, CANARY_CODES.beaconsThrottled);
    assert.equal((await send({ remote: 'account', version: 'v1', kind: 'mount', token: stablePage }, '10.0.0.3')).statusCode, 202);
    await allTeams.call('POST', '/v3/ops/releases/canary/abort', { target: 'account', reason: 'done' });
  });

  it('counts only beacons of pages the shop served: no token, a forged or stale one, another version’s, or past a page’s share count nothing (issue 31 §8)', async () => {
    const started = await allTeams.call('POST', '/v3/ops/releases/canary', { target: 'account', version: 'v2', share: 100, reason: 'forged beacons' });
    assert.equal(started.status, 201, JSON.stringify(started.body));
    try {
      const page = bootOf((await new Visitor(app).page()).body);
      assert.equal(page.remotes.account.version, 'v2');
      const token = page.beacon as string;
      assert.match(token, /^[\w-]+\.[\w-]+$/);
      const send = (body: object) => app.inject({ method: 'POST', url: '/v3/ops/beacons', payload: { remote: 'account', version: 'v2', kind: 'error', ...body }, remoteAddress: '10.0.9.1' });
      const [payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const altered = `${Buffer.from(JSON.stringify({ ...claims, p: 'another-page-id' })).toString('base64url')}.${signature}`;
      const other = createBeaconTokens('not the shop’s secret').issue({ host: { version: 'h1' }, remotes: { account: { version: 'v2', url: '/remotes/account/v2/mf-manifest.json' } } });
      for (const forged of [{}, { token: '' }, { token: 'nonsense' }, { token: altered }, { token: other }, { token, version: 'v1' }]) {
        const res = await send(forged);
        assert.deepEqual([res.statusCode, res.json().response.data.counted], [202, false], JSON.stringify(forged));
      }
      const failures = async () => (await allTeams.call('GET', '/v3/ops/releases')).body.response.data.canaries.find((c: Canary) => c.target === 'account').figures.canary.failures as number;
      const before = await failures();
      // One page counts at most five of a kind per remote, as the host sends at most.
      const counted = [];
      for (let i = 0; i < 8; i++) counted.push((await send({ token })).json().response.data.counted);
      assert.deepEqual(counted, [true, true, true, true, true, false, false, false]);
      assert.equal((await failures()) - before, 5, 'only the served page’s five');
      // A token is short-lived: a page older than its life counts nothing.
      let clock = Date.now();
      const tokens = createBeaconTokens('s', () => new Date(clock));
      const manifest = { host: { version: 'h1' }, remotes: { account: { version: 'v2', url: '/remotes/account/v2/mf-manifest.json' } } };
      const fresh = tokens.issue(manifest);
      assert.ok(tokens.pageOf(fresh, 'account', 'v2'));
      assert.equal(tokens.pageOf(fresh, 'catalogue', 'v2'), null, 'a remote the page was not served');
      clock += BEACON_TOKEN_MINUTES * 60_000 + 1000;
      assert.equal(tokens.pageOf(fresh, 'account', 'v2'), null);
    } finally {
      await allTeams.call('POST', '/v3/ops/releases/canary/abort', { target: 'account', reason: 'done' });
    }
  });

  it('judges: worse than stable + 5 points and 2x stable, with at least 20 canary visits', () => {
    const canary = { target: 'catalogue', version: 'v2' } as Canary;
    const f = (c: [number, number], s: [number, number]) => ({
      windowMinutes: 5,
      canary: { visits: c[1], failures: c[0], rate: c[1] ? c[0] / c[1] : 0 },
      stable: { version: 'v1', visits: s[1], failures: s[0], rate: s[1] ? s[0] / s[1] : 0 },
    });
    assert.equal(judge(canary, f([19, 19], [0, 100]), THRESHOLDS).rollback, false, 'too few samples');
    assert.equal(judge(canary, f([20, 20], [0, 100]), THRESHOLDS).rollback, true);
    assert.equal(judge(canary, f([2, 20], [10, 100]), THRESHOLDS).rollback, false, '10% against 10%');
    assert.equal(judge(canary, f([3, 20], [10, 100]), THRESHOLDS).rollback, false, '15% is not above 10% + 5 points');
    assert.equal(judge(canary, f([4, 20], [10, 100]), THRESHOLDS).rollback, false, '20% is not above 2x 10%');
    assert.equal(judge(canary, f([5, 20], [10, 100]), THRESHOLDS).rollback, true, '25%: past both');
    assert.equal(judge(canary, f([9, 40], [20, 100]), THRESHOLDS).rollback, false, '22.5% is +2.5 points only');
    assert.match(judge(canary, f([5, 20], [10, 100]), THRESHOLDS).why, /catalogue v2 failed 5 of 20 visits \(25\.0%\) in the last 5 min against 10 of 100 \(10\.0%\) for v1/);
  });

  it('rolls a failing canary back automatically, only past the threshold with enough samples, once, with the figures in the history', async () => {
    const start = await allTeams.call('POST', '/v3/ops/releases/canary', { target: 'sell-to-us', version: 'v2', share: 50, reason: 'new wizard' });
    assert.equal(start.status, 201);
    const canaryId = start.body.response.data.canary.canaryId;
    for (let i = 0; i < 40; i++) await countBeacon(t.db, 'sell-to-us', 'v1', 'mount');
    // 19 visits, all failing: not enough samples yet.
    for (let i = 0; i < 19; i++) await countBeacon(t.db, 'sell-to-us', 'v2', 'error');
    assert.deepEqual(await app.canaryWatch.check(), []);
    assert.ok(app.releases.canaries().some((c) => c.target === 'sell-to-us'));
    // A paused canary is not judged.
    await allTeams.call('POST', '/v3/ops/releases/canary/pause', { target: 'sell-to-us', reason: 'hold' });
    await countBeacon(t.db, 'sell-to-us', 'v2', 'load-failure');
    assert.deepEqual(await app.canaryWatch.check(), []);
    await allTeams.call('POST', '/v3/ops/releases/canary/share', { target: 'sell-to-us', share: 50, reason: 'go on' });
    const [step] = await app.canaryWatch.check();
    assert.ok(step, 'rolled back at 20 visits');
    assert.equal(
      app.releases.canaries().some((c) => c.target === 'sell-to-us'),
      false,
    );
    const [row] = await app.releases.history({ target: 'sell-to-us', limit: 1 });
    assert.deepEqual([row!.kind, row!.actor, row!.how, row!.version, row!.previousVersion, row!.share], ['canary-rollback', 'system', 'automatic', 'v2', 'v1', 0]);
    assert.match(
      row!.reason,
      /^automatic rollback: sell-to-us v2 failed 20 of 20 visits \(100\.0%\) in the last 5 min against 0 of 40 \(0\.0%\) for v1; threshold: above 0\.0% \+ 5 points and above 2× 0\.0%, with at least 20 canary visits$/,
    );
    // Everyone is served the stable version again; nothing else moved.
    assert.equal(await new Visitor(app).version('sell-to-us'), 'v1');
    // Only one actor: the same canary again (another instance judging the same figures) does nothing.
    assert.equal(await app.canaries.rollback('sell-to-us', canaryId, 'late'), null);
    assert.equal((await app.releases.history({ target: 'sell-to-us', limit: 10 })).filter((h) => h.kind === 'canary-rollback').length, 1);
  });

  it('rolls back once when two instances act at the same moment', async () => {
    const start = await allTeams.call('POST', '/v3/ops/releases/canary', { target: 'sell-to-us', version: 'v2', share: 50, reason: 'second try' });
    const canaryId = start.body.response.data.canary.canaryId;
    const both = await Promise.all([app.canaries.rollback('sell-to-us', canaryId, 'first'), app.canaries.rollback('sell-to-us', canaryId, 'second')]);
    assert.equal(both.filter(Boolean).length, 1);
  });

  it('permission-checks every canary route: the team, another team, operations, no permission, a member, nobody', async () => {
    const noPermission = await staffWith(app, 'No Releases', []);
    const member = caller(app, (await memberSession(app)).auth);
    const anonymous = caller(app);
    const routes: Array<[string, object, 'release' | 'rollback']> = [
      ['/v3/ops/releases/canary', { target: 'catalogue', version: 'v1', share: 10 }, 'release'],
      ['/v3/ops/releases/canary/share', { target: 'catalogue', share: 20 }, 'release'],
      ['/v3/ops/releases/canary/promote', { target: 'catalogue' }, 'release'],
      ['/v3/ops/releases/canary/pause', { target: 'catalogue' }, 'rollback'],
      ['/v3/ops/releases/canary/abort', { target: 'catalogue' }, 'rollback'],
    ];
    for (const [url, body, action] of routes) {
      const payload = { ...body, reason: 'permissions' };
      for (const [who, call] of [
        ['other team', otherTeam.call],
        ['no permission', noPermission.call],
      ] as const) {
        const res = await call('POST', url, payload);
        assert.equal(res.status, 403, `${who} ${url}`);
        assert.equal(res.body.response.error.code, RELEASE_CODES.permission);
      }
      const ops = await operations.call('POST', url, payload);
      // Operations pause and abort any canary (past the permission: there is none running here), and start none.
      if (action === 'release') assert.equal(ops.body.response.error.code, RELEASE_CODES.permission, url);
      else assert.equal(ops.body.response.error.code, CANARY_CODES.noCanary, url);
      const asMember = await member('POST', url, payload);
      assert.deepEqual([asMember.status, asMember.body.response.error.code], [403, 'STAFF_ONLY']);
      assert.equal((await anonymous('POST', url, payload)).status, 401);
      // The team gets past the permission (to the canary's own answer).
      const own = await team.call('POST', url, payload);
      assert.notEqual(own.body.response?.error?.code, RELEASE_CODES.permission, url);
    }
    // Bad input: the host has no canary, a share out of range, no reason.
    assert.equal((await team.call('POST', '/v3/ops/releases/canary', { target: 'host', version: 'h1', share: 10, reason: 'x' })).status, 400);
    for (const share of [0, 101, 5.5]) assert.equal((await team.call('POST', '/v3/ops/releases/canary', { target: 'catalogue', version: 'v2', share, reason: 'x' })).status, 400);
    assert.equal((await team.call('POST', '/v3/ops/releases/canary', { target: 'catalogue', version: 'v2', share: 10 })).status, 400);
  });

  it('is in the API reference with schemas', async () => {
    const doc = (await app.inject({ url: '/v3/openapi.json' })).json();
    for (const path of ['/v3/ops/releases/canary', '/v3/ops/releases/canary/share', '/v3/ops/releases/canary/promote', '/v3/ops/releases/canary/pause', '/v3/ops/releases/canary/abort', '/v3/ops/beacons']) {
      assert.ok(doc.paths[path]?.post?.requestBody, path);
    }
  });

  it('the deploy commands start, pause and abort a canary, and status shows it with its figures', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const env = { DEPLOY_DIR: deployDir, SHOP_API_URL: `http://127.0.0.1:${address.port}`, SHOP_STAFF_EMAIL: allTeams.email, SHOP_STAFF_PASSWORD: allTeams.password };
    const lines: string[] = [];
    const run = (...argv: string[]) => runDeployCommand(argv, env, (l) => lines.push(l));
    await assert.rejects(run('canary', 'catalogue', 'v2', '--reason', 'no share'), /--share 1-100/);
    await run('canary', 'catalogue', 'v2', '--share', '10', '--reason', 'from the CLI');
    assert.match(lines.at(-2)!, /^catalogue canary-start v2 at 10% \(live for everyone else: v1\)/);
    assert.match(lines.at(-1)!, /^synthetic check passed: catalogue v2: /);
    await run('status', '--target', 'catalogue');
    assert.match(lines.join('\n'), /canary: v2 at 10%, by \S+: from the CLI; last 5 min: canary 0\/0 failed \(0\.0%\), v1 \d+\/\d+ failed/);
    await run('pause', 'catalogue', '--reason', 'hold on');
    await run('abort', 'catalogue', '--reason', 'not today');
    const [last] = await app.releases.history({ target: 'catalogue', limit: 1 });
    assert.deepEqual([last!.kind, last!.how, last!.reason], ['canary-abort', 'command', 'not today']);
  });
});
