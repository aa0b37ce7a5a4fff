// The synthetic check after every change (issue 21): a good version passes and stays; a version
// whose entry is missing, or whose prerender throws, is rolled back with the reason in the history
// (who 'system', how 'automatic'); a canary whose check fails is aborted; a promote that fails is
// undone; a build on another origin is checked over HTTP; the answer and the command carry the
// check. PGlite by default; DATABASE_URL runs it on PostgreSQL.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config.js';
import { contractBuilds, staffWith } from '../../testing/releases.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { publish, runDeployCommand } from './cli.js';
import { REMOTE_NAMES } from './manifest.js';
import { checkRemoteBuild, representativeRoute } from './synthetic-check.js';

const GOOD_PRERENDER = `exports.prerender = async (path, call) => { const res = await call({ method: 'GET', url: '/health', headers: {} }); return { html: '<p>' + path + ' ' + res.status + '</p>', payload: {} }; };`;
const liveOf = async (app: FastifyInstance) => (await app.inject({ url: '/remotes-manifest.json' })).json() as { remotes: Record<string, { version: string; url: string }> };

describe('the synthetic check after every change', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let deployDir: string;
  let team: Awaited<ReturnType<typeof staffWith>>;
  let cdn: Server;
  let cdnUrl: string;
  let inside: Server;
  let insideUrl: string;
  const insideRequests: string[] = [];

  before(async () => {
    const work = mkdtempSync(join(tmpdir(), 'shop-synthetic-'));
    deployDir = join(work, 'deploy');
    const build = await contractBuilds(work);
    const withPrerender = (dir: string, source: string) => {
      mkdirSync(join(dir, 'server'), { recursive: true });
      writeFileSync(join(dir, 'server', 'prerender.js'), source);
      return dir;
    };
    publish(deployDir, 'host', build.host('h1'), 'h1');
    for (const r of REMOTE_NAMES) publish(deployDir, r, withPrerender(build.remote(r, 'v1'), GOOD_PRERENDER), 'v1');
    for (const v of ['v2', 'v3', 'v4']) publish(deployDir, 'catalogue', withPrerender(build.remote('catalogue', v), GOOD_PRERENDER), v, false);
    const noEntry = build.remote('catalogue', 'no-entry');
    rmSync(join(noEntry, 'remoteEntry.js'));
    publish(deployDir, 'catalogue', noEntry, 'no-entry', false);
    publish(deployDir, 'catalogue', withPrerender(build.remote('catalogue', 'throws'), 'exports.prerender = async () => { throw new Error("boom in the first view"); };'), 'throws', false);
    publish(deployDir, 'catalogue', withPrerender(build.remote('catalogue', 'hangs'), 'exports.prerender = () => new Promise(() => {});'), 'hangs', false);
    // Another origin (a CDN): a build whose entry is served as JavaScript, and one whose entry is an HTML error page.
    const manifestOf = (name: string) => readFileSync(join(build.remote('basket-checkout', name), 'mf-manifest.json'), 'utf8');
    const files: Record<string, [string, string]> = {
      '/good/mf-manifest.json': ['application/json', manifestOf('cdn-good')],
      '/good/remoteEntry.js': ['application/javascript; charset=utf-8', '/* entry */'],
      '/html/mf-manifest.json': ['application/json', manifestOf('cdn-html')],
      '/html/remoteEntry.js': ['text/html', '<html>an error page</html>'],
    };
    // Somewhere inside the network a staff member must not reach through the check (a metadata
    // service, an admin page): it counts every request it gets.
    inside = createServer((req, res) => {
      insideRequests.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/javascript' }).end(JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
    });
    await new Promise<void>((r) => inside.listen(0, '127.0.0.1', r));
    insideUrl = `http://127.0.0.1:${(inside.address() as { port: number }).port}`;
    const manifestWith = (publicPath: string) => JSON.stringify({ ...JSON.parse(manifestOf('cdn-good')), metaData: { ...JSON.parse(manifestOf('cdn-good')).metaData, publicPath } });
    files['/elsewhere/mf-manifest.json'] = ['application/json', manifestWith(`${insideUrl}/`)];
    cdn = createServer((req, res) => {
      if (req.url === '/moved/mf-manifest.json') return res.writeHead(302, { location: `${insideUrl}/latest/meta-data/` }).end();
      const file = files[req.url ?? ''];
      if (!file) return res.writeHead(404).end('not here');
      res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
    });
    await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
    cdnUrl = `http://127.0.0.1:${(cdn.address() as { port: number }).port}`;
    // Only the CDN is on the allow-list (the origin of inside differs by its port).
    t = await startTestApp({ DEPLOY_DIR: deployDir, CATALOGUE_BOXES: '20', CANARY_CHECK_MS: '0', SYNTHETIC_CHECK_MS: '2000', REMOTE_ORIGINS: cdnUrl });
    app = t.app;
    team = await staffWith(app, 'Cat And Basket', ['catalogue', 'basket-checkout']);
  });
  after(async () => {
    await t.close();
    cdn.close();
    inside.close();
  });

  it('picks a route without parameters, guard or flag, else the remote first route', () => {
    assert.equal(representativeRoute('catalogue'), '/');
    assert.equal(representativeRoute('basket-checkout'), '/basket');
    assert.equal(representativeRoute('unlock'), '/unlock');
  });

  it('a good version passes and stays; the answer carries the check', async () => {
    const res = await team.call('POST', '/v3/ops/releases', { moves: [{ target: 'catalogue', version: 'v2' }], reason: 'new filters' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const { check, live } = res.body.response.data;
    assert.equal(check.ok, true, check.detail);
    assert.match(check.detail, /^synthetic check passed: catalogue v2: manifest and remote entry \/remotes\/catalogue\/v2\/remoteEntry\.js load; prerender of \/ gave \d+ characters of HTML$/);
    assert.equal(typeof check.ms, 'number');
    assert.equal(check.rolledBack, undefined);
    assert.equal(live.remotes.catalogue.version, 'v2');
    const [last] = await app.releases.history({ target: 'catalogue', limit: 1 });
    assert.deepEqual([last!.version, last!.actor, last!.how], ['v2', team.staffId, 'api']);
  });

  it('a version whose remote entry is missing is rolled back, the reason in the history', async () => {
    const res = await team.call('POST', '/v3/ops/releases', { moves: [{ target: 'catalogue', version: 'no-entry' }], reason: 'oops' });
    assert.equal(res.status, 201);
    const { check, releaseId, live } = res.body.response.data;
    assert.equal(check.ok, false);
    assert.equal(check.detail, 'synthetic check failed: catalogue no-entry: remote entry /remotes/catalogue/no-entry/remoteEntry.js answered 404');
    assert.equal(live.remotes.catalogue.version, 'v2');
    assert.equal((await liveOf(app)).remotes.catalogue!.version, 'v2');
    const [undo, change] = await app.releases.history({ target: 'catalogue', limit: 2 });
    assert.deepEqual([change!.version, change!.actor, change!.releaseId], ['no-entry', team.staffId, releaseId]);
    assert.deepEqual([undo!.kind, undo!.version, undo!.previousVersion, undo!.actor, undo!.how], ['release', 'v2', 'no-entry', 'system', 'automatic']);
    assert.equal(undo!.reason, `synthetic check failed: catalogue no-entry: remote entry /remotes/catalogue/no-entry/remoteEntry.js answered 404; rolled back release ${releaseId}`);
    assert.deepEqual(
      check.rolledBack.changes.map((c: { id: number }) => c.id),
      [undo!.id],
    );
  });

  it('a version whose prerender throws is rolled back', async () => {
    const res = await team.call('POST', '/v3/ops/releases', { moves: [{ target: 'catalogue', version: 'throws' }], reason: 'a new first view' });
    const { check } = res.body.response.data;
    assert.equal(check.ok, false);
    assert.equal(check.detail, 'synthetic check failed: catalogue throws: prerender of / threw: boom in the first view');
    assert.equal((await liveOf(app)).remotes.catalogue!.version, 'v2');
    const [undo] = await app.releases.history({ target: 'catalogue', limit: 1 });
    assert.deepEqual([undo!.actor, undo!.how, undo!.version], ['system', 'automatic', 'v2']);
    assert.match(undo!.reason, /prerender of \/ threw: boom/);
  });

  it('a prerender past the time limit fails the check', async () => {
    const res = await team.call('POST', '/v3/ops/releases', { moves: [{ target: 'catalogue', version: 'hangs' }], reason: 'slow' });
    const { check } = res.body.response.data;
    assert.equal(check.ok, false);
    assert.equal(check.detail, 'synthetic check failed: catalogue hangs: timed out after 2000 ms (at the prerender of /)');
    assert.ok(check.ms >= 1900 && check.ms < 4000, String(check.ms));
    assert.equal((await liveOf(app)).remotes.catalogue!.version, 'v2');
  });

  it('a canary whose check fails is aborted; a good canary runs, and a promote that fails is undone', async () => {
    const bad = await team.call('POST', '/v3/ops/releases/canary', { target: 'catalogue', version: 'throws', share: 50, reason: 'half first' });
    assert.equal(bad.status, 201);
    const { check, canary } = bad.body.response.data;
    assert.equal(check.ok, false);
    assert.equal(canary, null);
    assert.deepEqual(app.releases.canaries(), []);
    const [aborted] = await app.releases.history({ target: 'catalogue', limit: 1 });
    assert.deepEqual([aborted!.kind, aborted!.version, aborted!.actor, aborted!.how, aborted!.share], ['canary-rollback', 'throws', 'system', 'automatic', 0]);
    assert.equal(aborted!.reason, 'synthetic check failed: catalogue throws: prerender of / threw: boom in the first view; canary aborted');

    const good = await team.call('POST', '/v3/ops/releases/canary', { target: 'catalogue', version: 'v3', share: 10, reason: 'v3 to 10%' });
    assert.equal(good.body.response.data.check.ok, true);
    assert.equal(good.body.response.data.canary.version, 'v3');
    // A share step moves nobody to another version: not checked.
    const more = await team.call('POST', '/v3/ops/releases/canary/share', { target: 'catalogue', share: 30, reason: 'more' });
    assert.equal(more.body.response.data.check, undefined);
    // The build is broken after the start (a lost file): the promote's check finds it.
    rmSync(join(deployDir, 'remotes', 'catalogue', 'v3', 'remoteEntry.js'));
    const promoted = await team.call('POST', '/v3/ops/releases/canary/promote', { target: 'catalogue', reason: 'good figures' });
    assert.equal(promoted.status, 201);
    assert.equal(promoted.body.response.data.check.ok, false);
    assert.equal((await liveOf(app)).remotes.catalogue!.version, 'v2');
    const [undo, promote] = await app.releases.history({ target: 'catalogue', limit: 2 });
    assert.equal(promote!.kind, 'canary-promote');
    assert.deepEqual([undo!.kind, undo!.version, undo!.previousVersion, undo!.actor, undo!.how], ['release', 'v2', 'v3', 'system', 'automatic']);
  });

  it('checks a build on another origin over HTTP: a JavaScript entry passes, an HTML one is rolled back', async () => {
    const good = await team.call('POST', '/v3/ops/releases', { moves: [{ target: 'basket-checkout', version: 'cdn-1', url: `${cdnUrl}/good/mf-manifest.json` }], reason: 'from the CDN' });
    assert.equal(good.body.response.data.check.ok, true, good.body.response.data.check.detail);
    assert.match(good.body.response.data.check.detail, /no prerender \(served from another origin\)/);
    const html = await team.call('POST', '/v3/ops/releases', { moves: [{ target: 'basket-checkout', version: 'cdn-2', url: `${cdnUrl}/html/mf-manifest.json` }], reason: 'from the CDN again' });
    assert.equal(html.body.response.data.check.detail, `synthetic check failed: basket-checkout cdn-2: remote entry ${cdnUrl}/html/remoteEntry.js answered text/html, not JavaScript`);
    const missing = await team.call('POST', '/v3/ops/releases', { moves: [{ target: 'basket-checkout', version: 'cdn-3', url: `${cdnUrl}/gone/mf-manifest.json` }], reason: 'wrong path' });
    assert.equal(missing.body.response.data.check.detail, `synthetic check failed: basket-checkout cdn-3: mf-manifest.json ${cdnUrl}/gone/mf-manifest.json answered 404`);
    assert.equal((await liveOf(app)).remotes['basket-checkout']!.version, 'cdn-1');
  });

  it('fetches nothing but the deploy folder and the allowed origins: any other address, a publicPath elsewhere or a redirect fails before a request (issue 31 §8)', async () => {
    const release = async (version: string, url: string) => {
      const res = await team.call('POST', '/v3/ops/releases', { moves: [{ target: 'basket-checkout', version, url }], reason: 'an address typed in' });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body.response.data.check as { ok: boolean; detail: string; rolledBack?: unknown };
    };
    const before = (await liveOf(app)).remotes['basket-checkout']!.version;
    const tried: Array<[string, RegExp]> = [
      [`${insideUrl}/latest/meta-data/mf-manifest.json`, new RegExp(`mf-manifest\\.json ${insideUrl} is not an allowed origin \\(REMOTE_ORIGINS\\); not fetched`)],
      [`http://user:pass@${new URL(cdnUrl).host}/good/mf-manifest.json`, /is not an allowed origin/],
      ['/v3/members/mf-manifest.json', /mf-manifest\.json \/v3\/members\/mf-manifest\.json is not in the deploy folder \(\/remotes\/…\); not fetched/],
      [`${cdnUrl}/elsewhere/mf-manifest.json`, new RegExp(`remote entry ${insideUrl} is not an allowed origin`)],
      [`${cdnUrl}/moved/mf-manifest.json`, /answered 302 \(a redirect: not followed\)/],
    ];
    for (const [n, [url, why]] of tried.entries()) {
      const check = await release(`typed-${n}`, url);
      assert.equal(check.ok, false, url);
      assert.match(check.detail, why);
      assert.ok(check.rolledBack, 'undone');
    }
    assert.deepEqual(insideRequests, [], 'no request reached inside');
    assert.equal((await liveOf(app)).remotes['basket-checkout']!.version, before);
    // Directly: with no allowed origin, only the deploy folder.
    const options = { deployDir, origin: 'http://localhost', allowedOrigins: [], call: async () => ({ status: 200, headers: {}, body: '{}' }), timeoutMs: 500 };
    assert.match((await checkRemoteBuild(options, 'basket-checkout', 'x', `${cdnUrl}/good/mf-manifest.json`)).detail, /not an allowed origin/);
    assert.match((await checkRemoteBuild(options, 'basket-checkout', 'x', 'file:///etc/passwd')).detail, /file: is not an allowed origin/);
    assert.deepEqual(insideRequests, []);
  });

  it('REMOTE_ORIGINS lists origins only, and pages may load scripts from them', async () => {
    const dev = { SHOP_MODE: 'development', DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-origins-')) };
    assert.deepEqual(loadConfig({ ...dev, REMOTE_ORIGINS: ' https://cdn.example.com/ , http://127.0.0.1:9' }).remoteOrigins, ['https://cdn.example.com', 'http://127.0.0.1:9']);
    assert.deepEqual(loadConfig(dev).remoteOrigins, []);
    for (const bad of ['https://cdn.example.com/builds', 'ftp://cdn.example.com', 'cdn.example.com', 'https://user@cdn.example.com']) {
      assert.throws(() => loadConfig({ ...dev, REMOTE_ORIGINS: bad }), /REMOTE_ORIGINS must list origins/, bad);
    }
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    assert.match(csp, new RegExp(`script-src 'self' [^;]*${cdnUrl}`));
    assert.doesNotMatch(csp, new RegExp(insideUrl));
  });

  it('a release of two remotes is undone whole when one fails', async () => {
    const res = await team.call('POST', '/v3/ops/releases', {
      moves: [
        { target: 'catalogue', version: 'v4' },
        { target: 'basket-checkout', version: 'v1' },
      ],
      reason: 'both',
    });
    assert.equal(res.body.response.data.check.ok, true);
    const both = await team.call('POST', '/v3/ops/releases', {
      moves: [
        { target: 'catalogue', version: 'v2' },
        { target: 'basket-checkout', version: 'cdn-4', url: `${cdnUrl}/gone/mf-manifest.json` },
      ],
      reason: 'both again',
    });
    const { check } = both.body.response.data;
    assert.equal(check.ok, false);
    assert.deepEqual(
      check.rolledBack.changes.map((c: { target: string; version: string }) => `${c.target} ${c.version}`),
      ['catalogue v4', 'basket-checkout v1'],
    );
    const live = await liveOf(app);
    assert.deepEqual([live.remotes.catalogue!.version, live.remotes['basket-checkout']!.version], ['v4', 'v1']);
  });

  it('a rollback is checked and reported, never undone by the shop', async () => {
    rmSync(join(deployDir, 'remotes', 'catalogue', 'v2', 'remoteEntry.js'));
    const res = await team.call('POST', '/v3/ops/releases/rollback', { target: 'catalogue', reason: 'back' });
    assert.equal(res.status, 201);
    assert.equal(res.body.response.data.check.ok, false);
    assert.equal(res.body.response.data.check.rolledBack, undefined);
    assert.equal((await liveOf(app)).remotes.catalogue!.version, 'v2');
    writeFileSync(join(deployDir, 'remotes', 'catalogue', 'v2', 'remoteEntry.js'), '/* back */');
  });

  it('the deploy command prints the check, and fails when the shop rolled the change back', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const env = { DEPLOY_DIR: deployDir, SHOP_API_URL: `http://127.0.0.1:${address.port}`, SHOP_STAFF_EMAIL: team.email, SHOP_STAFF_PASSWORD: team.password };
    const lines: string[] = [];
    const run = (...argv: string[]) => runDeployCommand(argv, env, (l) => lines.push(l));
    await run('point', 'catalogue', 'v4', '--reason', 'from the CLI');
    assert.match(lines.at(-1)!, /^synthetic check passed: catalogue v4: .* \(\d+ ms\)$/);
    lines.length = 0;
    await assert.rejects(run('point', 'catalogue', 'no-entry', '--reason', 'from the CLI, broken'), /synthetic check failed: the change was rolled back/);
    assert.match(lines[1]!, /^synthetic check failed: catalogue no-entry: remote entry \/remotes\/catalogue\/no-entry\/remoteEntry\.js answered 404 \(\d+ ms\)$/);
    assert.match(lines[2]!, /^rolled back automatically: catalogue no-entry -> v4 {2}\(release \d+\)$/);
  });

  it('checks a build directly, with its own time limit', async () => {
    const options = { deployDir, origin: 'http://localhost', allowedOrigins: [], call: async () => ({ status: 200, headers: {}, body: '{}' }), timeoutMs: 300 };
    assert.equal((await checkRemoteBuild(options, 'catalogue', 'v4', '/remotes/catalogue/v4/mf-manifest.json')).ok, true);
    assert.match((await checkRemoteBuild(options, 'catalogue', 'x', '/remotes/..%2f..%2f..%2fetc%2fpasswd')).detail, /outside the deploy folder/);
    assert.equal(
      (await checkRemoteBuild(options, 'catalogue', 'nope', '/remotes/catalogue/nope/mf-manifest.json')).detail,
      'synthetic check failed: catalogue nope: mf-manifest.json /remotes/catalogue/nope/mf-manifest.json answered 404',
    );
  });
});
