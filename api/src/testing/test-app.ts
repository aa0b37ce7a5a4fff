// A real API on a real database for one test file: PGlite in memory by default, or the
// PostgreSQL server of DATABASE_URL in a schema of its own (dropped afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.js';
import { scheduledFirstRuns } from '../lib/schedule-job.js';
import { loadConfig } from '../config.js';
import { openDb, type Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { seedCatalogueIfEmpty } from '../modules/catalogue/seed/seed.js';
import { seededTemplate } from './seeded-template.js';
import { checkingSerializerCompiler } from './response-check.js';
import { OPEN } from '../modules/orders/order-states.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Every log line the app wrote, as text. */
  logs: string[];
  close(): Promise<void>;
}

/**
 * `env` adds to (and overrides) the test shop's settings; a variable given as undefined is unset.
 * The test shop runs in development mode (the outbox, the test card provider and its 3-D Secure
 * page, which inject's default address, 127.0.0.1, may open); a test of the safe default says
 * SHOP_MODE: undefined.
 */
export async function startTestApp(
  env: Record<string, string | undefined> = {},
  build: Pick<BuildOptions, 'now' | 'tokenClock' | 'quoteAccess' | 'photoStorage' | 'liveHeartbeatMs' | 'boxPhotoStorage' | 'applePayValidator'> = {},
): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  const schema = url ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const boxes = Number(env.CATALOGUE_BOXES ?? 400);
  // On PGlite, from the seeded template (seeded-template.ts); migrate and seed then find nothing to do.
  const db = await openDb(url ? { url, schema } : { loadDataDir: await seededTemplate(boxes) });
  await migrate(db);
  await seedCatalogueIfEmpty(db, boxes);
  const logs: string[] = [];
  // Quote photos go to a folder of this test file's own, never the repo's .data.
  const photoDir = env.QUOTE_PHOTO_DIR ?? mkdtempSync(join(tmpdir(), 'test-quote-photos-'));
  const config = loadConfig({
    QUOTE_PHOTO_DIR: photoDir,
    APPLICATION_CV_DIR: join(photoDir, 'cvs'),
    PGLITE_DIR: ':memory:',
    SHOP_MODE: 'development',
    AUTH_JWT_SECRET: 'test-secret-0123456789abcdef0123456789',
    BANK_DATA_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'info',
    ...env,
  });
  const app = await buildApp(config, {
    ...build,
    db,
    serializerCompiler: checkingSerializerCompiler,
    logStream: new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  });
  await app.ready();
  await app.searchIndexBuilt;
  // A test's own rows never race the jobs' first run at start (retention, sweeps).
  await scheduledFirstRuns(app);
  return {
    app,
    db,
    logs,
    async close() {
      await app.close();
      await db.close();
      if (!env.QUOTE_PHOTO_DIR) rmSync(photoDir, { recursive: true, force: true });
      if (url && schema) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    },
  };
}

/**
 * A shop as production runs it: no mode given, the shop's address, and real providers' settings
 * (never called by these tests) instead of the embedded test ones. Add to startTestApp's env.
 */
export const PRODUCTION_ENV = {
  SHOP_MODE: undefined,
  PUBLIC_URL: 'https://shop.example.co.uk',
  ADYEN_API_KEY: 'adyen-test-key',
  ADYEN_MERCHANT_ACCOUNT: 'LittleLoopTests',
  ADYEN_CHECKOUT_URL: 'https://adyen.invalid/checkout/v71',
  MODULR_API_KEY: 'modulr-test-key',
  MODULR_API_SECRET: 'modulr-test-secret',
  MODULR_SOURCE_ACCOUNT_ID: 'A0000TEST',
  MODULR_BASE_URL: 'https://modulr.invalid',
} as const;

export const WEB_CLIENT = { client_id: 'shop-web', client_secret: 'shop-web-public' };

/** Registers and verifies a member through the real calls; returns its id and credentials. */
export async function createVerifiedMember(app: FastifyInstance, overrides: Partial<{ email: string; password: string; firstName: string }> = {}) {
  const email = overrides.email ?? `m-${randomBytes(4).toString('hex')}@example.co.uk`;
  const password = overrides.password ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/v3/members',
    payload: { titleId: 2, firstName: overrides.firstName ?? 'Ada', lastName: 'Lovelace', email, password, consents: [{ consentTypeId: 2, granted: true }] },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  const memberId = res.json().response.data.memberId as string;
  const token = await latestLinkToken(app, email, 'verifyEmail');
  const verified = await app.inject({ method: 'PUT', url: '/v3/members/validateemail', payload: { token } });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { memberId, email, password };
}

/** The token in the newest e-mail to an address whose link goes to `path`. */
export async function latestLinkToken(app: FastifyInstance, email: string, path: 'verifyEmail' | 'resetpassword'): Promise<string> {
  const rows = await app.db.query<{ body: string }>('SELECT body FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC', [email]);
  for (const r of rows) {
    const m = new RegExp(`/member/${path}\\?token=([A-Za-z0-9_-]+)`).exec(r.body);
    if (m) return m[1]!;
  }
  throw new Error(`no ${path} link for ${email}`);
}

export async function passwordGrant(app: FastifyInstance, username: string, password: string, ip = '10.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/auth/token',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password, ...WEB_CLIENT }).toString(),
  });
}

export async function refreshGrant(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, ...WEB_CLIENT }).toString(),
  });
}

export async function signedIn(app: FastifyInstance, email: string, password: string) {
  const res = await passwordGrant(app, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  const body = res.json() as { access_token: string; refresh_token: string; member_id: string };
  return { ...body, auth: { authorization: `Bearer ${body.access_token}` } };
}

/** A verified, signed-in member and a call on their own /v3/members/{id} paths with their token. */
export async function memberSession(app: FastifyInstance) {
  const m = await createVerifiedMember(app);
  const { auth } = await signedIn(app, m.email, m.password);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object) => app.inject({ method, url: `/v3/members/${m.memberId}${path}`, headers: auth, ...(payload ? { payload } : {}) });
  return { ...m, auth, call };
}

/**
 * Ends every unpaid order between tests that each check out afresh: a member has one open order
 * at a time and paying the same basket again reuses it (issue 30). Nothing is given back: such
 * tests set their stock themselves.
 */
export async function endOpenOrders(db: Db): Promise<void> {
  await db.query("UPDATE web_sell_orders SET status = 'expired' WHERE status = ANY($1::text[])", [OPEN]);
}

export async function count(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row!.n;
}
