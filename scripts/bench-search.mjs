// `npm run bench:search`: the catalogue search at 100,000 boxes, 50 connections on loopback:
// a query with two refinements, and page 50. Prints req/s, p50, p99 (goal: p99 <= 50 ms).
// PGlite by default (seeded into a temporary folder); DATABASE_URL runs it on PostgreSQL.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, startApiServer } from './lib.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
const autocannon = require('autocannon');
const BOXES = Number(process.env.BENCH_BOXES ?? 100000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const started = Date.now();
const { base, stop } = await startApiServer({
  tmpPrefix: 'bench-search-',
  env: { CATALOGUE_BOXES: String(BOXES), ...(process.env.DATABASE_URL ? { DATABASE_SCHEMA: `bench_${BOXES}` } : {}) },
});
console.log(`\nserver ready with ${BOXES.toLocaleString('en-GB')} boxes after ${((Date.now() - started) / 1000).toFixed(1)} s (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);

const TWO_REFINEMENTS = { query: '', facets: ['brand', 'grade', 'priceRange', 'productLineName'], facetFilters: ['superCatId:7', ['brand:Bugaboo', 'brand:Joie'], ['grade:A', 'grade:B']], hitsPerPage: 40 };
const PAGE_50 = { facets: ['brand', 'grade'], facetFilters: ['superCatId:2'], page: 50, hitsPerPage: 40 };
const check = await fetch(`${base}/v3/search/1/indexes/boxes_price_asc/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(PAGE_50) });
if (check.status !== 200) throw new Error(`page 50 is not there: ${check.status} ${await check.text()}`);

function run(title, index, body, extra = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}/v3/search/1/indexes/${index}/query`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), connections: CONNECTIONS, duration: SECONDS, ...extra },
      (err, r) => {
        if (err) return reject(err);
        console.log(`${title.padEnd(40)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   ${r['2xx']} ok, ${r.non2xx} non-2xx`);
        resolve(r);
      },
    );
  });
}

console.log(`${CONNECTIONS} connections, ${SECONDS} s each; goal p99 <= 50 ms\n`);
await run('two refinements (brand, grade) + 4 facets', 'boxes', TWO_REFINEMENTS);
await run('page 50, price ascending, 2 facets', 'boxes_price_asc', PAGE_50);
// Searches the cache answers only after the first time (60 combinations, repeating).
const BRANDS = ['Bugaboo', 'Joie', 'Silver Cross', 'iCandy', 'Cybex', 'Maxi-Cosi', 'UPPAbaby', 'Egg', 'Graco', 'Babyzen', 'Mamas & Papas', 'Britax Römer'];
let n = 0;
await run('60 rotating searches (brand, grade, page)', 'boxes', TWO_REFINEMENTS, {
  requests: [
    {
      setupRequest: (req) => {
        n += 1;
        const body = { ...TWO_REFINEMENTS, facetFilters: ['superCatId:7', [`brand:${BRANDS[n % 12]}`, `brand:${BRANDS[(n * 7 + 3) % 12]}`], [`grade:${'ABC'[n % 3]}`]], page: n % 3, query: n % 5 === 0 ? 'travel' : '' };
        return { ...req, body: JSON.stringify(body) };
      },
    },
  ],
});
// Cold searches, one at a time: every one new to the cache (what the first shopper waits for).
const cold = [];
for (let i = 0; i < 30; i++) {
  const body = { facets: ['brand', 'grade', 'priceRange', 'productLineName'], facetFilters: ['superCatId:7', [`brand:${BRANDS[i % 12]}`], [`grade:${'ABC'[i % 3]}`]], page: 0, hitsPerPage: 40, query: ['', 'pushchair', 'travel system', 'car seat', 'silvr cross'][i % 5] + (i >= 15 ? ' ' : '') };
  const t0 = performance.now();
  const res = await fetch(`${base}/v3/search/1/indexes/${['boxes', 'boxes_price_asc', 'boxes_newest'][i % 3]}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, page: i % 2 }) });
  await res.json();
  cold.push(performance.now() - t0);
}
cold.sort((a, b) => a - b);
console.log(`${'cold searches, one at a time (30)'.padEnd(40)}   p50 ${cold[14].toFixed(0).padStart(5)} ms   max ${cold[29].toFixed(0).padStart(5)} ms`);
stop();
