// `npm start`: install (pnpm, from the lockfile), build what changed, serve the whole shop on
// one origin with the API on the embedded database.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { prepareShop } from './build.mjs';
import { ROOT, shopEnv } from './lib.mjs';

await prepareShop();

const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api/src/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...shopEnv(), PORT: process.env.PORT ?? '8080', HOST: process.env.HOST ?? '127.0.0.1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
