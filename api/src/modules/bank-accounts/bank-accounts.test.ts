// Bank details on a real database: the modulus rules, encryption at rest, masking in every
// answer and e-mail, no-store, the re-authentication window, hostile input, ownership.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { count, createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
// The server's clock for time windows; tests move it (tokens keep real time).
let clockMs = Date.now();
before(async () => {
  t = await startTestApp({}, { now: () => new Date(clockMs) });
});
after(() => t.close());

const MINUTE = 60_000;
// Pairs from the Vocalink specification's test cases (the library's README and tests). Each
// valid pair is saved once in this file: a second save anywhere is a duplicate (1039).
const VALID_PAIRS = [
  ['089999', '66374958'],
  ['107999', '88837491'],
  ['871427', '46238510'],
  ['872427', '46238510'],
  ['938063', '55065200'],
  ['180002', '00000190'],
] as const;
const INVALID_PAIRS = [
  ['938063', '15763217'],
  ['938063', '15764273'],
  ['118765', '64371388'],
  ['203099', '66831036'],
  ['089999', '66374959'],
  ['107999', '88837493'],
] as const;

type Member = Awaited<ReturnType<typeof createVerifiedMember>> & { auth: { authorization: string } };

async function member(): Promise<Member> {
  const m = await createVerifiedMember(t.app);
  const { auth } = await signedIn(t.app, m.email, m.password);
  return { ...m, auth };
}

const reauthenticate = (m: Member, password = m.password) => t.app.inject({ method: 'POST', url: `/v3/members/${m.memberId}/reauthenticate`, headers: m.auth, payload: { password } });

