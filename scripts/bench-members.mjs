// `npm run bench:members`: the member routes the account tabs call, under load (issue #13:
// p99 ≤ 20 ms at 20 connections on PostgreSQL). Many members are signed in through the real
// calls; every request is a different member than the one before, so no row stays hot in a
// cache by accident. Each route runs on its own for BENCH_SECONDS, then all of them mixed.
// PGlite by default; DATABASE_URL for PostgreSQL. Prints p50/p99 per route and the machine's
// load; exits non-zero only when a request failed (the figures are for reading).
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DEPLOY_DIR, ROOT, startApiServer } from './lib.mjs';
import { signedInMember } from './bench/account-tabs.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
const autocannon = require('autocannon');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 40);
const BUDGET_P99_MS = 20;

const ROUTES = [
  ['profile', (id) => `/v3/members/${id}`],
  ['addresses (address history)', (id) => `/v3/members/${id}/addresshistory`],
  ['bank accounts', (id) => `/v3/members/${id}/bankaccounts`],
  ['favourites ids', (id) => `/v3/members/${id}/favouriteboxesids`],
  ['stock alerts', (id) => `/v3/members/${id}/stockalerts`],
  ['consents', (id) => `/v3/members/${id}/consents`],
  ['orders', (id) => `/v3/members/${id}/orders`],
];

const { base, stop } = await startApiServer({ env: { NODE_ENV: 'development', DEPLOY_DIR }, tmpPrefix: 'bench-members-' });
const members = [];
try {
  // A few at a time: each sign-up and sign-in hashes a password (argon2id).
  for (let i = 0; i < MEMBERS; i += 4) {
    members.push(...(await Promise.all(Array.from({ length: Math.min(4, MEMBERS - i) }, () => signedInMember(base, 'bench-members')))));
  }
  await giveThemData(members);

  const db = process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).pathname.slice(1)})` : 'PGlite (embedded)';
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per row, ${MEMBERS} members signed in, ${db}; load before: ${loadavg().map((n) => n.toFixed(2)).join(' ')}\n`);
  console.log(`  ${'route'.padEnd(30)} ${'req/s'.padStart(6)}  ${'p50'.padStart(6)}  ${'p99'.padStart(6)}   budget p99 ${BUDGET_P99_MS} ms`);
  let failures = 0;
  const rows = [];
  for (const [name, path] of ROUTES) rows.push([name, await load([path])]);
  rows.push(['all of the above, mixed', await load(ROUTES.map(([, path]) => path))]);
  for (const [name, r] of rows) {
    failures += r.non2xx + r.errors;
    const within = r.latency.p99 <= BUDGET_P99_MS ? 'within' : 'OVER';
    console.log(
      `  ${name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(6)}  ${`${r.latency.p50} ms`.padStart(6)}  ${`${r.latency.p99} ms`.padStart(6)}   ${within}${r.non2xx + r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`,
    );
  }
  console.log(`\nload after: ${loadavg().map((n) => n.toFixed(2)).join(' ')} (2 cores, shared with other work: figures above a load of 2 are pessimistic)`);
  if (failures) process.exitCode = 1;
} finally {
  stop();
}

/** Round-robin over the members (and over `paths`): every request another member's. */
function load(paths) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
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

/** Something to list: an address and a favourite each, so the reads are not all empty answers. */
async function giveThemData(list) {
  const boxes = await (await fetch(`${base}/v3/boxes/mostwanted?limit=4`)).json();
  const boxIds = (boxes.response?.data?.boxes ?? []).map((b) => b.boxId).filter(Boolean);
  for (const m of list) {
    const headers = { authorization: `Bearer ${m.token.access_token}`, 'content-type': 'application/json' };
    const added = await fetch(`${base}/v3/members/${m.memberId}/address`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ firstName: 'Imogen', lastName: 'Bench', line1: '14 Cavendish Road', town: 'Bristol', postcode: 'BS6 7RB', phone: '07700 900123', isDefault: true }),
    });
    if (!added.ok) throw new Error(`adding an address failed: ${added.status} ${await added.text()}`);
    if (boxIds[0]) await fetch(`${base}/v3/members/${m.memberId}/favouriteboxes`, { method: 'POST', headers, body: JSON.stringify({ boxId: boxIds[0] }) });
  }
}
