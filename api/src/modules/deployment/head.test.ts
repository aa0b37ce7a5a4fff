// HEAD on every page answers as GET does, without the body (issue 20): balancers and uptime
// monitors probe pages with HEAD, and before this a page's HEAD fell through to the API's 404.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { publish } from './cli.js';

/** Headers a HEAD must repeat from GET (the date and request id differ by nature). */
const SAME = ['content-type', 'cache-control', 'content-length', 'content-encoding', 'content-security-policy', 'vary'];

describe('HEAD answers as GET, without the body', () => {
  let app: FastifyInstance;

  before(async () => {
    const work = mkdtempSync(join(tmpdir(), 'shop-head-'));
    const host = join(work, 'host-build');
    mkdirSync(host);
    writeFileSync(join(host, 'index.html'), '<html><head><!--shop:preload--></head><body><!--shop:boot--></body></html>');
    writeFileSync(join(host, 'main.js'), '/* host */');
    const deployDir = join(work, 'deploy');
    publish(deployDir, 'host', host, 'h1');
    app = await buildApp({ ...loadConfig({ SHOP_MODE: 'development', PGLITE_DIR: ':memory:', DATA_DIR: join(work, 'data') }), deployDir }, { logger: false });
    // Ready only once warm: /readyz answers 503 until the search index is built (health.test.ts).
    await app.searchIndexBuilt;
  });
  after(() => app.close());

  const cases: Array<[string, number, Record<string, string>]> = [
    ['/', 200, {}],
    ['/products', 200, {}],
    ['/products', 200, { 'accept-encoding': 'br, gzip' }],
    ['/no-such-page', 404, {}],
    ['/healthz', 200, {}],
    ['/readyz', 200, {}],
    ['/remotes-manifest.json', 200, {}],
  ];
  for (const [url, status, headers] of cases) {
    it(`HEAD ${url}${headers['accept-encoding'] ? ' (compressed)' : ''}: ${status}, GET's headers, no body`, async () => {
      const get = await app.inject({ method: 'GET', url, headers });
      const head = await app.inject({ method: 'HEAD', url, headers });
      assert.equal(get.statusCode, status);
      assert.equal(head.statusCode, status);
      assert.ok(get.body.length > 0, 'GET has a body');
      assert.equal(head.body, '');
      for (const name of SAME) assert.equal(head.headers[name], get.headers[name], name);
      if (url === '/' || url === '/products') assert.match(String(head.headers['content-type']), /^text\/html/);
    });
  }

  it('an API address still answers 404 to HEAD, as to GET', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/v3/no-such-thing' });
    assert.equal(head.statusCode, 404);
    assert.equal(head.body, '');
  });
});