const details = (sortCode: string, bankAccountNumber: string, extra: Record<string, unknown> = {}) => ({ accountHolderName: 'Ada Lovelace', sortCode, bankAccountNumber, ...extra });
const add = (m: Member, body: unknown) => t.app.inject({ method: 'POST', url: `/v3/members/${m.memberId}/bankaccounts`, headers: m.auth, payload: body as object });
const change = (m: Member, body: unknown) => t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}/bankaccounts`, headers: m.auth, payload: body as object });
const list = (m: Member) => t.app.inject({ url: `/v3/members/${m.memberId}/bankaccounts`, headers: m.auth });
const codeOf = (res: { json(): { response: { error: { code: unknown } | null } } }) => res.json().response.error?.code;

/** A member who gave the password just now (the clock is reset first). */
async function reauthenticatedMember(): Promise<Member> {
  clockMs = Date.now();
  const m = await member();
  assert.equal((await reauthenticate(m)).statusCode, 200);
  return m;
}

describe('modulus check', () => {
  it('accepts the published valid pairs and refuses the published invalid ones with 1004, saving nothing', async () => {
    const m = await reauthenticatedMember();
    for (const [sortCode, number] of VALID_PAIRS) {
      const res = await add(m, details(sortCode, number));
      assert.equal(res.statusCode, 201, `${sortCode} ${number}: ${res.body}`);
    }
    const before = await count(t.db, 'bank_accounts');
    for (const [sortCode, number] of INVALID_PAIRS) {
      const res = await add(m, details(sortCode, number));
      assert.equal(res.statusCode, 400, `${sortCode} ${number}: ${res.body}`);
      assert.equal(codeOf(res), 1004);
    }
    assert.equal(await count(t.db, 'bank_accounts'), before);
    assert.equal((await list(m)).json().response.data.bankAccounts.length, VALID_PAIRS.length);
  });
});

describe('encryption at rest and masking', () => {
  it('keeps no plain number in the database, answers masked only, and e-mails the masked number', async () => {
    const m = await reauthenticatedMember();
    const res = await add(m, details('202959', '63748472', { rollNumber: 'ROLL-778899' }));
    assert.equal(res.statusCode, 201, res.body);
    const saved = res.json().response.data.bankAccount;
    assert.equal(saved.sortCode, '20**59');
    assert.equal(saved.bankAccountNumber, '63****72');
    assert.equal(saved.rollNumber, 'RO*******99');
    assert.equal(saved.accountHolderName, 'Ada Lovelace');

    const rows = await t.db.query<Record<string, unknown>>('SELECT * FROM bank_accounts WHERE member_id = $1', [m.memberId]);
    const stored = JSON.stringify(rows);
    for (const plain of ['202959', '63748472', 'ROLL-778899', '778899']) assert.ok(!stored.includes(plain), `the table holds ${plain}`);
    assert.match(String(rows[0]!.account_number_enc), /^v1\./);

    const listed = await list(m);
    assert.equal(listed.headers['cache-control'], 'no-store');
    assert.deepEqual(listed.json().response.data.bankAccounts, [saved]);
    assert.ok(!listed.body.includes('63748472') && !listed.body.includes('202959'));

    const [mail] = await t.db.query<{ recipient: string; subject: string; body: string }>('SELECT recipient, subject, body FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1', [m.email]);
    assert.equal(mail!.subject, 'Bank details added to your account');
    assert.match(mail!.body, /63\*\*\*\*72/);
    assert.ok(!/63748472|202959|778899/.test(mail!.body), mail!.body);
    assert.ok(!t.logs.join('').includes('63748472'), 'a log line holds the account number');
  });

  it('answers 1200 (try later), not a 500 body with details, when the key no longer opens the data', async () => {
    const m = await reauthenticatedMember();
    assert.equal((await add(m, details('820000', '73688637'))).statusCode, 201);
    const otherKey = await buildApp(loadConfig({ SHOP_MODE: 'development', PGLITE_DIR: ':memory:', AUTH_JWT_SECRET: 'test-secret-0123456789abcdef0123456789', BANK_DATA_KEY: randomBytes(32).toString('hex') }), {
      db: t.db,
      logger: false,
    });
    try {
      await otherKey.ready();
      const res = await otherKey.inject({ url: `/v3/members/${m.memberId}/bankaccounts`, headers: m.auth });
      assert.equal(res.statusCode, 500);
      assert.equal(codeOf(res), 1200);
      assert.equal(res.headers['cache-control'], 'no-store');
    } finally {
      await otherKey.close();
    }
  });
});

describe('changing and deleting', () => {
  it('changes an account by its id (masked answer, an e-mail), deletes it by its id, and 404s an unknown id', async () => {
    const m = await reauthenticatedMember();
    const { bankAccountId } = (await add(m, details('871427', '09123496'))).json().response.data.bankAccount;
    const changed = await change(m, { bankAccountId, ...details('871427', '99123496', { accountHolderName: 'Ada King' }) });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.headers['cache-control'], 'no-store');
    assert.equal(changed.json().response.data.bankAccount.bankAccountNumber, '99****96');
    assert.equal(changed.json().response.data.bankAccount.accountHolderName, 'Ada King');
    const [mail] = await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1', [m.email]);
    assert.equal(mail!.subject, 'Your bank details were changed');
    assert.ok(!mail!.body.includes('99123496'));

    const unknown = '00000000-0000-4000-8000-000000000000';
    assert.equal((await change(m, { bankAccountId: unknown, ...details('827999', '73988638') })).statusCode, 404);
    const del = await t.app.inject({ method: 'DELETE', url: `/v3/members/${m.memberId}/bankaccounts/${bankAccountId}`, headers: m.auth });
    assert.equal(del.statusCode, 200, del.body);
    assert.equal(del.headers['cache-control'], 'no-store');
    assert.deepEqual((await list(m)).json().response.data.bankAccounts, []);
    // Removing is e-mailed too (issue 32 §6), masked.
    const [removed] = await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1', [m.email]);
    assert.equal(removed!.subject, 'Bank details removed from your account');
    assert.match(removed!.body, /99\*\*\*\*96/);
    assert.ok(!removed!.body.includes('99123496'));
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/v3/members/${m.memberId}/bankaccounts/${bankAccountId}`, headers: m.auth })).statusCode, 404);
  });

  it("says the member already has their own account (its own code, masked); another member's is 1039", async () => {
    const a = await reauthenticatedMember();
    const b = await reauthenticatedMember();
    assert.equal((await add(a, details('772798', '99345694'))).statusCode, 201);
    const again = await add(a, details('772798', '99345694', { accountHolderName: 'Someone Else' }));
    assert.equal(again.statusCode, 400);
    assert.equal(codeOf(again), 'BANK_ACCOUNT_ALREADY_YOURS');
    assert.match(again.json().response.error.message, /already have this bank account saved \(account 99\*\*\*\*94\)/);
    assert.ok(!again.body.includes('99345694'));
    assert.equal((await list(a)).json().response.data.bankAccounts.length, 1, 'nothing written');
    const other = await add(b, details('772798', '99345694'));
    assert.equal(other.statusCode, 400);
    assert.equal(codeOf(other), 1039);
  });
});

