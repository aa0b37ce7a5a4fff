// The cluster test (issue 20): two API instances behind a real HAProxy on a real PostgreSQL
// database and Redis, started by the same code as `npm run start:cluster`, driven over real HTTP
// through the balancer. It proves that a member's live update reaches them whichever instance
// holds their stream, that a sign-in throttle set on one instance holds on the other, that a
// per-address limit and a first view are shared through Redis, that
// killing an instance (SIGKILL) during 200 checkouts (basket add, order, payment) costs no order
// and makes none twice, nor adds a box twice, and
// that a SIGTERM drains an instance out of rotation without failing a request.
// Run: npm run test:cluster (node --import tsx: the quote models come from the API's own module).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiCall, ROOT } from '../lib.mjs';
import { BUY_IN_MODELS } from '../../api/src/modules/quotations/buy-in-models.ts';
import { freePort, startCluster } from './cluster.mjs';
import { haproxyCommand, serverStates } from './haproxy.mjs';
import { DEFAULT_REDIS_URL, dropDatabase } from './services.mjs';

const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));
const pg = apiRequire('pg');
const { Redis } = apiRequire('ioredis');
const CHECKOUTS = 200;
const WEB_CLIENT = { client_id: 'shop-web', client_secret: 'shop-web-public' };
const ADDRESS = { firstName: 'Sam', lastName: 'Jones', line1: '1 High Street', town: 'Leeds', postcode: 'LS1 4AP' };
const CARD = { number: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'S Jones' };
const PASSWORD = 'correct horse battery';

