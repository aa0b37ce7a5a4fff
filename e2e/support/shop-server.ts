// A real API server on its own copy of the deployment folder, so a test can point, publish
// and break remotes without touching anyone else's.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..');
export const BUILT_DEPLOY_DIR = process.env.DEPLOY_DIR ?? join(ROOT, '.deploy');

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => ok(port));
    });
  });
}

export interface ShopServer {
  url: string;
  deployDir: string;
  /** Points a remote (point <target> <version> [--url URL]) or rolls it back (rollback <target>) through the build's record in this server's folder. */
  deploy(...args: string[]): string;
  /** The build's record (the deploy folder's remotes-manifest.json), which the shop imports into its release registry. */
  manifest(): { host: { version: string }; remotes: Record<string, { version: string; url: string }>; history: Array<{ target: string; from: string | null; to: string }> };
  stop(): Promise<void>;
}

export async function startShop(env: Record<string, string> = {}): Promise<ShopServer> {
  const work = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const deployDir = join(work, 'deploy');
  cpSync(BUILT_DEPLOY_DIR, deployDir, { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Its own empty database, signing key and links, so tests never meet each other's data.
      // Development mode: journeys read the outbox and pay on the test provider's 3-D Secure page
      // (from 127.0.0.1, this machine, as development mode requires).
      SHOP_MODE: 'development',
      PGLITE_DIR: ':memory:',
      DATA_DIR: join(work, 'data'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEPLOY_DIR: deployDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((ok, fail) => {
    // A busy machine (several test runs at once) may need longer: E2E_SHOP_START_MS.
    const limitMs = Number(process.env.E2E_SHOP_START_MS) || 90_000;
    const timer = setTimeout(() => {
      // A shop that never said it was running must not be left running (it would hold a port and a CPU).
      child.kill('SIGTERM');
      fail(new Error(`the shop did not start within ${limitMs / 1000} s`));
    }, limitMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) {
        clearTimeout(timer);
        ok();
      }
    });
    child.once('exit', (code) => fail(new Error(`the shop exited early (${code})`)));
  });
  return {
    url,
    deployDir,
    deploy(command, target, ...rest) {
      // This shop's release registry lives in its own embedded database, which no other process
      // can open, so no staff account can be made for the signed-in commands (npm run deploy:*;
      // their API is tested in api/src/modules/deployment/registry.test.ts). Moves go through the
      // build's record instead, which the shop imports on the next page load, as it does a build's.
      const record = JSON.parse(readFileSync(join(deployDir, 'remotes-manifest.json'), 'utf8')) as ReturnType<ShopServer['manifest']>;
      const previous = () => record.history.filter((h) => h.target === target).at(-1)?.from;
      const args =
        command === 'point' ? ['record', target!, ...rest, '--reason', 'e2e: point'] : command === 'rollback' ? ['record', target!, previous() ?? 'none', '--reason', 'e2e: rollback'] : [command!, target!, ...rest];
      const res = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'api/src/modules/deployment/cli.ts'), ...args], {
        cwd: ROOT,
        env: { ...process.env, DEPLOY_DIR: deployDir },
        encoding: 'utf8',
      });
      if (res.status !== 0) throw new Error(`deploy ${args.join(' ')} failed: ${res.stderr}`);
      return res.stdout;
    },
    manifest() {
      return JSON.parse(readFileSync(join(deployDir, 'remotes-manifest.json'), 'utf8'));
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Builds one package and publishes it into a server's deployment folder (a new version, made live). */
export function publishNewBuild(target: string, deployDir: string): string {
  const res = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), target], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR: deployDir },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`publishing ${target} failed:\n${res.stdout}\n${res.stderr}`);
  const manifest = JSON.parse(readFileSync(join(deployDir, 'remotes-manifest.json'), 'utf8'));
  return target === 'host' ? manifest.host.version : manifest.remotes[target].version;
}
