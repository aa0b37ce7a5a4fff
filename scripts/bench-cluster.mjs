// `npm run bench:cluster`: issue 20's budgets, measured through HAProxy on real PostgreSQL (README
// "Load through the balancer").
// 1. One cluster of the most instances `--instances` lists (1,2) on one database seeded with
//    `--boxes` boxes (100,000; kept between runs, database shop_bench_cluster_<boxes>); fewer
//    instances are the same cluster with the others in maintenance on HAProxy's stats socket
//    (idle). After a `--warmup` (5 s) with all of them, each count in turn, in `--rounds` (2)
//    rounds of `--duration` s (15), up then down (other work on a shared machine weighs on every
//    count alike), at `--connections` (50):
//    (a) the uncached shopper search mix (scripts/bench/shopper-searches.mjs, as bench:search),
//    (b) add to basket: each connection a signed-in member adding its own boxes (each add is
//        followed by the box's removal, timed apart, so the basket never fills).
//    Prints req/s, p50, p99 and errors for each round, then pooled, and the ratio to the first count.
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
import { freePort, startCluster, waitUntilAllUp } from './cluster/cluster.mjs';
import { haproxyCommand, serverStates } from './cluster/haproxy.mjs';
import { DEFAULT_REDIS_URL } from './cluster/services.mjs';
import { ROOT } from './lib.mjs';
import { checkoutOnce, cpuSampler, cpuText, emptyBasket, lineForm, percentile, perRequestText, runLoad, signedInMembers, stockedBoxes } from './bench/cluster-load.mjs';
import { readCatalogue, shopperSearches } from './bench/shopper-searches.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '2' },
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
const ROUNDS = Number(values.rounds);
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
const PART_NAMES = { search: 'search', basket: 'add to basket' };

const databaseUrl = process.env.DATABASE_URL || `postgres://postgres:postgres@127.0.0.1:5432/shop_bench_cluster_${BOXES}`;
// Kept with the database: the keys the first instance writes here encrypt what the database keeps.
const dataDir = join(ROOT, '.data', `bench-cluster-${BOXES}`);
const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');
const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const loadText = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '–');

console.log(
  `\nbench:cluster: ${cpus().length} cores (${cpus()[0]?.model.trim()}), load ${loadText()}; ${BOXES.toLocaleString('en-GB')} boxes (${new URL(databaseUrl).pathname.slice(1)});` +
    ` ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s measured per row; instances ${INSTANCES.join(', ')}; ${[...ONLY].join(', ')}`,
);

const started = Date.now();
const MOST = Math.max(...INSTANCES);
const results = new Map(); // part -> instances -> [runs]
let cluster;
try {
  const t0 = Date.now();
  cluster = await startCluster({
    instances: MOST,
    port: await freePort(),
    databaseUrl,
    redisUrl: process.env.REDIS_URL || DEFAULT_REDIS_URL,
    dataDir,
    quiet: true,
    env: { CATALOGUE_BOXES: String(BOXES), LOG_LEVEL: 'error' },
  });
  await searchIndexesReady(cluster);
  const [{ boxes, on_sale: onSale }] = (await db.query('SELECT count(*)::int AS boxes, count(*) FILTER (WHERE box_sale_allowed AND box_web_sale_allowed AND ecom_quantity > 0)::int AS on_sale FROM boxes')).rows;
  console.log(
    `\n${MOST} instance${MOST > 1 ? 's' : ''} behind HAProxy: up in ${((Date.now() - t0) / 1000).toFixed(1)} s (search indexes built); ${boxes.toLocaleString('en-GB')} boxes, ${onSale.toLocaleString('en-GB')} on sale online; load ${loadText()}`,
  );
  const sampler = cpuSampler({ groups: groupsOf(cluster), databaseUrl });

  for (const part of await parts(cluster)) {
    console.log(`\n${part.title}`);
    // The instances' code warmed up (JIT, pools), all of them in rotation.
    await setActive(cluster, MOST);
    await runLoad({ base: cluster.base, connections: CONNECTIONS, warmupSeconds: WARMUP, seconds: 0, step: part.step });
    const byCount = new Map(INSTANCES.map((n) => [n, []]));
    results.set(part.name, byCount);
    for (let round = 1; round <= ROUNDS; round++) {
      // Up, then down: a load from other work that rises or falls weighs on both sides alike.
      for (const count of round % 2 ? INSTANCES : [...INSTANCES].reverse()) {
        await setActive(cluster, count);
        const r = await countingDowns(cluster, () => runLoad({ base: cluster.base, connections: CONNECTIONS, warmupSeconds: 2, seconds: SECONDS, sampler, step: part.step }));
        byCount.get(count).push({ ...r[part.kind], seconds: r.seconds, cpu: r.cpu, downs: r.downs });
        printRow(`${count} instance${count > 1 ? 's' : ''}, round ${round}`, r[part.kind], { cpu: r.cpu, extra: part.extra && r[part.extra], instances: count });
        if (downsText(r)) console.log(downsText(r));
      }
    }
  }
  printSummary();

  if (ONLY.has('checkout')) {
    await setActive(cluster, MOST);
    if (MOST >= 2) await checkoutUnderRestart(cluster);
    else console.log('\ncheckout while an instance restarts: needs a cluster of 2 or more instances (--instances)');
  }
  console.log(`\nbench:cluster took ${((Date.now() - started) / 1000).toFixed(0)} s; load now ${loadText()}`);
} finally {
  await cluster?.stop();
  await db.end();
}

