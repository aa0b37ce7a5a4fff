// The shared services every instance uses: a PostgreSQL database (created when missing) and Redis
// (checked: it answers PING).
import { createRequire } from 'node:module';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';

// The API's own PostgreSQL client: the root package has no database driver of its own.
const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');

export const DEFAULT_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/shop_cluster';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** A client on the server's `postgres` database, for creating and dropping the shop's. */
async function serverAdmin(url) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  return client;
}

const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Creates the database of `url` when it does not exist; says whether it did. */
export async function ensureDatabase(url) {
  const name = databaseName(url);
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`database name ${name} must be letters, digits and _`);
  const client = await serverAdmin(url).catch((err) => {
    throw new Error(`PostgreSQL does not answer at ${new URL(url).host} (${err.message}); start it or set DATABASE_URL`);
  });
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE ${name}`);
    return true;
  } finally {
    await client.end();
  }
}

/** Drops the database of `url` (a test's own), closing its remaining connections. */
export async function dropDatabase(url) {
  const client = await serverAdmin(url);
  try {
    await client.query(`DROP DATABASE IF EXISTS ${databaseName(url)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Resolves when Redis at `url` answers PING; rejects with a hint otherwise. */
export function pingRedis(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const fail = (why) => reject(new Error(`Redis does not answer at ${hostname}:${port || 6379} (${why}); start it (apt-get install redis-server) or set REDIS_URL`));
    const socket = createConnection({ host: hostname, port: Number(port || 6379) }, () => socket.write('PING\r\n'));
    socket.setTimeout(2000, () => (socket.destroy(), fail('no answer in 2 s')));
    socket.on('data', (d) => {
      socket.end();
      String(d).startsWith('+PONG') ? resolve() : fail(String(d).trim());
    });
    socket.on('error', (err) => fail(err.message));
  });
}
