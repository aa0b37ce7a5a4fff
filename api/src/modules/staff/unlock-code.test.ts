// `npm run staff -- unlock-code <membershipNumber>` for real: the CLI as a process against a
// PGlite database in a temporary folder, with seeded memberships. It prints the code once, keeps
// only its hash (with the staff account of STAFF_EMAIL), and the code then unlocks.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, it } from 'node:test';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDb } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { seedCatalogueIfEmpty } from '../catalogue/reference.js';
import { seedInStoreMembershipsIfEmpty, seededMembershipNumber } from '../unlock/seed.js';
import { createStaffAccount } from './accounts.js';

const folder = mkdtempSync(join(tmpdir(), 'unlock-code-cli-'));
const ENV = { SHOP_MODE: 'development', DATABASE_URL: '', PGLITE_DIR: join(folder, 'pglite'), DATA_DIR: folder, AUTH_JWT_SECRET: 'cli-test-secret-0123456789abcdef012345', LOG_LEVEL: 'warn' };
const STAFF_EMAIL = 'till@littleloop.example';
let staffId = '';

const staff = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./cli.ts', import.meta.url)), ...args], { encoding: 'utf8', env: { ...process.env, ...ENV, ...env }, timeout: 180_000 });

async function withApp<T>(fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const db = await openDb({ dataDir: ENV.PGLITE_DIR });
  const app = await buildApp(loadConfig(ENV), { db, logger: false });
  try {
    await app.ready();
    return await fn(app);
  } finally {
    await app.close();
    await db.close();
  }
}

before(async () => {
  const db = await openDb({ dataDir: ENV.PGLITE_DIR });
  try {
    await migrate(db);
    await seedCatalogueIfEmpty(db, 10);
    const made = await createStaffAccount(db, { email: STAFF_EMAIL, name: 'Till Staff', password: 'staff password 123' });
    assert.ok(made.ok);
    staffId = made.staffId;
  } finally {
    await db.close();
  }
  await withApp((app) => seedInStoreMembershipsIfEmpty(app.db, app.unlockAccess.secrets));
});
after(() => rmSync(folder, { recursive: true, force: true }));

it('issues a code once, kept as a hash with who issued it; the code unlocks', async () => {
  const number = seededMembershipNumber(7);
  const run = staff(['unlock-code', number.slice(0, 6), number.slice(6)], { STAFF_EMAIL });
  assert.equal(run.status, 0, run.stderr);
  const code = new RegExp(`^${number}: unlock code ([0-9]{6}) `).exec(run.stdout)?.[1];
  assert.ok(code, run.stdout);
  await withApp(async (app) => {
    const [row] = await app.db.query<{ issued_by: string; code_hash: string }>('SELECT issued_by, code_hash FROM unlock_codes WHERE membership_number = $1 AND used_at IS NULL', [number]);
    assert.equal(row!.issued_by, staffId);
    assert.notEqual(row!.code_hash, code);
    const res = await app.inject({ method: 'PUT', url: '/v3/members/verifyunlockonlineaccesscode', payload: { membershipNumber: number, unlockCode: code } });
    assert.equal(res.statusCode, 201, res.body);
  });
});

it('refuses a number that is not a membership number, and one no family holds', () => {
  const usage = staff(['unlock-code', 'LL 1234 5670']);
  assert.equal(usage.status, 2);
  assert.match(usage.stderr, /unlock-code <membershipNumber>/);
  const unknown = staff(['unlock-code', 'LL 9999 9997']);
  assert.equal(unknown.status, 1);
  assert.match(unknown.stdout + unknown.stderr, /1855/);
});

it("in production mode without the shop's settings it issues nothing and names what is missing", () => {
  const run = staff(['unlock-code', seededMembershipNumber(8)], { SHOP_MODE: 'production', STAFF_EMAIL });
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stderr, /production mode \(the default\) needs these settings:\n {2}- BANK_DATA_KEY/);
  assert.doesNotMatch(run.stdout, /unlock code/);
});
