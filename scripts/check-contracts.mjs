// The contract between the host and the live remotes, checked on the built artifacts: each
// remote's container name, its exposed modules, and the shared singletons with the ranges the
// host expects. Run after every build: a drift fails the build (ARCHITECTURE §2).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DEPLOY_DIR, REMOTES } from './lib.mjs';

const require = createRequire(import.meta.url);
const { sharedSingletons } = require('./webpack/shared-singletons.cjs');

/** What each remote must expose: './app' for all; the account dialogs and favourites agent, the basket agent, and the catalogue's search box too. */
const EXTRA_EXPOSES = { account: ['./dialogs', './favourites-agent'], 'basket-checkout': ['./basket-agent'], catalogue: ['./search-box'] };
export const EXPECTED_EXPOSES = Object.fromEntries(REMOTES.map((r) => [r, ['./app', ...(EXTRA_EXPOSES[r] ?? [])]]));

export function contractProblems(deployDir = DEPLOY_DIR) {
  return contractProblemsOf(deployDir, JSON.parse(readFileSync(join(deployDir, 'remotes-manifest.json'), 'utf8')));
}

/**
 * The problems of a manifest ({ host: { version }, remotes: { <name>: { version, url } } }) over
 * the builds of a deploy folder: the release registry checks a proposed release with it before
 * anything changes (api/src/modules/deployment/contract.ts).
 */
export function contractProblemsOf(deployDir, manifest) {
  const problems = [];
  const expectedShared = sharedSingletons();
  problems.push(...hostProblems(deployDir, manifest, expectedShared));
  for (const remote of REMOTES) {
    const pointer = manifest.remotes?.[remote];
    if (!pointer) {
      problems.push(`${remote}: not in the remotes manifest`);
      continue;
    }
    if (!pointer.url.startsWith('/remotes/')) continue; // another origin: checked where it is built
    const file = join(deployDir, pointer.url.replace(/^\//, ''));
    if (!existsSync(file)) {
      problems.push(`${remote}: ${pointer.url} is missing`);
      continue;
    }
    const mf = JSON.parse(readFileSync(file, 'utf8'));
    const container = `mf_${remote.replace(/-/g, '_')}`;
    if (mf.name !== container) problems.push(`${remote}: container is ${mf.name}, host expects ${container}`);
    const exposes = mf.exposes.map((e) => e.path).sort();
    if (JSON.stringify(exposes) !== JSON.stringify([...EXPECTED_EXPOSES[remote]].sort())) {
      problems.push(`${remote}: exposes ${exposes.join(', ')}; host expects ${EXPECTED_EXPOSES[remote].join(', ')}`);
    }
    const shared = new Map(mf.shared.map((s) => [s.name, s]));
    for (const [name, want] of Object.entries(expectedShared)) {
      const got = shared.get(name);
      if (!got) continue; // a remote that does not use a singleton does not list it
      if (!got.singleton) problems.push(`${remote}: ${name} is not shared as a singleton`);
      if (got.requiredVersion !== want.requiredVersion) problems.push(`${remote}: ${name} asks for ${got.requiredVersion}; host provides ${want.requiredVersion}`);
    }
    for (const name of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']) {
      if (!shared.has(name)) problems.push(`${remote}: ${name} is not shared (it would bundle its own copy)`);
    }
  }
  return problems;
}

/**
 * The live host provides every singleton (scripts/webpack/shared-singletons.cjs, hostSingletons):
 * otherwise the remote that loads one first serves its own copy, and the router and shared
 * parts are fetched again from every remote's new version folder.
 */
function hostProblems(deployDir, manifest, expectedShared) {
  const main = join(deployDir, 'host', manifest.host?.version ?? '', 'main.js');
  if (!manifest.host?.version || !existsSync(main)) return [`host: ${manifest.host?.version ?? 'no version'} has no main.js`];
  const text = readFileSync(main, 'utf8');
  // The minifier writes a key that is an identifier bare (react:[{version: ...}]).
  const provides = (name) => text.includes(`${JSON.stringify(name)}:[{version:`) || (/^[a-z]+$/i.test(name) && new RegExp(`[{,]${name}:\\[\\{version:`).test(text));
  return Object.keys(expectedShared)
    .filter((name) => !provides(name))
    .map((name) => `host: does not provide ${name} (each remote would serve its own copy)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = contractProblems(process.env.DEPLOY_DIR ?? DEPLOY_DIR);
  if (problems.length) {
    console.error(`[contracts] ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`[contracts] the ${REMOTES.length} live remotes match what the host expects`);
}
