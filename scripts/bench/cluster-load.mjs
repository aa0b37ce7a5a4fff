// The pieces of `npm run bench:cluster` (issue 20): a closed-loop load generator on plain
// node:http (one keep-alive connection per simulated shopper, so each connection can be a member
// of its own and time each kind of request apart: autocannon shares one context per sequence),
// a CPU sampler of the processes that share the machine (instances, HAProxy, PostgreSQL, the load
// generator, everything else), and signed-in members with the test card's checkout.
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { apiCall } from '../lib.mjs';
import { backendPids, cpuMs } from './cpu.mjs';

/** One keep-alive connection to `base`: `send(method, path, { headers, body })` answers { status, ms, text, headers }. */
export function connection(base, timeoutMs = 10_000) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(base);
  const send = (method, path, { headers = {}, body } = {}) =>
    new Promise((resolve) => {
      const started = performance.now();
      const failed = (err) => resolve({ status: 0, started, ms: performance.now() - started, error: err.message, text: '', headers: {} });
      const req = http.request({ agent, hostname, port, method, path, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', failed);
        res.on('end', () => resolve({ status: res.statusCode, started, ms: performance.now() - started, text: Buffer.concat(chunks).toString(), headers: res.headers }));
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
      req.on('error', failed);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/**
 * A closed loop: `connections` shoppers, each on its own connection, each running `step` over and
 * over for `warmupSeconds + seconds`. `step({ i, n, state, send })` calls `send(kind, method, path,
 * options)`: a request whose kind is not null is counted under that kind when it started after the
 * warm-up and ended before the end; `record(kind, started, ms, ok, status, why)` counts a timing of
 * the step's own (several requests). `sampler` (optional) is started when the warm-up ends and
 * stopped at the end. `during({ measureFrom, until })` (optional) runs beside the load, which goes
 * on until it has finished and 3 s more (the measured window grows with it). Answers { [kind]: { count, perSecond, p50, p99, errors, statuses, firstError } }.
 */
export async function runLoad({ base, connections, warmupSeconds, seconds, setup = () => ({}), step, sampler, during }) {
  const t0 = performance.now();
  const measureFrom = t0 + warmupSeconds * 1000;
  let until = measureFrom + seconds * 1000;
  // While `during` runs (an instance restarting), the run goes on, and 3 s past its end.
  let settled = !during;
  const kinds = new Map();
  const kindOf = (kind) => {
    if (!kinds.has(kind)) kinds.set(kind, { latencies: [], errors: 0, statuses: new Map(), firstError: '' });
    return kinds.get(kind);
  };
  /** Counts one outcome of `kind` that started after the warm-up and ended before the end. */
  const record = (kind, started, ms, ok, status, why) => {
    if (started < measureFrom || (settled && started + ms > until)) return;
    const k = kindOf(kind);
    if (ok) k.latencies.push(ms);
    else {
      k.errors++;
      k.statuses.set(status, (k.statuses.get(status) ?? 0) + 1);
      k.firstError ||= `${status} ${why}`;
    }
  };
  let sampling;
  const startSampling = setTimeout(() => (sampling = sampler?.start()), Math.max(0, measureFrom - performance.now()));
  const whileRunning = during?.({ measureFrom, until }).finally(() => {
    until = Math.max(until, performance.now() + 3000);
    settled = true;
  });
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const conn = connection(base);
      const state = await setup(i);
      const send = async (kind, method, path, options) => {
        const r = await conn.send(method, path, options);
        if (kind !== null) record(kind, r.started, r.ms, r.status >= 200 && r.status < 300, r.status, r.error ?? r.text.slice(0, 160));
        return r;
      };
      try {
        for (let n = 0; performance.now() < until || !settled; n++) await step({ i, n, state, send, record });
      } finally {
        conn.close();
      }
    }),
  );
  await whileRunning;
  clearTimeout(startSampling);
  const cpu = sampling ? sampling.stop() : null;
  const measured = (until - measureFrom) / 1000;
  const result = { cpu, seconds: measured };
  for (const [kind, k] of kinds) {
    const sorted = k.latencies.sort((a, b) => a - b);
    result[kind] = {
      latencies: sorted,
      count: sorted.length,
      perSecond: sorted.length / measured,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors: k.errors,
      statuses: k.statuses,
      firstError: k.firstError,
    };
  }
  return result;
}

/** The whole machine's busy and total CPU time so far (ms, summed over cores), from /proc/stat. */
function machineCpuMs() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy * 10, total: (busy + idle + iowait) * 10 };
}

