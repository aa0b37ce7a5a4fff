// `npm test`: every test, in order of speed: lint (ESLint, Prettier), types, unit (jest), API and script tests
// (node:test), the cluster test (scripts/cluster/), then the browser journeys (Playwright on
// Debian's Chromium) against the production build served exactly as `npm start` serves it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { install, installDebianPackage, REMOTES, ROOT } from './lib.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit api`
const wants = (stage) => only.length === 0 || only.includes(stage);
const totals = { passed: 0, failed: 0 };
const failures = [];

function step(name, cmd, args, { env = {}, count, minutes = 20 } = {}) {
  console.log(`\n=== ${name}`);
  // A stage that hangs (an open handle, a stuck browser) fails after its minutes (20, the browser
  // journeys 40: about 190 of them take 22 on two cores) instead of stalling CI.
  const res = spawnSync(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: count ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    timeout: minutes * 60 * 1000,
    killSignal: 'SIGKILL',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.error) console.error(`[test] ${name}: ${res.error.message}`);
  if (count) process.stdout.write(res.stdout ?? '');
  const counted = count ? count(res.stdout ?? '') : null;
  if (counted) {
    totals.passed += counted.passed;
    totals.failed += counted.failed;
  }
  if (res.status !== 0) failures.push(name);
  return res.status === 0;
}

/**
 * One stage as several processes at once (the API's test files in two halves: node's own
 * --test-concurrency would also run each file's tests at once, which files written in order do not
 * expect). Each half's output is printed when it ends; the stage passes when every half does.
 */
async function stepInParallel(name, commands, { count, minutes = 20 } = {}) {
  console.log(`\n=== ${name} (${commands.length} at once)`);
  const results = await Promise.all(
    commands.map(
      ([cmd, args]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
          let out = '';
          child.stdout.setEncoding('utf8').on('data', (chunk) => (out += chunk));
          const timer = setTimeout(
            () => {
              console.error(`[test] ${name}: over ${minutes} minutes, stopped`);
              child.kill('SIGKILL');
            },
            minutes * 60 * 1000,
          );
          child.on('close', (status) => {
            clearTimeout(timer);
            resolve({ status, out });
          });
        }),
    ),
  );
  for (const { out } of results) {
    process.stdout.write(out);
    const counted = count(out);
    totals.passed += counted.passed;
    totals.failed += counted.failed;
  }
  const ok = results.every((r) => r.status === 0);
  if (!ok) failures.push(name);
  return ok;
}

/** Files in n halves of about the same size (the larger files, which take longer, spread first). */
function halves(list, n) {
  const shards = Array.from({ length: n }, () => ({ bytes: 0, files: [] }));
  for (const file of [...list].sort((a, b) => statSync(b).size - statSync(a).size)) {
    const lightest = shards.reduce((a, b) => (b.bytes < a.bytes ? b : a));
    lightest.files.push(file);
    lightest.bytes += statSync(file).size;
  }
  return shards.map((s) => s.files.sort());
}

const node = process.execPath;
const bin = (pkg, file) => join(ROOT, 'node_modules', pkg, file);
const files = (dir, suffix) =>
  readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(suffix) && !(e.parentPath ?? e.path).includes('node_modules'))
    .map((e) => join(e.parentPath ?? e.path, e.name));

const nodeTestCount = (out) => ({
  passed: Number(out.match(/^# pass (\d+)/m)?.[1] ?? 0),
  failed: Number(out.match(/^# fail (\d+)/m)?.[1] ?? 0),
});

install();

// The browser journeys need Chromium: install Debian's package up front (as `start:cluster` does
// HAProxy) rather than after ten minutes of other stages, or stop at once saying how.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (wants('e2e') && !existsSync(chromium)) {
  try {
    if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH is ${chromium}, and nothing is there`);
    installDebianPackage('chromium', 'Chromium', 'the browser tests run in it; browsers are never downloaded');
  } catch (err) {
    console.error(`\nBrowser tests need Chromium at ${chromium}: ${err.message}.\nInstall Debian's package (as root): apt-get update && apt-get install -y chromium, or set CHROMIUM_PATH to a Chromium binary.`);
    process.exit(1);
  }
}

if (wants('lint')) {
  // The house's import edges and the code's layout (docs/development.md 'Lint and format').
  // ESLint lints files on both cores; Prettier only checks (`npm run format` writes).
  step('lint (eslint)', node, [bin('eslint', 'bin/eslint.js'), '--concurrency=auto', '.']);
  step('format (prettier --check)', node, [bin('prettier', 'bin/prettier.cjs'), '--check', '--log-level=warn', '.']);
}

if (wants('types')) {
  for (const pkg of ['shared', 'host', ...REMOTES.map((r) => `mf-${r}`), 'api', 'e2e']) {
    step(`types: ${pkg}`, node, [bin('typescript', 'bin/tsc'), '-p', pkg]);
  }
}

if (wants('unit')) {
  const out = join(mkdtempSync(join(tmpdir(), 'jest-')), 'results.json');
  step('unit (jest)', node, [bin('jest', 'bin/jest.js'), '--ci', '--json', `--outputFile=${out}`]);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
  }
}

if (wants('build') || wants('e2e') || wants('scripts') || wants('cluster')) {
  step('build (what changed) and contract check', node, [join(ROOT, 'scripts/build.mjs')]);
}

if (wants('api')) {
  // Two halves at once (node runs one file at a time on two cores): much of a file's time is spent
  // waiting on its database, hashing and timers. Each file has its own database (PGlite) or schema
  // (PostgreSQL), so files never see each other's rows.
  await stepInParallel(
    'api (node:test)',
    halves(files('api/src', '.test.ts'), 2).map((half) => [node, ['--import', 'tsx', '--test', ...half]]),
    { count: nodeTestCount, minutes: 30 },
  );
}

if (wants('scripts')) {
  // The cluster test is a stage of its own (below): it needs PostgreSQL, Redis and HAProxy.
  const scriptTests = files('scripts', '.test.mjs').filter((f) => !f.includes(join('scripts', 'cluster')));
  step('scripts (node:test)', node, ['--test', ...scriptTests], { count: nodeTestCount });
}

if (wants('cluster')) {
  // Two API instances behind HAProxy (installed when missing) on the PostgreSQL server
  // (DATABASE_URL's, default 127.0.0.1:5432) and Redis (REDIS_URL), ~45 s.
  step('cluster (HAProxy, PostgreSQL, Redis)', node, ['--import', 'tsx', '--test', ...files('scripts/cluster', '.test.mjs')], { count: nodeTestCount });
}

if (wants('e2e')) {
  if (!existsSync(chromium)) {
    console.error(
      `\nBrowser tests need Chromium at ${chromium}, and it is missing.\n` +
        `Install Debian's package (as root): apt-get update && apt-get install -y chromium\n` +
        `or set CHROMIUM_PATH to a Chromium binary. Browsers are never downloaded.`,
    );
    failures.push('e2e (no Chromium)');
  } else {
    const report = join(mkdtempSync(join(tmpdir(), 'pw-')), 'results.json');
    step('browser journeys (playwright)', node, [bin('@playwright/test', 'cli.js'), 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      // Over 40 minutes on a busy 2-core machine with 208 journeys (issue 36 is to bring the whole run to 15).
      minutes: 55,
    });
    if (existsSync(report)) {
      const s = JSON.parse(readFileSync(report, 'utf8')).stats;
      totals.passed += s.expected;
      totals.failed += s.unexpected + s.flaky;
    }
  }
}

console.log(`\n${failures.length ? `failed stages: ${failures.join(', ')}` : 'every stage passed'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
