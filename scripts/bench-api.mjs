// `npm run bench:api`: throughput and latency of the auth host, a member read and page loads
// (index.html with the catalogue's first view painted by the server), 50 connections on
// loopback, against a real server (PGlite by default; DATABASE_URL for PostgreSQL). Prints
// figures; asserts nothing.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DEPLOY_DIR, ROOT, startApiServer } from './lib.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
const autocannon = require('autocannon');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENT = 'client_id=shop-web&client_secret=shop-web-public';

// The live builds (npm start / npm run build), for the page loads.
const { base, stop } = await startApiServer({ env: { DEPLOY_DIR }, tmpPrefix: 'bench-api-' });

async function json(path, init) {
  const res = await fetch(`${base}${path}`, init);
  return { status: res.status, body: await res.json() };
}

// One verified member, through the real calls and the outbox.
const email = `bench-${Date.now()}@example.co.uk`;
const password = 'a benchmark password';
const reg = await json('/v3/members', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email, password }) });
const memberId = reg.body.response.data.memberId;
const outbox = await json(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
const token = /token=([A-Za-z0-9_-]+)/.exec(outbox.body[0].body)[1];
await json('/v3/members/validateemail', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
const form = `grant_type=password&username=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}&${CLIENT}`;
const signIn = await json('/auth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
const accessToken = signIn.body.access_token;
if (reg.status !== 201 || signIn.status !== 200) throw new Error(`setup failed: register ${reg.status}, sign-in ${signIn.status} ${JSON.stringify(signIn.body)}`);

function run(title, opts) {
  return new Promise((resolve, reject) => {
    const { path, ...rest } = opts;
    autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS, ...rest }, (err, r) => {
      if (err) return reject(err);
      const ok = r['2xx'];
      console.log(
        `${title.padEnd(34)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ${ok} ok, ${r.non2xx} non-2xx, ${r.errors} errors`,
      );
      resolve(r);
    });
  });
}

console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}; argon2id m=19456 KiB, t=2, p=1\n`);
await run('POST /auth/token (password grant)', {
  method: 'POST',
  path: '/auth/token',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: form,
});
await run(`GET /v3/members/{id}`, { path: `/v3/members/${memberId}`, headers: { authorization: `Bearer ${accessToken}` } });
// Pages: each one runs the catalogue's prerender (its API calls in-process + react-dom/server).
const brotli = { 'accept-encoding': 'br' };
await run('GET / (first view)', { path: '/', headers: brotli });
await run('GET /products?superCatId=7 (first view)', { path: '/products?superCatId=7', headers: brotli });
await run('GET /product-detail?id=… (first view)', { path: '/product-detail?id=ll000002', headers: brotli });
await run('GET /basket (no first view)', { path: '/basket', headers: brotli });

stop();