/** Every postgres process on the machine (all databases, and the server's own workers). */
function postgresPids() {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/**
 * Where the CPU goes while a run measures: `groups` names processes ({ api1: () => [pid], ... });
 * PostgreSQL is split into this database's backends and the rest of the server (its workers and
 * other databases), the load generator is this process, and 'other' is what the rest of the
 * machine used (other people's work on a shared box). Figures in % of one core.
 */
export function cpuSampler({ groups, databaseUrl }) {
  const snapshot = () => {
    const mine = backendPids(databaseUrl);
    const minePids = new Set(mine);
    return {
      at: performance.now(),
      machine: machineCpuMs(),
      self: process.cpuUsage(),
      groups: Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, new Map(pids().map((p) => [p, cpuMs(p)]))])),
      db: new Map(mine.map((p) => [p, cpuMs(p)])),
      pgRest: new Map(
        postgresPids()
          .filter((p) => !minePids.has(p))
          .map((p) => [p, cpuMs(p)]),
      ),
      load: loadavg(),
    };
  };
  // A process that started during the run counts from zero; one that ended is lost (the groups'
  // processes are read every half second: an instance stopped mid-run keeps what it last showed).
  const spent = (before, after) => [...after].reduce((n, [pid, ms]) => n + Math.max(0, ms - (before.get(pid) ?? 0)), 0);
  return {
    start() {
      const a = snapshot();
      const last = Object.fromEntries(Object.keys(groups).map((name) => [name, new Map(a.groups[name])]));
      const poll = () => {
        for (const [name, pids] of Object.entries(groups))
          for (const p of pids()) {
            const v = cpuMs(p);
            if (v > 0) last[name].set(p, v);
          }
      };
      const timer = setInterval(poll, 500);
      return {
        stop() {
          clearInterval(timer);
          poll();
          const b = { ...snapshot(), groups: last };
          const wall = b.at - a.at;
          const pct = (ms) => (100 * ms) / wall;
          const groupsPct = Object.fromEntries(Object.keys(groups).map((name) => [name, pct(spent(a.groups[name], b.groups[name]))]));
          const self = (b.self.user - a.self.user + b.self.system - a.self.system) / 1000;
          const ours = {
            ...groupsPct,
            'postgres (this database)': pct(spent(a.db, b.db)),
            'postgres (rest of server)': pct(spent(a.pgRest, b.pgRest)),
            'load generator': pct(self),
          };
          const machineBusy = (100 * (b.machine.busy - a.machine.busy)) / ((b.machine.total - a.machine.total) / cpus().length);
          const accounted = Object.values(ours).reduce((n, v) => n + v, 0);
          return { ...ours, 'other processes': Math.max(0, machineBusy - accounted), machineBusy, cores: cpus().length, loadBefore: a.load, loadAfter: b.load };
        },
      };
    },
  };
}

/** One line of where the CPU went, e.g. "api1 96%, haproxy 12%, … (machine 198% of 200%)". */
export function cpuText(cpu) {
  const { machineBusy, cores, loadBefore, loadAfter, ...parts } = cpu;
  return (
    `CPU (% of one core): ${Object.entries(parts)
      .map(([name, v]) => `${name} ${v.toFixed(0)}%`)
      .join(', ')}; machine busy ${machineBusy.toFixed(0)}% of ${cores * 100}%;` + ` load ${loadBefore.map((n) => n.toFixed(2)).join(' ')} → ${loadAfter.map((n) => n.toFixed(2)).join(' ')}`
  );
}

export const WEB_CLIENT = { client_id: 'shop-web', client_secret: 'shop-web-public' };
export const PASSWORD = 'a benchmark password';
export const CARD = { number: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'Bench Mark' };
export const ADDRESS = { firstName: 'Bench', lastName: 'Mark', line1: '1 Park Row', town: 'Leeds', postcode: 'LS1 4AP' };

