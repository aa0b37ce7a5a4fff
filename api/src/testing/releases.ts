// Helpers of the release registry's tests (registry.test.ts, canary.test.ts): builds that keep
// the host's contract (or break it on purpose), staff with release permissions, a caller.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../config.js';
import { grantReleasePermission, type PermissionTarget } from '../modules/deployment/permissions.js';
import { staffSession } from './staff.js';

const require = createRequire(import.meta.url);
const { sharedSingletons } = require(join(REPO_ROOT, 'scripts/webpack/shared-singletons.cjs')) as {
  sharedSingletons(): Record<string, { requiredVersion: string }>;
};

function files(dir: string, content: Record<string, string>) {
  mkdirSync(dir, { recursive: true });
  for (const [name, body] of Object.entries(content)) writeFileSync(join(dir, name), body);
  return dir;
}

/** Builds that keep the host's contract (the build's own check passes on them), or break it on purpose. */
export async function contractBuilds(work: string) {
  const { EXPECTED_EXPOSES } = (await import(pathToFileURL(join(REPO_ROOT, 'scripts/check-contracts.mjs')).href)) as { EXPECTED_EXPOSES: Record<string, string[]> };
  const shared = sharedSingletons();
  const host = (tag: string) =>
    files(join(work, `host-${tag}`), {
      'index.html': '<html><head><!--shop:preload--></head><body><!--shop:boot--></body></html>',
      'main.js': `var provides={${Object.keys(shared)
        .map((n) => `${JSON.stringify(n)}:[{version:"1"}]`)
        .join(',')}};`,
    });
  const remote = (name: string, tag: string, { dropExpose = false } = {}) =>
    files(join(work, `${name}-${tag}`), {
      'remoteEntry.js': `/* ${name} ${tag} */`,
      'app.abc123.js': `/* app ${tag} */`,
      'mf-manifest.json': JSON.stringify({
        name: `mf_${name.replace(/-/g, '_')}`,
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: EXPECTED_EXPOSES[name]!.slice(dropExpose ? 1 : 0).map((path) => ({ path, assets: { js: { sync: ['app.abc123.js'] }, css: { sync: [] } } })),
        shared: Object.entries(shared).map(([n, s]) => ({ name: n, singleton: true, requiredVersion: s.requiredVersion })),
      }),
    });
  return { host, remote };
}

export type Call = (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) => Promise<{ status: number; body: any }>;

export function caller(app: FastifyInstance, auth: Record<string, string> = {}): Call {
  return async (method, url, payload, headers = {}) => {
    const res = await app.inject({ method, url, headers: { ...auth, ...headers }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
}

export async function staffWith(app: FastifyInstance, name: string, targets: PermissionTarget[]) {
  const s = await staffSession(app, name);
  for (const t of targets) await grantReleasePermission(app.db, s.staffId, t, 'test');
  return { ...s, call: caller(app, s.auth) };
}
