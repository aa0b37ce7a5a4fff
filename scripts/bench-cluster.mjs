// `npm run bench:cluster`: issue 20's budgets, measured through HAProxy on real PostgreSQL.
// 1. A cluster of 1 instance, then of 2 (`--instances 1,2`), on one database seeded with
//    `--boxes` boxes (100,000; kept between runs, database shop_bench_cluster_<boxes>), and for
//    each, at `--connections` (50) for `--duration` s (20) after `--warmup` s (5):
//    (a) the uncached shopper search mix (scripts/bench/shopper-searches.mjs, as bench:search),
//    (b) add to basket: each connection a signed-in member adding its own boxes (each add is
//        followed by the box's removal, not timed, so the basket never fills).
//    Prints req/s, p50, p99 and errors for each, and the ratio of 2 instances to 1.
// 2. Checkout p99 while an instance restarts: with 2 instances, `--checkout-connections` (20)
//    members placing orders (add, generate, process with the embedded test card, as the shop's
//    client: Idempotency-Key, repeated on 502/503/504) at a steady `--checkout-rate` a second in
//    all (40; 0: as fast as they can), once undisturbed and once while api2 is
//    stopped with SIGTERM (it drains) and started again mid-run; p50/p99/errors for both and how
//    many checkouts ended in exactly one paid order (counted in the database).
// 3. Beside every figure: the machine's cores and load average, and where the CPU went (each
//    instance, HAProxy, PostgreSQL, the load generator, everything else).
// `--only search,basket,checkout` picks parts. DATABASE_URL overrides the database, REDIS_URL Redis.
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startCluster } from './cluster/cluster.mjs';
import { haproxyCommand, serverStates } from './cluster/haproxy.mjs';
import { DEFAULT_REDIS_URL } from './cluster/services.mjs';
import { ROOT } from './lib.mjs';
import { checkoutOnce, cpuSampler, cpuText, emptyBasket, lineForm, perRequestText, runLoad, signedInMembers, stockedBoxes } from './bench/cluster-load.mjs';
import { readCatalogue, shopperSearches } from './bench/shopper-searches.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    'checkout-connections': { type: 'string', default: '20' },
    'checkout-rate': { type: 'string', default: '40' },
    only: { type: 'string', default: 'search,basket,checkout' },
    instances: { type: 'string', default: '1,2' },
    boxes: { type: 'string', default: '100000' },
  },
});
const SECONDS = Number(values.duration);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const CHECKOUT_CONNECTIONS = Number(values['checkout-connections']);
const CHECKOUT_RATE = Number(values['checkout-rate']);
const ONLY = new Set(values.only.split(','));
const INSTANCES = values.instances.split(',').map(Number);
const BOXES = Number(values.boxes);
for (const part of ONLY) if (!['search', 'basket', 'checkout'].includes(part)) throw new Error(`--only takes search, basket, checkout (not ${part})`);
if (INSTANCES.some((n) => !Number.isInteger(n) || n < 1 || n > 16)) throw new Error('--instances is a list of whole numbers from 1 to 16, e.g. 1,2');
const SEED = 15;
const BOXES_PER_CONNECTION = 5;

const databaseUrl = process.env.DATABASE_URL || `postgres://postgres:postgres@127.0.0.1:5432/shop_bench_cluster_${BOXES}`;
// Kept with the database: the keys the first instance writes here encrypt what the database keeps.
const dataDir = join(ROOT, '.data', `bench-cluster-${BOXES}`);
const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');
const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const loadText = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '–');

console.log(
  `\nbench:cluster: ${cpus().length} cores (${cpus()[0]?.model.trim()}), load ${loadText()}; ${BOXES.toLocaleString('en-GB')} boxes (${new URL(databaseUrl).pathname.slice(1)});` +
    ` ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s measured per row; instances ${INSTANCES.join(', ')}; ${[...ONLY].join(', ')}`,
);