describe('re-authentication', () => {
  it('refuses adding or changing without the password, allows 4 minutes after it and refuses 6 minutes after', async () => {
    clockMs = Date.now();
    const m = await member();
    const before = await count(t.db, 'bank_accounts');
    const refused = await add(m, details('086090', '06774744'));
    assert.equal(refused.statusCode, 403);
    assert.equal(codeOf(refused), 'REAUTH_REQUIRED');
    assert.equal(refused.headers['cache-control'], 'no-store');
    assert.equal(await count(t.db, 'bank_accounts'), before);

    const confirmed = await reauthenticate(m);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(confirmed.headers['cache-control'], 'no-store');
    clockMs += 4 * MINUTE;
    const added = await add(m, details('086090', '06774744'));
    assert.equal(added.statusCode, 201, added.body);
    clockMs += 2 * MINUTE; // 6 minutes after the password
    const late = await change(m, { bankAccountId: added.json().response.data.bankAccount.bankAccountId, ...details('309070', '02355688') });
    assert.equal(codeOf(late), 'REAUTH_REQUIRED');
  });

  it('counts only for the session that gave the password', async () => {
    const m = await reauthenticatedMember();
    const { auth: otherDevice } = await signedIn(t.app, m.email, m.password);
    const res = await t.app.inject({ method: 'POST', url: `/v3/members/${m.memberId}/bankaccounts`, headers: otherDevice, payload: details('309070', '12345668') });
    assert.equal(codeOf(res), 'REAUTH_REQUIRED');
  });

  it('refuses a wrong password with 1059 and throttles repeated ones like sign-in (429, 1253)', async () => {
    clockMs = Date.now();
    const m = await member();
    const wrong = await reauthenticate(m, 'not my password');
    assert.equal(wrong.statusCode, 400);
    assert.equal(codeOf(wrong), 1059);
    for (let i = 0; i < 3; i++) await reauthenticate(m, 'not my password');
    const locked = await reauthenticate(m);
    assert.equal(locked.statusCode, 429);
    assert.equal(codeOf(locked), 1253);
    assert.equal(codeOf(await add(m, details('309070', '12345677'))), 'REAUTH_REQUIRED');
    assert.ok(!t.logs.join('').includes('not my password'));
  });
});

