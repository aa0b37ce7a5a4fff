// In-store detail and ID checks on a real database: home store and membership number (format,
// check digit, one card per account), staff-recorded ID checks listed and deleted, no-store,
// bad and hostile input, ownership.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { memberSession, startTestApp, type TestApp } from '../../testing/test-app.js';
import { parseIdProofCommand } from '../staff/record-id-proof.js';
import { idProofRecordProblem, recordIdProof } from './id-proofs.js';

let t: TestApp;
let stores: Array<{ storeId: number; storeName: string }>;
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '20' });
  stores = ((await t.app.inject({ url: '/v3/stores' })).json().response.data.stores as typeof stores).map(({ storeId, storeName }) => ({ storeId, storeName }));
});
after(() => t.close());

const codeOf = (res: { json(): { response: { error: { code: unknown } | null } } }) => res.json().response.error?.code;
const detailOf = (res: { json(): { response: { data: { inStoreDetail: unknown } } } }) =>
  res.json().response.data.inStoreDetail as { homeStore: { storeId: number; storeName: string }; membershipNumber: string | null } | null;
// Valid numbers (check digit by Luhn): each used once in this file unless a test says otherwise.
const NUMBERS = ['LL 1234 5674', 'LL 7654 3214', 'LL 0000 0000', 'LL 2222 2228', 'LL 5555 5551'];
const stored = (n: string) => n.replace(/[^0-9A-Z]/gi, '').toUpperCase();

/** The store card linked to this member as Unlock online access links it (the proof a typed number lacks). */
async function linkCard(memberId: string, number: string) {
  await t.db.query(
    `INSERT INTO in_store_memberships (membership_number, first_name, last_name, mobile, home_store_id, joined_on, linked_member_id, linked_how, linked_at)
     VALUES ($1, 'Nadia', 'Ali', '07700900555', $2, '2023-04-01', $3, 'unlocked', now())`,
    [stored(number), stores[0]!.storeId, memberId],
  );
}