const started = Date.now();
const results = new Map(); // instances -> { search, basket }
let catalogue;
let basketMembers;
let checkoutDone = false;
try {
  for (const [at, count] of INSTANCES.entries()) {
    const t0 = Date.now();
    const cluster = await startCluster({
      instances: count,
      port: await freePort(),
      databaseUrl,
      redisUrl: process.env.REDIS_URL || DEFAULT_REDIS_URL,
      dataDir,
      quiet: true,
      env: { CATALOGUE_BOXES: String(BOXES), LOG_LEVEL: 'error' },
    });
    try {
      await searchIndexesReady(cluster);
      const [{ boxes, on_sale: onSale }] = (await db.query('SELECT count(*)::int AS boxes, count(*) FILTER (WHERE box_sale_allowed AND box_web_sale_allowed AND ecom_quantity > 0)::int AS on_sale FROM boxes')).rows;
      console.log(`\n${count} instance${count > 1 ? 's' : ''} behind HAProxy: up in ${((Date.now() - t0) / 1000).toFixed(1)} s (search indexes built); ${boxes.toLocaleString('en-GB')} boxes, ${onSale.toLocaleString('en-GB')} on sale online; load ${loadText()}`);
      const sampler = cpuSampler({ groups: groupsOf(cluster), databaseUrl });
      const row = {};
      results.set(count, row);

      if (ONLY.has('search')) {
        catalogue ??= await readCatalogue(cluster.base);
        const searches = shopperSearches(catalogue, SEED);
        const r = await runLoad({
          base: cluster.base,
          connections: CONNECTIONS,
          warmupSeconds: WARMUP,
          seconds: SECONDS,
          sampler,
          step: async ({ send }) => {
            const { index, body } = searches.next();
            await send('search', 'POST', `/v3/search/1/indexes/${index}/query`, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
          },
        });
        row.search = { ...r.search, cpu: r.cpu };
        printRow('search, every one different', r.search, { cpu: r.cpu, instances: count });
      }

      if (ONLY.has('basket')) {
        basketMembers ??= await signedInMembers(cluster.base, db, CONNECTIONS);
        await db.query('DELETE FROM basket_items WHERE member_id = ANY($1::bigint[])', [basketMembers.map((m) => m.memberId)]);
        const boxes = await stockedBoxes(db, CONNECTIONS * BOXES_PER_CONNECTION);
        const r = await runLoad({
          base: cluster.base,
          connections: CONNECTIONS,
          warmupSeconds: WARMUP,
          seconds: SECONDS,
          sampler,
          step: async ({ i, n, send }) => {
            const m = basketMembers[i];
            const boxId = boxes[i * BOXES_PER_CONNECTION + (n % BOXES_PER_CONNECTION)];
            const headers = { authorization: `Bearer ${m.token}`, 'content-type': 'application/x-www-form-urlencoded' };
            await send('add', 'POST', `/v3/basket/${m.memberId}/add`, { headers, body: lineForm(boxId) });
            await send('remove', 'DELETE', `/v3/basket/${m.memberId}`, { headers, body: lineForm(boxId) });
          },
        });
        row.basket = { ...r.add, cpu: r.cpu };
        printRow('add to basket (each then removed)', r.add, { cpu: r.cpu, extra: r.remove, instances: count });
      }

      // Checkout on the first cluster of 2 or more instances.
      if (ONLY.has('checkout') && count >= 2 && !checkoutDone) {
        checkoutDone = true;
        await checkoutUnderRestart(cluster);
      }
    } finally {
      await cluster.stop();
    }
    if (at < INSTANCES.length - 1) await new Promise((r) => setTimeout(r, 2000)); // the ports and the database's connections go
  }
  if (ONLY.has('checkout') && !checkoutDone) console.log('\ncheckout while an instance restarts: needs a cluster of 2 or more instances (--instances)');
  printSummary();
  console.log(`\nbench:cluster took ${((Date.now() - started) / 1000).toFixed(0)} s; load now ${loadText()}`);
} finally {
  await db.end();
}

/** The processes whose CPU is sampled: each instance (its pid now: a restart changes it) and HAProxy. */
function groupsOf(cluster) {
  return {
    ...Object.fromEntries(cluster.members.map((m, i) => [m.name, () => [cluster.members[i].pid]])),
    haproxy: () => [cluster.haproxy.pid],
  };
}

/**
 * Until every instance answers searches from its in-memory index (built after it starts listening;
 * until then search answers from SQL, far slower): a different search each time (the answer cache
 * never answers), straight to each instance, until three in a row take under 60 ms. At most 90 s.
 */
async function searchIndexesReady(cluster) {
  const until = Date.now() + 90_000;
  for (const m of cluster.members) {
    let fast = 0;
    for (let n = 0; fast < 3; n++) {
      if (Date.now() > until) throw new Error(`${m.name}'s search index was not built in 90 s`);
      const body = { query: '', page: 0, hitsPerPage: 40, facets: ['brand', 'grade', 'priceRange', 'productLineName'], numericFilters: [`sellPrice>=${1 + ((Date.now() + n) % 500) / 100}`] };
      const t0 = performance.now();
      const res = await fetch(`${m.base}/v3/search/1/indexes/boxes/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await res.text();
      fast = res.status === 200 && performance.now() - t0 < 60 ? fast + 1 : 0;
      if (!fast) await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** A row of figures; `cpu` adds where the CPU went and what one answer cost (`instances` for the ceiling). */
function printRow(name, r, { cpu, extra, unit = 'req/s', instances } = {}) {
  if (!r) return console.log(`  ${name}: no answers counted`);
  console.log(`  ${name.padEnd(40)} ${r.perSecond.toFixed(0).padStart(6)} ${unit.padEnd(5)}  p50 ${ms(r.p50).padStart(7)}   p99 ${ms(r.p99).padStart(7)}   errors ${r.errors}${errorsText(r)}`);
  if (extra) console.log(`  ${'  (the removes:'.padEnd(40)} ${extra.perSecond.toFixed(0).padStart(6)} ${unit.padEnd(5)}  p50 ${ms(extra.p50).padStart(7)}   p99 ${ms(extra.p99).padStart(7)}   errors ${extra.errors}${errorsText(extra)})`);
  if (cpu) {
    console.log(`    ${cpuText(cpu)}`);
    if (instances) console.log(`    ${perRequestText(cpu, r.perSecond, instances)}${extra ? ' (an add with its remove)' : ''}`);
  }
}

function errorsText(r) {
  return r.errors ? ` (${[...r.statuses].map(([s, n]) => `${n} × ${s || 'no answer'}`).join(', ')}; e.g. ${r.firstError.replace(/\s+/g, ' ').slice(0, 140)})` : '';
}

function printSummary() {
  const counts = [...results.keys()];
  if (counts.length < 2) return;
  const [one] = counts;
  console.log(`\nSummary (${CONNECTIONS} connections; ratio = req/s against ${one} instance${one > 1 ? 's' : ''}; issue 20's budget: 2 instances ≥ 1.3 × 1):`);
  for (const part of ['search', 'basket']) {
    const base = results.get(one)?.[part];
    if (!base) continue;
    for (const count of counts) {
      const r = results.get(count)[part];
      const ratio = r.perSecond / base.perSecond;
      const verdict = count === 2 && one === 1 ? (ratio >= 1.3 ? '  within budget' : '  UNDER budget') : '';
      console.log(`  ${(part === 'basket' ? 'add to basket' : 'search').padEnd(14)} ${count} instance${count > 1 ? 's' : ' '}  ${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50).padStart(7)}  p99 ${ms(r.p99).padStart(7)}  errors ${r.errors}  ×${ratio.toFixed(2)}${verdict}   machine busy ${r.cpu.machineBusy.toFixed(0)}%`);
    }
  }
}

/** The backend's retry and redispatch counters (HAProxy's stats socket). */
async function haproxyRetries(statsSocket) {
  const [header, ...rows] = (await haproxyCommand(statsSocket, 'show stat')).trim().split('\n');
  const cols = header.replace(/^# /, '').split(',');
  const backend = rows.map((r) => r.split(',')).find((r) => r[0] === 'api' && r[1] === 'BACKEND');
  return { retries: Number(backend[cols.indexOf('wretr')]), redispatches: Number(backend[cols.indexOf('wredis')]) };
}

/**
 * Part 2: a steady checkout load through the balancer (`--checkout-rate` a second in all, each
 * member on a fixed schedule; 0: as fast as they can), once undisturbed, once while api2 is
 * stopped with SIGTERM (draining) a fifth of the way into the measured window and started again
 * (the run goes on until it is back, and 3 s more).
 */
async function checkoutUnderRestart(cluster) {
  const shoppers = await signedInMembers(cluster.base, db, CHECKOUT_CONNECTIONS);
  // Every box either run may sell, stocked now: thousands of stock changes at once make each
  // instance build its search index again (blocking it for a second or more), not mid-run.
  const perRun = Math.ceil((CHECKOUT_RATE || 250) * 1.5 * (WARMUP + SECONDS + 30));
  const pool = await stockedBoxes(db, 2 * perRun);
  await searchIndexesReady(cluster);
  const pace = CHECKOUT_RATE ? `${CHECKOUT_RATE} a second in all (each member one every ${(CHECKOUT_CONNECTIONS / CHECKOUT_RATE).toFixed(2)} s)` : 'each as fast as it can';
  console.log(`\n  checkout (add + generate + process, test card; timed: generate + process) by ${CHECKOUT_CONNECTIONS} members at once, ${pace}, through the balancer with ${cluster.members.length} instances:`);
  const sampler = cpuSampler({ groups: groupsOf(cluster), databaseUrl });
  for (const restart of [false, true]) {
    await db.query('DELETE FROM basket_items WHERE member_id = ANY($1::bigint[])', [shoppers.map((s) => s.memberId)]);
    const boxes = restart ? pool.slice(perRun) : pool.slice(0, perRun);
    const interval = CHECKOUT_RATE ? (1000 * CHECKOUT_CONNECTIONS) / CHECKOUT_RATE : 0;
    let next = 0;
    let ranOut = false;
    const attempts = [];
    const before = await haproxyRetries(cluster.statsSocket);
    const since = (await db.query('SELECT now() AS now')).rows[0].now;
    const victim = cluster.members[1];
    const events = {};
    const r = await runLoad({
      base: cluster.base,
      connections: CHECKOUT_CONNECTIONS,
      warmupSeconds: WARMUP,
      seconds: SECONDS,
      sampler,
      // Members start spread over one interval, then keep their own schedule (late: straight on).
      setup: (i) => ({ dirty: false, due: performance.now() + (interval * i) / CHECKOUT_CONNECTIONS }),
      during: restart
        ? async ({ measureFrom }) => {
            const at = measureFrom + SECONDS * 200; // a fifth of the way in
            await new Promise((res) => setTimeout(res, Math.max(0, at - performance.now())));
            const pid = victim.pid;
            events.term = performance.now() - measureFrom;
            process.kill(pid, 'SIGTERM');
            events.exit = await cluster.members[1].exited;
            events.exited = performance.now() - measureFrom;
            await cluster.revive(1);
            events.up = performance.now() - measureFrom;
          }
        : undefined,
      step: async ({ i, state, send, record }) => {
        const s = shoppers[i];
        const wait = state.due - performance.now();
        if (wait > 0) await new Promise((res) => setTimeout(res, wait));
        state.due = Math.max(state.due + interval, performance.now() - interval);
        if (state.dirty) await emptyBasket(send, s); // a checkout that failed part-way left its box there
        const boxId = boxes[next++];
        if (!boxId) {
          ranOut = true;
          return new Promise((res) => setTimeout(res, 100));
        }
        const out = await checkoutOnce(send, s, boxId);
        state.dirty = !out.ok;
        attempts.push({ memberId: s.memberId, boxId, ...out });
        if (out.started !== undefined) record('checkout', out.started, out.ms, out.ok, out.stage, out.why);
      },
    });
    const after = await haproxyRetries(cluster.statsSocket);
    const tally = await ordersOf(attempts, shoppers, since);
    const title = restart ? 'api2 restarted mid-run (SIGTERM, drained, started again)' : 'undisturbed';
    printRow(restart ? 'checkout, api2 restarting' : 'checkout, undisturbed', r.checkout, { unit: '/s' });
    console.log(`    ${title}${restart ? `: SIGTERM at ${(events.term / 1000).toFixed(1)} s into the measured ${SECONDS} s, exited (${events.exit}) at ${(events.exited / 1000).toFixed(1)} s, back UP behind HAProxy at ${(events.up / 1000).toFixed(1)} s; measured ${r.seconds.toFixed(1)} s` : ''}`);
    console.log(`    ${attempts.length} checkouts in the run (warm-up included): ${tally.exactlyOne} ended in exactly one paid order; ${tally.errors} in a clear error with no paid order${tally.errorKinds}; wrong: ${tally.wrong.length}${tally.wrong.length ? ` (${tally.wrong.slice(0, 3).join('; ')})` : ''}`);
    console.log(`    orders in the database for these members: ${tally.ordersText}; client retries (same key) ${attempts.reduce((n, a) => n + (a.retries ?? 0), 0)}; HAProxy retried ${after.retries - before.retries}, redispatched ${after.redispatches - before.redispatches}; servers ${JSON.stringify(await serverStates(cluster.statsSocket))}${ranOut ? '; RAN OUT OF BOXES (raise the pool)' : ''}`);
    console.log(`    add to basket during checkout: ${r['add to basket'] ? `${r['add to basket'].errors} errors${errorsText(r['add to basket'])}` : 'none counted'}`);
    console.log(`    ${cpuText(r.cpu)}`);
  }
}

/**
 * What the database holds for a run's checkouts: each one told 'paid' must have exactly one paid
 * order under its Idempotency-Key holding its box, each one given an error no paid order; and no
 * order of these members may exist under a key the client never sent.
 */
async function ordersOf(attempts, shoppers, since) {
  const keys = attempts.map((a) => a.orderKey).filter(Boolean);
  const { rows } = await db.query(
    `SELECT o.idempotency_key AS key, o.status, array_agg(i.box_id) AS boxes FROM web_sell_orders o LEFT JOIN web_sell_order_items i USING (order_id)
      WHERE o.member_id = ANY($1::bigint[]) AND o.created_at >= $2 GROUP BY o.order_id`,
    [shoppers.map((s) => s.memberId), since],
  );
  const byKey = new Map();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  const sent = new Set(keys);
  const wrong = [];
  let exactlyOne = 0;
  let errors = 0;
  const kinds = new Map();
  for (const a of attempts) {
    const orders = a.orderKey ? (byKey.get(a.orderKey) ?? []) : [];
    const paid = orders.filter((o) => o.status === 'paid');
    if (a.ok) {
      if (orders.length === 1 && paid.length === 1 && paid[0].boxes.includes(a.boxId)) exactlyOne++;
      else wrong.push(`told paid, ${orders.length} order(s) ${orders.map((o) => o.status).join('/')} for ${a.boxId}`);
    } else if (paid.length === 0) {
      errors++;
      const kind = a.why.replace(/\s+$/, '');
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    } else wrong.push(`told ${a.why}, yet ${paid.length} paid order(s)`);
  }
  const foreign = rows.filter((r) => !sent.has(r.key)).length;
  const byStatus = new Map();
  for (const row of rows.filter((r) => sent.has(r.key))) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1);
  return {
    exactlyOne,
    errors,
    wrong: foreign ? [...wrong, `${foreign} order(s) under keys this run never sent`] : wrong,
    errorKinds: kinds.size ? ` (${[...kinds].map(([k, n]) => `${n} × ${k}`).join(', ')})` : '',
    ordersText: [...byStatus].map(([s, n]) => `${n} ${s}`).join(', ') || 'none',
  };
}