describe('bad and hostile input', () => {
  const cases: Array<[string, Record<string, unknown>, number]> = [
    ['a short sort code', details('12345', '66374958'), 1020],
    ['a sort code with letters', details('08999a', '66374958'), 1020],
    ['a sort code as an object', details('089999', '66374958', { sortCode: { $gt: '' } }), 1020],
    ['SQL in the sort code', details("0'; DROP TABLE bank_accounts; --", '66374958'), 1020],
    ['a 9-digit account number', details('089999', '663749581'), 1004],
    ['an account number as an object', details('089999', '66374958', { bankAccountNumber: { n: 66374958 } }), 1004],
    ['a missing account number', { accountHolderName: 'Ada Lovelace', sortCode: '089999' }, 1004],
    ['a missing holder name', { sortCode: '089999', bankAccountNumber: '66374958' }, 1034],
    ['script in the holder name', details('089999', '66374958', { accountHolderName: '<script>alert(1)</script>' }), 1034],
    ['an oversized holder name', details('089999', '66374958', { accountHolderName: 'A'.repeat(61) }), 1034],
    ['digits in the holder name', details('089999', '66374958', { accountHolderName: 'R2D2' }), 1034],
    ['a short roll number', details('089999', '66374958', { rollNumber: 'AB1' }), 1164],
    ['an oversized roll number', details('089999', '66374958', { rollNumber: '1'.repeat(19) }), 1164],
    ['SQL in the roll number', details('089999', '66374958', { rollNumber: "1' OR '1'='1" }), 1164],
    ['an extra field', details('089999', '66374958', { memberId: '1' }), 5],
  ];
  for (const [name, body, code] of cases) {
    it(`refuses ${name} with ${code} and saves nothing`, async () => {
      const m = await reauthenticatedMember();
      const before = [await count(t.db, 'bank_accounts'), await count(t.db, 'outbox')];
      const res = await add(m, body);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(codeOf(res), code, res.body);
      assert.deepEqual([await count(t.db, 'bank_accounts'), await count(t.db, 'outbox')], before);
    });
  }

  it('refuses a number or SQL as the account id in the path with a 4xx', async () => {
    const m = await reauthenticatedMember();
    for (const id of ['66374958', "1'%20OR%20'1'%3D'1"]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/v3/members/${m.memberId}/bankaccounts/${id}`, headers: m.auth });
      assert.equal(res.statusCode, 400, res.body);
    }
  });
});

describe('ownership', () => {
  it("puts every bank and re-authentication route on the server's member-scoped list (ownership.test.ts walks it)", () => {
    const urls = t.app.memberScopedRoutes.map((r) => `${r.method} ${r.url}`);
    for (const route of [
      'GET /v3/members/:id/bankaccounts',
      'POST /v3/members/:id/bankaccounts',
      'PUT /v3/members/:id/bankaccounts',
      'DELETE /v3/members/:id/bankaccounts/:bankAccountId',
      'POST /v3/members/:id/reauthenticate',
    ]) {
      assert.ok(urls.includes(route), route);
    }
  });

  it("gives another member's token 403 and no data on every bank route, and changes nothing", async () => {
    const owner = await reauthenticatedMember();
    const saved = await add(owner, details('827101', '28748352'));
    assert.equal(saved.statusCode, 201, saved.body);
    const { bankAccountId } = saved.json().response.data.bankAccount;
    const intruder = await reauthenticatedMember();
    const url = `/v3/members/${owner.memberId}/bankaccounts`;
    const before = JSON.stringify(await t.db.query('SELECT * FROM bank_accounts WHERE member_id = $1', [owner.memberId]));
    const calls = [
      { method: 'GET', url },
      { method: 'POST', url, payload: details('134020', '63849203') },
      { method: 'PUT', url, payload: { bankAccountId, ...details('134020', '63849203') } },
      { method: 'DELETE', url: `${url}/${bankAccountId}` },
      { method: 'POST', url: `/v3/members/${owner.memberId}/reauthenticate`, payload: { password: owner.password } },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: intruder.auth } as never);
      assert.equal(res.statusCode, 403, `${call.method} ${call.url}: ${res.body}`);
      assert.equal(res.json().response.data, null);
    }
    assert.equal(JSON.stringify(await t.db.query('SELECT * FROM bank_accounts WHERE member_id = $1', [owner.memberId])), before);
  });
});
