import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createVerifiedMember, passwordGrant, refreshGrant, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { DELETION_GRACE_DAYS } from './service.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const DAY = 86_400_000;
const codeOf = (res: { json(): { response?: { error?: { code: unknown } }; code?: unknown } }) => res.json().response?.error?.code ?? res.json().code;
const askDeletion = (memberId: string, auth: object, payload: unknown) => t.app.inject({ method: 'DELETE', url: `/v3/members/${memberId}`, headers: auth as Record<string, string>, payload: payload as object });
const memberRow = async (memberId: string) =>
  (
    await t.db.query<{ first_name: string; last_name: string; email: string; phone: string | null; status: string; password_hash: string; deletion_requested_at: string | null }>(
      'SELECT first_name, last_name, email, phone, status, password_hash, deletion_requested_at FROM members WHERE member_id = $1',
      [memberId],
    )
  )[0]!;

/** A paid order and a basket line, as checkout would leave them. */
async function withOrderAndBasket(memberId: string) {
  const [box] = await t.db.query<{ box_id: string }>('SELECT box_id FROM boxes ORDER BY box_id LIMIT 1');
  const orderNumber = `WS-T-${memberId}`;
  await t.db.query(
    `INSERT INTO web_sell_orders (order_number, member_id, idempotency_key, request_hash, status, delivery_address, sell_cost_pence, delivery_charge_pence, to_pay_pence, payment_type_id, paid_at)
     VALUES ($1, $2, $3, 'h', 'paid', $4::jsonb, 2500, 395, 2895, 20, now())`,
    [orderNumber, memberId, `key-${memberId}`, JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', line1: '12 Analytical Row', town: 'London', postcode: 'N1 9GU' })],
  );
  await t.db.query('INSERT INTO basket_items (member_id, box_id, delivery_method_id, quantity) VALUES ($1, $2, 1, 1)', [memberId, box!.box_id]);
  return orderNumber;
}

describe('asking for deletion', () => {
  it('needs the password: missing 1029, wrong 1059, hostile input 4xx; nothing changes', async () => {
    const m = await createVerifiedMember(t.app);
    const { auth } = await signedIn(t.app, m.email, m.password);
    assert.equal(codeOf(await askDeletion(m.memberId, auth, {})), 1029);
    assert.equal(codeOf(await askDeletion(m.memberId, auth, { password: '' })), 1029);
    assert.equal(codeOf(await askDeletion(m.memberId, auth, { password: 'not my password' })), 1059);
    for (const hostile of [{ password: 12345678 }, { password: "' OR 1=1 --" }, { password: 'x'.repeat(10_000) }, { password: m.password, extra: '<script>alert(1)</script>' }]) {
      const res = await askDeletion(m.memberId, auth, hostile);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${JSON.stringify(hostile).slice(0, 40)}: ${res.statusCode}`);
    }
    assert.equal((await memberRow(m.memberId)).deletion_requested_at, null);
    assert.equal((await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: auth })).statusCode, 200, 'still signed in');
  });

  it('with the password: signs the member out everywhere, e-mails them, and says when the data goes', async () => {
    const m = await createVerifiedMember(t.app);
    const here = await signedIn(t.app, m.email, m.password);
    const elsewhere = await signedIn(t.app, m.email, m.password);
    const before = Date.now();
    const res = await askDeletion(m.memberId, here.auth, { password: m.password });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const { erasesAt } = res.json().response.data;
    const graceMs = new Date(erasesAt).getTime() - before;
    assert.ok(Math.abs(graceMs - DELETION_GRACE_DAYS * DAY) < 60_000, `about 14 days ahead: ${erasesAt}`);
    for (const s of [here, elsewhere]) {
      assert.equal((await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: s.auth })).statusCode, 401, 'access token refused');
      assert.equal((await refreshGrant(t.app, s.refresh_token)).statusCode, 400, 'refresh token refused');
    }
    const [mail] = await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [m.email]);
    assert.equal(mail!.subject, 'Your account will be deleted');
    assert.match(mail!.body, /signing in keeps your account/);
  });
});

describe('the grace period', () => {
  it('signing in within it restores the account and says so; the job then erases nothing', async () => {
    const m = await createVerifiedMember(t.app);
    const { auth } = await signedIn(t.app, m.email, m.password);
    assert.equal((await askDeletion(m.memberId, auth, { password: m.password })).statusCode, 200);
    const back = await passwordGrant(t.app, m.email, m.password);
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(back.json().account_restored, true);
    assert.equal((await memberRow(m.memberId)).deletion_requested_at, null);
    assert.equal((await passwordGrant(t.app, m.email, m.password)).json().account_restored, undefined, 'said once');
    await t.app.accountDeletion.eraseDue(new Date(Date.now() + 30 * DAY));
    assert.equal((await memberRow(m.memberId)).status, 'active');
  });

  it('after 14 days (clock), personal data is gone and orders are kept, anonymised', async () => {
    const m = await createVerifiedMember(t.app);
    const other = await createVerifiedMember(t.app);
    const { auth } = await signedIn(t.app, m.email, m.password);
    const profile = await t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}`, headers: auth, payload: { phone: '07700 900123', dateOfBirth: '1990-04-12', taxId: 'AB123456C' } });
    assert.equal(profile.statusCode, 200, profile.body);
    // What the other account slices keep for a member goes too.
    const address = await t.app.inject({
      method: 'POST',
      url: `/v3/members/${m.memberId}/address`,
      headers: auth,
      payload: { firstName: 'Ada', lastName: 'Lovelace', line1: '12 St James Square', town: 'London', postcode: 'SW1Y 4JH' },
    });
    assert.equal(address.statusCode < 300, true, address.body);
    const [fav] = await t.db.query<{ box_id: string }>('SELECT box_id FROM boxes ORDER BY box_id DESC LIMIT 1');
    const favourite = await t.app.inject({ method: 'POST', url: `/v3/members/${m.memberId}/favouriteboxes`, headers: auth, payload: { boxId: fav!.box_id } });
    assert.equal(favourite.statusCode < 300, true, favourite.body);
    const orderNumber = await withOrderAndBasket(m.memberId);
    assert.equal((await askDeletion(m.memberId, auth, { password: m.password })).statusCode, 200);

    assert.equal(await t.app.accountDeletion.eraseDue(new Date(Date.now() + 13 * DAY)), 0, 'day 13: still in the grace period');
    assert.equal((await memberRow(m.memberId)).first_name, 'Ada');
    assert.ok((await t.app.accountDeletion.eraseDue(new Date(Date.now() + 15 * DAY))) >= 1, 'day 15: erased');

    const row = await memberRow(m.memberId);
    assert.deepEqual(
      { ...row, email: row.email.endsWith('@erased.invalid'), deletion_requested_at: undefined },
      { first_name: '', last_name: '', email: true, phone: null, status: 'erased', password_hash: '', deletion_requested_at: undefined },
    );
    const [identity] = await t.db.query<{ date_of_birth: unknown; tax_id: unknown }>('SELECT date_of_birth, tax_id FROM members WHERE member_id = $1', [m.memberId]);
    assert.deepEqual(identity, { date_of_birth: null, tax_id: null });
    for (const table of ['member_consents', 'member_tokens', 'basket_items', 'member_addresses', 'favourite_boxes', 'bank_accounts']) {
      const [n] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE member_id = $1`, [m.memberId]);
      assert.equal(n!.n, 0, `${table} emptied`);
    }
    const [mails] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE lower(recipient) = lower($1)', [m.email]);
    assert.equal(mails!.n, 0, 'e-mails to them removed');
    const [order] = await t.db.query<{ status: string; to_pay_pence: number; delivery_address: unknown }>('SELECT status, to_pay_pence, delivery_address FROM web_sell_orders WHERE order_number = $1', [orderNumber]);
    assert.deepEqual(order, { status: 'paid', to_pay_pence: 2895, delivery_address: { erased: true } }, 'the order stays for the accounts, without the address');
    const [history] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_consent_history WHERE member_id = $1', [m.memberId]);
    assert.ok(history!.n >= 1, 'consent history kept as proof');

    assert.equal(codeOf(await passwordGrant(t.app, m.email, m.password)), 1007, 'cannot sign in');
    assert.equal((await memberRow(other.memberId)).status, 'active', 'nobody else touched');
    // The address may be used again.
    const again = await t.app.inject({ method: 'POST', url: '/v3/members', payload: { firstName: 'Ada', lastName: 'Again', email: m.email, password: 'another good password' } });
    assert.equal(again.statusCode, 201, again.body);
  });

  it('a sign-in after the grace period, before the hourly job ran, erases at once and fails', async () => {
    const m = await createVerifiedMember(t.app);
    const { auth } = await signedIn(t.app, m.email, m.password);
    assert.equal((await askDeletion(m.memberId, auth, { password: m.password })).statusCode, 200);
    await t.db.query(`UPDATE members SET deletion_requested_at = now() - interval '15 days' WHERE member_id = $1`, [m.memberId]);
    assert.equal(codeOf(await passwordGrant(t.app, m.email, m.password)), 1007);
    assert.equal((await memberRow(m.memberId)).status, 'erased');
  });
});