/**
 * `n` verified members, signed in through `base` (tokens valid on every instance: they share the
 * data folder's signing key). One registers through the API and is verified from the outbox
 * table; the others copy its row (same password hash): registering each through argon2 would cost
 * more than the benchmark. As the cluster test does.
 */
export async function signedInMembers(base, db, n) {
  const email = `bc-${randomBytes(5).toString('hex')}@example.co.uk`;
  const made = await apiCall(base, '/v3/members', { method: 'POST', json: { titleId: 2, firstName: 'Bench', lastName: 'Mark', email, password: PASSWORD, consents: [{ consentTypeId: 2, granted: true }] } });
  if (made.status !== 201) throw new Error(`registering a member failed: ${made.status} ${made.text.slice(0, 200)}`);
  const templateId = made.body.response.data.memberId;
  const { rows } = await db.query('SELECT body FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1', [email]);
  const token = /\/member\/verifyEmail\?token=([A-Za-z0-9_-]+)/.exec(rows[0].body)[1];
  const verified = await apiCall(base, '/v3/members/validateemail', { method: 'PUT', json: { token } });
  if (verified.status !== 200) throw new Error(`verifying a member failed: ${verified.status}`);
  const batch = randomBytes(3).toString('hex');
  await db.query(
    `INSERT INTO members (title_id, first_name, last_name, email, password_hash, email_verified_at)
     SELECT title_id, first_name, last_name, 'bc' || g || '-' || $2 || '@example.co.uk', password_hash, now() FROM members, generate_series(2, $3::int) g WHERE member_id = $1`,
    [templateId, batch, n],
  );
  const { rows: members } = await db.query(`SELECT member_id::text AS "memberId", email FROM members WHERE member_id = $1 OR email LIKE $2 ORDER BY member_id`, [templateId, `bc%-${batch}@example.co.uk`]);
  const out = [];
  // A few at a time: each sign-in is an argon2 check on an instance.
  for (let i = 0; i < members.length; i += 5) {
    out.push(
      ...(await Promise.all(
        members.slice(i, i + 5).map(async (m) => {
          const signed = await apiCall(base, '/auth/token', { method: 'POST', form: { grant_type: 'password', username: m.email, password: PASSWORD, ...WEB_CLIENT } });
          if (signed.status !== 200) throw new Error(`sign-in failed: ${signed.status} ${signed.text.slice(0, 200)}`);
          return { ...m, token: signed.body.access_token };
        }),
      )),
    );
  }
  return out;
}

/**
 * `n` boxes nobody's basket holds, deliverable and priced £5-£40, given 3 in stock each (a second
 * order for the same checkout would go through, and be counted), in a random order.
 */
export async function stockedBoxes(db, n) {
  const { rows } = await db.query(
    `UPDATE boxes SET ecom_quantity = 3 WHERE box_id IN (
       SELECT box_id FROM boxes b WHERE box_web_sale_allowed AND box_sale_allowed AND sell_price BETWEEN 500 AND 4000
          AND NOT EXISTS (SELECT 1 FROM basket_items bi WHERE bi.box_id = b.box_id) ORDER BY random() LIMIT $1)
     RETURNING box_id`,
    [n],
  );
  if (rows.length < n) throw new Error(`only ${rows.length} boxes to sell of the ${n} needed`);
  return rows.map((r) => r.box_id);
}

const json = (r) => {
  try {
    return JSON.parse(r.text);
  } catch {
    return null;
  }
};

/** Form body of a basket line. */
export const lineForm = (boxId) => new URLSearchParams({ boxId, quantity: '1', deliveryMethodId: '1' }).toString();

/**
 * One checkout as the shop's browser client does it: the box into the basket, then generate and
 * process, each with an Idempotency-Key and repeated (same key) on 502/503/504 or no answer, at
 * most twice. `send` is a runLoad send (the add is counted as 'add to basket'). Answers { ok,
 * orderKey, orderId, stage, why, retries, started, ms }: `ms` is the checkout's own latency
 * (generate + process, retries and their pauses included), for the caller to count.
 */
