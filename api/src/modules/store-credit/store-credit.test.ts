// Store credit spends online (issue 33 §2), on a real database through the real routes: a member
// with two linked in-store cards (£15.00 and £20.00, £35.00 in all) pays part of an order with
// credit and the rest by card, or all of it with credit; a retried payment never takes twice;
// asking for more than the cards hold is refused with nothing written, and the DB refuses a
// balance below nought; a refused card or a replaced order gives the credit back; only the owner
// reads the offer, never from a cache; an account whose mobile is not proved may not spend it.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { STORE_CREDIT_CODES } from '@shop/shared/rules';
import { TEST_CARDS } from '../payments/card-provider.js';
import { seededMembershipNumber } from '../unlock/seed.js';
import { createVerifiedMember, endOpenOrders, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let member: { memberId: string; auth: Record<string, string> };
let other: { memberId: string; auth: Record<string, string> };
let boxes: Array<{ box_id: string; ecom_quantity: number; sell_price: number }>;
// Numbers far from the seeded families' (0-299), so no unlock test's family is touched.
const OLDER = seededMembershipNumber(7001);
const NEWER = seededMembershipNumber(7002);
const GOOD_CARD = { number: TEST_CARDS.success, expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'N Ali' };
const MOBILE = '07700900701';

before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '400' });
  const make = async () => {
    const m = await createVerifiedMember(t.app);
    return { memberId: m.memberId, auth: (await signedIn(t.app, m.email, m.password)).auth };
  };
  member = await make();
  other = await make();
  // Their mobile proved by an unlock PIN, and two cards linked (the older first).
  await t.db.query('UPDATE members SET phone = $2, phone_verified_at = now() WHERE member_id = $1', [member.memberId, MOBILE]);
  for (const [number, linkedAt] of [
    [OLDER, '2025-01-10T10:00:00Z'],
    [NEWER, '2025-06-01T10:00:00Z'],
  ] as const) {
    await t.db.query(
      `INSERT INTO in_store_memberships (membership_number, first_name, last_name, mobile, store_credit_pence, home_store_id, joined_on, linked_member_id, linked_how, linked_at, mobile_verified_at)
       VALUES ($1, 'Nadia', 'Ali', $2, 0, 101, '2022-03-01', $3, 'unlocked', $4, now())`,
      [number, MOBILE, member.memberId, linkedAt],
    );
  }
  boxes = await t.db.query<(typeof boxes)[number]>(
    `SELECT box_id, ecom_quantity, sell_price FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 3 AND sell_price BETWEEN 1200 AND 3000 ORDER BY box_id LIMIT 2`,
  );
});
after(() => t.close());
beforeEach(async () => {
  await t.db.query('DELETE FROM basket_items');
  await endOpenOrders(t.db);
  await t.db.query('DELETE FROM store_credit_spends');
  await t.db.query('UPDATE in_store_memberships SET store_credit_pence = CASE membership_number WHEN $1 THEN 1500 ELSE 2000 END WHERE membership_number IN ($1, $2)', [OLDER, NEWER]);
  for (const b of boxes) await t.db.query('UPDATE boxes SET ecom_quantity = $2 WHERE box_id = $1', [b.box_id, b.ecom_quantity]);
});

