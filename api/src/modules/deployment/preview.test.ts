// Previews (issue 21 'Preview'): only a team with that target's release permission makes a link;
// a forged, altered or expired link sets nothing; with the cookie the boot page, its first view
// and /remotes-manifest.json give the previewed version (over live and canary), without it the
// live one; every answer that reads it is private. PGlite by default; DATABASE_URL for PostgreSQL.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { OPERATIONS_TARGET, PREVIEW_CODES, PREVIEW_COOKIE, RELEASE_CODES } from '@shop/shared/rules';
import { valuesThatLeave } from '@shop/shared/routes/testing';
import { caller, contractBuilds, staffWith } from '../../testing/releases.js';
import { memberSession, startTestApp, type TestApp } from '../../testing/test-app.js';
import { runDeployCommand, publish } from './cli.js';
import { REMOTE_NAMES } from './manifest.js';
import { grantReleasePermission, revokeReleasePermission } from './permissions.js';

type Res = Awaited<ReturnType<FastifyInstance['inject']>>;
const setCookies = (res: Res) => ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
const bootOf = (html: string) => JSON.parse(/<script id="shop-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);
const paintedBy = (html: string) => JSON.parse(/<script id="shop-payload"[^>]*>(.*?)<\/script>/.exec(html)![1]!).paintedBy as string;

describe('previews', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let deployDir: string;
  let team: Awaited<ReturnType<typeof staffWith>>;
  let clock = Date.now();

  before(async () => {
    const work = mkdtempSync(join(tmpdir(), 'shop-preview-'));
    deployDir = join(work, 'deploy');
    const build = await contractBuilds(work);
    publish(deployDir, 'host', build.host('h1'), 'h1');
    for (const r of REMOTE_NAMES) {
      for (const v of ['v1', 'v2', 'v3']) {
        const dir = build.remote(r, v);
        mkdirSync(join(dir, 'server'), { recursive: true });
        writeFileSync(join(dir, 'server', 'prerender.js'), `exports.prerender = async () => ({ html: '<p>${r} ${v}</p>', payload: { paintedBy: '${r}@${v}' } });`);
        publish(deployDir, r, dir, v, v === 'v1');
      }
    }
    t = await startTestApp({ DEPLOY_DIR: deployDir, CATALOGUE_BOXES: '20', CANARY_CHECK_MS: '0' }, { now: () => new Date(clock) });
    app = t.app;
    team = await staffWith(app, 'Cat Team', ['catalogue']);
  });
  after(() => t.close());

  const makeLink = async (body: object) => {
    const res = await team.call('POST', '/v3/ops/releases/preview', body);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.response.data as { previewId: string; link: string; path: string; version: string; expiresAt: string };
  };
  /** Opens a link: the preview cookie it set ('' for none). */
  const open = async (path: string) => {
    const res = await app.inject({ url: path });
    const cookie = setCookies(res).find((c) => c.startsWith(`${PREVIEW_COOKIE}=`));
    return { res, cookie: cookie ? cookie.split(';')[0]! : '', setCookie: cookie ?? '' };
  };

  it('only a staff account with that target’s release permission makes a link', async () => {
    const body = { target: 'catalogue', version: 'v2' };
    const other = await staffWith(app, 'Basket Team', ['basket-checkout']);
    const operations = await staffWith(app, 'Ops', [OPERATIONS_TARGET]);
    const member = await memberSession(app);
    assert.equal((await caller(app)('POST', '/v3/ops/releases/preview', body)).status, 401);
    const asMember = await caller(app, member.auth)('POST', '/v3/ops/releases/preview', body);
    assert.deepEqual([asMember.status, asMember.body.response.error.code], [403, 'STAFF_ONLY']);
    for (const who of [other, operations]) {
      const refused = await who.call('POST', '/v3/ops/releases/preview', body);
      assert.deepEqual([refused.status, refused.body.response.error.code], [403, RELEASE_CODES.permission]);
    }
    const unpublished = await team.call('POST', '/v3/ops/releases/preview', { target: 'catalogue', version: 'v9' });
    assert.deepEqual([unpublished.status, unpublished.body.response.error.code], [422, RELEASE_CODES.notPublished]);
    for (const minutes of [0, 24 * 60 + 1]) assert.equal((await team.call('POST', '/v3/ops/releases/preview', { ...body, minutes })).status, 400);

    const link = await makeLink(body);
    assert.match(link.link, /^http:\/\/[^/]+\/ops\/preview\?token=[\w.-]+$/);
    assert.ok(link.link.endsWith(link.path));
    const minutes = (Date.parse(link.expiresAt) - clock) / 60_000;
    assert.ok(minutes > 59 && minutes <= 60, `default 60 minutes: ${minutes}`);
    // Nothing changed for anyone: the link is all it made.
    assert.equal((await app.releases.current()).remotes.catalogue!.version, 'v1');
    const doc = (await app.inject({ url: '/v3/openapi.json' })).json();
    assert.ok(doc.paths['/v3/ops/releases/preview']?.post?.requestBody, 'in the reference');
  });

  it('a forged, altered or expired link sets nothing', async () => {
    const { path } = await makeLink({ target: 'catalogue', version: 'v2', minutes: 5 });
    const token = decodeURIComponent(path.split('token=')[1]!);
    const [head, payload, signature] = token.split('.');
    // Another target in the same signature; a token signed with another key; none at all.
    const altered = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), moves: [{ target: 'basket-checkout', version: 'v2', url: '/remotes/basket-checkout/v2/mf-manifest.json' }] })).toString('base64url')}.${signature}`;
    const forged = `${head}.${payload}.${Buffer.from('not the signature at all, 32 bytes').toString('base64url')}`;
    for (const bad of [altered, forged, 'nonsense', '']) {
      const { res, setCookie } = await open(`/ops/preview?token=${encodeURIComponent(bad)}`);
      assert.equal(res.statusCode, 400, bad);
      assert.equal(setCookie, '', 'nothing set');
      assert.match(res.body, new RegExp(`does not work.*${PREVIEW_CODES.invalidLink}`, 's'));
      assert.equal(res.headers['cache-control'], 'no-store');
    }
    // A forged cookie (never opened through a link) is no preview either.
    const page = await app.inject({ url: '/', headers: { cookie: `${PREVIEW_COOKIE}=${forged}` } });
    assert.equal(bootOf(page.body).remotes.catalogue.version, 'v1');
    assert.equal(bootOf(page.body).preview, undefined);

    clock += 6 * 60_000;
    try {
      const { res, setCookie } = await open(path);
      assert.deepEqual([res.statusCode, setCookie], [410, '']);
      assert.match(res.body, new RegExp(`expired.*${PREVIEW_CODES.expiredLink}`, 's'));
    } finally {
      clock -= 6 * 60_000;
    }
  });

  it('with the cookie the page, its first view and the manifest give the previewed version (over live and canary), privately; without it the live one', async () => {
    // A canary of v3 for everyone: the preview of v2 still wins in the previewing browser.
    assert.equal((await team.call('POST', '/v3/ops/releases/canary', { target: 'catalogue', version: 'v3', share: 100, reason: 'everyone on v3' })).status, 201);
    try {
      const { path, expiresAt } = await makeLink({ target: 'catalogue', version: 'v2', minutes: 30 });
      const { res, cookie, setCookie } = await open(path);
      assert.equal(res.statusCode, 303);
      assert.equal(res.headers.location, '/', "the catalogue's first route");
      assert.match(setCookie, /; Path=\/; HttpOnly; SameSite=Lax; Max-Age=(17\d\d|1800)$/);
      assert.doesNotMatch(setCookie, /Secure/, 'Secure in production only');

      for (const url of ['/', '/faq']) {
        const page = await app.inject({ url, headers: { cookie } });
        assert.equal(page.statusCode, 200);
        const boot = bootOf(page.body);
        assert.equal(boot.remotes.catalogue.version, 'v2', url);
        assert.equal(boot.remotes.catalogue.entry, '/remotes/catalogue/v2/remoteEntry.js');
        assert.equal(boot.remotes['basket-checkout'].version, 'v1', 'other remotes as live');
        assert.deepEqual(boot.preview, { targets: [{ target: 'catalogue', version: 'v2' }], expiresAt });
        assert.equal(boot.beacon, undefined, 'no beacon token: a team previewing is no shopper’s visit');
        assert.equal(paintedBy(page.body), 'catalogue@v2', 'the first view painted by the previewed build');
        assert.equal(page.headers['cache-control'], 'private, no-store');
        assert.match(String(page.headers.vary), /Cookie/i);
        assert.doesNotMatch(page.body, /Cat Team|token/, 'no token or staff in the page');
      }
      const manifest = await app.inject({ url: '/remotes-manifest.json', headers: { cookie } });
      assert.equal(manifest.json().remotes.catalogue.version, 'v2');
      assert.equal(manifest.headers['cache-control'], 'private, no-store');

      // Another browser meanwhile (its own cohort, no preview): the canary it falls in, no banner.
      const fresh = await app.inject({ url: '/faq' });
      assert.equal(bootOf(fresh.body).remotes.catalogue.version, 'v3');
      assert.equal(paintedBy(fresh.body), 'catalogue@v3');
      assert.equal(bootOf(fresh.body).preview, undefined);
      assert.equal(fresh.headers['cache-control'], 'private, no-cache');
      // And nothing changed in the registry.
      assert.equal((await app.releases.current()).remotes.catalogue!.version, 'v1');

      // Exit: the cookie cleared, back to the page (only a page of this shop).
      // As the banner's form posts it: urlencoded, no fields.
      const exit = await app.inject({ method: 'POST', url: '/ops/preview/exit?back=%2Ffaq', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      assert.deepEqual([exit.statusCode, exit.headers.location], [303, '/faq']);
      assert.match(setCookies(exit).join(), new RegExp(`${PREVIEW_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`));
      assert.equal((await app.inject({ method: 'POST', url: '/ops/preview/exit?back=%2F%2Fevil.example' })).headers.location, '/');
      const byLink = await app.inject({ url: '/ops/preview?exit=1' });
      assert.deepEqual([byLink.statusCode, byLink.headers.location], [303, '/']);
      assert.match(setCookies(byLink).join(), /Max-Age=0/);

      // Once the token expires the cookie is no preview, even if a browser kept it.
      clock += 31 * 60_000;
      try {
        const late = await app.inject({ url: '/remotes-manifest.json', headers: { cookie } });
        assert.notEqual(late.json().remotes.catalogue.version, 'v2');
      } finally {
        clock -= 31 * 60_000;
      }
    } finally {
      await team.call('POST', '/v3/ops/releases/canary/abort', { target: 'catalogue', reason: 'done' });
    }
  });

  it('a link dies with its maker’s permission or account, and when revoked (issue 31 §8)', async () => {
    const maker = await staffWith(app, 'Cat Maker', ['catalogue']);
    const made = async () => {
      const res = await maker.call('POST', '/v3/ops/releases/preview', { target: 'catalogue', version: 'v2', minutes: 30 });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body.response.data as { previewId: string; path: string };
    };
    const previewed = async (cookie: string) => bootOf((await app.inject({ url: '/', headers: { cookie } })).body).remotes.catalogue.version;
    const withdrawn = async (path: string) => {
      const { res, setCookie } = await open(path);
      assert.deepEqual([res.statusCode, setCookie], [410, ''], res.body);
      assert.match(res.body, new RegExp(`withdrawn.*${PREVIEW_CODES.revokedLink}`, 's'));
    };

    // The maker loses the catalogue's release permission: the link and a browser's cookie stop working.
    const first = await made();
    const { cookie } = await open(first.path);
    assert.equal(await previewed(cookie), 'v2');
    await revokeReleasePermission(app.db, maker.staffId, 'catalogue');
    assert.equal(await previewed(cookie), 'v1');
    assert.equal((await app.inject({ url: '/remotes-manifest.json', headers: { cookie } })).json().remotes.catalogue.version, 'v1');
    await withdrawn(first.path);
    // Given back, it works again (the permission is checked on every use, not remembered).
    await grantReleasePermission(app.db, maker.staffId, 'catalogue', 'test');
    assert.equal(await previewed(cookie), 'v2');
    // The maker's account disabled: no more.
    await app.db.query("UPDATE staff_accounts SET status = 'disabled' WHERE staff_id = $1", [maker.staffId]);
    assert.equal(await previewed(cookie), 'v1');
    await app.db.query("UPDATE staff_accounts SET status = 'active' WHERE staff_id = $1", [maker.staffId]);

    // Revoked by the team (or operations): listed until then, refused after, and idempotent.
    const second = await made();
    const opened = (await open(second.path)).cookie;
    const listed = await team.call('GET', '/v3/ops/releases/previews');
    assert.equal(listed.status, 200);
    const row = listed.body.response.data.previews.find((p: { previewId: string }) => p.previewId === second.previewId);
    assert.deepEqual([row.madeByName, row.targets], ['Cat Maker', [{ target: 'catalogue', version: 'v2' }]]);
    assert.doesNotMatch(JSON.stringify(listed.body), /token=/, 'no link kept or shown');
    const basket = await staffWith(app, 'Basket Only', ['basket-checkout']);
    const refused = await basket.call('POST', '/v3/ops/releases/preview/revoke', { previewId: second.previewId });
    assert.deepEqual([refused.status, refused.body.response.error.code], [403, RELEASE_CODES.permission]);
    assert.equal((await caller(app)('POST', '/v3/ops/releases/preview/revoke', { previewId: second.previewId })).status, 401);
    const ops = await staffWith(app, 'Ops Revoker', [OPERATIONS_TARGET]);
    const revoked = await ops.call('POST', '/v3/ops/releases/preview/revoke', { previewId: second.previewId });
    assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
    assert.equal(await previewed(opened), 'v1');
    await withdrawn(second.path);
    const again = await team.call('POST', '/v3/ops/releases/preview/revoke', { previewId: second.previewId });
    assert.deepEqual([again.status, again.body.response.data.revokedAt], [200, revoked.body.response.data.revokedAt]);
    assert.ok(!(await team.call('GET', '/v3/ops/releases/previews')).body.response.data.previews.some((p: { previewId: string }) => p.previewId === second.previewId));
    const unknown = await team.call('POST', '/v3/ops/releases/preview/revoke', { previewId: 'AAAAAAAAAAAAAAAA' });
    assert.deepEqual([unknown.status, unknown.body.response.error.code], [404, PREVIEW_CODES.noSuchPreview]);
    assert.equal((await team.call('POST', '/v3/ops/releases/preview/revoke', { previewId: 'x' })).status, 400);
    const doc = (await app.inject({ url: '/v3/openapi.json' })).json();
    assert.ok(doc.paths['/v3/ops/releases/preview/revoke']?.post && doc.paths['/v3/ops/releases/previews']?.get, 'in the reference');
  });

  it('the exit goes back only to a page of this shop, judged against PUBLIC_URL and never the request’s Host (issue 31 §3)', async () => {
    const origin = new URL((await makeLink({ target: 'catalogue', version: 'v2', minutes: 30 })).link).origin;
    const exit = (back: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: `/ops/preview/exit?back=${encodeURIComponent(back)}`, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: '' });
    const tried = [...valuesThatLeave(origin), '/no-such-page'];
    for (const back of tried) {
      const res = await exit(back);
      assert.deepEqual([res.statusCode, res.headers.location], [303, '/'], JSON.stringify(back));
    }
    // The raw query as an attacker would type it: %09 is a TAB once decoded, and the browser drops it.
    assert.equal((await app.inject({ method: 'POST', url: '/ops/preview/exit?back=/%09/evil.example/tab' })).headers.location, '/');
    // A forged Host or X-Forwarded-Host does not make another site the shop's.
    for (const host of ['evil.example', 'evil.example:80']) {
      const forged = await exit('http://evil.example/faq', { host, 'x-forwarded-host': host, 'x-forwarded-proto': 'http' });
      assert.equal(forged.headers.location, '/');
    }
    // The shop's own pages, as a path or an address on PUBLIC_URL, keep their query and fragment.
    assert.equal((await exit('/products?q=pram#top')).headers.location, '/products?q=pram#top');
    assert.equal((await exit(`${origin}/faq`)).headers.location, '/faq');
  });

  it('opens a remote on its own first route; the host can be previewed too', async () => {
    const sellTeam = await staffWith(app, 'Sell Team', ['sell-to-us', 'host']);
    const made = await sellTeam.call('POST', '/v3/ops/releases/preview', { target: 'sell-to-us', version: 'v2' });
    assert.equal(made.status, 201);
    assert.equal((await open(made.body.response.data.path)).res.headers.location, '/sell-to-us');
    const host = await sellTeam.call('POST', '/v3/ops/releases/preview', { target: 'host', version: 'h1' });
    assert.equal(host.status, 201);
    assert.equal(host.body.response.data.url, null);
    assert.equal((await open(host.body.response.data.path)).res.headers.location, '/');
    assert.equal((await sellTeam.call('POST', '/v3/ops/releases/preview', { target: 'host', version: 'h9' })).body.response.error.code, RELEASE_CODES.notPublished);
  });

  it('npm run deploy:preview prints the link; list and revoke withdraw it', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const env = { DEPLOY_DIR: deployDir, SHOP_API_URL: `http://127.0.0.1:${address.port}`, SHOP_STAFF_EMAIL: team.email, SHOP_STAFF_PASSWORD: team.password };
    const lines: string[] = [];
    const run = (...argv: string[]) => runDeployCommand(argv, env, (l) => lines.push(l));
    await assert.rejects(run('preview', 'catalogue', 'v2', '--minutes', '2000'), /--minutes 1-1440/);
    await run('preview', 'catalogue', 'v2', '--minutes', '15');
    assert.match(lines[0]!, /\/ops\/preview\?token=[\w.-]+$/);
    assert.match(lines[1]!, /opens catalogue v2 in the browser that follows it/);
    const { cookie } = await open(new URL(lines[0]!).pathname + new URL(lines[0]!).search);
    assert.equal((await app.inject({ url: '/remotes-manifest.json', headers: { cookie } })).json().remotes.catalogue.version, 'v2');
    const id = /revoke (\S+)$/.exec(lines[2]!)![1]!;
    lines.length = 0;
    await run('preview', 'list');
    assert.ok(
      lines.some((l) => l.startsWith(`${id}  catalogue v2  by Cat Team (`)),
      lines.join('\n'),
    );
    await assert.rejects(run('preview', 'revoke'), /usage: preview revoke <id>/);
    await run('preview', 'revoke', id);
    assert.match(lines.at(-1)!, new RegExp(`^preview link ${id} revoked`));
    assert.equal((await app.inject({ url: '/remotes-manifest.json', headers: { cookie } })).json().remotes.catalogue.version, 'v1');
  });
});
