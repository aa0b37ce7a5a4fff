// `npm run bench:deploy`: issue 21's budget "Deploy or roll back one remote in ≤ 5 s from the
// command to every instance serving it", measured on a cluster (docs/operations.md 'Deploying and rolling back
// one remote'):
// 1. `--instances` (2) API instances behind HAProxy on PostgreSQL (a database of its own, dropped
//    and made again each run, `--boxes` (200) boxes) and Redis, serving a copy of the deploy folder
//    (the repo's .deploy, built by `node scripts/build.mjs`; left as it is) in which the live
//    `--remote` (catalogue) is published a second time under a new name (its folder copied, as a
//    team's new build would be).
// 2. A staff account with that remote's release permission (`npm run staff -- create-staff`,
//    `release-permission grant`).
// 3. `--runs` (5) times: the real command `npm run deploy:point -- <remote> <new> --reason ...`
//    (signing in at the balancer, SHOP_API_URL), while each instance's own /remotes-manifest.json
//    is polled directly (every 20 ms) until it serves the new version; then the same for
//    `npm run deploy:rollback`. Printed per run: from the command's start to each instance serving
//    it, to every instance, to the command's exit, and the synthetic check's time (the API runs it
//    before it answers, so it is inside the command's time); then the max of each.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startCluster } from './cluster/cluster.mjs';
import { DEFAULT_REDIS_URL, dropDatabase } from './cluster/services.mjs';
import { DEPLOY_DIR, ROOT } from './lib.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    instances: { type: 'string', default: '2' },
    boxes: { type: 'string', default: '200' },
    remote: { type: 'string', default: 'catalogue' },
    'poll-ms': { type: 'string', default: '20' },
  },
});
const RUNS = Number(values.runs);
const INSTANCES = Number(values.instances);
const REMOTE = values.remote;
const POLL_MS = Number(values['poll-ms']);
const BUDGET_MS = 5000;
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/shop_bench_deploy';
const STAFF = { email: 'bench-deploy@littleloop.example', name: 'Bench Deploy', password: 'a long bench deploy password' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const loadText = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

const source = join(DEPLOY_DIR, 'remotes-manifest.json');
if (!existsSync(source)) throw new Error(`no build in ${DEPLOY_DIR}: run node scripts/build.mjs first`);
const work = mkdtempSync(join(tmpdir(), 'shop-bench-deploy-'));
const deployDir = join(work, 'deploy');
cpSync(DEPLOY_DIR, deployDir, { recursive: true });
const stable = JSON.parse(readFileSync(join(deployDir, 'remotes-manifest.json'), 'utf8')).remotes[REMOTE]?.version;
if (!stable) throw new Error(`${REMOTE} is not live in ${DEPLOY_DIR}`);
const next = `${stable}-bench`;
cpSync(join(deployDir, 'remotes', REMOTE, stable), join(deployDir, 'remotes', REMOTE, next), { recursive: true });

console.log(
  `\nbench:deploy: ${cpus().length} cores, load ${loadText()}; ${INSTANCES} instances behind HAProxy on ${new URL(databaseUrl).pathname.slice(1)}; ${REMOTE} ${stable} <-> ${next}; ${RUNS} runs; budget ${s(BUDGET_MS)}`,
);

/** A staff command against the cluster's database. */
function staff(args, dataDir) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'api/src/modules/staff/cli.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DEPLOY_DIR: deployDir, STAFF_PASSWORD: STAFF.password, LOG_LEVEL: 'error' },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`staff ${args.join(' ')} failed: ${res.stderr || res.stdout}`);
}

const versionOn = async (member) => {
  const res = await fetch(`${member.base}/remotes-manifest.json`, { signal: AbortSignal.timeout(2000) });
  return (await res.json()).remotes?.[REMOTE]?.version;
};

/** Runs a deploy command; from its start, when each instance serves `version`, when it exits, and the check's time it printed. */
async function timed(cluster, command, args, version) {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', command, '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, SHOP_API_URL: cluster.base, SHOP_STAFF_EMAIL: STAFF.email, SHOP_STAFF_PASSWORD: STAFF.password, DEPLOY_DIR: deployDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve({ code, ms: performance.now() - started })));
  const served = await Promise.all(
    cluster.members.map(async (m) => {
      for (;;) {
        if ((await versionOn(m).catch(() => null)) === version) return performance.now() - started;
        if (performance.now() - started > 60_000) throw new Error(`${m.name} did not serve ${REMOTE} ${version} within 60 s:\n${output}`);
        await sleep(POLL_MS);
      }
    }),
  );
  const done = await exited;
  if (done.code !== 0) throw new Error(`${command} failed (exit ${done.code}):\n${output}`);
  const check = /synthetic check (passed|failed).*\((\d+) ms\)/.exec(output);
  if (check?.[1] !== 'passed') throw new Error(`${command}: no passing synthetic check in its output:\n${output}`);
  return { served, everywhere: Math.max(...served), command: done.ms, check: Number(check[2]), detail: check[0] };
}

let cluster;
const rows = { point: [], rollback: [] };
try {
  await dropDatabase(databaseUrl).catch(() => undefined);
  const dataDir = join(work, 'data');
  const t0 = Date.now();
  cluster = await startCluster({
    instances: INSTANCES,
    port: await freePort(),
    databaseUrl,
    redisUrl: process.env.REDIS_URL || DEFAULT_REDIS_URL,
    dataDir,
    quiet: true,
    env: { DEPLOY_DIR: deployDir, CATALOGUE_BOXES: values.boxes, LOG_LEVEL: 'error' },
  });
  console.log(`cluster up in ${s(Date.now() - t0)}: ${cluster.members.map((m) => `${m.name} ${m.base}`).join(', ')}, balancer ${cluster.base}`);
  staff(['create-staff', STAFF.email, STAFF.name], dataDir);
  staff(['release-permission', 'grant', STAFF.email, REMOTE], dataDir);
  for (const m of cluster.members) if ((await versionOn(m)) !== stable) throw new Error(`${m.name} does not serve ${REMOTE} ${stable} to begin with`);

  const line = (what, run, r) =>
    console.log(
      `${what.padEnd(9)} run ${run}: every instance ${s(r.everywhere).padStart(7)} (${r.served.map((ms, i) => `${cluster.members[i].name} ${s(ms)}`).join(', ')}); command exited ${s(r.command)}; synthetic check ${r.check} ms`,
    );
  for (let run = 1; run <= RUNS; run++) {
    const point = await timed(cluster, 'deploy:point', [REMOTE, next, '--reason', `bench:deploy run ${run}`], next);
    rows.point.push(point);
    if (run === 1) console.log(`what the command printed: ${point.detail}`);
    line('point', run, point);
    const back = await timed(cluster, 'deploy:rollback', [REMOTE, '--reason', `bench:deploy run ${run}: back`], stable);
    rows.rollback.push(back);
    line('rollback', run, back);
  }
  console.log('');
  for (const [what, rs] of Object.entries(rows)) {
    const max = (k) => Math.max(...rs.map((r) => r[k]));
    const worst = max('everywhere');
    console.log(`${what.padEnd(9)} max: every instance ${s(worst)} (${worst <= BUDGET_MS ? 'within' : 'OVER'} the ${s(BUDGET_MS)} budget); command exited ${s(max('command'))}; synthetic check ${max('check')} ms`);
  }
  console.log(`load now ${loadText()}`);
} finally {
  await cluster?.stop();
  await dropDatabase(databaseUrl).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
