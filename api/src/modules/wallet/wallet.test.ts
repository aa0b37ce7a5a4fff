// The payout e-wallet on a real database: add, change, delete; masked in every answer and
// e-mail; the password again to add or change; no-store; bad and hostile input; ownership.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, memberSession, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '20' });
});
after(() => t.close());

type Member = Awaited<ReturnType<typeof memberSession>>;
const codeOf = (res: { json(): { response: { error: { code: unknown } | null } } }) => res.json().response.error?.code;
const walletOf = (res: { json(): { response: { data: { walletAddress: unknown } } } }) => res.json().response.data.walletAddress as { email: string; provider: string } | null;

async function member(): Promise<Member> {
  const m = await memberSession(t.app);
  assert.equal((await m.call('POST', '/reauthenticate', { password: m.password })).statusCode, 200);
  return m;
}

describe('wallet address', () => {
  it('adds, shows masked, changes and deletes the PayPal account; answers no-store', async () => {
    const m = await member();
    assert.equal(walletOf(await m.call('GET', '/walletaddress')), null);
    const added = await m.call('POST', '/walletaddress', { email: 'Jane.Doe@Example.co.uk' });
    assert.equal(added.statusCode, 201, added.body);
    assert.deepEqual([walletOf(added)!.email, walletOf(added)!.provider], ['j***@example.co.uk', 'paypal']);
    assert.equal(added.headers['cache-control'], 'no-store');
    assert.doesNotMatch(added.body, /jane\.doe/i);

    const got = await m.call('GET', '/walletaddress');
    assert.equal(got.headers['cache-control'], 'no-store');
    assert.equal(walletOf(got)!.email, 'j***@example.co.uk');
    assert.doesNotMatch(got.body, /jane\.doe/i);
    const [stored] = await t.db.query<{ email: string }>('SELECT email FROM member_wallet_addresses WHERE member_id = $1', [m.memberId]);
    assert.equal(stored!.email, 'jane.doe@example.co.uk');

    const changed = await m.call('PUT', '/walletaddress', { email: 'payouts@example.com' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(walletOf(changed)!.email, 'p***@example.com');

    const deleted = await m.call('DELETE', '/walletaddress');
    assert.equal(deleted.statusCode, 200);
    assert.equal(walletOf(await m.call('GET', '/walletaddress')), null);
  });

  it('e-mails the member on every change, naming the masked address only', async () => {
    const m = await member();
    await m.call('POST', '/walletaddress', { email: 'sam.secret@example.co.uk' });
    await m.call('PUT', '/walletaddress', { email: 'other.secret@example.co.uk' });
    await m.call('DELETE', '/walletaddress');
    const mails = await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND subject LIKE '%PayPal%' ORDER BY id", [m.email]);
    assert.equal(mails.length, 3);
    assert.match(mails[0]!.body, /s\*\*\*@example\.co\.uk/);
    assert.match(mails[1]!.body, /o\*\*\*@example\.co\.uk from now on/);
    assert.match(mails[2]!.body, /removed/);
    for (const mail of mails) assert.doesNotMatch(mail.body, /secret/);
    assert.ok(!t.logs.join('').includes('sam.secret'), 'the address is in a log line');
  });

  it('POST when one is set is 1032; PUT or DELETE when none is set is 404 code 5', async () => {
    const m = await member();
    assert.equal(codeOf(await m.call('PUT', '/walletaddress', { email: 'a@example.com' })), 5);
    assert.equal((await m.call('DELETE', '/walletaddress')).statusCode, 404);
    await m.call('POST', '/walletaddress', { email: 'a@example.com' });
    const again = await m.call('POST', '/walletaddress', { email: 'b@example.com' });
    assert.deepEqual([again.statusCode, codeOf(again)], [409, 1032]);
    assert.equal(walletOf(await m.call('GET', '/walletaddress'))!.email, 'a***@example.com');
  });

  it('needs the password again to add or change, not to see or delete', async () => {
    const m = await memberSession(t.app);
    const res = await m.call('POST', '/walletaddress', { email: 'a@example.com' });
    assert.deepEqual([res.statusCode, codeOf(res)], [403, 'REAUTH_REQUIRED']);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(await count(t.db, `member_wallet_addresses WHERE member_id = ${Number(m.memberId)}`), 0);
    assert.equal((await m.call('GET', '/walletaddress')).statusCode, 200);
  });

  it('refuses bad and hostile input with 1027/1028/5 and writes nothing', async () => {
    const m = await member();
    const cases: Array<[string, unknown, number]> = [
      ['missing', {}, 1027],
      ['blank', { email: '   ' }, 1027],
      ['not an address', { email: 'jane' }, 1028],
      ['SQL', { email: "x'; DROP TABLE members; --@example.com" }, 1028],
      ['script', { email: '<script>alert(1)</script>@example.com' }, 1028],
      ['oversized', { email: `${'a'.repeat(300)}@example.com` }, 1028],
      ['wrong type', { email: 12345 }, 1028],
      ['extra field', { email: 'a@example.com', memberId: '1' }, 5],
    ];
    for (const [name, body, code] of cases) {
      const res = await m.call('POST', '/walletaddress', body as object);
      assert.equal(res.statusCode, 400, `${name}: ${res.body}`);
      assert.equal(codeOf(res), code, name);
      assert.equal(res.json().response.data, null);
    }
    assert.equal(await count(t.db, `member_wallet_addresses WHERE member_id = ${Number(m.memberId)}`), 0);
  });

  it("another member's token gets 403 code 1002 and learns nothing", async () => {
    const owner = await member();
    await owner.call('POST', '/walletaddress', { email: 'owner.only@example.co.uk' });
    const mallory = await member();
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/v3/members/${owner.memberId}/walletaddress`,
        headers: mallory.auth,
        ...(method === 'POST' || method === 'PUT' ? { payload: { email: 'mallory@example.com' } } : {}),
      });
      assert.deepEqual([res.statusCode, codeOf(res)], [403, 1002], method);
      assert.doesNotMatch(res.body, /o\*\*\*|owner/);
    }
    assert.equal(walletOf(await owner.call('GET', '/walletaddress'))!.email, 'o***@example.co.uk');
  });
});