/** The throughput parts asked for: what each connection does over and over, and which kind of answer is counted. */
async function parts(cluster) {
  const out = [];
  if (ONLY.has('search')) {
    const searches = shopperSearches(await readCatalogue(cluster.base), SEED);
    out.push({
      name: 'search',
      title: `Search: the uncached shopper mix (every search different, bench:search's generator), ${CONNECTIONS} connections`,
      kind: 'search',
      step: async ({ send }) => {
        const { index, body } = searches.next();
        await send('search', 'POST', `/v3/search/1/indexes/${index}/query`, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      },
    });
  }
  if (ONLY.has('basket')) {
    const members = await signedInMembers(cluster.base, db, CONNECTIONS);
    const boxes = await stockedBoxes(db, CONNECTIONS * BOXES_PER_CONNECTION);
    out.push({
      name: 'basket',
      title: `Add to basket: ${CONNECTIONS} signed-in members, one a connection, each adding its own ${BOXES_PER_CONNECTION} boxes in turn (each add followed by the box's removal, timed apart)`,
      kind: 'add',
      extra: 'remove',
      step: async ({ i, n, send }) => {
        const m = members[i];
        const boxId = boxes[i * BOXES_PER_CONNECTION + (n % BOXES_PER_CONNECTION)];
        const headers = { authorization: `Bearer ${m.token}`, 'content-type': 'application/x-www-form-urlencoded' };
        await send('add', 'POST', `/v3/basket/${m.memberId}/add`, { headers, body: lineForm(boxId) });
        await send('remove', 'DELETE', `/v3/basket/${m.memberId}`, { headers, body: lineForm(boxId) });
      },
    });
  }
  return out;
}

/**
 * The first `count` instances in HAProxy's rotation, the others in maintenance (idle: no request
 * reaches them), and waits until HAProxy sees exactly `count` UP.
 */
async function setActive(cluster, count) {
  for (const [i, m] of cluster.members.entries()) await haproxyCommand(cluster.statsSocket, `set server api/${m.name} state ${i < count ? 'ready' : 'maint'}`);
  await waitUntilAllUp(cluster.statsSocket, count);
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
  if (extra)
    console.log(
      `  ${'  (the removes:'.padEnd(40)} ${extra.perSecond.toFixed(0).padStart(6)} ${unit.padEnd(5)}  p50 ${ms(extra.p50).padStart(7)}   p99 ${ms(extra.p99).padStart(7)}   errors ${extra.errors}${errorsText(extra)})`,
    );
  if (cpu) {
    console.log(`    ${cpuText(cpu)}`);
    if (instances) console.log(`    ${perRequestText(cpu, r.perSecond, instances)}${extra ? ' (an add with its remove)' : ''}`);
  }
}

function errorsText(r) {
  return r.errors ? ` (${[...r.statuses].map(([s, n]) => `${n} × ${s || 'no answer'}`).join(', ')}; e.g. ${r.firstError.replace(/\s+/g, ' ').slice(0, 140)})` : '';
}

/** A part's runs at one instance count as one: rates over the summed time, percentiles of every answer, CPU averaged. */
function pooled(runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  const cpu = {};
  for (const key of Object.keys(runs[0].cpu)) {
    const values = runs.map((r) => r.cpu[key]);
    cpu[key] = typeof values[0] === 'number' ? values.reduce((n, v) => n + v, 0) / values.length : values[0];
  }
  cpu.loadAfter = runs.at(-1).cpu.loadAfter;
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    downs: runs.flatMap((r) => r.downs ?? []),
    cpu,
    runs,
  };
}