const server = new URL(process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres');
server.pathname = `/shop_cluster_t${randomBytes(4).toString('hex')}`;
const databaseUrl = server.toString();
let cluster;
let db;
let redis;
/** The instances' Redis keys start with the database's name (app.ts). */
const redisPrefix = `shop:${server.pathname.slice(1)}:`;

before(async () => {
  const started = Date.now();
  cluster = await startCluster({
    instances: 2,
    port: await freePort(),
    databaseUrl,
    redisUrl: process.env.REDIS_URL || DEFAULT_REDIS_URL,
    dataDir: mkdtempSync(join(tmpdir(), 'shop-cluster-data-')),
    quiet: true,
    // A small catalogue starts faster; a long lock keeps the throttle on for the whole test.
    env: { CATALOGUE_BOXES: '800', AUTH_THROTTLE_BASE_MS: '120000', LOG_LEVEL: 'error' },
  });
  db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  redis = new Redis(process.env.REDIS_URL || DEFAULT_REDIS_URL);
  console.log(`# cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${cluster.members.map((m) => `${m.name} ${m.base}`).join(', ')}, HAProxy ${cluster.base}`);
});
after(async () => {
  await cluster?.stop();
  await db?.end();
  if (redis) {
    const left = await redis.keys(`${redisPrefix}*`);
    if (left.length) await redis.del(...left);
    redis.disconnect();
  }
  await dropDatabase(databaseUrl);
});

/** One call, through the balancer unless `base` says otherwise; `served` is the instance HAProxy chose. */
async function call(method, path, { base = cluster.base, ...options } = {}) {
  const res = await apiCall(base, path, { method, ...options });
  return { ...res, body: typeof res.body === 'string' ? null : res.body, served: res.headers.get('x-shop-instance') };
}

async function signIn(email, base) {
  return call('POST', '/auth/token', { form: { grant_type: 'password', username: email, password: PASSWORD, ...WEB_CLIENT }, base });
}

/** A registered, verified member (through the balancer; the link is read from the outbox table). */
async function newMember() {
  const email = `c-${randomBytes(5).toString('hex')}@example.co.uk`;
  const made = await call('POST', '/v3/members', { json: { titleId: 2, firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, consents: [{ consentTypeId: 2, granted: true }] } });
  assert.equal(made.status, 201, made.text);
  const { rows } = await db.query('SELECT body FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1', [email]);
  const token = /\/member\/verifyEmail\?token=([A-Za-z0-9_-]+)/.exec(rows[0].body)[1];
  assert.equal((await call('PUT', '/v3/members/validateemail', { json: { token } })).status, 200);
  return { memberId: made.body.response.data.memberId, email };
}

describe('two instances behind HAProxy on PostgreSQL', () => {
  it('HEAD / through the balancer answers as GET, without the body', async () => {
    const get = await fetch(`${cluster.base}/`);
    const head = await fetch(`${cluster.base}/`, { method: 'HEAD' });
    assert.equal(get.status, 200);
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('content-type'), get.headers.get('content-type'));
    assert.equal((await head.text()).length, 0);
  });

  it('a member’s live update reaches every stream, whichever instance holds it', async () => {
    const m = await newMember();
    const { body } = await signIn(m.email);
    const token = body.access_token;
    // Streams through the balancer until both instances hold one (round robin: two or three tries).
    const streams = [];
    while (new Set(streams.map((s) => s.served)).size < 2) {
      assert.ok(streams.length < 5, 'both instances hold a stream');
      streams.push(await openStream(m.memberId, token));
    }
    const model = BUY_IN_MODELS[0];
    const created = await call('POST', '/v3/quotations/create', { token, json: { categoryId: model.categoryId, masterBoxId: model.masterBoxId, quantity: 1 } });
    assert.equal(created.status, 201, created.text);
    const quoteId = created.body.response.data.quotation.quoteId;
    for (const s of streams) await s.waitFor((e) => e.id === quoteId && e.to === 'draft', `the new quote on the stream held by ${s.served}`);
    console.log(`# live: quote created through ${created.served}; heard on streams held by ${streams.map((s) => s.served).join(', ')}`);
    for (const s of streams) s.close();
  });

  it('a sign-in throttle set through one instance holds on the other and through the balancer', async () => {
    const m = await newMember();
    const [api1, api2] = cluster.members;
    let failures = 0;
    let locked;
    // Wrong passwords at api1 directly until it locks the account.
    while (failures < 10) {
      const res = await call('POST', '/auth/token', { form: { grant_type: 'password', username: m.email, password: 'wrong password', ...WEB_CLIENT }, base: api1.base });
      if (res.status === 429) {
        locked = res;
        break;
      }
      failures++;
    }
    assert.ok(locked, 'api1 locked the account');
    // The right password is refused by api2 and by both instances through the balancer.
    assert.equal((await signIn(m.email, api2.base)).status, 429, 'api2 refuses');
    const through = [await signIn(m.email), await signIn(m.email)];
    assert.deepEqual(
      through.map((r) => r.status),
      [429, 429],
    );
    assert.deepEqual(new Set(through.map((r) => r.served)), new Set(['api1', 'api2']), 'both instances answered through the balancer');
    console.log(`# throttle: locked on api1 after ${failures} wrong passwords; api2 and the balancer (${through.map((r) => r.served).join(', ')}) answer 429`);
  });

  it('a per-address limit counts on both instances in Redis (no database write per hit)', async () => {
    const [api1, api2] = cluster.members;
    const enquiry = { name: 'Sophie Turner', email: 'sophie.turner@example.co.uk', categoryId: 8, subject: 'Baby changing at Clapham', message: 'Is there a baby changing room at the Clapham store?' };
    const statuses = [];
    // The limit is 10 sends per address in 10 minutes: five at each instance, then one more at either.
    for (let i = 0; i < 11; i++) statuses.push((await call('POST', '/v3/contact/enquiry', { json: enquiry, base: [api1, api2][i % 2].base })).status);
    assert.deepEqual(statuses, [...Array(10).fill(201), 429], 'the 11th send is refused, counted across both instances');
    const keys = await redis.keys(`${redisPrefix}limit:enquiry:contact:*`);
    assert.equal(keys.length, 1, 'one window in Redis for the address');
    assert.equal(Number(await redis.get(keys[0])), 11);
    const { rows } = await db.query("SELECT count(*)::int AS n FROM unlock_counters WHERE key LIKE 'enquiry:%'");
    assert.equal(rows[0].n, 0, 'nothing counted in the database');
    await redis.del(keys[0]);
  });

  it('a first view rendered by one instance is served by the other from Redis', async () => {
    const [api1, api2] = cluster.members;
    const page = (base) => fetch(`${base}/products?sort=newest`, { headers: { accept: 'text/html' } }).then(async (r) => ({ status: r.status, html: await r.text() }));
    assert.equal((await page(api1.base)).status, 200);
    const [key] = (await redis.keys(`${redisPrefix}answer:view|catalogue@*`)).filter((k) => k.endsWith('/products?sort=newest'));
    assert.ok(key, "api1 kept the listing's first view in Redis");
    // Mark the kept view: api2 has never rendered this page, so the mark shows only if it read Redis.
    const view = JSON.parse(await redis.get(key));
    view.html += '<p id="kept-in-redis"></p>';
    await redis.set(key, JSON.stringify(view), 'PX', 30_000);
    const second = await page(api2.base);
    assert.equal(second.status, 200);
    assert.match(second.html, /id="kept-in-redis"/, 'api2 served the view api1 rendered');
  });

  it(`SIGKILL of one instance during ${CHECKOUTS} checkouts (add to basket, order, pay): each ends in exactly one order or a clear error`, async () => {
    const shoppers = await checkoutShoppers(CHECKOUTS);
    const victim = cluster.members[1];
    const started = Date.now();
    let done = 0;
    let killedAt = null;
    const outcomes = await pool(shoppers, 20, async (s) => {
      const outcome = await checkout(s);
      // A third of the way in, with requests in flight on both instances.
      if (++done === Math.floor(CHECKOUTS / 3)) {
        process.kill(victim.pid, 'SIGKILL');
        killedAt = Date.now() - started;
      }
      return outcome;
    });
    const seconds = (Date.now() - started) / 1000;
    assert.ok(killedAt !== null, 'the instance was killed during the run');
    assert.equal(await victim.exited, 'SIGKILL');

    const { rows } = await db.query(
      `SELECT m.member_id::text AS member_id, count(o.order_id)::int AS orders, count(o.order_id) FILTER (WHERE o.status = 'paid')::int AS paid
         FROM members m LEFT JOIN web_sell_orders o USING (member_id) WHERE m.member_id::text = ANY($1) GROUP BY m.member_id`,
      [shoppers.map((s) => s.memberId)],
    );
    const orders = new Map(rows.map((r) => [r.member_id, r]));
    // Each basket add was sent once by the shopper (retried with its key): no order holds the box twice.
    const { rows: doubled } = await db.query(
      `SELECT o.member_id::text AS member_id, sum(i.quantity)::int AS items FROM web_sell_orders o JOIN web_sell_order_items i USING (order_id)
        WHERE o.member_id::text = ANY($1) GROUP BY 1 HAVING sum(i.quantity) <> 1`,
      [shoppers.map((s) => s.memberId)],
    );
    assert.deepEqual(doubled, [], 'every order holds the one box its shopper added once');
    const tally = { paid: 0, clearError: 0, errors: new Map(), unclear: [] };
    for (const [i, s] of shoppers.entries()) {
      const o = outcomes[i];
      const row = orders.get(s.memberId);
      assert.ok(row.orders <= 1, `member ${s.memberId} has ${row.orders} orders`);
      if (o.paid) {
        assert.equal(row.paid, 1, `member ${s.memberId} was told paid and has one paid order`);
        tally.paid++;
      } else if (o.error && o.error.code !== undefined && o.error.message) {
        assert.equal(row.paid, 0, `member ${s.memberId} was given an error yet has a paid order`);
        tally.clearError++;
        const kind = `${o.status} ${o.error.code} “${o.error.message}”`;
        tally.errors.set(kind, (tally.errors.get(kind) ?? 0) + 1);
      } else tally.unclear.push(`${s.memberId}: ${o.status} ${o.text?.slice(0, 120)}`);
    }
    // Orders an error was given for: where they were left, and what the card provider holds for them.
    const { rows: leftOver } = await db.query(
      `SELECT o.status, coalesce(p.status, 'nothing') AS provider, count(*)::int AS n FROM web_sell_orders o
         LEFT JOIN test_card_payments p ON p.merchant_reference = o.order_number::text
        WHERE o.member_id::text = ANY($1) AND o.status <> 'paid' GROUP BY 1, 2`,
      [shoppers.map((s) => s.memberId)],
    );
    const stats = await haproxyStats();
    console.log(
      `# checkouts: ${CHECKOUTS} in ${seconds.toFixed(1)} s (${(CHECKOUTS / seconds).toFixed(1)}/s, 20 at a time); api2 killed at ${(killedAt / 1000).toFixed(1)} s` +
        `\n#   paid ${tally.paid}, clear errors ${tally.clearError}, unclear ${tally.unclear.length}; orders per member ≤ 1 for all ${CHECKOUTS}` +
        [...tally.errors].map(([kind, n]) => `\n#     ${n} × ${kind}`).join('') +
        leftOver.map((r) => `\n#     ${r.n} order(s) left '${r.status}', card provider: ${r.provider}`).join('') +
        `\n#   client retries (502/503/504 or no answer, same Idempotency-Key) ${outcomes.reduce((n, o) => n + o.retries, 0)}` +
        `\n#   HAProxy: retried ${stats.retries}, redispatched ${stats.redispatches}, servers ${JSON.stringify(await serverStates(cluster.statsSocket))}`,
    );
    assert.deepEqual(tally.unclear, [], 'every checkout ended in an order or a clear error');
    assert.ok(tally.paid >= CHECKOUTS * 0.9, `most checkouts were paid (${tally.paid})`);
  });

  it('a SIGTERM drains an instance: HAProxy takes it out, it finishes its requests, no request fails', async () => {
    await cluster.revive(1);
    const [api1] = cluster.members;
    let stop = false;
    const results = [];
    // Steady page and API traffic through the balancer, 6 at a time, before, during and after the drain.
    const load = pool([...Array(6).keys()], 6, async (n) => {
      while (!stop) {
        const path = n % 2 ? '/products' : '/v3/boxes/mostwanted';
        const res = await fetch(`${cluster.base}${path}`).then(
          async (r) => ({ status: r.status, served: r.headers.get('x-shop-instance'), bytes: (await r.arrayBuffer()).byteLength }),
          (err) => ({ status: 0, error: String(err) }),
        );
        results.push({ ...res, at: Date.now() });
      }
    });
    await new Promise((r) => setTimeout(r, 1000));
    const sent = Date.now();
    process.kill(api1.pid, 'SIGTERM');
    let downAt = null;
    while (downAt === null && Date.now() - sent < 10_000) {
      if ((await serverStates(cluster.statsSocket)).api1?.startsWith('DOWN')) downAt = Date.now();
      else await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(await api1.exited, 0, 'api1 drained and exited 0 (every request finished)');
    const exitedAt = Date.now();
    await new Promise((r) => setTimeout(r, 1000));
    stop = true;
    await load;
    const failed = results.filter((r) => r.status !== 200);
    const byApi1AfterDown = results.filter((r) => r.served === 'api1' && downAt && r.at > downAt + 200);
    console.log(
      `# drain: ${results.length} requests, ${failed.length} failed; api1 marked DOWN ${downAt ? ((downAt - sent) / 1000).toFixed(1) : '?'} s after SIGTERM, exited after ${((exitedAt - sent) / 1000).toFixed(1)} s;` +
        ` served by api1 ${results.filter((r) => r.served === 'api1').length}, api2 ${results.filter((r) => r.served === 'api2').length}`,
    );
    assert.ok(downAt, 'HAProxy marked api1 DOWN (its /readyz answered 503)');
    assert.deepEqual(failed.slice(0, 3), [], 'no request failed');
    assert.deepEqual(byApi1AfterDown, [], 'nothing sent to api1 once it was out');
  });
});

/** Members with one box each in their basket, signed in (tokens from the balancer). */
async function checkoutShoppers(n) {
  const template = await newMember();
  // The others copy the first one's row (same password hash): registering 200 through argon2 would take most of the run.
  const batch = randomBytes(3).toString('hex');
  await db.query(
    `INSERT INTO members (title_id, first_name, last_name, email, password_hash, email_verified_at)
     SELECT title_id, first_name, last_name, 'k' || g || '-' || $2 || '@example.co.uk', password_hash, now() FROM members, generate_series(2, $3::int) g WHERE member_id = $1`,
    [template.memberId, batch, n],
  );
  const { rows: members } = await db.query(`SELECT member_id::text AS "memberId", email FROM members WHERE member_id = $1 OR email LIKE $2 ORDER BY member_id`, [template.memberId, `k%-${batch}@example.co.uk`]);
  assert.equal(members.length, n);
  // A box each, with stock to spare: a second order for the same member would go through, and be counted.
  const { rows: boxes } = await db.query(
    'UPDATE boxes SET ecom_quantity = 3 WHERE box_id IN (SELECT box_id FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND sell_price BETWEEN 500 AND 4000 ORDER BY box_id LIMIT $1) RETURNING box_id',
    [n],
  );
  assert.equal(boxes.length, n);
  return pool(members, 10, async (m, i) => {
    const signed = await signIn(m.email);
    assert.equal(signed.status, 200, signed.text);
    return { ...m, token: signed.body.access_token, boxId: boxes[i].box_id };
  });
}

/**
 * What the shop's browser client does: add the box to the basket, read the total, generate, then
 * process; each change with an Idempotency-Key, repeated on 502/503/504 or no answer.
 */
async function checkout(s) {
  let retries = 0;
  const repeatable = async (path, body, key) => {
    for (let attempt = 0; ; attempt++) {
      const res = await call('POST', path, { token: s.token, ...body, headers: { 'idempotency-key': key } }).catch((err) => ({ status: 0, text: String(err) }));
      if (![0, 502, 503, 504].includes(res.status) || attempt === 2) return res;
      retries++;
      await new Promise((r) => setTimeout(r, 300 * (attempt + 1)));
    }
  };
  const added = await repeatable(`/v3/basket/${s.memberId}/add`, { form: { boxId: s.boxId, quantity: '1', deliveryMethodId: '1' } }, `bk-${randomBytes(8).toString('hex')}`);
  if (added.status !== 200) return { ...failureOf(added), retries };
  let basket;
  for (let attempt = 0; attempt < 3 && basket?.status !== 200; attempt++) basket = await call('GET', `/v3/basket/${s.memberId}`, { token: s.token }).catch((err) => ({ status: 0, text: String(err) }));
  if (basket.status !== 200) return { ...failureOf(basket), retries };
  const total = basket.body.response.data.wesellItems.totalSellCost;
  const generated = await repeatable('/v3/websellorders/generate', { json: { paymentTypeId: 20, address: ADDRESS, expectedTotal: total } }, `order-${randomBytes(8).toString('hex')}`);
  if (generated.status !== 200 && generated.status !== 201) return { ...failureOf(generated), retries };
  const orderId = generated.body.response.data.order.orderId;
  const processed = await repeatable(`/v3/websellorders/${orderId}/process`, { json: { card: CARD } }, `process-${orderId}`);
  if (processed.status === 200 && processed.body?.response?.data?.payment?.status === 'paid') return { paid: true, retries };
  return { ...failureOf(processed), retries };
}

const failureOf = (res) => ({ status: res.status, text: res.text, error: res.body?.response?.error ?? null });

/** Runs `work` over `items`, `width` at a time; results in order. */
async function pool(items, width, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

/** The backend's retry and redispatch counters. */
async function haproxyStats() {
  const [header, ...rows] = (await haproxyCommand(cluster.statsSocket, 'show stat')).trim().split('\n');
  const cols = header.replace(/^# /, '').split(',');
  const backend = rows.map((r) => r.split(',')).find((r) => r[0] === 'api' && r[1] === 'BACKEND');
  return { retries: Number(backend[cols.indexOf('wretr')]), redispatches: Number(backend[cols.indexOf('wredis')]) };
}

/** A member's event stream through the balancer, read as the browser reads it (fetch + reader). */
async function openStream(memberId, token) {
  const controller = new AbortController();
  const res = await fetch(`${cluster.base}/v3/members/${memberId}/events`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  assert.equal(res.status, 200);
  const events = [];
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of res.body) {
        text += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          const data = /^event: status\ndata: (.*)$/m.exec(block)?.[1];
          if (data) events.push(JSON.parse(data));
        }
      }
    } catch {
      // the stream is cut when the test stops listening
    }
  })();
  return {
    served: res.headers.get('x-shop-instance'),
    close: () => controller.abort(),
    async waitFor(match, what) {
      const until = Date.now() + 10_000;
      while (!events.some(match)) {
        if (Date.now() > until) assert.fail(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}
