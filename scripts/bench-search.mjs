// `npm run bench:search`: the catalogue search as shoppers use it (issue #15). By default every
// request is a different search (text with typos or none, 0-3 disjunctive refinements, each sort,
// mostly the first page; scripts/bench/shopper-searches.mjs), so the 30-second answer cache never
// answers; then, for comparison, one search repeated (what the cache serves). At 10 and 50
// connections on loopback; prints req/s, p50, p99, non-2xx, CPU per request and the share of
// searches with no hits. First, a cold search for 'pushchiar' (a typo, alone) on each sort.
// PGlite by default (seeded into a temporary folder); DATABASE_URL runs it on PostgreSQL (schema
// bench_<boxes>, seeded once and kept); `-- --both` runs PGlite, then PostgreSQL.
// BENCH_BOXES (100000), BENCH_SECONDS (10 per row), BENCH_CONNECTIONS ('10,50'), BENCH_SEED.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, startApiServer } from './lib.mjs';
import { cpuPerRequest, loadText, withCpu } from './bench/cpu.mjs';
import { SORTS, listingBody, readCatalogue, shopperSearches } from './bench/shopper-searches.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
const autocannon = require('autocannon');
const BOXES = Number(process.env.BENCH_BOXES ?? 100000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const SEED = Number(process.env.BENCH_SEED ?? 15);
const BOTH = process.argv.includes('--both');
const BUDGETS = { PostgreSQL: { p50: 15, p99: 60 }, PGlite: { p50: 40, p99: null } };

if (BOTH && !process.env.DATABASE_URL) throw new Error('--both needs DATABASE_URL (the PostgreSQL half)');
const runs = BOTH ? ['', process.env.DATABASE_URL] : [process.env.DATABASE_URL ?? ''];
console.log(`\nbench:search at ${BOXES.toLocaleString('en-GB')} boxes, ${SECONDS} s per row; budgets (uncached mix, 10 and 50 connections): PostgreSQL p50 ≤ 15 ms, p99 ≤ 60 ms; PGlite p50 ≤ 40 ms`);
for (const databaseUrl of runs) await benchOn(databaseUrl);

async function benchOn(databaseUrl) {
  const dbName = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const started = Date.now();
  const { base, pid, stop } = await startApiServer({
    tmpPrefix: 'bench-search-',
    env: { CATALOGUE_BOXES: String(BOXES), DATABASE_URL: databaseUrl, DATABASE_SCHEMA: databaseUrl ? `bench_${BOXES}` : '' },
  });
  try {
    const catalogue = await readCatalogue(base);
    console.log(
      `\n${dbName}: server ready with ${BOXES.toLocaleString('en-GB')} boxes after ${((Date.now() - started) / 1000).toFixed(1)} s; ${catalogue.anchors.length} boxes on sale read as the shoppers' words; load ${loadText()}`,
    );

    // What the first shopper to type it waits for: one search, new to the cache, nothing else running.
    const cold = [];
    for (const index of SORTS) {
      const t0 = performance.now();
      const res = await post(base, index, listingBody({ query: 'pushchiar', index }));
      await res.text();
      cold.push(`${index} ${(performance.now() - t0).toFixed(0)} ms${res.status === 200 ? '' : ` (${res.status})`}`);
    }
    console.log(`  cold 'pushchiar' (typo), alone, each sort: ${cold.join(', ')}`);

    const searches = shopperSearches(catalogue, SEED);
    const budget = BUDGETS[dbName];
    console.log(`\n  ${'row'.padEnd(44)} ${'req/s'.padStart(6)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}  ${'CPU/req: API'.padStart(12)} ${'database'.padStart(9)}  non-2xx  no hits   load`);
    for (const connections of CONNECTIONS) {
      const mix = await withCpu(pid, () => shopperMix(base, searches, connections), databaseUrl);
      const within = mix.latency.p50 <= budget.p50 && (budget.p99 === null || mix.latency.p99 <= budget.p99) ? 'within budget' : 'OVER budget';
      printRow(`every search different, ${connections} connections`, mix, `${((100 * mix.noHits) / Math.max(1, mix.answered)).toFixed(1)}%`.padStart(7), within);
      if (mix.statuses.size) console.log(`    non-2xx: ${[...mix.statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}; e.g. ${mix.firstFailure}`);
      if (mix.errors) console.log(`    ${mix.errors} requests failed (${mix.timeouts} time-outs: no answer in 10 s), not counted in the latencies`);

      const { index, body } = searches.next();
      await (await post(base, index, body)).text(); // in the cache from here on
      const repeated = await withCpu(
        pid,
        () => load(base, connections, { method: 'POST', path: `/v3/search/1/indexes/${index}/query`, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        databaseUrl,
      );
      printRow(`one search repeated (cached), ${connections} conn.`, repeated, '', '');
    }
    console.log(
      `  ${searches.distinct.toLocaleString('en-GB')} different searches sent (seed ${SEED}); load after ${loadText()} (2 cores shared with other work: latency above a load of 2 is pessimistic, CPU/req is not)`,
    );
  } finally {
    stop();
  }
}

function post(base, index, body) {
  return fetch(`${base}/v3/search/1/indexes/${index}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

function printRow(name, r, noHits, verdict) {
  const cpu = `${cpuPerRequest(r.apiCpuMs, r.requests.total).padStart(12)} ${cpuPerRequest(r.dbCpuMs, r.requests.total).padStart(9)}`;
  console.log(
    `  ${name.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} ${`${r.latency.p50} ms`.padStart(8)} ${`${r.latency.p99} ms`.padStart(8)}  ${cpu}  ${String(r.non2xx).padStart(7)}  ${noHits.padStart(7)}   ${loadText().split(' ')[0]}  ${verdict}`,
  );
}

/** Every request the generator's next search; counts answers with no hits and non-2xx statuses. */
async function shopperMix(base, searches, connections) {
  const counts = { answered: 0, noHits: 0, statuses: new Map(), firstFailure: '' };
  const r = await load(base, connections, {
    setupRequest: (req) => {
      const { index, body } = searches.next();
      return { ...req, method: 'POST', path: `/v3/search/1/indexes/${index}/query`, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    },
    onResponse: (status, body) => {
      if (status !== 200) {
        counts.statuses.set(status, (counts.statuses.get(status) ?? 0) + 1);
        counts.firstFailure ||= String(body).slice(0, 160);
        return;
      }
      counts.answered += 1;
      if (body.includes('"nbHits":0,')) counts.noHits += 1;
    },
  });
  return Object.assign(r, counts);
}

function load(base, connections, request) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections, duration: SECONDS, requests: [request] }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}
