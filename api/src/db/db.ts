// One small interface over the two PostgreSQL engines the API runs on: PGlite (embedded,
// the default) and a PostgreSQL server (DATABASE_URL). Every query is parameterised SQL that
// PostgreSQL 15 runs.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction: all of it or none of it. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls onNotify with its payload for every NOTIFY on channel (delivered at commit); onLost if
   * the listening connection fails (the caller then reads what it needs again). Resolves once listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost?: () => void): Promise<void>;
  readonly engine: 'pglite' | 'postgres';
  /** PGlite only: the whole database as a tar of its data folder (for `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DbOptions {
  /** postgres://... for a server; otherwise PGlite. */
  url?: string;
  /** PGlite's data folder; none keeps the database in memory (tests). */
  dataDir?: string;
  /** A schema of its own (tests on a shared server). */
  schema?: string;
  /** PGlite only: start from this dumped data folder instead of an empty database (tests' seeded template). */
  loadDataDir?: Blob;
}

// int8 and numeric come back as strings from pg; ids and pence fit in a JS number here.
pg.types.setTypeParser(20, (v) => Number(v));

function pgliteDb(dataDir: string | undefined, loadDataDir: Blob | undefined): Db {
  // pg_trgm gives search its typo tolerance; Debian's PostgreSQL ships it too.
  const lite = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });
  return {
    engine: 'pglite',
    dumpDataDir: () => lite.dumpDataDir('none'),
    async query(sql, params = []) {
      return (await lite.query(sql, params)).rows as never;
    },
    async transaction(fn) {
      return lite.transaction((tx) => fn({ query: async (sql, params = []) => (await tx.query(sql, params)).rows as never }));
    },
    async listen(channel, onNotify) {
      await lite.listen(channel, (payload) => onNotify(payload ?? ''));
    },
    async close() {
      await lite.close();
    },
  };
}

/**
 * A parameterised query as a named prepared statement: each pooled connection parses and plans
 * its text once, not on every call. Planning is most of a short query's cost on the server: the
 * box listing's six-table join (BOX_SELECT) took 11 ms to plan and 0.7 ms to run on a busy
 * machine, on every request. Texts are few and fixed (values travel as parameters); past
 * PREPARED_MAX distinct texts a query goes unnamed, so SQL built per request cannot grow a
 * connection's statement cache without bound. Queries without parameters stay on the simple
 * protocol, which allows several statements in one text (migrations).
 */
const PREPARED_MAX = 1000;
const preparedNames = new Map<string, string>();
export function statementFor(sql: string, params: unknown[]): pg.QueryConfig {
  if (params.length === 0) return { text: sql, values: params };
  let name = preparedNames.get(sql);
  if (!name && preparedNames.size < PREPARED_MAX) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    preparedNames.set(sql, name);
  }
  return name ? { name, text: sql, values: params } : { text: sql, values: params };
}

function serverDb(url: string, schema: string | undefined): Db {
  const settings = { connectionString: url, ...(schema ? { options: `-c search_path=${schema},public` } : {}) };
  const pool = new pg.Pool({ ...settings, max: 10 });
  // Each listened channel holds a connection of its own, outside the pool. A listener is kept
  // from the moment it starts connecting, so closing while it connects ends it too (else the
  // late connection keeps the process alive); once closed, nothing listens again.
  const listeners: pg.Client[] = [];
  let closed = false;
  return {
    engine: 'postgres',
    async query(sql, params = []) {
      return (await pool.query(statementFor(sql, params))).rows;
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async (sql, params = []) => (await client.query(statementFor(sql, params))).rows });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify, onLost) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      if (closed) return;
      const client = new pg.Client(settings);
      client.on('notification', (n) => n.channel === channel && onNotify(n.payload ?? ''));
      client.on('error', () => !closed && onLost?.());
      client.on('end', () => !closed && onLost?.());
      listeners.push(client);
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        if (closed) return;
        throw error;
      }
      if (closed) await client.end().catch(() => undefined);
    },
    async close() {
      closed = true;
      await Promise.all(listeners.splice(0).map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.url) {
    if (options.schema) {
      if (!/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error(`bad schema name ${options.schema}`);
      const admin = new pg.Client({ connectionString: options.url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
      await admin.end();
    }
    return serverDb(options.url, options.schema);
  }
  // PGlite makes its own folder but not the ones above it (a fresh checkout has no .data/).
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true });
  const db = pgliteDb(options.dataDir, options.loadDataDir);
  await db.query('SELECT 1');
  return db;
}