const form = (body: Record<string, string | number>) => new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString();
async function basketOf(...boxIds: string[]): Promise<number> {
  for (const boxId of boxIds) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v3/basket/${member.memberId}/add`,
      headers: { ...member.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ boxId, quantity: 1, deliveryMethodId: 1 }),
    });
    assert.equal(res.statusCode, 200, res.body);
  }
  return (await t.app.inject({ method: 'GET', url: `/v3/basket/${member.memberId}`, headers: member.auth })).json().response.data.wesellItems.totalSellCost as number;
}
const ADDRESS = { firstName: 'Nadia', lastName: 'Ali', line1: '3 Mill Lane', town: 'Leeds', postcode: 'LS1 4AP' };
const key = () => `k-${randomBytes(8).toString('hex')}`;
const generate = (body: Record<string, unknown>, idempotencyKey = key()) =>
  t.app.inject({ method: 'POST', url: '/v3/websellorders/generate', headers: { ...member.auth, 'idempotency-key': idempotencyKey }, payload: { paymentTypeId: 20, address: ADDRESS, ...body } });
const pay = (orderId: string, card?: object) => t.app.inject({ method: 'POST', url: `/v3/websellorders/${orderId}/process`, headers: member.auth, payload: card ? { card } : {} });
const codeOf = (res: { json(): { response: { error: { code: unknown } } } }) => res.json().response.error.code;
const credit = async () =>
  Object.fromEntries(
    (await t.db.query<{ membership_number: string; store_credit_pence: number }>('SELECT membership_number, store_credit_pence FROM in_store_memberships WHERE membership_number IN ($1, $2)', [OLDER, NEWER])).map((r) => [
      r.membership_number === OLDER ? 'older' : 'newer',
      r.store_credit_pence,
    ]),
  );
const spends = (orderId: string) =>
  t.db.query<{ membership_number: string; amount_pence: number; balance_after_pence: number; state: string }>(
    'SELECT membership_number, amount_pence, balance_after_pence, state FROM store_credit_spends WHERE order_id = $1 ORDER BY membership_number',
    [orderId],
  );
const pence = (pounds: number) => Math.round(pounds * 100);

describe('the offer at checkout', () => {
  it('is the credit across the linked cards, for the owner only, never kept by a cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v3/members/${member.memberId}/storecredit`, headers: member.auth });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.deepEqual(res.json().response.data.storeCredit, {
      available: 35,
      canSpend: true,
      needsMobileVerification: false,
      memberships: [
        { membershipNumber: OLDER, balance: 15 },
        { membershipNumber: NEWER, balance: 20 },
      ],
    });
    const theirs = await t.app.inject({ method: 'GET', url: `/v3/members/${member.memberId}/storecredit`, headers: other.auth });
    assert.ok([403, 404].includes(theirs.statusCode), theirs.body);
    assert.equal((await t.app.inject({ method: 'GET', url: `/v3/members/${member.memberId}/storecredit` })).statusCode, 401);
    // An account with no card has nothing to spend.
    const none = (await t.app.inject({ method: 'GET', url: `/v3/members/${other.memberId}/storecredit`, headers: other.auth })).json().response.data.storeCredit;
    assert.deepEqual(none, { available: 0, canSpend: false, needsMobileVerification: false, memberships: [] });
  });

  it('is in the OpenAPI document with its schema', async () => {
    const doc = (await t.app.inject('/v3/openapi.json')).json();
    assert.ok(doc.paths['/v3/members/{id}/storecredit']?.get, 'the offer is documented');
    const generate = doc.paths['/v3/websellorders/generate'].post;
    assert.ok(JSON.stringify(generate).includes('storeCreditAmount'));
  });
});

