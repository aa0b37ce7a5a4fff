// `npm start`: install (pnpm, from the lockfile), build what changed, serve the whole shop on
// one origin with the API on the embedded database.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEPLOY_DIR, install, ROOT } from './lib.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 20) {
  console.error(`Node 20 or newer is needed; this is ${process.version}.`);
  process.exit(1);
}

install();
const { buildChanged } = await import('./build.mjs');
await buildChanged();

const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api/src/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  // The embedded demo shop lets a visitor try /unlock (issue #16); FEATURE_ON_DEMAND_UNLOCK=0 turns it off.
  env: { ...process.env, DEPLOY_DIR, PORT: process.env.PORT ?? '8080', HOST: process.env.HOST ?? '127.0.0.1', FEATURE_ON_DEMAND_UNLOCK: process.env.FEATURE_ON_DEMAND_UNLOCK ?? '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