describe('in-store detail', () => {
  it('sets home store and membership number, shows them, changes them; answers no-store', async () => {
    const m = await memberSession(t.app);
    await linkCard(m.memberId, NUMBERS[0]!);
    assert.equal(detailOf(await m.call('GET', '/instoredetail')), null);
    const added = await m.call('POST', '/instoredetail', { homeStoreId: stores[0]!.storeId, membershipNumber: 'll-1234-5674' });
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(added.headers['cache-control'], 'no-store');
    assert.deepEqual(detailOf(added), { ...detailOf(added), homeStore: stores[0], membershipNumber: 'LL12345674' });
    const changed = await m.call('PUT', '/instoredetail', { homeStoreId: stores[1]!.storeId, membershipNumber: 'LL12345674' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(detailOf(changed)!.homeStore.storeName, stores[1]!.storeName);
    const got = await m.call('GET', '/instoredetail');
    assert.equal(got.headers['cache-control'], 'no-store');
    assert.equal(detailOf(got)!.homeStore.storeId, stores[1]!.storeId);
    // The number is optional and can be taken off again.
    assert.equal(detailOf(await m.call('PUT', '/instoredetail', { homeStoreId: stores[1]!.storeId, membershipNumber: '' }))!.membershipNumber, null);
  });

  it("only a card linked to this account: another family's number is refused (MEMBERSHIP_NOT_PROVED), a card held by another account 1835; POST twice 1032; PUT before POST 404 code 5", async () => {
    const a = await memberSession(t.app);
    const b = await memberSession(t.app);
    assert.equal(codeOf(await b.call('PUT', '/instoredetail', { homeStoreId: stores[0]!.storeId })), 5);
    await linkCard(a.memberId, NUMBERS[1]!);
    assert.equal((await a.call('POST', '/instoredetail', { homeStoreId: stores[0]!.storeId, membershipNumber: NUMBERS[1] })).statusCode, 201);
    // Typing a's number proves nothing: refused before anything is written (issue 33 §1).
    const typed = await b.call('POST', '/instoredetail', { homeStoreId: stores[0]!.storeId, membershipNumber: 'LL76543214' });
    assert.deepEqual([typed.statusCode, codeOf(typed)], [403, 'MEMBERSHIP_NOT_PROVED']);
    assert.doesNotMatch(typed.body, /Nadia|Ali|0770/, 'nothing of the card owner');
    assert.equal(detailOf(await b.call('GET', '/instoredetail')), null, 'nothing half-written');
    // A number nobody holds is refused the same way (no way to tell which numbers exist).
    const unknown = await b.call('POST', '/instoredetail', { homeStoreId: stores[0]!.storeId, membershipNumber: NUMBERS[2] });
    assert.deepEqual([unknown.statusCode, codeOf(unknown)], [403, 'MEMBERSHIP_NOT_PROVED']);
    // A card linked to b while a's detail still names it (an older record): 1835, never two accounts on one card.
    await t.db.query('UPDATE in_store_memberships SET linked_member_id = $2 WHERE membership_number = $1', [stored(NUMBERS[1]!), b.memberId]);
    const taken = await b.call('POST', '/instoredetail', { homeStoreId: stores[0]!.storeId, membershipNumber: NUMBERS[1] });
    assert.deepEqual([taken.statusCode, codeOf(taken)], [409, 1835]);
    assert.equal(detailOf(await b.call('GET', '/instoredetail')), null, 'nothing half-written');
    const again = await a.call('POST', '/instoredetail', { homeStoreId: stores[1]!.storeId });
    assert.deepEqual([again.statusCode, codeOf(again)], [409, 1032]);
    assert.equal(detailOf(await a.call('GET', '/instoredetail'))!.homeStore.storeId, stores[0]!.storeId);
  });

  it('two saves racing for one card: one is written, the other 409 (1032 or 1835), never a 500', async () => {
    const a = await memberSession(t.app);
    await linkCard(a.memberId, NUMBERS[4]!);
    const body = { homeStoreId: stores[0]!.storeId, membershipNumber: NUMBERS[4] };
    const answers = await Promise.all([a.call('POST', '/instoredetail', body), a.call('POST', '/instoredetail', body)]);
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [201, 409], answers.map((r) => r.body).join(' | '));
    assert.ok([1032, 1835].includes(codeOf(answers.find((r) => r.statusCode === 409)!) as number));
  });

  it('refuses bad and hostile input with its code and writes nothing', async () => {
    const m = await memberSession(t.app);
    const cases: Array<[string, unknown, number | string]> = [
      ['no store', {}, 'STORE_UNKNOWN'],
      ['unknown store', { homeStoreId: 999_999 }, 'STORE_UNKNOWN'],
      ['store as text', { homeStoreId: 'one' }, 'STORE_UNKNOWN'],
      ['huge store id', { homeStoreId: 1e308 }, 'STORE_UNKNOWN'],
      ['wrong check digit', { homeStoreId: stores[0]!.storeId, membershipNumber: 'LL 1234 5675' }, 'MEMBERSHIP_NUMBER_INVALID'],
      ['not a number', { homeStoreId: stores[0]!.storeId, membershipNumber: 'ABC' }, 'MEMBERSHIP_NUMBER_INVALID'],
      ['SQL', { homeStoreId: stores[0]!.storeId, membershipNumber: "LL1'; DROP TABLE members;--" }, 'MEMBERSHIP_NUMBER_INVALID'],
      ['script', { homeStoreId: stores[0]!.storeId, membershipNumber: '<script>alert(1)</script>' }, 'MEMBERSHIP_NUMBER_INVALID'],
      ['oversized', { homeStoreId: stores[0]!.storeId, membershipNumber: 'L'.repeat(5000) }, 'MEMBERSHIP_NUMBER_INVALID'],
      ['extra field', { homeStoreId: stores[0]!.storeId, memberId: '1' }, 5],
    ];
    for (const [name, body, code] of cases) {
      const res = await m.call('POST', '/instoredetail', body as object);
      assert.equal(res.statusCode, 400, `${name}: ${res.body}`);
      assert.equal(codeOf(res), code, name);
    }
    assert.equal(detailOf(await m.call('GET', '/instoredetail')), null);
  });

  it("another member's token gets 403 code 1002 and learns nothing", async () => {
    const owner = await memberSession(t.app);
    await linkCard(owner.memberId, NUMBERS[3]!);
    await owner.call('POST', '/instoredetail', { homeStoreId: stores[0]!.storeId, membershipNumber: NUMBERS[3] });
    const mallory = await memberSession(t.app);
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      const res = await t.app.inject({ method, url: `/v3/members/${owner.memberId}/instoredetail`, headers: mallory.auth, ...(method === 'GET' ? {} : { payload: { homeStoreId: stores[2]!.storeId } }) });
      assert.deepEqual([res.statusCode, codeOf(res)], [403, 1002], method);
      assert.doesNotMatch(res.body, /LL2222/);
    }
    assert.equal(detailOf(await owner.call('GET', '/instoredetail'))!.homeStore.storeId, stores[0]!.storeId);
  });
});

