// `npm run bench:members`: the member routes the account tabs call, under load (issue #13:
// p99 ≤ 20 ms at 20 connections on PostgreSQL). Many members are signed in through the real
// calls; every request is a different member than the one before, so no row stays hot in a
// cache by accident. Each route runs on its own for BENCH_SECONDS, then all of them mixed.
// PGlite by default; DATABASE_URL for PostgreSQL. After an unreported warm-up over all routes
// (BENCH_WARMUP_SECONDS, 5), prints p50/p99 per route and the machine's
// load; exits non-zero only when a request failed (the figures are for reading).
// Latency on a shared 2-core machine follows its load, so each row also gives the CPU time one
// request cost: the API process's, and (on PostgreSQL) that of the database's backends serving
// this server, which do not depend on what else the machine is doing.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DEPLOY_DIR, ROOT, startApiServer } from './lib.mjs';
import { giveMemberData, signedInMember } from './bench/account-tabs.mjs';
import { loadText, withCpu } from './bench/cpu.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
const autocannon = require('autocannon');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 40);
const BUDGET_P99_MS = 20;
// Unreported load first, over every route: the first row measured otherwise carries the server's
// warm-up (JIT, each pool connection's first statements and plans): ~3x the CPU per request.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);

const ROUTES = [
  ['profile', (id) => `/v3/members/${id}`],
  ['addresses (address history)', (id) => `/v3/members/${id}/addresshistory`],
  ['bank accounts', (id) => `/v3/members/${id}/bankaccounts`],
  ['favourites ids', (id) => `/v3/members/${id}/favouriteboxesids`],
  ['stock alerts', (id) => `/v3/members/${id}/stockalerts`],
  ['consents', (id) => `/v3/members/${id}/consents`],
  ['orders', (id) => `/v3/members/${id}/orders`],
];

const { base, pid, stop } = await startApiServer({ env: { DEPLOY_DIR }, tmpPrefix: 'bench-members-' });
const members = [];
try {
  // A few at a time: each sign-up and sign-in hashes a password (argon2id).
  for (let i = 0; i < MEMBERS; i += 4) {
    members.push(...(await Promise.all(Array.from({ length: Math.min(4, MEMBERS - i) }, () => signedInMember(base, 'bench-members')))));
  }
  for (const m of members) await giveMemberData(base, m);

  const db = process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).pathname.slice(1)})` : 'PGlite (embedded)';
  if (WARMUP_SECONDS > 0)
    await load(
      ROUTES.map(([, path]) => path),
      WARMUP_SECONDS,
    );
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per row after ${WARMUP_SECONDS} s of warm-up, ${MEMBERS} members signed in, ${db}; load before: ${loadText()}\n`);
  console.log(`  ${'route'.padEnd(30)} ${'req/s'.padStart(6)}  ${'p50'.padStart(6)}  ${'p99'.padStart(6)}  ${'CPU/req: API'.padStart(12)} ${'database'.padStart(8)}   budget p99 ${BUDGET_P99_MS} ms`);
  let failures = 0;
  const rows = [];
  for (const [name, path] of ROUTES) rows.push([name, await measured([path])]);
  rows.push(['all of the above, mixed', await measured(ROUTES.map(([, path]) => path))]);
  for (const [name, r] of rows) {
    const perReq = (ms) => (ms === null ? 'n/a' : `${((ms * 1000) / Math.max(1, r.requests.total)).toFixed(0)} µs`);
    failures += r.non2xx + r.errors;
    const within = r.latency.p99 <= BUDGET_P99_MS ? 'within' : 'OVER';
    console.log(
      `  ${name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(6)}  ${`${r.latency.p50} ms`.padStart(6)}  ${`${r.latency.p99} ms`.padStart(6)}  ${perReq(r.apiCpuMs).padStart(12)} ${perReq(r.dbCpuMs).padStart(8)}   ${within}${r.non2xx + r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`,
    );
  }
  console.log(`\nload after: ${loadText()} (2 cores, shared with other work: figures above a load of 2 are pessimistic)`);
  if (failures) process.exitCode = 1;
} finally {
  stop();
}

function measured(paths) {
  return withCpu(pid, () => load(paths));
}

/** Round-robin over the members (and over `paths`): every request another member's. */
function load(paths, seconds = SECONDS) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => {
              const n = next++;
              const m = members[n % members.length];
              return { ...req, method: 'GET', path: paths[n % paths.length](m.memberId), headers: { authorization: `Bearer ${m.token.access_token}` } };
            },
          },
        ],
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
  });
}