describe('paying with store credit', () => {
  it('pays part of an order (the older card first) and the rest by card; the order lists both payments', async () => {
    const total = await basketOf(boxes[0]!.box_id, boxes[1]!.box_id);
    const placed = await generate({ expectedTotal: total, useStoreCredit: true, storeCreditAmount: 18.5 });
    assert.equal(placed.statusCode, 201, placed.body);
    const order = placed.json().response.data.order;
    assert.equal(order.storeCreditAmount, 18.5);
    assert.equal(pence(order.toPay), pence(total) - 1850);
    // Held while unpaid: taken off the cards, oldest first.
    assert.deepEqual(await credit(), { older: 0, newer: 1650 });
    const paid = await pay(order.orderId, GOOD_CARD);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(paid.json().response.data.order.status, 'paid');
    assert.deepEqual(
      (await spends(order.orderId)).map((s) => [s.membership_number, s.amount_pence, s.balance_after_pence, s.state]),
      [
        [OLDER, 1500, 0, 'spent'],
        [NEWER, 350, 1650, 'spent'],
      ].sort(),
    );
    const detail = await t.app.inject({ method: 'GET', url: `/v3/members/${member.memberId}/orders/${order.orderId}`, headers: member.auth });
    assert.equal(detail.headers['cache-control'], 'no-store');
    const d = detail.json().response.data.order;
    assert.equal(d.storeCreditAmount, 18.5);
    assert.deepEqual(d.payments, [
      { paymentTypeId: 30, method: 'Store credit', amount: 18.5, reference: null },
      { paymentTypeId: 20, method: 'Debit or credit card', amount: order.toPay, reference: null },
    ]);
    // The confirmation e-mail says it too.
    const [mail] = await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE channel = 'email' AND subject = $1", [`Your order ${order.orderNumber}`]);
    assert.match(mail!.body, /^Store credit: -£18\.50$/m);
    // The offer is lower now.
    const offer = (await t.app.inject({ method: 'GET', url: `/v3/members/${member.memberId}/storecredit`, headers: member.auth })).json().response.data.storeCredit;
    assert.equal(offer.available, 16.5);
  });

  it('pays a whole order without a card when it covers it (as much as covers it by default)', async () => {
    const total = await basketOf(boxes[0]!.box_id);
    assert.ok(total < 35, `a basket under the credit (${total})`);
    const placed = await generate({ expectedTotal: total, useStoreCredit: true });
    assert.equal(placed.statusCode, 201, placed.body);
    const order = placed.json().response.data.order;
    assert.equal(order.toPay, 0);
    assert.equal(order.paymentTypeId, 30);
    assert.deepEqual(order.payments, [{ paymentTypeId: 30, method: 'Store credit', amount: total, reference: null }]);
    const paid = await pay(order.orderId);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(paid.json().response.data.order.status, 'paid');
    const left = await credit();
    assert.equal(left.older! + left.newer!, 3500 - pence(total));
  });

  it('never takes twice: the same checkout sent again, paid twice, or placed again for the same basket', async () => {
    const total = await basketOf(boxes[0]!.box_id);
    const k = key();
    const first = await generate({ expectedTotal: total, useStoreCredit: true, storeCreditAmount: 10 }, k);
    const again = await generate({ expectedTotal: total, useStoreCredit: true, storeCreditAmount: 10 }, k);
    assert.equal(again.statusCode, 200, again.body);
    const orderId = first.json().response.data.order.orderId;
    assert.equal(again.json().response.data.order.orderId, orderId);
    // A new key for the same basket (a reload): the same order, its credit given back and taken again.
    const reload = await generate({ expectedTotal: total, useStoreCredit: true, storeCreditAmount: 10 });
    assert.equal(reload.json().response.data.order.orderId, orderId);
    assert.deepEqual(await credit(), { older: 500, newer: 2000 });
    const [a, b] = await Promise.all([pay(orderId, GOOD_CARD), pay(orderId, GOOD_CARD)]);
    assert.ok([a.statusCode, b.statusCode].includes(200), `${a.body} ${b.body}`);
    assert.equal((await pay(orderId, GOOD_CARD)).json().response.data.order.status, 'paid');
    assert.deepEqual(await credit(), { older: 500, newer: 2000 });
    assert.deepEqual(
      (await spends(orderId)).map((s) => [s.amount_pence, s.state]),
      [[1000, 'spent']],
    );
  });
});

