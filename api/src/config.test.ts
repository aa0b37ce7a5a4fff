// Safe by default (issue 31 §1): without SHOP_MODE=development the shop is in production mode:
// no development pages, no made-up keys, HSTS and Secure cookies, and it does not start without
// the settings it needs, naming each. Development mode's pages answer only this machine, never
// judged from a forwarded header.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from './app.js';
import { loadConfig, modeAnnouncement, NotReadyToStart, REPO_ROOT, requirePublicUrl } from './config.js';
import { publish } from './modules/deployment/cli.js';
import { REMOTE_NAMES } from './modules/deployment/manifest.js';
import { CHALLENGE_PATH } from './modules/payments/routes.js';
import { contractBuilds } from './testing/releases.js';
import { PRODUCTION_ENV, startTestApp, type TestApp } from './testing/test-app.js';

const SECRETS = { AUTH_JWT_SECRET: 'config-test-secret-0123456789abcdef', BANK_DATA_KEY: Buffer.alloc(32, 9).toString('base64') };
const DEV_PAGES = ['/dev/outbox', '/dev/outbox.json', '/dev/tracking'];
const missingNames = (env: NodeJS.ProcessEnv) => loadConfig(env).missing.map((m) => m.name);
// The test provider's payment ids look like this (a pending one or not, the page is there).
const challenge = `${CHALLENGE_PATH}/TP0123456789ABCDEF`;

/** A deploy folder with a host and every remote live: the shop's Page Not Found is a real page. */
let DEPLOY_DIR = '';
before(async () => {
  const work = mkdtempSync(join(tmpdir(), 'config-deploy-'));
  DEPLOY_DIR = join(work, 'deploy');
  const build = await contractBuilds(work);
  publish(DEPLOY_DIR, 'host', build.host('h1'), 'h1');
  for (const r of REMOTE_NAMES) publish(DEPLOY_DIR, r, build.remote(r, 'v1'), 'v1');
});

describe('production mode, the default', () => {
  it('needs its secrets, its address and real money providers, names each, and makes up no key', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-test-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    assert.equal(config.mode, 'production');
    assert.deepEqual(
      config.missing.map((m) => m.name),
      ['AUTH_JWT_SECRET', 'BANK_DATA_KEY', 'PUBLIC_URL', 'ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT', 'MODULR_API_KEY, MODULR_API_SECRET, MODULR_SOURCE_ACCOUNT_ID'],
    );
    assert.deepEqual(readdirSync(dataDir), [], 'no development key written');
    // A process that writes links (the staff CLI's e-mails) names PUBLIC_URL rather than link to localhost.
    assert.throws(
      () => requirePublicUrl(config),
      (e: Error) => e instanceof NotReadyToStart && /- PUBLIC_URL: /.test(e.message) && !/AUTH_JWT_SECRET/.test(e.message),
    );
    assert.equal(requirePublicUrl(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://littleloop.example' })), 'https://littleloop.example');
    assert.equal(requirePublicUrl(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'config-dev-')), SHOP_MODE: 'development', PORT: '9000' })), 'http://localhost:9000');
    // Test payments, when asked for (a staging shop): the embedded providers and sandboxes are allowed.
    assert.deepEqual(missingNames({ ...SECRETS, PUBLIC_URL: 'https://staging.example', ALLOW_TEST_PAYMENTS: '1' }), []);
    // Real providers' credentials without their live address would pay into a sandbox.
    assert.deepEqual(
      missingNames({ ...PRODUCTION_ENV, ...SECRETS, ADYEN_CHECKOUT_URL: undefined, MODULR_BASE_URL: undefined, PAYPAL_CLIENT_ID: 'p', PAYPAL_CLIENT_SECRET: 's', KLARNA_USERNAME: 'k', KLARNA_PASSWORD: 'p' }),
      ['ADYEN_CHECKOUT_URL', 'PAYPAL_BASE_URL', 'KLARNA_BASE_URL', 'MODULR_BASE_URL'],
    );
    assert.deepEqual(missingNames({ ...PRODUCTION_ENV, ...SECRETS }), []);
    assert.equal(loadConfig({ ...PRODUCTION_ENV, ...SECRETS }).allowedOrigins.join(), 'https://shop.example.co.uk', 'no localhost origin');
    assert.throws(() => loadConfig({ SHOP_MODE: 'dev' }), /SHOP_MODE must be development or production/);
  });

  it('the API refuses to start without them, before it opens anything', async () => {
    await assert.rejects(buildApp(loadConfig({ ...PRODUCTION_ENV, PGLITE_DIR: ':memory:' })), (err: unknown) => {
      assert.ok(err instanceof NotReadyToStart);
      assert.deepEqual(
        err.missing.map((m) => m.name),
        ['AUTH_JWT_SECRET', 'BANK_DATA_KEY'],
      );
      assert.match(err.message, /AUTH_JWT_SECRET: the access-token signing key/);
      assert.match(err.message, /SHOP_MODE=development/);
      return true;
    });
  });

  it('`node api/src/main.ts` with nothing set exits 1, listing every missing setting, and writes nothing', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-main-'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'api/src/main.ts')], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 1, run.stderr);
    for (const name of ['AUTH_JWT_SECRET', 'BANK_DATA_KEY', 'PUBLIC_URL', 'ADYEN_API_KEY', 'MODULR_API_KEY']) assert.match(run.stderr, new RegExp(`- ${name}`));
    assert.doesNotMatch(run.stdout, /is running at/);
    assert.deepEqual(readdirSync(dataDir), []);
  });

  describe('a shop started with no mode', () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp({ ...PRODUCTION_ENV, TRACKING_FLUSH_MS: '0', DEPLOY_DIR });
    });
    after(() => t.close());

    it('answers 404 on the development pages and the test payment page, even to this machine', async () => {
      for (const url of [...DEV_PAGES, challenge]) {
        const res = await t.app.inject({ url, remoteAddress: '127.0.0.1' });
        assert.equal(res.statusCode, 404, url);
        assert.doesNotMatch(res.body, /Outbox|3-D Secure check/, url);
      }
      // Nor can the children's clock be moved (lib/dev-clock.ts).
      assert.equal((await t.app.inject({ method: 'POST', url: '/dev/clock', remoteAddress: '127.0.0.1', payload: { days: 400 } })).statusCode, 404);
    });

    it('sends HSTS, keeps localhost out of the CSP and marks cookies Secure', async () => {
      const res = await t.app.inject({ url: '/remotes-manifest.json' });
      assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/);
      assert.doesNotMatch(String(res.headers['content-security-policy']), /localhost|127\.0\.0\.1/);
      const cookie = String(res.headers['set-cookie']);
      assert.match(cookie, /^shop_cohort=/);
      assert.match(cookie, /; Secure/);
    });

    it('says so at start', () => {
      const [line] = modeAnnouncement(loadConfig({ ...PRODUCTION_ENV, ...SECRETS }));
      assert.match(line!, /^Production mode: HSTS, Secure cookies, no development pages; forwarded addresses believed from loopback/);
    });
  });
});

