// N API instances behind HAProxy on one PostgreSQL database and one Redis: what
// `npm run start:cluster` runs and what the cluster test starts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shopEnv, startApiServer } from '../lib.mjs';
import { CHECK, ensureHaproxy, haproxyConfig, serverStates, startHaproxy } from './haproxy.mjs';
import { ensureDatabase, pingRedis } from './services.mjs';

/** A port nothing listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits until HAProxy sees every server UP (health checks passed `rise` times). */
export async function waitUntilAllUp(statsSocket, count, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    const states = await serverStates(statsSocket).catch(() => ({}));
    if (Object.values(states).filter((s) => s === 'UP').length === count) return states;
    if (Date.now() > until) throw new Error(`not every instance came up behind HAProxy: ${JSON.stringify(states)}`);
    await sleep(200);
  }
}

/**
 * Starts the cluster: checks Redis, creates the database when missing, starts the first instance
 * alone (it migrates and seeds the database; two at once would race), then the others, then HAProxy.
 * `dataDir` is shared by every instance: the signing and bank keys the first one writes there must
 * be the same on all (a token signed by one is checked by another).
 */
export async function startCluster({ instances = 2, port = 8080, databaseUrl, redisUrl, dataDir, runDir = mkdtempSync(join(tmpdir(), 'shop-cluster-')), env = {}, quiet = false }) {
  const say = (text) => quiet || console.log(`[cluster] ${text}`);
  const haproxyVersion = ensureHaproxy();
  say(haproxyVersion);
  await pingRedis(redisUrl);
  if (await ensureDatabase(databaseUrl)) say(`created the database ${new URL(databaseUrl).pathname.slice(1)}`);
  mkdirSync(dataDir, { recursive: true });
  const common = {
    ...shopEnv(),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    ALLOWED_ORIGINS: `http://localhost:${port},http://127.0.0.1:${port}`,
    // Not ready for as long as HAProxy needs to see it (fall × inter), then finish what is in flight.
    DRAIN_DELAY_MS: String(CHECK.interMs * CHECK.fall + 500),
    // HAProxy's own address as the instances see it (it sets X-Forwarded-For to the client's):
    // only its header is believed, so per-address limits count shoppers, not the balancer.
    TRUSTED_PROXIES: '127.0.0.1',
    ...env,
  };
  const members = [];
  // An instance keeps its port for life: HAProxy's configuration names it, and a restart reuses it.
  const startOne = async (i, port) => {
    const member = await startApiServer({ env: common, port: port ?? (await freePort()), label: quiet ? undefined : `api${i + 1}`, tmpPrefix: 'shop-cluster-api-' });
    members[i] = { name: `api${i + 1}`, ...member };
    say(`api${i + 1} listens on ${member.base} (pid ${member.pid})`);
  };
  try {
    await startOne(0);
    await Promise.all(Array.from({ length: instances - 1 }, (_, i) => startOne(i + 1)));
    const statsSocket = join(runDir, 'haproxy.sock');
    const configFile = join(runDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ port, servers: members, statsSocket }));
    const haproxy = await startHaproxy(configFile);
    await waitUntilAllUp(statsSocket, instances);
    say(`HAProxy (config ${configFile}) balances ${instances} instances at http://localhost:${port}`);
    const stop = async () => {
      haproxy.stop();
      for (const m of members) m.stop();
      await Promise.all([haproxy.exited, ...members.map((m) => m.exited)]);
    };
    /** Starts instance `i` again on its port (after it stopped or was killed); HAProxy's checks bring it back. */
    const revive = async (i) => {
      await members[i].exited;
      await startOne(i, members[i].port);
      await waitUntilAllUp(statsSocket, instances);
    };
    return { base: `http://127.0.0.1:${port}`, port, members, haproxy, statsSocket, configFile, runDir, revive, stop };
  } catch (err) {
    for (const m of members) m?.stop();
    throw err;
  }
}
