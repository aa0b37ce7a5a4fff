// A client cannot choose its own address (issue 31 §2): X-Forwarded-For is believed only from
// the configured proxies (TRUSTED_PROXIES, default loopback), so every per-address limit holds
// against a direct client that sends a new address with each request.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BEACON_PATH, ENQUIRY_RATE_LIMIT } from '@shop/shared/rules';
import { loadConfig } from './config.js';
import { WRONG_CODES_PER_ADDRESS } from './modules/unlock/codes.js';
import { seededMembershipNumber } from './modules/unlock/seed.js';
import { startTestApp, WEB_CLIENT, type TestApp } from './testing/test-app.js';

const PROXY = '10.0.0.2';
const LIMIT = 3;

let t: TestApp;
before(async () => {
  t = await startTestApp({
    TRUSTED_PROXIES: `loopback,${PROXY}`,
    DEPLOY_DIR: mkdtempSync(join(tmpdir(), 'proxies-deploy-')),
    AUTH_THROTTLE_IP_FREE_FAILURES: String(LIMIT),
    BEACON_RATE_LIMIT: String(LIMIT),
    TRACKING_RATE_LIMIT: String(LIMIT),
    TRACKING_FLUSH_MS: '0',
  });
});
after(() => t.close());

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
interface Limit {
  name: string;
  /** Requests one address may make before it is refused. */
  allowed: number;
  /** The i-th request, from this socket address with these headers. */
  send(i: number, remoteAddress: string, headers: Record<string, string>): Promise<Res>;
  refused(res: Res): boolean;
}

const errorCode = (res: Res) => res.json()?.response?.error?.code;
let n = 0;
const LIMITS: Limit[] = [
  {
    name: 'sign-in failures per address',
    // Failures past the free ones lock the address: the next try is refused.
    allowed: LIMIT + 1,
    send: (_i, remoteAddress, headers) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/token',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        // A new account each time: only the address's own count can stop it.
        payload: new URLSearchParams({ grant_type: 'password', username: `nobody${++n}@example.co.uk`, password: 'a wrong password', ...WEB_CLIENT }).toString(),
      }),
    refused: (res) => res.statusCode === 429,
  },
  {
    name: 'beacons per address',
    allowed: LIMIT,
    send: (_i, remoteAddress, headers) => t.app.inject({ method: 'POST', url: BEACON_PATH, remoteAddress, headers, payload: { remote: 'catalogue', version: 'v1', kind: 'mount' } }),
    refused: (res) => res.statusCode === 429,
  },
  {
    name: 'conversion events per address',
    allowed: LIMIT,
    send: (i, remoteAddress, headers) =>
      t.app.inject({
        method: 'POST',
        url: '/v3/tracking/conversions',
        remoteAddress,
        headers: { 'user-agent': 'Mozilla/5.0', ...headers },
        payload: { eventName: 'AddToCart', eventId: `evt-proxies-${remoteAddress}-${i}-${++n}`, consent: { marketing: true, noticeVersion: 1 }, quantity: 1, currency: 'GBP' },
      }),
    refused: (res) => res.statusCode === 429,
  },
  {
    name: 'enquiries per address',
    allowed: ENQUIRY_RATE_LIMIT.perWindow,
    send: (i, remoteAddress, headers) =>
      t.app.inject({
        method: 'POST',
        url: '/v3/contact/enquiry',
        remoteAddress,
        headers,
        payload: { name: 'Sophie Turner', email: 'sophie.turner@example.co.uk', categoryId: 8, subject: `Opening hours ${i}`, message: 'When does the Clapham store open on Sundays?' },
      }),
    refused: (res) => res.statusCode === 429,
  },
  {
    name: 'wrong unlock codes per address',
    allowed: WRONG_CODES_PER_ADDRESS,
    // A new membership number each time: only the address's own count can stop it.
    send: (_i, remoteAddress, headers) =>
      t.app.inject({ method: 'PUT', url: '/v3/members/verifyunlockonlineaccesscode', remoteAddress, headers, payload: { membershipNumber: seededMembershipNumber(1000 + ++n), unlockCode: '000000' } }),
    refused: (res) => res.statusCode === 429 && errorCode(res) === 1819,
  },
];

describe('a direct client rotating X-Forwarded-For', () => {
  let client = 0;
  for (const limit of LIMITS) {
    it(`is still one address to the limit of ${limit.name}`, async () => {
      const socket = `203.0.113.${++client}`;
      const answers: Res[] = [];
      for (let i = 0; i <= limit.allowed; i++) answers.push(await limit.send(i, socket, { 'x-forwarded-for': `198.51.100.${i + 1}` }));
      assert.ok(
        answers.slice(0, limit.allowed).every((res) => !limit.refused(res)),
        `within the limit: ${answers.map((r) => r.statusCode)}`,
      );
      assert.ok(limit.refused(answers.at(-1)!), `past the limit: ${answers.at(-1)!.statusCode} ${answers.at(-1)!.body.slice(0, 200)}`);
      // The refusal is this client's: another one goes on.
      assert.ok(!limit.refused(await limit.send(limit.allowed + 1, `203.0.113.${100 + client}`, {})));
    });
  }
});

describe('behind a configured proxy', () => {
  it('counts the client the proxy names, not the proxy, and not what the client wrote before it', async () => {
    const beacon = LIMITS.find((l) => l.name === 'beacons per address')!;
    // Two shoppers behind one balancer each get their own allowance.
    for (let i = 0; i < LIMIT; i++) assert.equal((await beacon.send(i, PROXY, { 'x-forwarded-for': '192.0.2.10' })).statusCode, 202);
    assert.equal((await beacon.send(LIMIT, PROXY, { 'x-forwarded-for': '192.0.2.10' })).statusCode, 429);
    assert.equal((await beacon.send(0, PROXY, { 'x-forwarded-for': '192.0.2.11' })).statusCode, 202);
    // A proxy that appends: the entries the client made up come first and are not believed.
    assert.equal((await beacon.send(0, PROXY, { 'x-forwarded-for': '198.51.100.200, 192.0.2.10' })).statusCode, 429);
  });

  it('a proxy that is not configured is a client like any other', async () => {
    const beacon = LIMITS.find((l) => l.name === 'beacons per address')!;
    const stranger = '10.0.0.3';
    for (let i = 0; i < LIMIT; i++) assert.equal((await beacon.send(i, stranger, { 'x-forwarded-for': `192.0.2.${50 + i}` })).statusCode, 202);
    assert.equal((await beacon.send(LIMIT, stranger, { 'x-forwarded-for': '192.0.2.99' })).statusCode, 429);
  });
});

it('TRUSTED_PROXIES: loopback by default, addresses, ranges and names, or none; anything else refused by name', () => {
  const of = (value?: string) => loadConfig({ SHOP_MODE: 'development', AUTH_JWT_SECRET: 'x'.repeat(32), BANK_DATA_KEY: Buffer.alloc(32).toString('base64'), TRUSTED_PROXIES: value }).trustedProxies;
  assert.deepEqual(of(), ['loopback']);
  assert.deepEqual(of('10.0.0.2, 10.1.0.0/16, fd00::/8, uniquelocal'), ['10.0.0.2', '10.1.0.0/16', 'fd00::/8', 'uniquelocal']);
  assert.equal(of('none'), false);
  for (const bad of ['*', 'true', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/2']) assert.throws(() => of(bad), /TRUSTED_PROXIES: '.*' is not an address/, bad);
});
