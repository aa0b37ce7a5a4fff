// A test whose shop runs on PostgreSQL in a database of its own, for journeys where a separate
// process (a staff command) must reach the same data as the shop: an embedded PGlite cannot be
// shared. The database is made before the worker's shop starts and dropped after it stops.
import { spawnSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { staffCallsFor } from './sell-steps';
import { ROOT, startShop, type ShopServer } from './shop-server';

// The server of CI's database (.ci/run exports it, with the password a fresh install needs), else the local one.
const PG = process.env.E2E_PG_URL ?? process.env.CI_DATABASE_URL?.replace(/\/[^/]*$/, '') ?? 'postgres://postgres@127.0.0.1:5432';

/** `prefix` names the database (`e2e_<prefix>_<time>`); `psql` runs SQL in it or another; `env` is the shop's own settings. */
export function postgresShop(prefix: string, env: Record<string, string> = {}) {
  const database = `e2e_${prefix}_${Date.now()}`;
  const databaseUrl = `${PG}/${database}`;
  const psql = (db: string, sql: string) => {
    const res = spawnSync('psql', [`${PG}/${db}`, '-v', 'ON_ERROR_STOP=1', '-qtAc', sql], { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`psql: ${res.stderr || res.error} (this journey needs PostgreSQL at ${PG}; set E2E_PG_URL)`);
    return res.stdout.trim();
  };
  const test = base.extend<object, { shop: ShopServer }>({
    shop: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a fixture needs from this pattern: none.
      async ({}, use) => {
        psql('postgres', `CREATE DATABASE ${database}`);
        const shop = await startShop({ ...env, DATABASE_URL: databaseUrl });
        await use(shop);
        await shop.stop();
        psql('postgres', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      },
      { scope: 'worker' },
    ],
  });
  return { test, database, databaseUrl, psql };
}

/** The staff command against the shop's database; fails the test if it fails. */
function staffCommand(databaseUrl: string, args: string[], env: Record<string, string> = {}) {
  const run = spawnSync('npm', ['run', '--silent', 'staff', '--', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, ...env }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
}

/**
 * A staff account made by the staff command in the shop's database (password from STAFF_PASSWORD),
 * with the goods-in permission granted by the command too (issue 35) unless `goodsIn: false`.
 */
export function newStaffAccount(databaseUrl: string, name: string, { goodsIn = true }: { goodsIn?: boolean } = {}) {
  const account = { email: `staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@littleloop.example`, password: 'a long staff password' };
  staffCommand(databaseUrl, ['create-staff', account.email, name], { STAFF_PASSWORD: account.password });
  if (goodsIn) staffCommand(databaseUrl, ['goods-in-permission', 'grant', account.email]);
  return account;
}

/** A goods-in staff account (newStaffAccount), signed in with scope=staff: its API calls. */
export async function newStaffCalls(request: APIRequestContext, databaseUrl: string, name: string) {
  return staffCallsFor(request, newStaffAccount(databaseUrl, name));
}
