// Conversion tracking (spec §7 'Other'; issue 18): queued at once with marketing consent, sent
// with §7's fields and no personal data, a member's refusal honoured on the server, retried with
// backoff against a local stand-in for Meta's Conversions API, abandoned after N attempts.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, it } from 'node:test';
import { createVerifiedMember, PRODUCTION_ENV, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { backoffMs, sha256 } from './service.js';

// A stand-in for graph.facebook.com: answers as the Conversions API does, or fails on demand.
const received: Array<{ url: string; body: { data: unknown[]; access_token: string } }> = [];
let failNext = 0;
let down = false;
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    if (down || failNext > 0) {
      failNext = Math.max(0, failNext - 1);
      res.statusCode = 503;
      res.end(JSON.stringify({ error: { message: 'Service temporarily unavailable', code: 2 } }));
      return;
    }
    received.push({ url: req.url ?? '', body: JSON.parse(body) });
    res.end(JSON.stringify({ events_received: 1, fbtrace_id: 'AbC' }));
  });
});

let clock = new Date('2026-03-02T10:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
let t: TestApp; // Meta-shaped adapter pointed at the stand-in
let embedded: TestApp; // no provider configured: the embedded default
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v19.0`;
  t = await startTestApp(
    { TRACKING_PIXEL_ID: '1234567890', TRACKING_ACCESS_TOKEN: 'secret-token', TRACKING_BASE_URL: base, TRACKING_FLUSH_MS: '0', TRACKING_MAX_ATTEMPTS: '4', TRACKING_RETRY_BASE_MS: '1000' },
    { now: () => clock },
  );
  embedded = await startTestApp({ TRACKING_FLUSH_MS: '0' });
});
after(async () => {
  await t.close();
  await embedded.close();
  server.close();
});
beforeEach(() => {
  received.length = 0;
  failNext = 0;
  down = false;
});

let n = 0;
const eventId = () => `evt-${Date.now()}-${++n}`;
const consent = { marketing: true, noticeVersion: 1 };
const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1';
const post = (app: TestApp, payload: object | string, headers: Record<string, string> = {}) => app.app.inject({ method: 'POST', url: '/v3/tracking/conversions', headers: { 'user-agent': UA, ...headers }, payload });
const rows = (app: TestApp, id: string) =>
  app.db.query<{ attempts: number; sent_at: string | null; failed_at: string | null; next_attempt_at: string; last_error: string | null }>(
    'SELECT attempts, sent_at, failed_at, next_attempt_at, last_error FROM conversion_events WHERE event_id = $1',
    [id],
  );
const count = async (app: TestApp) => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM conversion_events'))[0]!.n;

it("answers 202 at once, queues the event, and the flusher sends it to {base}/{pixelId}/events with §7's fields", async () => {
  const id = eventId();
  const anonymousId = 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff';
  const res = await post(t, { eventName: 'AddToCart', eventId: id, consent, anonymousId, boxId: 'll000123', cartId: 'cart-42', mode: 'delivery', quantity: 2, synced: false, totalPrice: 24, currency: 'GBP', value: 24 });
  assert.equal(res.statusCode, 202, res.body);
  assert.deepEqual(res.json().response.data, { accepted: true });
  assert.equal(received.length, 0, 'nothing is sent while the shopper waits');
  assert.equal((await rows(t, id))[0]!.attempts, 0);

  assert.equal(await t.app.tracking.flush(), 1);
  assert.equal(received.length, 1);
  assert.equal(received[0]!.url, '/v19.0/1234567890/events');
  assert.equal(received[0]!.body.access_token, 'secret-token');
  assert.deepEqual(received[0]!.body.data, [
    {
      event_name: 'AddToCart',
      event_time: Math.floor(clock.getTime() / 1000),
      action_source: 'website',
      event_id: id,
      user_data: { external_id: [sha256(`anonymous:${anonymousId}`)], client_user_agent: UA },
      custom_data: { boxId: 'LL000123', cartId: 'cart-42', mode: 'delivery', quantity: 2, synced: false, totalPrice: 24, currency: 'GBP', value: 24 },
    },
  ]);
  const [row] = await rows(t, id);
  assert.ok(row!.sent_at);
  assert.equal(await t.app.tracking.flush(), 0, 'sent once');
});

it("a member's event carries only the SHA-256 of their id: no e-mail, name or IP address anywhere", async () => {
  const m = await createVerifiedMember(t.app, { firstName: 'Grace' });
  const { auth } = await signedIn(t.app, m.email, m.password);
  const id = eventId();
  const res = await t.app.inject({
    method: 'POST',
    url: '/v3/tracking/conversions',
    remoteAddress: '203.0.113.77',
    headers: { ...auth, 'user-agent': UA, 'x-forwarded-for': '198.51.100.9' },
    payload: { eventName: 'Purchase', eventId: id, consent, quantity: 1, totalPrice: 30.5, currency: 'GBP', value: 30.5, synced: true },
  });
  assert.equal(res.statusCode, 202, res.body);
  await t.app.tracking.flush();
  const sent = received[0]!.body.data[0] as { user_data: { external_id: string[] } };
  assert.deepEqual(sent.user_data.external_id, [sha256(`member:${m.memberId}`)]);
  assert.equal((sent as unknown as { custom_data: { cartId: string } }).custom_data.cartId, sha256(`cart:${m.memberId}`).slice(0, 32), "the member's basket, by a pseudonym");
  const stored = JSON.stringify(await t.db.query('SELECT * FROM conversion_events WHERE event_id = $1', [id]));
  for (const text of [JSON.stringify(received), stored]) {
    for (const personal of [m.memberId, m.email, 'Grace', 'Lovelace', '203.0.113.77', '198.51.100.9']) assert.ok(!text.includes(personal), `${personal} leaked`);
  }
});

it('a signed-in member who refused marketing is dropped (202, accepted false, nothing kept)', async () => {
  const m = await createVerifiedMember(t.app);
  const { auth } = await signedIn(t.app, m.email, m.password);
  const refuse = await t.app.inject({
    method: 'PUT',
    url: `/v3/members/${m.memberId}/consents`,
    headers: auth,
    payload: {
      consents: [
        { consentTypeId: 3, granted: true },
        { consentTypeId: 4, granted: false },
        { consentTypeId: 5, granted: false },
      ],
      noticeVersion: 1,
    },
  });
  assert.equal(refuse.statusCode, 200, refuse.body);
  const before = await count(t);
  const id = eventId();
  const res = await post(t, { eventName: 'AddToCart', eventId: id, consent, currency: 'GBP' }, auth);
  assert.equal(res.statusCode, 202);
  assert.deepEqual(res.json().response.data, { accepted: false });
  assert.equal(await count(t), before);
});

it('refuses an event without marketing consent (400 T001) and keeps nothing; bad input is 400 too', async () => {
  const before = await count(t);
  const base = { eventName: 'AddToCart', currency: 'GBP' };
  for (const payload of [
    { ...base, eventId: eventId() },
    { ...base, eventId: eventId(), consent: { marketing: false, noticeVersion: 1 } },
    { ...base, eventId: eventId(), consent: { marketing: true } },
    { ...base, eventId: eventId(), consent: { marketing: 'yes', noticeVersion: 1 } },
  ]) {
    const res = await post(t, payload);
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.equal(res.json().response.error.code, 'T001');
  }
  for (const payload of [
    { ...base, eventId: eventId(), consent, eventName: 'Subscribe' },
    { ...base, eventId: 'x', consent },
    { ...base, eventId: eventId(), consent, currency: 'EUR' },
    { ...base, eventId: eventId(), consent, email: 'someone@example.com' },
    { ...base, eventId: eventId(), consent, boxId: "'; DROP TABLE conversion_events; --" },
  ]) {
    const res = await post(t, payload);
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
  }
  // A number past the largest double (JSON.stringify would write null, so the raw text).
  const huge = await post(t, `{"eventName":"AddToCart","eventId":"${eventId()}","consent":{"marketing":true,"noticeVersion":1},"currency":"GBP","value":1e309}` as never, { 'content-type': 'application/json' });
  assert.equal(huge.statusCode, 400, huge.body);
  assert.equal(await count(t), before);
});

it('one event per event id: a resent beacon is kept once', async () => {
  const id = eventId();
  const before = await count(t);
  for (let i = 0; i < 3; i++) assert.equal((await post(t, { eventName: 'ViewContent', eventId: id, consent, currency: 'GBP' })).statusCode, 202);
  assert.equal(await count(t), before + 1);
  await t.app.tracking.flush();
  assert.equal(received.length, 1);
});

it('never blocks: 202 while the provider is down; retried with exponential backoff, sent on the third attempt', async () => {
  down = true;
  const id = eventId();
  const started = Date.now();
  const res = await post(t, { eventName: 'InitiateCheckout', eventId: id, consent, currency: 'GBP', value: 12 });
  assert.equal(res.statusCode, 202);
  assert.ok(Date.now() - started < 2000);
  down = false;
  failNext = 2;

  await t.app.tracking.flush(); // attempt 1 fails
  let [row] = await rows(t, id);
  assert.equal(row!.attempts, 1);
  assert.match(row!.last_error!, /503/);
  assert.doesNotMatch(row!.last_error!, /secret-token/);
  assert.equal(Date.parse(row!.next_attempt_at) - clock.getTime(), backoffMs(1, { baseDelayMs: 1000, maxDelayMs: 3_600_000 }));

  assert.equal(await t.app.tracking.flush(), 0, 'not due before the backoff has passed');
  assert.equal((await rows(t, id))[0]!.attempts, 1);

  advance(1000);
  await t.app.tracking.flush(); // attempt 2 fails, the wait doubles
  [row] = await rows(t, id);
  assert.equal(row!.attempts, 2);
  assert.equal(Date.parse(row!.next_attempt_at) - clock.getTime(), 2000);

  advance(2000);
  assert.equal(await t.app.tracking.flush(), 1); // attempt 3 succeeds
  [row] = await rows(t, id);
  assert.ok(row!.sent_at);
  assert.equal(row!.attempts, 3);
  assert.equal(received.length, 1);
  assert.equal((received[0]!.body.data[0] as { event_id: string }).event_id, id);
});

it('gives up after the configured number of attempts', async () => {
  down = true;
  const id = eventId();
  await post(t, { eventName: 'Lead', eventId: id, consent, currency: 'GBP' });
  for (let i = 0; i < 6; i++) {
    await t.app.tracking.flush();
    advance(60 * 60 * 1000);
  }
  const [row] = await rows(t, id);
  assert.equal(row!.attempts, 4);
  assert.ok(row!.failed_at, 'abandoned');
  assert.equal(row!.sent_at, null);
  assert.ok(t.logs.some((l) => l.includes('conversion event abandoned')));
});

it('backoff doubles from the base up to the cap', () => {
  const p = { baseDelayMs: 30_000, maxDelayMs: 3_600_000 };
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 7, 8].map((a) => backoffMs(a, p)),
    [30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000],
  );
});

it('the embedded default keeps what would be sent, readable at /dev/tracking', async () => {
  const id = eventId();
  await post(embedded, { eventName: 'Purchase', eventId: id, consent, currency: 'GBP', value: 40, anonymousId: 'guest-0123456789abcdef' });
  let list = (await embedded.app.inject({ url: '/dev/tracking' })).json();
  assert.equal(list[0].status, 'queued');
  assert.equal(await embedded.app.tracking.flush(), 1);
  const res = await embedded.app.inject({ url: '/dev/tracking' });
  assert.equal(res.statusCode, 200, res.body);
  list = res.json();
  assert.equal(list[0].status, 'sent');
  assert.equal(list[0].sentTo, 'embedded');
  assert.equal(list[0].event.event_name, 'Purchase');
  assert.equal(list[0].event.user_data.client_user_agent, UA);
  assert.equal(list[0].event.user_data.external_id[0], sha256('anonymous:guest-0123456789abcdef'));
});

it('/dev/tracking is not served in production', async () => {
  const prod = await startTestApp({ ...PRODUCTION_ENV, TRACKING_FLUSH_MS: '0' });
  try {
    assert.equal(prod.app.hasRoute({ method: 'GET', url: '/dev/tracking' }), false);
    assert.equal(prod.app.hasRoute({ method: 'POST', url: '/v3/tracking/conversions' }), true);
  } finally {
    await prod.close();
  }
});

it('refuses more events from one address than a shopper sends (429 T002, nothing kept); another address goes on', async () => {
  const limited = await startTestApp({ TRACKING_FLUSH_MS: '0', TRACKING_RATE_LIMIT: '3' });
  try {
    const from = (remoteAddress: string) =>
      limited.app.inject({ method: 'POST', url: '/v3/tracking/conversions', remoteAddress, headers: { 'user-agent': UA }, payload: { eventName: 'AddToCart', eventId: eventId(), consent, quantity: 1, currency: 'GBP' } });
    for (let i = 0; i < 3; i++) assert.equal((await from('203.0.113.5')).statusCode, 202);
    const over = await from('203.0.113.5');
    assert.equal(over.statusCode, 429);
    assert.equal(over.json().response.error.code, 'T002');
    assert.ok(Number(over.headers['retry-after']) > 0);
    assert.equal(await count(limited), 3, 'the refused event is not kept');
    assert.equal((await from('198.51.100.20')).statusCode, 202);
    const keys = await limited.db.query<{ key: string }>("SELECT key FROM unlock_counters WHERE key LIKE 'conversions:%'");
    assert.ok(
      keys.every((k) => !k.key.includes('203.0.113.5')),
      'addresses are kept hashed',
    );
  } finally {
    await limited.close();
  }
});
