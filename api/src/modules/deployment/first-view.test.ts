import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { publish } from './cli.js';
import { FIRST_VIEW_LOADER, FIRST_VIEW_LOADER_CSP } from './first-view-loader.js';
import { pointTo } from './manifest.js';

const HOST_HTML =
  '<html><head><!--shop:preload--><script defer="defer" src="/host/h1/main.js"></script></head><body><div id="shop-prerender" hidden><header>Little Loop</header><!--shop:first-view--></div><div id="shop-root"></div><!--shop:boot--></body></html>';

function build(dir: string, files: Record<string, string>) {
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

const remoteFiles = {
  'remoteEntry.js': '/* entry */',
  'mf-manifest.json': JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
};

// A prerender bundle as the remote's build makes it: CommonJS, run by the API, calling the API.
const PRERENDER = `
exports.prerender = async (path, call) => {
  if (path.startsWith('/product-detail')) {
    const res = await call({ method: 'GET', url: '/v3/boxes/LL999999/detail', headers: { accept: 'application/json' } });
    return res.status === 404 ? { notFound: true } : null;
  }
  if (!path.startsWith('/products')) return null;
  const res = await call({ method: 'GET', url: '/v3/supercats', headers: { accept: 'application/json' } });
  const names = JSON.parse(res.body).response.data.superCats.map((s) => s.superCatFriendlyName);
  return { html: '<div data-boundary="catalogue"><h1>All $& products</h1><p>' + names.join(', ') + '</p></div>', payload: { supercats: names, path } };
};`;

describe('first view: a remote prerenders its page into index.html', () => {
  let deployDir: string;
  let app: FastifyInstance;

  before(async () => {
    const work = mkdtempSync(join(tmpdir(), 'shop-first-view-'));
    deployDir = join(work, 'deploy');
    publish(deployDir, 'host', build(join(work, 'host'), { 'index.html': HOST_HTML, 'main.js': '/* host */' }), 'h1');
    publish(deployDir, 'catalogue', build(join(work, 'c1'), remoteFiles), 'c1');
    publish(deployDir, 'catalogue', build(join(work, 'c2'), { ...remoteFiles, 'server/prerender.js': PRERENDER, 'server/prerender.css': '.x{color:red}' }), 'c2');
    publish(deployDir, 'catalogue', build(join(work, 'c3'), { ...remoteFiles, 'server/prerender.js': 'exports.prerender = async () => { throw new Error("boom"); };' }), 'c3');
    pointTo(deployDir, 'catalogue', 'c2');
    publish(
      deployDir,
      'sell-to-us',
      build(join(work, 's1'), { ...remoteFiles, 'server/prerender.js': 'exports.prerender = async () => ({ html: "<div data-boundary=\\"sell-to-us\\"><h1>Sell to us</h1></div>", payload: {} });' }),
      's1',
    );
    app = await buildApp({ ...loadConfig({ SHOP_MODE: 'development', PGLITE_DIR: ':memory:' }), deployDir }, { logger: false });
  });
  after(() => app.close());

  it('paints the page from the API inside the frame, with its CSS and payload', async () => {
    const res = await app.inject({ url: '/products?superCatId=7', headers: { 'accept-encoding': 'identity' } });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<div id="shop-prerender" inert aria-busy="true"><header>Little Loop<\/header><div data-boundary="catalogue"><h1>All \$& products<\/h1><p>[^<]*Pushchairs/);
    assert.match(res.body, /<style id="shop-first-view-css">\.x\{color:red\}<\/style><\/head>/);
    const payload = JSON.parse(res.body.match(/<script id="shop-payload" type="application\/json" data-owner="catalogue">(.*?)<\/script>/)![1]!);
    assert.equal(payload.path, '/products?superCatId=7');
    assert.ok(payload.supercats.length >= 6);
    // The boot data still follows.
    assert.match(res.body, /<script id="shop-boot"/);
  });

  it('starts the scripts only after the first view: no script tag or script preload, the inline loader allowed by its hash', async () => {
    const res = await app.inject({ url: '/products?superCatId=7', headers: { 'accept-encoding': 'identity' } });
    assert.doesNotMatch(res.body, /<script[^>]*\ssrc=/);
    assert.doesNotMatch(res.body, /rel="preload" as="script"/);
    const boot = JSON.parse(res.body.match(/<script id="shop-boot" type="application\/json">(.*?)<\/script>/)![1]!);
    assert.deepEqual(boot.scripts, ['/host/h1/main.js']);
    assert.deepEqual(boot.preload, ['/remotes/catalogue/c2/remoteEntry.js']);
    const inline = res.body.match(/<script>([\s\S]*?)<\/script>/)![1]!;
    assert.equal(inline, FIRST_VIEW_LOADER);
    const digest = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    assert.equal(digest, FIRST_VIEW_LOADER_CSP);
    assert.match(String(res.headers['content-security-policy']), new RegExp(`script-src [^;]*${digest.replace(/[+/]/g, '\\$&')}`));
  });

  it('keeps the script tag where a page has no first view', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    assert.match(res.body, /<script defer="defer" src="\/host\/h1\/main.js"><\/script>/);
    assert.doesNotMatch(res.body, /<script>/);
  });

  it('compresses pages (the first view makes them large)', async () => {
    const res = await app.inject({ url: '/products?superCatId=7', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(res.headers['content-encoding'], 'br');
  });

  it('serves the page without a first view where the remote has none for the route', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<div id="shop-prerender" hidden>/);
    assert.doesNotMatch(res.body, /shop-payload|shop-first-view-css/);
  });

  it("answers 404 when the remote says the page's own item does not exist (no soft 404), with the shell that shows Page Not Found", async () => {
    const res = await app.inject({ url: '/product-detail?id=ll999999', headers: { 'accept-encoding': 'identity' } });
    assert.equal(res.statusCode, 404);
    assert.match(res.body, /shop-boot/);
    assert.doesNotMatch(res.body, /shop-payload/);
  });

  it('never lets a failing prerender cost the page, and rolls back with the remote', async () => {
    pointTo(deployDir, 'catalogue', 'c3');
    const failing = await app.inject({ url: '/products', headers: { 'accept-encoding': 'identity' } });
    assert.equal(failing.statusCode, 200);
    assert.match(failing.body, /<div id="shop-prerender" hidden>/);
    pointTo(deployDir, 'catalogue', 'c1');
    const none = await app.inject({ url: '/products', headers: { 'accept-encoding': 'identity' } });
    assert.match(none.body, /\/remotes\/catalogue\/c1\/remoteEntry.js/);
    assert.doesNotMatch(none.body, /shop-payload/);
    pointTo(deployDir, 'catalogue', 'c2');
  });

  it('paints nothing of a route whose feature flag is off (the browser sends it home)', async () => {
    const painted = async () => (await app.inject({ url: '/sell-to-us', headers: { 'accept-encoding': 'identity' } })).body.includes('<h1>Sell to us</h1>');
    assert.equal(await painted(), true);
    const setFlag = (on: boolean) => app.db.query(`UPDATE settings SET value = jsonb_set(value, '{sellToUsEnabled}', to_jsonb($1::boolean), true) WHERE scope = 'prelogin' AND key = 'featureFlags'`, [on]);
    await setFlag(false);
    try {
      assert.equal(await painted(), false);
    } finally {
      await setFlag(true);
    }
  });

  it('keeps the prerender bundle for the API: it is not served', async () => {
    const res = await app.inject({ url: '/remotes/catalogue/c2/server/prerender.js' });
    assert.equal(res.statusCode, 404);
    const entry = await app.inject({ url: '/remotes/catalogue/c2/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
  });
});
