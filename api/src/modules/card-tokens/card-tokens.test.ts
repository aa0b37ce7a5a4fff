// Saved cards end to end on a real database: a paid order with 'save card' keeps a token (brand,
// last 4, expiry; never the number), after 3-D Secure too; the member lists it, pays with it
// after typing the CVV, and deletes it (the provider forgets it as well); §8 codes 5, 6, 7, 8,
// 1002, 1656; hostile input; no-store.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import { cardBrand, TEST_CARDS } from '../payments/card-provider.js';
import { count, memberSession, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let box: { box_id: string; ecom_quantity: number };
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '60' });
  box = (await t.db.query<typeof box>('SELECT box_id, ecom_quantity FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 1 AND sell_price BETWEEN 500 AND 4000 ORDER BY box_id LIMIT 1'))[0]!;
});
after(() => t.close());
beforeEach(async () => {
  await t.db.query('DELETE FROM basket_items');
  await t.db.query('UPDATE boxes SET ecom_quantity = 50 WHERE box_id = $1', [box.box_id]);
});

type Member = Awaited<ReturnType<typeof memberSession>>;
const YEAR = new Date().getFullYear() + 2;
const card = (number: string = TEST_CARDS.success) => ({ number, expiryMonth: 7, expiryYear: YEAR, cvc: '123', holderName: 'Ada Lovelace' });
const codeOf = (res: { json(): { response: { error: { code: unknown } | null } } }) => res.json().response.error?.code;
const tokensOf = async (m: Member) =>
  (await m.call('GET', '/cardtokens')).json().response.data.cardTokens as Array<{ cardTokenId: string; brand: string; last4: string; expiryMonth: number; expiryYear: number; expired: boolean }>;

/** A delivery order for one box, ready to pay. */
async function order(m: Member): Promise<string> {
  const added = await t.app.inject({
    method: 'POST',
    url: `/v3/basket/${m.memberId}/add`,
    headers: { ...m.auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ boxId: box.box_id, quantity: '1', deliveryMethodId: '1' }).toString(),
  });
  assert.equal(added.statusCode, 200, added.body);
  const total = added.json().response.data.wesellItems.totalSellCost as number;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v3/websellorders/generate',
    headers: { ...m.auth, 'idempotency-key': `k-${randomBytes(8).toString('hex')}` },
    payload: { paymentTypeId: 20, expectedTotal: total, address: { firstName: 'Ada', lastName: 'Lovelace', line1: '12 Lavender Hill', town: 'London', postcode: 'SW11 1NZ' } },
  });
  // 201 a new order; 200 the member's open order for this same basket, paid again (issue 30).
  assert.ok([200, 201].includes(res.statusCode), res.body);
  return res.json().response.data.order.orderId as string;
}
const pay = (m: Member, orderId: string, body: object) => t.app.inject({ method: 'POST', url: `/v3/websellorders/${orderId}/process`, headers: m.auth, payload: body });

async function savedCard(m: Member, number: string = TEST_CARDS.success, expiryMonth = 7) {
  const res = await pay(m, await order(m), { card: { ...card(number), expiryMonth }, saveCard: true });
  assert.equal(res.json().response.data?.payment.status, 'paid', res.body);
  return (await tokensOf(m))[0]!;
}