export async function checkoutOnce(send, member, boxId) {
  const auth = { authorization: `Bearer ${member.token}` };
  const form = { ...auth, 'content-type': 'application/x-www-form-urlencoded' };
  const added = await send('add to basket', 'POST', `/v3/basket/${member.memberId}/add`, { headers: form, body: lineForm(boxId) });
  if (added.status !== 200) return { ok: false, stage: 'add', why: `add ${added.status} ${added.error ?? json(added)?.response?.error?.message ?? ''}`, retries: 0 };
  const expectedTotal = json(added).response.data.wesellItems.totalSellCost;
  let retries = 0;
  const repeatable = async (path, body, key) => {
    for (let attempt = 0; ; attempt++) {
      const res = await send(null, 'POST', path, { headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) });
      if (![0, 502, 503, 504].includes(res.status) || attempt === 2) return res;
      retries++;
      await new Promise((r) => setTimeout(r, 300 * (attempt + 1)));
    }
  };
  const orderKey = `bench-${randomBytes(8).toString('hex')}`;
  const started = performance.now();
  const timed = (out) => ({ ...out, started, ms: performance.now() - started });
  const generated = await repeatable('/v3/websellorders/generate', { paymentTypeId: 20, address: ADDRESS, expectedTotal }, orderKey);
  if (generated.status !== 200 && generated.status !== 201)
    return timed({ ok: false, stage: 'generate', orderKey, why: `generate ${generated.status} ${generated.error ?? json(generated)?.response?.error?.message ?? ''}`, retries });
  const orderId = json(generated).response.data.order.orderId;
  const processed = await repeatable(`/v3/websellorders/${orderId}/process`, { card: CARD }, `process-${orderId}`);
  const paid = processed.status === 200 && json(processed)?.response?.data?.payment?.status === 'paid';
  return timed(
    paid ? { ok: true, orderKey, orderId, retries } : { ok: false, stage: 'process', orderKey, orderId, why: `process ${processed.status} ${processed.error ?? json(processed)?.response?.error?.message ?? ''}`, retries },
  );
}

/** Empties a member's basket through the API (after a checkout that failed part-way). */
export async function emptyBasket(send, member) {
  const auth = { authorization: `Bearer ${member.token}` };
  const r = await send(null, 'GET', `/v3/basket/${member.memberId}`, { headers: auth });
  for (const item of json(r)?.response?.data?.wesellItems?.items ?? []) {
    await send(null, 'DELETE', `/v3/basket/${member.memberId}`, {
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ boxId: item.boxId, deliveryMethodId: String(item.deliveryMethodId) }).toString(),
    });
  }
}

/**
 * The CPU one answer cost, from a run's CPU shares and its rate, and what it implies: how many a
 * second the machine's cores could give were they the cluster's alone (every part's CPU summed),
 * and the ceiling the instances set (one Node process uses at most one core).
 */
export function perRequestText(cpu, perSecond, instances) {
  const costOf = (pct) => (pct * 10) / Math.max(perSecond, 1e-9); // % of a core → ms of CPU per answer
  const api = Object.entries(cpu)
    .filter(([k]) => /^api\d+$/.test(k))
    .reduce((n, [, v]) => n + v, 0);
  const parts = { API: costOf(api), postgres: costOf(cpu['postgres (this database)']), HAProxy: costOf(cpu.haproxy), 'load generator': costOf(cpu['load generator']) };
  const total = Object.values(parts).reduce((n, v) => n + v, 0);
  return (
    `CPU per answer: ${Object.entries(parts)
      .map(([k, v]) => `${k} ${v.toFixed(2)} ms`)
      .join(', ')} = ${total.toFixed(2)} ms;` +
    ` ${cpu.cores} cores alone ≈ ${((cpu.cores * 1000) / total).toFixed(0)}/s, the cluster's part alone (no load generator) ≈ ${((cpu.cores * 1000) / (total - parts['load generator'])).toFixed(0)}/s;` +
    ` ${instances} instance${instances > 1 ? 's' : ''} at one core each ≈ ${((instances * 1000) / parts.API).toFixed(0)}/s`
  );
}