function printSummary() {
  const [one] = INSTANCES;
  if (!results.size) return;
  console.log(`\nSummary (${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s per row; ×: req/s against ${one} instance${one > 1 ? 's' : ''}, pooled and [round by round]; issue 20's budget: 2 instances ≥ 1.3 × 1):`);
  for (const [part, byCount] of results) {
    const base = pooled(byCount.get(one));
    for (const [count, runs] of byCount) {
      const r = pooled(runs);
      const ratio = r.perSecond / base.perSecond;
      const rounds = runs.map((x, i) => (x.perSecond / byCount.get(one)[i].perSecond).toFixed(2)).join(', ');
      const verdict = count === 2 && one === 1 ? (ratio >= 1.3 ? ' within budget' : ' UNDER budget') : '';
      console.log(
        `  ${PART_NAMES[part].padEnd(14)} ${count} instance${count > 1 ? 's' : ' '} ${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50).padStart(7)}  p99 ${ms(r.p99).padStart(7)}  errors ${r.errors}  ×${ratio.toFixed(2)} [${rounds}]${verdict};` +
          ` machine busy ${r.cpu.machineBusy.toFixed(0)}%, other people's processes ${r.cpu['other processes'].toFixed(0)}%${r.downs.length ? `; HAProxy took out ${r.downs.join(', ')}` : ''}`,
      );
    }
  }
  // What the CPU each answer cost says, whatever else shared the machine: the rate is capped by the
  // instances (one core each at most) and by the cores (shared by every part). On a bigger machine
  // the load generator would run elsewhere: not counted there.
  console.log(`\nCeilings from the CPU one answer cost (min(instances × 1 core ÷ API's CPU per answer, cores ÷ every part's)):`);
  for (const [part, byCount] of results) {
    const line = [...byCount].map(([count, runs]) => {
      const r = pooled(runs);
      const cost = costs(r);
      const here = Math.min((count * 1000) / cost.api, (r.cpu.cores * 1000) / (cost.api + cost.rest + cost.generator));
      const bigger = [4, 8].map((cores) => `${cores} cores ${Math.min((count * 1000) / cost.api, (cores * 1000) / (cost.api + cost.rest)).toFixed(0)}/s`).join(', ');
      return `${count} instance${count > 1 ? 's' : ''} (API ${cost.api.toFixed(2)} ms, PostgreSQL + HAProxy ${cost.rest.toFixed(2)} ms, load generator ${cost.generator.toFixed(2)} ms): this machine alone ${here.toFixed(0)}/s, ${bigger}`;
    });
    console.log(`  ${PART_NAMES[part].padEnd(14)} ${line.join('\n  '.padEnd(18))}`);
  }
}

/** ms of CPU per answer: the instances', PostgreSQL's and HAProxy's, the load generator's. */
function costs(r) {
  const per = (pct) => (pct * 10) / Math.max(r.perSecond, 1e-9);
  const api = Object.entries(r.cpu)
    .filter(([k]) => /^api\d+$/.test(k))
    .reduce((n, [, v]) => n + v, 0);
  return { api: per(api), rest: per(r.cpu['postgres (this database)'] + r.cpu.haproxy), generator: per(r.cpu['load generator']) };
}