describe('saving a card at checkout', () => {
  it("keeps brand, last 4 and expiry when 'save card' is ticked, never the number; not when it is not", async () => {
    const m = await memberSession(t.app);
    assert.equal((await pay(m, await order(m), { card: card() })).json().response.data.payment.status, 'paid');
    assert.deepEqual(await tokensOf(m), []);
    const saved = await savedCard(m);
    assert.deepEqual(
      { brand: saved.brand, last4: saved.last4, expiryMonth: saved.expiryMonth, expiryYear: saved.expiryYear, expired: saved.expired },
      { brand: 'Visa', last4: '4242', expiryMonth: 7, expiryYear: YEAR, expired: false },
    );
    const listed = await m.call('GET', '/cardtokens');
    assert.equal(listed.headers['cache-control'], 'no-store');
    assert.doesNotMatch(listed.body, /4242424242424242|provider|TS[0-9A-F]{24}/);
    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM member_card_tokens WHERE member_id = $1', [m.memberId]);
    assert.doesNotMatch(JSON.stringify(row), /4242424242424242/);
    const vault = await t.db.query<Record<string, unknown>>('SELECT * FROM test_card_stored_methods');
    assert.doesNotMatch(JSON.stringify(vault), /4242424242424242/);
    // The same card saved again is one saved card.
    await savedCard(m);
    assert.equal((await tokensOf(m)).length, 1);
  });

  it('saves the card after a 3-D Secure check passes, not when it fails', async () => {
    const m = await memberSession(t.app);
    const failed = (await pay(m, await order(m), { card: card(TEST_CARDS.threeDSecure), saveCard: true })).json().response.data.payment;
    await t.app.inject({ method: 'POST', url: failed.challengeUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=fail' });
    assert.deepEqual(await tokensOf(m), []);
    const orderId = await order(m);
    const challenge = (await pay(m, orderId, { card: card(TEST_CARDS.threeDSecure), saveCard: true })).json().response.data.payment;
    assert.equal(challenge.status, 'challenge');
    assert.deepEqual(await tokensOf(m), [], 'nothing saved before the check');
    const back = await t.app.inject({ method: 'POST', url: challenge.challengeUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=approve' });
    const redirectResult = new URL(String(back.headers.location), 'http://shop.test').searchParams.get('redirectResult');
    const verified = await t.app.inject({ method: 'POST', url: `/v3/websellorders/${orderId}/verifyadyenorder`, headers: m.auth, payload: { redirectResult } });
    assert.equal(verified.json().response.data?.payment.status, 'paid', verified.body);
    assert.deepEqual(
      (await tokensOf(m)).map((c) => c.last4),
      ['3220'],
    );
  });

  it('a declined card is not saved', async () => {
    const m = await memberSession(t.app);
    const res = await pay(m, await order(m), { card: card(TEST_CARDS.declined), saveCard: true });
    assert.equal(res.statusCode >= 400, true);
    assert.deepEqual(await tokensOf(m), []);
  });
});

describe('paying with a saved card', () => {
  it('pays after the CVV is typed and notes when the card was last used', async () => {
    const m = await memberSession(t.app);
    const saved = await savedCard(m);
    const res = await pay(m, await order(m), { storedCard: { cardTokenId: saved.cardTokenId, cvc: '321' } });
    assert.equal(res.json().response.data?.payment.status, 'paid', res.body);
    assert.equal((await tokensOf(m)).length, 1);
    const [row] = await t.db.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM member_card_tokens WHERE card_token_id = $1', [saved.cardTokenId]);
    assert.ok(row!.last_used_at);
  });

  it("refuses another member's card (1656), a missing or bad CVV (1520), an expired card (1520), and both a card and a saved card (5)", async () => {
    const owner = await memberSession(t.app);
    const saved = await savedCard(owner);
    const m = await memberSession(t.app);
    const orderId = await order(m);
    assert.deepEqual(
      [(await pay(m, orderId, { storedCard: { cardTokenId: saved.cardTokenId, cvc: '123' } })).statusCode, codeOf(await pay(m, orderId, { storedCard: { cardTokenId: saved.cardTokenId, cvc: '123' } }))],
      [404, 1656],
    );
    const mine = await savedCard(m);
    const next = await order(m);
    assert.equal(codeOf(await pay(m, next, { storedCard: { cardTokenId: mine.cardTokenId, cvc: '12' } })), 1520);
    assert.equal(codeOf(await pay(m, next, { storedCard: { cardTokenId: mine.cardTokenId } })), 1520);
    assert.equal(codeOf(await pay(m, next, { storedCard: { cardTokenId: 'not-a-token', cvc: '123' } })), 5);
    assert.equal(codeOf(await pay(m, next, { card: card(), storedCard: { cardTokenId: mine.cardTokenId, cvc: '123' } })), 5);
    await t.db.query('UPDATE member_card_tokens SET expiry_year = 2020 WHERE card_token_id = $1', [mine.cardTokenId]);
    assert.equal((await tokensOf(m))[0]!.expired, true);
    assert.equal(codeOf(await pay(m, next, { storedCard: { cardTokenId: mine.cardTokenId, cvc: '123' } })), 1520);
    // Nothing was charged: the order can still be paid with a typed card.
    assert.equal((await pay(m, next, { card: card() })).json().response.data.payment.status, 'paid');
  });
});

describe('GET and DELETE cardtokens', () => {
  it('names the brand from the number', () => {
    assert.deepEqual(['4242424242424242', '5555555555554444', '2223003122003222', '378282246310005', '6011111111111117', '9999'].map(cardBrand), [
      'Visa',
      'Mastercard',
      'Mastercard',
      'American Express',
      'Discover',
      'Card',
    ]);
  });

  it('deletes the named card (query or body); the provider forgets it; paying with it is 1656', async () => {
    const m = await memberSession(t.app);
    const first = await savedCard(m);
    const res = await m.call('DELETE', `/cardtokens?cardTokenId=${first.cardTokenId}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.deepEqual(await tokensOf(m), []);
    assert.equal(await count(t.db, "test_card_stored_methods WHERE disabled_at IS NULL AND shopper_reference = 'LL-M" + Number(m.memberId) + "'"), 0);
    assert.equal(codeOf(await pay(m, await order(m), { storedCard: { cardTokenId: first.cardTokenId, cvc: '123' } })), 1656);
    await t.db.query('DELETE FROM basket_items');
    const second = await savedCard(m, TEST_CARDS.success, 9);
    assert.equal(second.expiryMonth, 9);
    assert.equal((await m.call('DELETE', '/cardtokens', { cardTokenId: second.cardTokenId })).statusCode, 200);
    assert.deepEqual(await tokensOf(m), []);
  });

  it('names the §8 codes: 1656 no card named or not found, 5 malformed', async () => {
    const m = await memberSession(t.app);
    const missing = await m.call('DELETE', '/cardtokens');
    assert.deepEqual([missing.statusCode, codeOf(missing)], [400, 1656]);
    const unknown = await m.call('DELETE', '/cardtokens?cardTokenId=00000000-0000-4000-8000-000000000000');
    assert.deepEqual([unknown.statusCode, codeOf(unknown)], [404, 1656]);
    for (const bad of ["1' OR '1'='1", '<script>', 'x'.repeat(5000), '4242424242424242']) {
      const res = await m.call('DELETE', `/cardtokens?cardTokenId=${encodeURIComponent(bad)}`);
      assert.deepEqual([res.statusCode, codeOf(res)], [400, 5], bad);
    }
    const wrongType = await m.call('DELETE', '/cardtokens', { cardTokenId: 42 });
    assert.deepEqual([wrongType.statusCode, codeOf(wrongType)], [400, 5]);
  });

  it('access token codes: 8 missing, 7 invalid, 6 expired; 1002 on another member, who learns nothing', async () => {
    const owner = await memberSession(t.app);
    const saved = await savedCard(owner);
    const url = `/v3/members/${owner.memberId}/cardtokens`;
    assert.equal(codeOf(await t.app.inject({ url })), 8);
    assert.equal(codeOf(await t.app.inject({ url, headers: { authorization: 'Bearer not.a.token' } })), 7);
    const expired = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.memberId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(new TextEncoder().encode('test-secret-0123456789abcdef0123456789'));
    assert.equal(codeOf(await t.app.inject({ url, headers: { authorization: `Bearer ${expired}` } })), 6);
    const mallory = await memberSession(t.app);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: `${url}?cardTokenId=${saved.cardTokenId}`, headers: mallory.auth });
      assert.deepEqual([res.statusCode, codeOf(res)], [403, 1002], method);
      assert.doesNotMatch(res.body, /4242/);
    }
    assert.equal((await tokensOf(owner)).length, 1);
  });
});

describe('erasure', () => {
  it("when a member's data is erased the provider forgets their saved cards too", async () => {
    const m = await memberSession(t.app);
    await savedCard(m);
    const shopper = `LL-M${Number(m.memberId)}`;
    assert.equal(await count(t.db, `test_card_stored_methods WHERE disabled_at IS NULL AND shopper_reference = '${shopper}'`), 1);
    const asked = await m.call('DELETE', '', { password: m.password });
    assert.equal(asked.statusCode, 200, asked.body);
    assert.ok((await t.app.accountDeletion.eraseDue(new Date(Date.now() + 15 * 24 * 3600 * 1000))) >= 1);
    assert.equal(await count(t.db, `test_card_stored_methods WHERE disabled_at IS NULL AND shopper_reference = '${shopper}'`), 0);
    assert.equal(await count(t.db, `member_card_tokens WHERE member_id = ${Number(m.memberId)}`), 0);
  });
});
