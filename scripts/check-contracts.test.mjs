import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { contractProblems } from './check-contracts.mjs';
import { DEPLOY_DIR } from './lib.mjs';

function liveMfManifest(dir, remote) {
  const m = JSON.parse(readFileSync(join(dir, 'remotes-manifest.json'), 'utf8'));
  return join(dir, m.remotes[remote].url.replace(/^\//, ''));
}

test('the built remotes match the contract, and a drift is caught', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'contracts-')), 'deploy');
  cpSync(DEPLOY_DIR, dir, { recursive: true });
  assert.deepEqual(contractProblems(dir), []);

  const file = liveMfManifest(dir, 'unlock');
  const mf = JSON.parse(readFileSync(file, 'utf8'));
  mf.exposes = mf.exposes.filter((e) => e.path !== './app');
  mf.shared = mf.shared.map((s) => (s.name === 'react' ? { ...s, requiredVersion: '^18.0.0' } : s)).filter((s) => s.name !== 'react-dom/client');
  writeFileSync(file, JSON.stringify(mf));
  const problems = contractProblems(dir);
  assert.ok(
    problems.some((p) => /unlock: exposes/.test(p)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => /unlock: react asks for \^18\.0\.0/.test(p)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => /unlock: react-dom\/client is not shared/.test(p)),
    problems.join('\n'),
  );
});

test('a host that does not provide a singleton (the router, rxjs) is caught', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'contracts-')), 'deploy');
  cpSync(DEPLOY_DIR, dir, { recursive: true });
  const { host } = JSON.parse(readFileSync(join(dir, 'remotes-manifest.json'), 'utf8'));
  const main = join(dir, 'host', host.version, 'main.js');
  writeFileSync(main, readFileSync(main, 'utf8').replaceAll('"react-router-dom":[{version:', '"react-router-dom-gone":[{version:').replaceAll(',rxjs:[{version:', ',rxjs_gone:[{version:'));
  assert.deepEqual(contractProblems(dir), ['host: does not provide react-router-dom (each remote would serve its own copy)', 'host: does not provide rxjs (each remote would serve its own copy)']);
});
