import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { publish } from './cli.js';
import { perPublishedBuild, pointTo, previousVersion, readManifest } from './manifest.js';

function fakeBuild(dir: string, files: Record<string, string>) {
  mkdirSync(dir, { recursive: true });
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  return dir;
}

function remoteBuild(root: string, name: string, tag: string) {
  return fakeBuild(join(root, `${name}-${tag}`), {
    'remoteEntry.js': `/* ${name} ${tag} */`,
    'app.abc123.js': `/* app ${tag} */`,
    'mf-manifest.json': JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './app', assets: { js: { sync: ['app.abc123.js'] }, css: { sync: [] } } }],
    }),
  });
}

describe('deployment: publish, point, serve', () => {
  let deployDir: string;
  let app: FastifyInstance;

  before(async () => {
    const work = mkdtempSync(join(tmpdir(), 'shop-deploy-'));
    deployDir = join(work, 'deploy');
    const host = fakeBuild(join(work, 'host'), {
      'index.html': '<html><head><!--shop:preload--></head><body><!--shop:boot--></body></html>',
      'main.js': '/* host */',
      'sw.js': '/* sw */',
    });
    publish(deployDir, 'host', host, 'h1');
    publish(deployDir, 'catalogue', remoteBuild(work, 'catalogue', 'c1'), 'c1');
    publish(deployDir, 'catalogue', remoteBuild(work, 'catalogue', 'c2'), 'c2');
    publish(deployDir, 'basket-checkout', remoteBuild(work, 'basket-checkout', 'b1'), 'b1');
    app = await buildApp({ ...loadConfig({ SHOP_MODE: 'development', PGLITE_DIR: ':memory:' }), deployDir }, { logger: false });
  });
  after(() => app.close());

  it('never overwrites a published version', () => {
    assert.throws(() => publish(deployDir, 'catalogue', '/nonexistent', 'c1'), /already published/);
  });

  it('refuses to point at a version that was never published', () => {
    assert.throws(() => pointTo(deployDir, 'catalogue', 'c9'), /not published/);
  });

  it('keeps a history and rolls back one step', () => {
    const m = readManifest(deployDir);
    assert.equal(m.remotes.catalogue?.version, 'c2');
    assert.equal(previousVersion(m, 'catalogue'), 'c1');
    assert.deepEqual(
      m.history.map((h) => `${h.target}:${h.from ?? '-'}->${h.to}`),
      ['host:-->h1', 'catalogue:-->c1', 'catalogue:c1->c2', 'basket-checkout:-->b1'],
    );
  });

  it('serves index.html with the manifest inlined and preloads for the route owner', async () => {
    const res = await app.inject({ url: '/basket' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['cache-control'] as string, /no-cache/);
    assert.match(res.body, /<link rel="preload" as="script" href="\/remotes\/basket-checkout\/b1\/remoteEntry.js">/);
    assert.match(res.body, /href="\/remotes\/basket-checkout\/b1\/app.abc123.js"/);
    assert.doesNotMatch(res.body, /preload[^>]*catalogue/);
    const boot = JSON.parse(res.body.match(/<script id="shop-boot" type="application\/json">(.*?)<\/script>/)![1]!);
    assert.equal(boot.hostVersion, 'h1');
    assert.deepEqual(boot.remotes.catalogue, { version: 'c2', manifestUrl: '/remotes/catalogue/c2/mf-manifest.json', entry: '/remotes/catalogue/c2/remoteEntry.js' });
    assert.equal(boot.flags.onDemandUnlock, false);
    assert.equal(boot.flags.basketSharing, true);
    assert.equal(boot.auth.clientId, 'shop-web');
    // The shell's text blocks come from the content service; the announcement names the delivery rule the shell fills in.
    assert.equal(boot.texts.announcement, '{deliveryPromise}');
    assert.match(boot.texts.cookieMessage, /^We use cookies/);
  });

  it('answers unknown page routes with 404 and the shell (which shows Page Not Found)', async () => {
    const res = await app.inject({ url: '/no-such-page' });
    assert.equal(res.statusCode, 404);
    assert.match(res.body, /shop-boot/);
    // A route whose validation fails is Page Not Found too.
    assert.equal((await app.inject({ url: '/product-detail?id=%3Cscript%3E' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/product-detail?id=ll000002' })).statusCode, 200);
  });

  it('switches builds by the manifest alone, without a restart', async () => {
    pointTo(deployDir, 'catalogue', 'c1');
    const res = await app.inject({ url: '/' });
    assert.match(res.body, /\/remotes\/catalogue\/c1\/remoteEntry.js/);
    pointTo(deployDir, 'catalogue', 'c2');
  });

  it('points a remote at another origin without reading it', async () => {
    pointTo(deployDir, 'basket-checkout', 'cdn-7', { url: 'http://127.0.0.1:9/mf-manifest.json' });
    const res = await app.inject({ url: '/basket' });
    const boot = JSON.parse(res.body.match(/type="application\/json">(.*?)<\/script>/)![1]!);
    assert.equal(boot.remotes['basket-checkout'].entry, 'http://127.0.0.1:9/mf-manifest.json');
    pointTo(deployDir, 'basket-checkout', 'b1');
  });

  it('serves entries no-cache and hashed chunks immutable', async () => {
    const entry = await app.inject({ url: '/remotes/catalogue/c2/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const chunk = await app.inject({ url: '/remotes/catalogue/c2/app.abc123.js' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(chunk.headers['content-type'] as string, /javascript/);
  });

  it('serves the live host service worker at /sw.js with root scope', async () => {
    const res = await app.inject({ url: '/sw.js' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['service-worker-allowed'], '/');
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  it('answers missing assets and API paths with 404 JSON, not the shell', async () => {
    const res = await app.inject({ url: '/remotes/catalogue/c2/nope.js' });
    assert.equal(res.statusCode, 404);
    const api = await app.inject({ url: '/v3/nothing' });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().response.ack, 'Failure');
  });

  it('reports health and sends security headers', async () => {
    const res = await app.inject({ url: '/healthz' });
    assert.deepEqual(res.json(), { status: 'ok' });
    assert.match(res.headers['content-security-policy'] as string, /default-src 'self'/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });
});

describe('perPublishedBuild', () => {
  it('reads a build once, and each deploy folder and version on its own', () => {
    const reads: string[] = [];
    const read = perPublishedBuild((folder) => {
      reads.push(folder);
      return folder.length;
    });
    const a = mkdtempSync(join(tmpdir(), 'per-build-a-'));
    const b = mkdtempSync(join(tmpdir(), 'per-build-b-'));
    read(a, 'catalogue', 'v1');
    read(a, 'catalogue', 'v1');
    read(a, 'catalogue', 'v2');
    read(b, 'catalogue', 'v1');
    assert.deepEqual(reads, [join(a, 'remotes', 'catalogue', 'v1'), join(a, 'remotes', 'catalogue', 'v2'), join(b, 'remotes', 'catalogue', 'v1')]);
  });
});
