// Draining on a real listening server: SIGTERM makes /readyz answer 503 while the instance
// still serves, the request in flight completes, then the server stops; a stuck request is cut
// off at the time limit instead of holding the process.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { closeOnSignals, drainAndClose } from './drain.js';

/** An app with one slow route that answers when the test says so. */
async function slowApp() {
  const work = mkdtempSync(join(tmpdir(), 'shop-drain-'));
  const app = await buildApp(loadConfig({ SHOP_MODE: 'development', PGLITE_DIR: ':memory:', DATA_DIR: work, DEPLOY_DIR: join(work, 'deploy'), CATALOGUE_BOXES: '10' }), { logger: false });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = () => {};
  const arrived = new Promise<void>((resolve) => (started = resolve));
  app.get('/test/slow', async () => {
    started();
    await released;
    return { done: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await app.searchIndexBuilt; // ready only once warm (health.test.ts)
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return { app, base, release, arrived };
}

describe('draining', () => {
  let s: Awaited<ReturnType<typeof slowApp>>;
  before(async () => (s = await slowApp()));
  after(() => s.app.close());

  it('on SIGTERM: /readyz 503 at once, the request in flight completes, then the server closes', async () => {
    assert.equal((await fetch(`${s.base}/readyz`)).status, 200);
    const inFlight = fetch(`${s.base}/test/slow`);
    await s.arrived;
    const exited = new Promise<number>((resolve) => closeOnSignals(s.app, s.app.drain, { delayMs: 600, timeoutMs: 5000 }, resolve));
    process.kill(process.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    const ready = await fetch(`${s.base}/readyz`);
    assert.equal(ready.status, 503, 'not ready while draining');
    assert.equal((await fetch(`${s.base}/healthz`)).status, 200, 'still alive and serving');
    s.release();
    const res = await inFlight;
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { done: true });
    assert.equal(await exited, 0, 'every request finished');
    await assert.rejects(fetch(`${s.base}/healthz`), 'no longer listening');
  });

  it('a request still running at the time limit is cut off and the drain ends', async () => {
    const t = await slowApp();
    const inFlight = fetch(`${t.base}/test/slow`).then(
      () => 'answered',
      () => 'cut off',
    );
    await t.arrived;
    const began = Date.now();
    assert.equal(await drainAndClose(t.app, t.app.drain, { delayMs: 0, timeoutMs: 500 }), 'timed-out');
    assert.ok(Date.now() - began < 2000, 'ended near the limit');
    assert.equal(await inFlight, 'cut off');
    t.release();
  });
});
