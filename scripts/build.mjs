// Builds what changed and publishes it: each front-end package's inputs are hashed; a package
// whose hash matches its live build is skipped, so a second `npm start` is quick. Every build
// goes to a new immutable version folder and the manifest is pointed at it: the build's record,
// .deploy/remotes-manifest.json, written without any API running (who 'build', how 'command';
// every API instance imports it into the release registry, api/src/modules/deployment/registry.ts).
//   node scripts/build.mjs            build every package that changed
//   node scripts/build.mjs catalogue  build and publish that one (even if unchanged)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contractProblems } from './check-contracts.mjs';
import { DEPLOY_DIR, install, REMOTES, ROOT, runAsync } from './lib.mjs';

const TARGETS = ['host', ...REMOTES];
const packageDir = (t) => join(ROOT, t === 'host' ? 'host' : `mf-${t}`);
const BUILDS_FILE = join(DEPLOY_DIR, 'builds.json');

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.name === 'node_modules' || e.name === 'dist') return [];
    return e.isDirectory() ? filesUnder(p) : [p];
  });
}

/** Everything that can change a package's build output. */
export function inputHash(target) {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(packageDir(target)),
    ...filesUnder(join(ROOT, 'shared', 'src')),
    ...filesUnder(join(ROOT, 'scripts', 'webpack')),
    join(ROOT, 'shared', 'package.json'),
    join(ROOT, 'pnpm-lock.yaml'),
  ].sort();
  for (const file of inputs) hash.update(relative(ROOT, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function readBuilds() {
  return existsSync(BUILDS_FILE) ? JSON.parse(readFileSync(BUILDS_FILE, 'utf8')) : {};
}

function liveVersion(target) {
  const file = join(DEPLOY_DIR, 'remotes-manifest.json');
  if (!existsSync(file)) return null;
  const m = JSON.parse(readFileSync(file, 'utf8'));
  return target === 'host' ? m.host?.version : m.remotes?.[target]?.version;
}

function newVersion() {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.(\d+)Z$/, '$1')
    .replace('T', '-');
  return `v${stamp}`;
}

export async function buildAndPublish(target, { point = true } = {}) {
  const version = newVersion();
  const started = Date.now();
  // Type errors fail the build. The dts plugin is set to abortOnError, but MF 2.9.2's webpack
  // plugin catches its own failure and carries on, so the build checks types itself first.
  await runAsync('node', [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', packageDir(target)]);
  await runAsync('node', [join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'], {
    cwd: packageDir(target),
    env: { ...process.env, BUILD_VERSION: version },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const args = ['--import', 'tsx', join(ROOT, 'api/src/modules/deployment/cli.ts'), 'publish', target, join(packageDir(target), 'dist'), version];
  await runAsync('node', point ? args : [...args, '--no-point'], { env: { ...process.env, DEPLOY_DIR } });
  const builds = readBuilds();
  builds[target] = { version, hash: inputHash(target), seconds: Number(seconds) };
  mkdirSync(DEPLOY_DIR, { recursive: true });
  writeFileSync(BUILDS_FILE, `${JSON.stringify(builds, null, 2)}\n`);
  console.log(`[build] ${target} ${version} built in ${seconds} s`);
  return version;
}

function assertContracts() {
  const problems = contractProblems(DEPLOY_DIR);
  if (problems.length) throw new Error(`the live remotes drifted from the host's contract:\n  ${problems.join('\n  ')}`);
}

/** Build every package whose inputs changed since its live build; two at a time (2 cores). */
export async function buildChanged() {
  const builds = readBuilds();
  const stale = TARGETS.filter((t) => {
    const b = builds[t];
    return !b || b.version !== liveVersion(t) || b.hash !== inputHash(t) || !existsSync(join(DEPLOY_DIR, t === 'host' ? 'host' : `remotes/${t}`, b.version));
  });
  if (stale.length === 0) {
    console.log('[build] everything is up to date');
    return [];
  }
  console.log(`[build] building ${stale.join(', ')}`);
  const queue = [...stale];
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length) await buildAndPublish(queue.shift());
    }),
  );
  assertContracts();
  return stale;
}

/** `npm start`'s preparation: a new enough Node, the lockfile's packages, a build of what changed. */
export async function prepareShop() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 20) {
    console.error(`Node 20 or newer is needed; this is ${process.version}.`);
    process.exit(1);
  }
  install();
  await buildChanged();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv[2];
  try {
    if (only) {
      if (!TARGETS.includes(only)) throw new Error(`unknown package ${only}: one of ${TARGETS.join(', ')}`);
      await buildAndPublish(only, { point: !process.argv.includes('--no-point') });
      assertContracts();
    } else {
      await buildChanged();
    }
  } catch (error) {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  }
}