describe('refusals', () => {
  it('refuses more than the cards hold with STORE_CREDIT_SHORT, writing nothing', async () => {
    const total = await basketOf(boxes[0]!.box_id, boxes[1]!.box_id);
    const before = await t.db.query('SELECT count(*)::int AS n FROM web_sell_orders');
    const res = await generate({ expectedTotal: total, useStoreCredit: true, storeCreditAmount: 35.01 });
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(codeOf(res), STORE_CREDIT_CODES.short);
    assert.match(res.json().response.error.message, /£35\.00/);
    assert.deepEqual(await t.db.query('SELECT count(*)::int AS n FROM web_sell_orders'), before);
    assert.deepEqual(await credit(), { older: 1500, newer: 2000 });
    // A bad amount is the same code, from the schema.
    assert.equal(codeOf(await generate({ expectedTotal: total, useStoreCredit: true, storeCreditAmount: -1 })), STORE_CREDIT_CODES.short);
  });

  it('the database refuses a balance below nought and a spend of nothing', async () => {
    await assert.rejects(t.db.query('UPDATE in_store_memberships SET store_credit_pence = store_credit_pence - 1501 WHERE membership_number = $1', [OLDER]), /check/i);
    await assert.rejects(
      t.db.query("INSERT INTO store_credit_spends (membership_number, order_id, amount_pence, balance_after_pence, state) SELECT $1, order_id, 0, 0, 'held' FROM web_sell_orders LIMIT 1", [OLDER]),
      /check/i,
    );
  });

  it('a refused card gives the credit back; paying again takes it again', async () => {
    const total = await basketOf(boxes[0]!.box_id, boxes[1]!.box_id);
    const order = (await generate({ expectedTotal: total, useStoreCredit: true, storeCreditAmount: 20 })).json().response.data.order;
    assert.deepEqual(await credit(), { older: 0, newer: 1500 });
    const refused = await pay(order.orderId, { ...GOOD_CARD, number: TEST_CARDS.declined });
    assert.equal(codeOf(refused), 50002);
    assert.deepEqual(await credit(), { older: 1500, newer: 2000 });
    assert.deepEqual(await spends(order.orderId), []);
    const paid = await pay(order.orderId, GOOD_CARD);
    assert.equal(paid.json().response.data.order.status, 'paid', paid.body);
    assert.deepEqual(await credit(), { older: 0, newer: 1500 });
  });

  it('paying again after a refusal, when the credit has gone meanwhile, is STORE_CREDIT_SHORT and changes nothing', async () => {
    const total = await basketOf(boxes[0]!.box_id);
    const order = (await generate({ expectedTotal: total, useStoreCredit: true, storeCreditAmount: 10 })).json().response.data.order;
    assert.ok(order.toPay > 0);
    assert.equal(codeOf(await pay(order.orderId, { ...GOOD_CARD, number: TEST_CARDS.declined })), 50002);
    // Mostly spent in a store meanwhile: £9.00 left of the £10.00 this order needs.
    await t.db.query('UPDATE in_store_memberships SET store_credit_pence = CASE membership_number WHEN $1 THEN 0 ELSE 900 END WHERE membership_number IN ($1, $2)', [OLDER, NEWER]);
    const stock = await t.db.query('SELECT ecom_quantity FROM boxes WHERE box_id = $1', [boxes[0]!.box_id]);
    const res = await pay(order.orderId, GOOD_CARD);
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(codeOf(res), STORE_CREDIT_CODES.short);
    assert.deepEqual(await t.db.query('SELECT ecom_quantity FROM boxes WHERE box_id = $1', [boxes[0]!.box_id]), stock);
    assert.deepEqual(await credit(), { older: 0, newer: 900 });
    assert.deepEqual(await spends(order.orderId), []);
    const [o] = await t.db.query<{ status: string }>('SELECT status FROM web_sell_orders WHERE order_id = $1', [order.orderId]);
    assert.equal(o!.status, 'payment_failed');
  });

  it('an order given up (the basket changed) gives its credit back', async () => {
    const total = await basketOf(boxes[0]!.box_id);
    const first = (await generate({ expectedTotal: total, useStoreCredit: true })).json().response.data.order;
    assert.equal((await credit()).older, 1500 - Math.min(1500, pence(total)));
    const bigger = await basketOf(boxes[1]!.box_id);
    const second = await generate({ expectedTotal: bigger });
    assert.equal(second.statusCode, 201, second.body);
    const [o] = await t.db.query<{ status: string }>('SELECT status FROM web_sell_orders WHERE order_id = $1', [first.orderId]);
    assert.equal(o!.status, 'expired');
    assert.deepEqual(await credit(), { older: 1500, newer: 2000 });
    assert.deepEqual(await spends(first.orderId), []);
  });

  it('an order unpaid past its reservation gives its credit back', async () => {
    const total = await basketOf(boxes[0]!.box_id);
    const order = (await generate({ expectedTotal: total, useStoreCredit: true, storeCreditAmount: 5 })).json().response.data.order;
    await t.db.query("UPDATE web_sell_orders SET reserved_at = now() - interval '31 minutes' WHERE order_id = $1", [order.orderId]);
    // The next checkout releases lapsed orders first (as the once-a-minute job does).
    await generate({ expectedTotal: total }, key());
    assert.deepEqual(await credit(), { older: 1500, newer: 2000 });
  });

  it('an account whose mobile is not proved may not spend it (STORE_CREDIT_NOT_ALLOWED), nor one without a card', async () => {
    const total = await basketOf(boxes[0]!.box_id);
    await t.db.query('UPDATE members SET phone_verified_at = NULL WHERE member_id = $1', [member.memberId]);
    try {
      const res = await generate({ expectedTotal: total, useStoreCredit: true });
      assert.equal(res.statusCode, 403, res.body);
      assert.equal(codeOf(res), STORE_CREDIT_CODES.notAllowed);
      const offer = (await t.app.inject({ method: 'GET', url: `/v3/members/${member.memberId}/storecredit`, headers: member.auth })).json().response.data.storeCredit;
      assert.equal(offer.canSpend, false);
      assert.equal(offer.needsMobileVerification, true);
    } finally {
      await t.db.query('UPDATE members SET phone_verified_at = now() WHERE member_id = $1', [member.memberId]);
    }
    assert.deepEqual(await credit(), { older: 1500, newer: 2000 });
  });
});
