// The waiting room (issue 20, spec §7 'POST queue') over real HTTP on a real database: with
// capacity 5 the 6th new visitor waits with a position and goes in when a place frees, first come
// first served; forged and expired tickets are refused; an admitted visitor is never queued; a
// bot without an admission is refused while the queue is on; the staff switch checks the role.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { QUEUE_CODES, QUEUE_COOKIES } from '@shop/shared/rules';
import { memberSession, startTestApp, type TestApp } from '../../testing/test-app.js';
import { staffSession } from '../../testing/staff.js';
import { createPasses } from './passes.js';

const SECRET = 'test-secret-0123456789abcdef0123456789';
let clock = new Date('2026-11-27T09:00:00Z');
const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

let t: TestApp;
let base: string;
let staff: { authorization: string };
before(async () => {
  t = await startTestApp({ QUEUE_CAPACITY: '5', QUEUE_ADMISSION_SECONDS: '60', QUEUE_POLL_SECONDS: '2', AUTH_JWT_SECRET: SECRET }, { now: () => clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  staff = (await staffSession(t.app)).auth;
});
after(() => t.close());

/** A browser's cookie jar for the shop's first-party cookies. */
class Visitor {
  jar = new Map<string, string>();
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(base + path, { redirect: 'manual', ...init, headers: { ...(cookie ? { cookie } : {}), ...(init.headers as object) } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (/Max-Age=0\b/.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }
  async queue(body: object = {}) {
    const res = await this.fetch('/v3/queue', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return {
      status: res.status,
      body: (await res.json()) as { response: { data: { status: string; position: number | null; estimatedWaitSeconds: number | null; pollAfterSeconds: number } | null; error: { code: string } | null } },
    };
  }
}

const visitorRows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM queue_visitors'))[0]!.n;

const setSwitch = (on: boolean, headers: Record<string, string> = staff) => fetch(`${base}/v3/staff/queue`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ on }) });

beforeEach(async () => {
  // Each test starts with an empty room, the switch off.
  await t.db.query('DELETE FROM queue_visitors');
  assert.equal((await setSwitch(false)).status, 200);
});

describe('the staff switch (PUT /v3/staff/queue)', () => {
  it('takes only a staff token: none is 401, a member is 403, staff turn it on and see the room', async () => {
    assert.equal((await setSwitch(true, {})).status, 401);
    const member = await memberSession(t.app);
    assert.equal((await setSwitch(true, member.auth)).status, 403);
    const res = await setSwitch(true);
    assert.equal(res.status, 200);
    const view = ((await res.json()) as { response: { data: Record<string, unknown> } }).response.data;
    assert.equal(view.on, true);
    assert.equal(view.capacity, 5);
    assert.equal(typeof view.changedBy, 'string');
    const read = await fetch(`${base}/v3/staff/queue`, { headers: staff });
    assert.equal(((await read.json()) as { response: { data: { on: boolean } } }).response.data.on, true);
  });
});

describe('the line (POST /v3/queue), capacity 5', () => {
  it('lets five in, gives the 6th a position, and lets them in when a place frees', async () => {
    await setSwitch(true);
    const first = Array.from({ length: 5 }, () => new Visitor());
    for (const v of first) assert.equal((await v.queue()).body.response.data!.status, 'admitted');
    const sixth = new Visitor();
    const waiting = await sixth.queue();
    assert.equal(waiting.status, 200);
    assert.deepEqual(waiting.body.response.data, { status: 'waiting', position: 1, estimatedWaitSeconds: null, pollAfterSeconds: 2 });
    assert.ok(sixth.jar.has(QUEUE_COOKIES.ticket) && !sixth.jar.has(QUEUE_COOKIES.admission));
    assert.equal((await sixth.queue()).body.response.data!.status, 'waiting', 'still no room');

    assert.equal((await first[0]!.queue({ leave: true })).body.response.data!.status, 'left');
    const inNow = await sixth.queue();
    assert.equal(inNow.body.response.data!.status, 'admitted');
    assert.ok(sixth.jar.has(QUEUE_COOKIES.admission) && !sixth.jar.has(QUEUE_COOKIES.ticket), 'the ticket becomes an admission');
    assert.equal((await sixth.fetch('/v3/settings/prelogin?platformId=16')).status, 200, 'and the shop answers');
  });

  it('serves the line first come, first served, whoever asks first', async () => {
    await setSwitch(true);
    const shoppers = Array.from({ length: 5 }, () => new Visitor());
    for (const v of shoppers) await v.queue();
    const [a, b, c] = [new Visitor(), new Visitor(), new Visitor()];
    assert.equal((await a.queue()).body.response.data!.position, 1);
    assert.equal((await b.queue()).body.response.data!.position, 2);
    assert.equal((await c.queue()).body.response.data!.position, 3);
    await shoppers[0]!.queue({ leave: true });
    // c and b ask before a: the free place is a's all the same.
    assert.equal((await c.queue()).body.response.data!.position, 2);
    assert.equal((await b.queue()).body.response.data!.position, 1);
    assert.equal((await a.queue()).body.response.data!.status, 'admitted');
    // Activity renews an admission; one left idle for QUEUE_ADMISSION_SECONDS lapses and frees a place.
    advance(50);
    for (const v of shoppers.slice(1)) assert.equal((await v.fetch('/v3/settings/prelogin?platformId=16')).status, 200);
    assert.equal((await b.queue()).body.response.data!.position, 1);
    assert.equal((await c.queue()).body.response.data!.position, 2);
    advance(11);
    assert.equal((await c.queue()).body.response.data!.position, 1, "a's lapsed place went to b, ahead of c");
    assert.equal((await b.queue()).body.response.data!.status, 'admitted');
    assert.equal((await c.queue()).body.response.data!.status, 'waiting', 'the renewed four are still shopping');
    // A waiter silent for three polls does not hold the line up (a closed tab).
    const d = new Visitor();
    assert.equal((await d.queue()).body.response.data!.position, 2);
    advance(20);
    assert.equal((await d.queue()).body.response.data!.position, 1, 'c stopped asking');
    await b.queue({ leave: true });
    assert.equal((await d.queue()).body.response.data!.status, 'admitted');
    assert.equal((await c.queue()).body.response.data!.status, 'waiting', 'c is back in line, behind no one now, but the room is full');
    advance(61);
    assert.equal((await c.queue()).body.response.data!.status, 'admitted', 'everyone idle lapsed: c goes in');
  });

  it('refuses a forged, an expired or an altered ticket, and clears it', async () => {
    await setSwitch(true);
    for (let i = 0; i < 5; i++) await new Visitor().queue();
    const honest = new Visitor();
    await honest.queue();
    const ticket = honest.jar.get(QUEUE_COOKIES.ticket)!;
    const visitorId = JSON.parse(Buffer.from(ticket.split('.')[1]!, 'base64url').toString()).sub as string;
    const forged = await createPasses('another-key').sign('ticket', { visitorId, seq: 1, expiresAt: Math.floor(clock.getTime() / 1000) + 600 });
    const expired = await createPasses(SECRET).sign('ticket', { visitorId, seq: 1, expiresAt: Math.floor(clock.getTime() / 1000) - 1 });
    const [head, , sig] = ticket.split('.');
    const altered = `${head}.${Buffer.from(JSON.stringify({ typ: 'ticket', seq: 0, sub: visitorId, exp: 9_999_999_999 })).toString('base64url')}.${sig}`;
    for (const bad of [forged, expired, altered, 'not-a-ticket']) {
      const v = new Visitor();
      v.jar.set(QUEUE_COOKIES.ticket, bad);
      const res = await v.queue();
      assert.equal(res.status, 403, bad);
      assert.equal(res.body.response.error!.code, QUEUE_CODES.ticketInvalid);
      assert.ok(!v.jar.has(QUEUE_COOKIES.ticket), 'the cookie is cleared');
    }
    // An admission cookie is not a ticket, nor a ticket an admission.
    const swapped = new Visitor();
    swapped.jar.set(QUEUE_COOKIES.admission, ticket);
    assert.equal((await swapped.fetch('/v3/settings/prelogin?platformId=16')).status, 503);
    assert.equal((await honest.queue()).body.response.data!.position, 1, 'the honest visitor keeps their place');
  });
});

describe('the gate', () => {
  it('never queues a visitor already shopping, nor their checkout', async () => {
    const shopper = new Visitor();
    // Shopping before the sale starts: the page load counts them in.
    const page = await shopper.fetch('/');
    assert.notEqual(page.status, 303);
    assert.ok(shopper.jar.has(QUEUE_COOKIES.admission));
    await shopper.fetch('/products');
    assert.equal(await visitorRows(), 0, 'while the queue is off a page load writes nothing');
    const monitor = new Visitor();
    await monitor.fetch('/', { method: 'HEAD' });
    assert.ok(!monitor.jar.has(QUEUE_COOKIES.admission) && !monitor.jar.has(QUEUE_COOKIES.ticket), 'an uptime monitor is not counted as a shopper');
    await setSwitch(true);
    for (let i = 0; i < 5; i++) await new Visitor().queue();
    assert.equal((await new Visitor().queue()).body.response.data!.status, 'waiting', 'the room is full: a line has formed');
    const before = await visitorRows();
    assert.equal((await shopper.fetch('/v3/settings/prelogin?platformId=16')).status, 200);
    assert.equal(await visitorRows(), before + 1, 'back while the queue is on: now counted as shopping');
    assert.notEqual((await shopper.fetch('/products')).status, 303);
    assert.equal(await visitorRows(), before + 1, 'counted once');
    // A long payment: the admission lapses, the checkout still goes on (and renews it).
    advance(120);
    assert.equal((await shopper.fetch('/v3/settings/prelogin?platformId=16')).status, 503, 'lapsed: the shop itself needs the queue');
    assert.notEqual((await shopper.fetch('/v3/payments/types')).status, 503, 'but the checkout is never queued');
    assert.equal((await shopper.fetch('/v3/settings/prelogin?platformId=16')).status, 200, 'and the checkout renewed the admission');
  });

  it('refuses a bot that skips the line with 503 Q001 and Retry-After, and sends a page load to the waiting page', async () => {
    assert.equal((await new Visitor().fetch('/v3/settings/prelogin?platformId=16')).status, 200, 'queue off: nobody is refused');
    await setSwitch(true);
    for (let i = 0; i < 5; i++) await new Visitor().queue();
    const bot = new Visitor();
    const res = await bot.fetch('/v3/settings/prelogin?platformId=16');
    assert.equal(res.status, 503);
    assert.equal(res.headers.get('retry-after'), '2');
    assert.equal(((await res.json()) as { response: { error: { code: string } } }).response.error.code, QUEUE_CODES.admissionRequired);
    assert.equal((await bot.fetch('/v3/basket/123/add', { method: 'POST' })).status, 503, 'nor is a checkout call served past the line');
    const page = await bot.fetch('/products?q=pram');
    assert.equal(page.status, 303);
    assert.equal(page.headers.get('location'), '/waiting-room?returnTo=%2Fproducts%3Fq%3Dpram');
    assert.ok(bot.jar.has(QUEUE_COOKIES.ticket), 'with a place in line');
    const monitor = new Visitor();
    const head = await monitor.fetch('/products', { method: 'HEAD' });
    assert.equal(head.status, 303, 'HEAD is sent to the waiting page too');
    assert.ok(!monitor.jar.has(QUEUE_COOKIES.ticket) && !monitor.jar.has(QUEUE_COOKIES.admission), 'but takes no place in line');
    assert.equal((await bot.queue()).body.response.data!.position, 1);
    // Never queued: health checks, the deployment's static files, the queue and its page.
    for (const path of ['/healthz', '/readyz', '/remotes-manifest.json', '/waiting-room']) assert.notEqual((await new Visitor().fetch(path)).status, 503, path);
  });

  it('turns the queue on past QUEUE_MAX_IN_FLIGHT on this instance', async () => {
    const room = t.app.waitingRoom;
    assert.equal(await room.isOn(), false);
    const busy = room.settings.maxInFlight;
    (room.settings as { maxInFlight: number }).maxInFlight = 1;
    try {
      room.inFlight.start();
      room.inFlight.start();
      const res = await new Visitor().fetch('/v3/settings/prelogin?platformId=16');
      assert.equal(res.status, 503, 'two in flight (and this one) over a maximum of 1');
    } finally {
      room.inFlight.end();
      room.inFlight.end();
      (room.settings as { maxInFlight: number }).maxInFlight = busy;
    }
    assert.equal((await new Visitor().fetch('/v3/settings/prelogin?platformId=16')).status, 200);
  });
});