describe('development mode (SHOP_MODE=development)', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ SHOP_MODE: 'development', TRACKING_FLUSH_MS: '0', DEPLOY_DIR });
  });
  after(() => t.close());

  const pages = [...DEV_PAGES, challenge];

  it('serves the development pages to a browser on this machine', async () => {
    for (const url of pages) assert.equal((await t.app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode, 200, url);
    assert.equal((await t.app.inject({ url: challenge, remoteAddress: '::1' })).statusCode, 200);
  });

  it('answers 404 to anyone else, whatever X-Forwarded-For says', async () => {
    for (const url of pages) {
      // A direct client claiming to be local: the socket says otherwise.
      const forged = await t.app.inject({ url, remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
      assert.equal(forged.statusCode, 404, url);
      // A proxy on this machine (trusted) forwarding a remote client: not this machine's browser.
      const forwarded = await t.app.inject({ url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
      assert.equal(forwarded.statusCode, 404, url);
    }
    const answer = await t.app.inject({ method: 'POST', url: challenge, remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' }, payload: { result: 'approve' } });
    assert.equal(answer.statusCode, 404);
    const clock = await t.app.inject({ method: 'POST', url: '/dev/clock', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' }, payload: { days: 400 } });
    assert.equal(clock.statusCode, 404);
  });

  it("moves the children's clock for this machine only, forward by whole days", async () => {
    const before = Date.now();
    const moved = await t.app.inject({ method: 'POST', url: '/dev/clock', remoteAddress: '127.0.0.1', payload: { days: 400 } });
    assert.equal(moved.statusCode, 200, moved.body);
    const now = Date.parse(moved.json().response.data.now);
    assert.ok(now >= before + 400 * 86_400_000 && now < Date.now() + 401 * 86_400_000, moved.body);
    for (const days of [0, -5, 1.5, 4000]) assert.equal((await t.app.inject({ method: 'POST', url: '/dev/clock', remoteAddress: '127.0.0.1', payload: { days } })).statusCode, 400, String(days));
  });

  it('says so at start, with what it turns on', () => {
    const lines = modeAnnouncement(loadConfig({ SHOP_MODE: 'development', DATA_DIR: mkdtempSync(join(tmpdir(), 'config-dev-')) })).join(' ');
    assert.match(lines, /^Development mode \(SHOP_MODE=development\): \/dev\/outbox, \/dev\/tracking and the test payment pages answer this machine only/);
    assert.match(lines, /Never for a shop on the internet/);
  });
});

it('a staging shop that allows test payments serves the 3-D Secure page to its testers, and says so', async () => {
  const t = await startTestApp({ ...PRODUCTION_ENV, ADYEN_API_KEY: undefined, MODULR_API_KEY: undefined, ALLOW_TEST_PAYMENTS: '1', TRACKING_FLUSH_MS: '0', DEPLOY_DIR });
  try {
    assert.equal((await t.app.inject({ url: challenge, remoteAddress: '203.0.113.9' })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode, 404);
    assert.match(modeAnnouncement(loadConfig({ ...PRODUCTION_ENV, ...SECRETS, ALLOW_TEST_PAYMENTS: '1' })).join(' '), /Test payments \(ALLOW_TEST_PAYMENTS=1\).*No money moves/);
  } finally {
    await t.close();
  }
});