/** The backend's retry and redispatch counters, and each server's UP→DOWN transitions (HAProxy's stats socket). */
async function haproxyRetries(statsSocket) {
  const [header, ...rows] = (await haproxyCommand(statsSocket, 'show stat')).trim().split('\n');
  const cols = header.replace(/^# /, '').split(',');
  const api = rows.map((r) => r.split(',')).filter((r) => r[0] === 'api');
  const backend = api.find((r) => r[1] === 'BACKEND');
  const downs = Object.fromEntries(api.filter((r) => !['FRONTEND', 'BACKEND'].includes(r[1])).map((r) => [r[1], Number(r[cols.indexOf('chkdown')])]));
  return { retries: Number(backend[cols.indexOf('wretr')]), redispatches: Number(backend[cols.indexOf('wredis')]), downs };
}

/** Runs `work` and says how often HAProxy took an instance out meanwhile (its health check failed or timed out). */
async function countingDowns(cluster, work) {
  const before = (await haproxyRetries(cluster.statsSocket)).downs;
  const r = await work();
  const after = (await haproxyRetries(cluster.statsSocket)).downs;
  const downs = Object.entries(after)
    .filter(([name, n]) => n > (before[name] ?? 0))
    .map(([name, n]) => `${name} ${n - (before[name] ?? 0)}×`);
  return Object.assign(r, { downs });
}

function downsText(r) {
  return r.downs?.length ? `    HAProxy took an instance out during the run (health check failed or timed out under load): ${r.downs.join(', ')}` : null;
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
            events.measureFrom = measureFrom;
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
    console.log(
      `    ${title}${restart ? `: SIGTERM at ${(events.term / 1000).toFixed(1)} s into the measured ${SECONDS} s, exited (${events.exit}) at ${(events.exited / 1000).toFixed(1)} s, back UP behind HAProxy at ${(events.up / 1000).toFixed(1)} s; measured ${r.seconds.toFixed(1)} s` : ''}`,
    );
    console.log(
      `    ${attempts.length} checkouts in the run (warm-up included): ${tally.exactlyOne} ended in exactly one paid order; ${tally.errors} in a clear error with no paid order${tally.errorKinds}; wrong: ${tally.wrong.length}${tally.wrong.length ? ` (${tally.wrong.slice(0, 3).join('; ')})` : ''}`,
    );
    console.log(
      `    orders in the database for these members: ${tally.ordersText}; client retries (same key) ${attempts.reduce((n, a) => n + (a.retries ?? 0), 0)}; HAProxy retried ${after.retries - before.retries}, redispatched ${after.redispatches - before.redispatches}; UP→DOWN ${JSON.stringify(Object.fromEntries(Object.entries(after.downs).map(([k, n]) => [k, n - (before.downs[k] ?? 0)])))}; servers now ${JSON.stringify(await serverStates(cluster.statsSocket))}${ranOut ? '; RAN OUT OF BOXES (raise the pool)' : ''}`,
    );
    if (restart) console.log(`    by phase (checkouts started): ${phases(attempts, events).join('; ')}`);
    console.log(`    add to basket during checkout: ${r['add to basket'] ? `${r['add to basket'].errors} errors${errorsText(r['add to basket'])}` : 'none counted'}`);
    console.log(`    ${cpuText(r.cpu)}`);
  }
}

/** p50/p99 of the checkouts started before the SIGTERM, while api2 drained, while it was out and starting, and once it was back. */
function phases(attempts, events) {
  const at = (a) => a.started - events.measureFrom;
  const spans = [
    ['before SIGTERM', (t) => t >= 0 && t < events.term],
    ['api2 draining', (t) => t >= events.term && t < events.exited],
    ['api2 out and starting', (t) => t >= events.exited && t < events.up],
    ['after it was back', (t) => t >= events.up],
  ];
  return spans.map(([name, within]) => {
    const sorted = attempts
      .filter((a) => a.started !== undefined && a.ok && within(at(a)))
      .map((a) => a.ms)
      .sort((x, y) => x - y);
    const failed = attempts.filter((a) => a.started !== undefined && !a.ok && within(at(a))).length;
    const pct = (p) => ms(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
    return `${name} ${sorted.length} (p50 ${pct(50)}, p99 ${pct(99)}${failed ? `, ${failed} failed` : ''})`;
  });
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