describe('ID checks', () => {
  const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

  it('staff record a check (type, last 4, expiry, where, when); the member lists it and may delete it', async () => {
    const m = await memberSession(t.app);
    await m.call('POST', '/instoredetail', { homeStoreId: stores[2]!.storeId });
    const recorded = await recordIdProof(t.db, { memberEmail: m.email.toUpperCase(), idTypeId: 1, last4: '123a', expiresOn: nextYear, storeId: null });
    assert.ok('idproofPrimaryId' in recorded, JSON.stringify(recorded));
    await recordIdProof(t.db, { memberEmail: m.email, idTypeId: 2, last4: 'X9Z8', expiresOn: nextYear, storeId: stores[0]!.storeId });
    const listed = await m.call('GET', '/idproofs');
    assert.equal(listed.statusCode, 200, listed.body);
    assert.equal(listed.headers['cache-control'], 'no-store');
    const proofs = listed.json().response.data.idProofs as Array<Record<string, unknown> & { idproofPrimaryId: string; checkedStore: { storeId: number } }>;
    assert.equal(proofs.length, 2);
    const passport = proofs.find((p) => p.idproofPrimaryId === recorded.idproofPrimaryId)!;
    assert.deepEqual(
      { ...passport, checkedAt: 'x' },
      {
        idproofPrimaryId: recorded.idproofPrimaryId,
        idType: { idTypeId: 1, name: 'Passport' },
        last4: '123A',
        expiresOn: nextYear,
        expired: false,
        checkedAt: 'x',
        checkedStore: stores[2],
      },
    );
    const deleted = await m.call('DELETE', `/idproof/${recorded.idproofPrimaryId}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(deleted.headers['cache-control'], 'no-store');
    assert.equal((await m.call('GET', '/idproofs')).json().response.data.idProofs.length, 1);
    const gone = await m.call('DELETE', `/idproof/${recorded.idproofPrimaryId}`);
    assert.deepEqual([gone.statusCode, codeOf(gone)], [404, 5]);
  });

  it("a member cannot delete another member's check (404, it stays); another token gets 403", async () => {
    const owner = await memberSession(t.app);
    const r = await recordIdProof(t.db, { memberEmail: owner.email, idTypeId: 4, last4: 'ABCD', expiresOn: nextYear, storeId: stores[0]!.storeId });
    assert.ok('idproofPrimaryId' in r);
    const mallory = await memberSession(t.app);
    assert.equal((await mallory.call('DELETE', `/idproof/${r.idproofPrimaryId}`)).statusCode, 404);
    for (const [method, path] of [
      ['GET', '/idproofs'],
      ['DELETE', `/idproof/${r.idproofPrimaryId}`],
    ] as const) {
      const res = await t.app.inject({ method, url: `/v3/members/${owner.memberId}${path}`, headers: mallory.auth });
      assert.deepEqual([res.statusCode, codeOf(res)], [403, 1002]);
      assert.doesNotMatch(res.body, /ABCD/);
    }
    assert.equal((await owner.call('GET', '/idproofs')).json().response.data.idProofs.length, 1);
  });

  it('refuses malformed proof ids with code 5 before touching the database', async () => {
    const m = await memberSession(t.app);
    for (const id of ['abc', '0', '1%27%20OR%201=1', '9'.repeat(40), '-1']) {
      const res = await m.call('DELETE', `/idproof/${id}`);
      assert.deepEqual([res.statusCode, codeOf(res)], [400, 5], id);
    }
  });

  it('staff input is checked: last 4, a real unexpired date, known type, member and store', async () => {
    const m = await memberSession(t.app);
    const base = { memberEmail: m.email, idTypeId: 1, last4: '1234', expiresOn: nextYear, storeId: stores[0]!.storeId };
    assert.match(idProofRecordProblem({ last4: '12', expiresOn: nextYear }) ?? '', /last 4/);
    assert.match(idProofRecordProblem({ last4: "1'--", expiresOn: nextYear }) ?? '', /last 4/);
    assert.match(idProofRecordProblem({ last4: '1234', expiresOn: '2031-02-30' }) ?? '', /date/);
    assert.match(idProofRecordProblem({ last4: '1234', expiresOn: '2020-01-01' }) ?? '', /expired/);
    assert.deepEqual(await recordIdProof(t.db, { ...base, idTypeId: 99 }), { problem: 'no id type 99 (see GET /v3/members/idtypes)' });
    assert.deepEqual(await recordIdProof(t.db, { ...base, memberEmail: 'nobody@example.co.uk' }), { problem: 'no active member with that e-mail address' });
    assert.match(((await recordIdProof(t.db, { ...base, storeId: null })) as { problem: string }).problem, /--store/);
    assert.deepEqual(await recordIdProof(t.db, { ...base, storeId: 999_999 }), { problem: 'no store 999999' });
    assert.equal((await m.call('GET', '/idproofs')).json().response.data.idProofs.length, 0);
  });

  it('parses the staff command', () => {
    assert.deepEqual(parseIdProofCommand(['idproof', 'a@example.co.uk', '2', '1234', '2030-01-31', '--store', '7']), {
      memberEmail: 'a@example.co.uk',
      idTypeId: 2,
      last4: '1234',
      expiresOn: '2030-01-31',
      storeId: 7,
    });
    assert.equal(parseIdProofCommand(['idproof', 'a@example.co.uk', '2', '1234'])?.storeId, undefined);
    assert.equal(parseIdProofCommand(['idproof', 'a@example.co.uk', 'two', '1234', '2030-01-31']), null);
    assert.equal(parseIdProofCommand(['idproof', 'a@example.co.uk', '2', '1234', '2030-01-31', '--store']), null);
    assert.equal(parseIdProofCommand(['stock', 'AB123456', '1']), null);
  });

  it('the staff command runs: usage on bad arguments (exit 2), the reason on a refused record (exit 1), no e-mail address echoed', () => {
    const staff = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../staff/cli.ts', import.meta.url)), ...args], {
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: ':memory:', LOG_LEVEL: 'warn' },
        timeout: 120_000,
      });
    const usage = staff('idproof', 'someone@example.co.uk', 'passport');
    assert.equal(usage.status, 2, usage.stderr);
    assert.match(usage.stderr, /usage: staff idproof/);
    const refused = staff('idproof', 'nobody@example.co.uk', '1', '1234', nextYear, '--store', '101');
    assert.equal(refused.status, 1, refused.stderr);
    assert.match(refused.stderr, /no active member with that e-mail address/);
    assert.doesNotMatch(refused.stdout + refused.stderr, /nobody@example/);
  });

  it('GET idtypes lists the documents a dealer accepts', async () => {
    const types = (await t.app.inject({ url: '/v3/members/idtypes' })).json().response.data.idTypes as Array<{ name: string }>;
    assert.deepEqual(
      types.map((x) => x.name),
      ['Passport', 'UK photocard driving licence', 'National identity card (EU, EEA or Swiss)', 'Biometric residence permit', 'PASS proof-of-age card', 'HM Forces identity card'],
    );
  });
});
