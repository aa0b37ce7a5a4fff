// Helpers shared by the root scripts (start, test, build, deploy, bench): one place for
// "find pnpm", "run a command", "where things live".
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';
/** The deployment folder the API serves: host/<version>, remotes/<name>/<version>, manifests. */
export const DEPLOY_DIR = process.env.DEPLOY_DIR ?? join(ROOT, '.deploy');
export const REMOTES = ['catalogue', 'basket-checkout', 'account', 'sell-to-us', 'unlock'];

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (res.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
  }
}

export function runAsync(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (exit ${code ?? signal})`))));
  });
}

/**
 * pnpm from the lockfile, without root rights or corepack: a global pnpm 10 if present,
 * otherwise a private copy installed once with npm into .tools/.
 */
export function pnpm() {
  const global = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (global.status === 0 && global.stdout.trim().startsWith('10.')) return 'pnpm';
  // Each tool in its own prefix: an npm install into a shared one prunes the others.
  const local = join(ROOT, '.tools', 'pnpm', 'node_modules', '.bin', 'pnpm');
  if (!existsSync(local)) {
    console.log(`[setup] installing pnpm ${PNPM_VERSION} into .tools/pnpm/`);
    run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', join(ROOT, '.tools', 'pnpm'), `pnpm@${PNPM_VERSION}`]);
  }
  return local;
}

/**
 * A Debian package installed with apt-get (as root, else through sudo), saying so on the console
 * first: what a fresh machine lacks (HAProxy for the cluster, Chromium for the browser tests).
 * Throws with the command to run by hand when it cannot.
 */
export function installDebianPackage(pkg, label, why) {
  console.log(`[setup] ${label} is missing${why ? ` (${why})` : ''}: installing Debian's package (apt-get install ${pkg}${process.getuid?.() === 0 ? '' : ', through sudo'})`);
  const asRoot = (args) => (process.getuid?.() === 0 ? spawnSync(args[0], args.slice(1), { stdio: 'inherit' }) : spawnSync('sudo', args, { stdio: 'inherit' }));
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', pkg],
  ]) {
    if (asRoot(args).status !== 0) throw new Error(`could not install ${label} (${args.join(' ')} failed); install it with: sudo apt-get install ${pkg}`);
  }
  return asRoot;
}

export function install() {
  run(pnpm(), ['install', '--frozen-lockfile', '--reporter=append-only'], {
    env: { ...process.env, CI: process.env.CI ?? '1' },
  });
}

/**
 * What `npm start` runs the API with (and every copy `npm run start:cluster` starts): the built
 * deployment, the embedded demo shop's on-demand unlock (issue #16; FEATURE_ON_DEMAND_UNLOCK=0
 * turns it off), and development mode (the outbox, test payments, keys kept in .data/; the API
 * says so at start): a developer's machine asks for it, a shop started any other way is in
 * production mode (docs/operations.md 'Production checklist'). SHOP_MODE=production npm start tries that here.
 */
export function shopEnv(env = process.env) {
  return { DEPLOY_DIR, FEATURE_ON_DEMAND_UNLOCK: env.FEATURE_ON_DEMAND_UNLOCK ?? '1', SHOP_MODE: env.SHOP_MODE ?? 'development' };
}

/**
 * A real API server for a benchmark, on a free-ish port of its own and its own data folder, in
 * development mode (benchmarks read the outbox and pay with test cards): resolves once it listens.
 * `env` adds to (and overrides) the defaults; `stop()` ends it.
 * BENCH_API_NODE_ARGS adds node options to the server alone (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof':
 * a profile written when the bench stops it; NODE_OPTIONS refuses --cpu-prof).
 * `port` picks the port; `label` echoes the server's output prefixed with it (a cluster's members);
 * `exited` resolves with the exit code or signal once the process ends.
 */
export async function startApiServer({ env = {}, hostName = '127.0.0.1', tmpPrefix = 'bench-', port = 18000 + Math.floor(Math.random() * 2000), label } = {}) {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const work = mkdtempSync(join(tmpdir(), tmpPrefix));
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, SHOP_MODE: 'development', PORT: String(port), LOG_LEVEL: 'warn', DATA_DIR: join(work, 'data'), PGLITE_DIR: join(work, 'pglite'), DEPLOY_DIR: join(work, 'deploy'), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve(code ?? signal)));
  await new Promise((ok, fail) => {
    server.on('exit', (code) => fail(new Error(`the API server stopped (exit ${code})`)));
    server.stdout.on('data', (d) => {
      if (label) process.stdout.write(String(d).replace(/^(?=.)/gm, `[${label}] `));
      if (d.toString().includes('is running at')) ok();
    });
  });
  return { base: `http://${hostName}:${port}`, port, pid: server.pid, exited, stop: () => server.kill('SIGTERM') };
}

/**
 * One call to the API (benchmarks, the cluster test): a bearer token, a JSON or form body, extra
 * headers; answers the status, the body (parsed when it is JSON), its text and the headers.
 */
export async function apiCall(base, path, { method = 'GET', token, json, form, headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
    body: json ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined,
  });
  const text = await res.text();
  let body = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the text itself
  }
  return { status: res.status, body, text, headers: res.headers };
}
