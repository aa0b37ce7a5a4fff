import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { TEST_CARDS } from '../payments/card-provider.js';
import { createVerifiedMember, endOpenOrders, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let memberId: string;
let auth: Record<string, string>;
let email: string;
let box: { box_id: string; ecom_quantity: number; sell_price: number };
let storeBox: { box_id: string; store_id: number; quantity: number; sell_price: number };

const ADDRESS = { firstName: 'Amira', lastName: 'Khan', line1: '12 Lavender Hill', town: 'London', postcode: 'sw11 1nz' };
const GOOD_CARD = { number: TEST_CARDS.success, expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'A Khan' };
const card = (number: string) => ({ ...GOOD_CARD, number });

before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '400' });
  const m = await createVerifiedMember(t.app);
  memberId = m.memberId;
  email = m.email;
  auth = (await signedIn(t.app, m.email, m.password)).auth;
  box = (
    await t.db.query<typeof box>(`SELECT box_id, ecom_quantity, sell_price FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 3 AND sell_price BETWEEN 800 AND 4000 ORDER BY box_id LIMIT 1`)
  )[0]!;
  storeBox = (
    await t.db.query<typeof storeBox>(
      `SELECT b.box_id, ss.store_id, ss.quantity, b.sell_price FROM boxes b JOIN store_stock ss USING (box_id)
     WHERE b.box_sale_allowed AND ss.quantity >= 2 AND b.box_id <> $1 ORDER BY b.box_id LIMIT 1`,
      [box.box_id],
    )
  )[0]!;
});
after(() => t.close());
beforeEach(async () => {
  // Each test starts from the same basket (empty) and the same stock.
  await t.db.query('DELETE FROM basket_items');
  await endOpenOrders(t.db);
  await t.db.query('UPDATE boxes SET ecom_quantity = $2 WHERE box_id = $1', [box.box_id, box.ecom_quantity]);
  await t.db.query('UPDATE store_stock SET quantity = $3 WHERE box_id = $1 AND store_id = $2', [storeBox.box_id, storeBox.store_id, storeBox.quantity]);
});

const form = (body: Record<string, string | number>) => new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString();
const addToBasket = async (boxId: string, quantity: number, deliveryMethodId = 1, storeId?: number, headers = auth, id = memberId) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v3/basket/${id}/add`,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ boxId, quantity, deliveryMethodId, ...(storeId ? { storeId } : {}) }),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().response.data as { wesellItems: { totalSellCost: number } };
};
const basketTotal = async () => (await t.app.inject({ method: 'GET', url: `/v3/basket/${memberId}`, headers: auth })).json().response.data.wesellItems.totalSellCost as number;
const key = () => `k-${randomBytes(8).toString('hex')}`;
const generate = (body: Record<string, unknown>, idempotencyKey = key(), headers = auth) =>
  t.app.inject({ method: 'POST', url: '/v3/websellorders/generate', headers: { ...headers, 'idempotency-key': idempotencyKey }, payload: body });
const processOrder = (orderId: string, body: Record<string, unknown> = {}, headers = auth) => t.app.inject({ method: 'POST', url: `/v3/websellorders/${orderId}/process`, headers, payload: body });
const verifyOrder = (orderId: string, redirectResult: string, headers = auth) => t.app.inject({ method: 'POST', url: `/v3/websellorders/${orderId}/verifyadyenorder`, headers, payload: { redirectResult } });
const codeOf = (res: { json(): { response: { error: { code: unknown } } } }) => res.json().response.error.code;
const stockOf = async (boxId: string) => (await t.db.query<{ ecom_quantity: number }>('SELECT ecom_quantity FROM boxes WHERE box_id = $1', [boxId]))[0]!.ecom_quantity;
const storeStockOf = async (boxId: string, storeId: number) => (await t.db.query<{ quantity: number }>('SELECT quantity FROM store_stock WHERE box_id = $1 AND store_id = $2', [boxId, storeId]))[0]!.quantity;
const basketLines = () => t.db.query<{ box_id: string; quantity: number }>('SELECT box_id, quantity FROM basket_items ORDER BY box_id');
const addVoucher = async (amountPence: number, extra: Partial<{ status: string; expires_at: string; min_spend_pence: number }> = {}) => {
  const code = `V${randomBytes(4).toString('hex').toUpperCase()}`;
  await t.db.query('INSERT INTO vouchers (code, amount_pence, status, expires_at, min_spend_pence) VALUES ($1, $2, $3, $4, $5)', [
    code,
    amountPence,
    extra.status ?? 'active',
    extra.expires_at ?? null,
    extra.min_spend_pence ?? 0,
  ]);
  return code;
};

describe('payments', () => {
  it('lists the payment types of §9 that are switched on (card and voucher by default), and why the others are not', async () => {
    const { paymentTypes, notOffered } = (await t.app.inject('/v3/payments/types')).json().response.data;
    assert.deepEqual(
      paymentTypes.map((x: { paymentTypeId: number }) => x.paymentTypeId),
      [20, 12, 30],
    );
    assert.deepEqual(
      notOffered.map((x: { paymentTypeId: number; reason: string }) => [x.paymentTypeId, x.reason]),
      [
        [8, 'We do not take PayPal yet.'],
        [26, 'We do not offer Klarna yet.'],
        [5, 'We do not offer Klarna yet.'],
        [6, 'We do not offer Klarna yet.'],
        [22, 'We do not take Apple Pay yet.'],
      ],
    );
  });

  it('gives the delivery charge as deliveryCharge[0].deliveryCharge and lists charities', async () => {
    assert.equal((await t.app.inject('/v3/payments/deliverycharges')).json().response.data.deliveryCharge[0].deliveryCharge, 3.99);
    const charities = (await t.app.inject('/v3/payments/charities')).json().response.data.charities;
    assert.ok(charities.some((c: { name: string }) => c.name === 'NSPCC'));
  });

  it('validates vouchers with the §8 codes', async () => {
    const check = (voucherCode: string, basketTotal?: number) => t.app.inject({ method: 'POST', url: '/v3/payments/validatevoucher', payload: { voucherCode, basketTotal } });
    const good = await addVoucher(1000, { min_spend_pence: 2000 });
    const res = await check(good.toLowerCase(), 25);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().response.data.amount, 10);
    assert.equal(res.json().response.data.paymentTypeId, 12);
    assert.equal(codeOf(await check(good, 19.99)), 1036);
    assert.equal(codeOf(await check('NOSUCHCODE')), 1018);
    assert.equal(codeOf(await check('a!')), 1004);
    assert.equal(codeOf(await check(await addVoucher(500, { status: 'used' }))), 1165);
    assert.equal(codeOf(await check(await addVoucher(500, { status: 'cancelled' }))), 1017);
    assert.equal(codeOf(await check(await addVoucher(500, { expires_at: '2020-01-01T00:00:00Z' }))), 1022);
  });
});

describe('validatepostcode', () => {
  const check = (postcode?: string) => t.app.inject({ method: 'POST', url: '/v3/websellorders/validatepostcode', payload: postcode === undefined ? {} : { postcode } });
  it('accepts a UK postcode and returns it in standard form', async () => {
    const res = await check('sw111nz');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().response.data.postcode, 'SW11 1NZ');
    assert.equal(res.json().response.data.postTown, 'London SW', 'the lookup names the post town');
    assert.equal((await check('BT1 5GS')).statusCode, 200, 'Northern Ireland is in our territory');
  });
  it('answers 1600 missing, 1602 malformed, 1601 area blocked, 1603 postcode blocked, 50013 outside territory', async () => {
    assert.equal(codeOf(await check()), 1600);
    assert.equal(codeOf(await check('   ')), 1600);
    assert.equal(codeOf(await check('NOT A CODE')), 1602);
    assert.equal(codeOf(await check('ZE1 0AA')), 1601);
    assert.equal(codeOf(await check('KW15 1AB')), 1601);
    assert.equal(codeOf(await check('PA20 9ZZ')), 1603);
    assert.equal(codeOf(await check('GY1 1AA')), 50013);
    assert.equal(codeOf(await check('BFPO 123')), 50013);
  });
});

describe('web sell orders', () => {
  it('places an order: generate takes the stock, process pays by card, the basket empties, history shows it', async () => {
    const before = await stockOf(box.box_id);
    await addToBasket(box.box_id, 2);
    const total = await basketTotal();
    const res = await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: total });
    assert.equal(res.statusCode, 201, res.body);
    const order = res.json().response.data.order;
    assert.match(order.orderNumber, /^WS[0-9]+$/);
    assert.equal(order.status, 'awaiting_payment');
    assert.equal(order.toPay, total);
    assert.equal(order.deliveryAddress.postcode, 'SW11 1NZ');
    assert.equal(await stockOf(box.box_id), before - 2, 'stock is taken when the order is generated');
    assert.equal((await basketLines()).length, 1, 'the basket stays until payment');

    const paid = await processOrder(order.orderId, { card: GOOD_CARD });
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(paid.json().response.data.payment.status, 'paid');
    assert.equal(paid.json().response.data.order.status, 'paid');
    assert.deepEqual(await basketLines(), []);
    const mail = await t.db.query<{ subject: string }>('SELECT subject FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [email]);
    assert.equal(mail[0]?.subject, `Your order ${order.orderNumber}`);

    const history = (await t.app.inject({ url: `/v3/members/${memberId}/orders`, headers: auth })).json().response.data.orders;
    assert.equal(history[0].orderNumber, order.orderNumber);
    assert.equal(history[0].itemCount, 2);
    const detail = await t.app.inject({ url: `/v3/websellorders/${order.orderId}/detail`, headers: auth });
    assert.equal(detail.json().response.data.order.items[0].boxId, box.box_id);
  });

  it('is idempotent: the same key returns the same order; a repeated process never charges twice', async () => {
    await addToBasket(box.box_id, 1);
    const body = { paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() };
    const k = key();
    const [a, b] = await Promise.all([generate(body, k), generate(body, k)]);
    assert.equal(a.json().response.data.order.orderId, b.json().response.data.order.orderId, `${a.body} ${b.body}`);
    const again = await generate(body, k);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().response.data.order.orderId, a.json().response.data.order.orderId);
    const orders = await t.db.query('SELECT order_id FROM web_sell_orders WHERE idempotency_key = $1', [k]);
    assert.equal(orders.length, 1);
    assert.equal(codeOf(await generate({ ...body, expectedTotal: body.expectedTotal + 1 }, k)), 'C000', 'a key is bound to its request');

    const id = a.json().response.data.order.orderId;
    const results = await Promise.all([processOrder(id, { card: GOOD_CARD }), processOrder(id, { card: GOOD_CARD }), processOrder(id, { card: GOOD_CARD })]);
    assert.ok(results.some((r) => r.statusCode === 200));
    const [order] = await t.db.query<{ order_number: string; status: string }>('SELECT order_number, status FROM web_sell_orders WHERE order_id = $1', [id]);
    assert.equal(order!.status, 'paid');
    const payments = await t.db.query('SELECT 1 FROM test_card_payments WHERE merchant_reference = $1', [order!.order_number]);
    assert.equal(payments.length, 1, 'one payment at the provider');
    const later = await processOrder(id, { card: GOOD_CARD });
    assert.equal(later.json().response.data.payment.status, 'paid');
  });

  it('a refused card: 50002 with its words, the unit given back at once, the basket intact; Pay again pays the same order', async () => {
    const before = await stockOf(box.box_id);
    await addToBasket(box.box_id, 1);
    const body = { paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() };
    let first: { orderId: string; orderNumber: string } | undefined;
    for (const [number, words] of [
      [TEST_CARDS.declined, /declined/],
      [TEST_CARDS.insufficientFunds, /insufficient funds/],
    ] as const) {
      // Each press of Pay is a new request (a new key): it finds the checkout's order, never makes another.
      const order = (await generate(body)).json().response.data.order;
      first ??= order;
      assert.equal(order.orderId, first!.orderId, 'paying again pays the same order');
      assert.equal(await stockOf(box.box_id), before - 1, 'the order holds its unit while it is paid');
      const res = await processOrder(order.orderId, { card: card(number) });
      assert.equal(res.statusCode, 402);
      assert.equal(codeOf(res), 50002);
      assert.match(res.json().response.error.message, words);
      assert.equal(await stockOf(box.box_id), before, 'a refusal holds nothing');
      assert.deepEqual(await basketLines(), [{ box_id: box.box_id, quantity: 1 }]);
      const open = (await t.app.inject({ url: '/v3/websellorders/open', headers: auth })).json().response.data.order;
      assert.deepEqual([open.orderId, open.status, open.holdsStock], [first!.orderId, 'payment_failed', false]);
      assert.match(open.paymentFailure, words, 'the order says how its last payment ended');
    }
    const again = (await generate(body)).json().response.data.order;
    assert.equal(again.orderId, first!.orderId);
    const paid = await processOrder(again.orderId, { card: GOOD_CARD });
    assert.equal(paid.json().response.data?.order.status, 'paid', paid.body);
    assert.equal(await stockOf(box.box_id), before - 1);
    // Each try was a payment of its own at the provider (it is idempotent on the reference).
    const tries = await t.db.query<{ merchant_reference: string; status: string }>('SELECT merchant_reference, status FROM test_card_payments WHERE merchant_reference LIKE $1 ORDER BY merchant_reference', [
      `${first!.orderNumber}%`,
    ]);
    assert.deepEqual(
      tries.map((p) => [p.merchant_reference, p.status]),
      [
        [first!.orderNumber, 'refused'],
        [`${first!.orderNumber}-2`, 'refused'],
        [`${first!.orderNumber}-3`, 'authorised'],
      ],
    );
    const mine = await t.db.query('SELECT 1 FROM web_sell_orders WHERE member_id = $1 AND order_id >= $2', [memberId, first!.orderId]);
    assert.equal(mine.length, 1, 'one order for the whole checkout');
  });

  it('four presses of Pay with a refused card make one order and hold nothing afterwards', async () => {
    const before = await stockOf(box.box_id);
    await addToBasket(box.box_id, 2);
    const body = { paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() };
    const ids = new Set<string>();
    for (let press = 0; press < 4; press++) {
      const order = (await generate(body)).json().response.data.order;
      ids.add(order.orderId);
      assert.equal(codeOf(await processOrder(order.orderId, { card: card(TEST_CARDS.declined) })), 50002);
    }
    assert.equal(ids.size, 1);
    assert.equal(await stockOf(box.box_id), before);
    const open = await t.db.query<{ status: string }>('SELECT status FROM web_sell_orders WHERE member_id = $1 AND order_id >= $2', [memberId, [...ids][0]]);
    assert.deepEqual(
      open.map((o) => o.status),
      ['payment_failed'],
    );
  });

  it('a refused payment gives its units back in the same transaction as it records the refusal', async () => {
    await addToBasket(box.box_id, 1);
    const order = (await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() })).json().response.data.order;
    // The stock cannot be given back: the refusal must not be recorded without it either.
    await t.db.query(`CREATE FUNCTION no_stock_back() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'stock write refused'; END $$`);
    await t.db.query('CREATE TRIGGER no_stock_back BEFORE UPDATE OF ecom_quantity ON boxes FOR EACH ROW WHEN (NEW.ecom_quantity > OLD.ecom_quantity) EXECUTE FUNCTION no_stock_back()');
    try {
      const res = await processOrder(order.orderId, { card: card(TEST_CARDS.declined) });
      assert.equal(res.statusCode, 500);
      const [o] = await t.db.query<{ status: string }>('SELECT status FROM web_sell_orders WHERE order_id = $1', [order.orderId]);
      assert.notEqual(o!.status, 'payment_failed', 'no refusal recorded while the units are still held');
    } finally {
      await t.db.query('DROP TRIGGER no_stock_back ON boxes');
      await t.db.query('DROP FUNCTION no_stock_back()');
    }
  });

  it('a changed basket replaces the unpaid order and gives back what it held', async () => {
    const before = await stockOf(box.box_id);
    await addToBasket(box.box_id, 2);
    const first = (await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() })).json().response.data.order;
    assert.equal(await stockOf(box.box_id), before - 2);
    await t.app.inject({
      method: 'PUT',
      url: `/v3/basket/${memberId}/update`,
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ boxId: box.box_id, quantity: 1, deliveryMethodId: 1 }),
    });
    const second = (await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() })).json().response.data.order;
    assert.notEqual(second.orderId, first.orderId);
    assert.equal(await stockOf(box.box_id), before - 1, 'the replaced order gave its 2 back; the new one holds 1');
    const [old] = await t.db.query<{ status: string }>('SELECT status FROM web_sell_orders WHERE order_id = $1', [first.orderId]);
    assert.equal(old!.status, 'expired');
    assert.equal(codeOf(await processOrder(first.orderId, { card: GOOD_CARD })), 'C000', 'the replaced order can no longer be paid');
    assert.equal((await processOrder(second.orderId, { card: GOOD_CARD })).json().response.data.order.status, 'paid');
  });

  it('one open order per member: Pay pressed with several keys at once makes one order', async () => {
    const before = await stockOf(box.box_id);
    await addToBasket(box.box_id, 1);
    const body = { paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() };
    const answers = await Promise.all([generate(body), generate(body), generate(body), generate(body)]);
    assert.equal(new Set(answers.map((a) => a.json().response.data.order.orderId)).size, 1, answers.map((a) => a.body).join('\n'));
    assert.equal(await stockOf(box.box_id), before - 1, 'held once');
  });

  it("counts the units its own unpaid order holds as the member's: their basket never reads out of stock, another member's does", async () => {
    await t.db.query('UPDATE boxes SET ecom_quantity = 1 WHERE box_id = $1', [box.box_id]);
    await addToBasket(box.box_id, 1);
    await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() });
    assert.equal(await stockOf(box.box_id), 0);
    const mine = (await t.app.inject({ url: `/v3/basket/${memberId}`, headers: auth })).json().response.data;
    assert.deepEqual([mine.wesellItems.items[0].unavailable, mine.wesellItems.items[0].ecomQuantityOnHand, mine.unavailableBoxes], [false, 1, []]);
    const other = await createVerifiedMember(t.app);
    const otherAuth = (await signedIn(t.app, other.email, other.password)).auth;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/v3/basket/${other.memberId}/add`,
      headers: { ...otherAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ boxId: box.box_id, quantity: 1, deliveryMethodId: 1 }),
    });
    assert.equal(codeOf(refused), 2035, 'to anyone else it has gone');
  });

  it("back from the bank's page to pay another way: the same order, a new payment attempt, the old check ended", async () => {
    await addToBasket(box.box_id, 1);
    const body = { paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() };
    const order = (await generate(body)).json().response.data.order;
    const challenge = (await processOrder(order.orderId, { card: card(TEST_CARDS.threeDSecure) })).json().response.data.payment;
    const open = (await t.app.inject({ url: '/v3/websellorders/open', headers: auth })).json().response.data.order;
    assert.deepEqual([open.status, open.holdsStock, open.challengeUrl], ['awaiting_3ds', true, challenge.challengeUrl], 'checkout can offer the bank page again');
    const again = (await generate(body)).json().response.data.order;
    assert.equal(again.orderId, order.orderId);
    assert.equal(again.status, 'awaiting_payment');
    assert.match((await t.app.inject(challenge.challengeUrl)).body, /Nothing to confirm/, 'the abandoned check is over at the provider');
    assert.equal((await processOrder(order.orderId, { card: GOOD_CARD })).json().response.data.order.status, 'paid');
    const [o] = await t.db.query<{ payment_attempt: number }>('SELECT payment_attempt FROM web_sell_orders WHERE order_id = $1', [order.orderId]);
    assert.equal(o!.payment_attempt, 2);
  });

  it('says where the checkout stands only to its member, never cached', async () => {
    await addToBasket(box.box_id, 1);
    const order = (await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() })).json().response.data.order;
    const res = await t.app.inject({ url: '/v3/websellorders/open', headers: auth });
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.deepEqual([res.json().response.data.order.orderId, res.json().response.data.order.holdsStock], [order.orderId, true]);
    const other = await createVerifiedMember(t.app);
    const otherAuth = (await signedIn(t.app, other.email, other.password)).auth;
    assert.equal((await t.app.inject({ url: '/v3/websellorders/open', headers: otherAuth })).json().response.data.order, null);
    assert.equal((await t.app.inject({ url: '/v3/websellorders/open' })).statusCode, 401);
  });

  it('3-D Secure: process answers with a challenge page; the redirect result, verified (verifyadyenorder), pays once; a failed check frees everything', async () => {
    await addToBasket(box.box_id, 1);
    const order = (await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() })).json().response.data.order;
    const res = await processOrder(order.orderId, { card: card(TEST_CARDS.threeDSecure) });
    assert.equal(res.statusCode, 200, res.body);
    const { payment } = res.json().response.data;
    assert.equal(payment.status, 'challenge');
    const page = await t.app.inject(payment.challengeUrl);
    assert.match(page.body, /Complete authentication/);
    assert.equal((await processOrder(order.orderId)).json().response.data.payment.status, 'challenge', 'still waiting for the shopper');
    const done = await t.app.inject({ method: 'POST', url: payment.challengeUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=approve' });
    assert.equal(done.statusCode, 303);
    const back = new URL(String(done.headers.location), 'http://shop.test');
    assert.equal(back.pathname, '/buy/process');
    assert.equal(back.searchParams.get('orderId'), order.orderId);
    const redirectResult = back.searchParams.get('redirectResult')!;
    assert.ok(redirectResult, 'the provider adds its redirect result, as Adyen does');
    assert.equal((await processOrder(order.orderId)).json().response.data.payment.status, 'challenge', 'process alone never confirms a card check');
    const paid = await verifyOrder(order.orderId, redirectResult);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(paid.json().response.data.order.status, 'paid');
    const replay = await verifyOrder(order.orderId, redirectResult);
    assert.equal(replay.statusCode, 409, 'a replayed verification is refused');
    assert.match(replay.json().response.error.message, /already been confirmed/);

    const before = await stockOf(box.box_id);
    await addToBasket(box.box_id, 1);
    const second = (await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() })).json().response.data.order;
    const challenge = (await processOrder(second.orderId, { card: card(TEST_CARDS.threeDSecure) })).json().response.data.payment;
    const failedCheck = await t.app.inject({ method: 'POST', url: challenge.challengeUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=fail' });
    const failed = await verifyOrder(second.orderId, new URL(String(failedCheck.headers.location), 'http://shop.test').searchParams.get('redirectResult')!);
    assert.equal(codeOf(failed), 50002);
    assert.match(failed.json().response.error.message, /3-D Secure/);
    assert.equal(await stockOf(box.box_id), before);
  });

  it('checks card data before anything happens (1520)', async () => {
    await addToBasket(box.box_id, 1);
    const order = (await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() })).json().response.data.order;
    const before = await stockOf(box.box_id);
    assert.equal(codeOf(await processOrder(order.orderId, { card: card('4242424242424241') })), 1520, 'fails the Luhn check');
    assert.equal(await stockOf(box.box_id), before + 1, 'card data refused: the order holds nothing while it is corrected');
    assert.equal(codeOf(await processOrder(order.orderId, { card: { ...GOOD_CARD, expiryYear: 2020 } })), 1520, 'expired');
    assert.equal(codeOf(await processOrder(order.orderId, { card: { ...GOOD_CARD, cvc: '12' } })), 1520);
    assert.equal(codeOf(await processOrder(order.orderId, { card: { ...GOOD_CARD, number: 42 } })), 1520, 'wrong type');
    assert.equal(codeOf(await processOrder(order.orderId)), 1520, 'no card');
    assert.equal((await processOrder(order.orderId, { card: GOOD_CARD })).json().response.data.order.status, 'paid');
  });

  it('vouchers pay in part or in full (payment id 12) and are single use (1165)', async () => {
    await addToBasket(box.box_id, 1);
    const total = await basketTotal();
    const partVoucher = await addVoucher(500);
    let order = (await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: total, voucherCode: partVoucher })).json().response.data.order;
    assert.equal(order.voucherAmount, 5);
    assert.equal(order.toPay, Math.round(total * 100 - 500) / 100);
    assert.equal(order.paymentTypeId, 20);
    assert.equal((await processOrder(order.orderId, { card: GOOD_CARD })).json().response.data.order.status, 'paid');

    await addToBasket(box.box_id, 1);
    assert.equal(codeOf(await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal(), voucherCode: partVoucher })), 1165);
    const fullVoucher = await addVoucher(1_000_00);
    order = (await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal(), voucherCode: fullVoucher })).json().response.data.order;
    assert.equal(order.toPay, 0);
    assert.equal(order.paymentTypeId, 12);
    assert.equal((await processOrder(order.orderId)).json().response.data.order.status, 'paid');
    const [v] = await t.db.query<{ status: string }>('SELECT status FROM vouchers WHERE code = $1', [fullVoucher]);
    assert.equal(v!.status, 'used');
  });

  it('answers the checkout codes of §8 and changes nothing when it refuses', async () => {
    assert.equal(codeOf(await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: 10 })), 'C001', 'empty basket');
    await addToBasket(box.box_id, 1);
    const total = await basketTotal();
    const stock = await stockOf(box.box_id);
    const refused = async (body: Record<string, unknown>, code: number | string, headers?: Record<string, string>) => {
      const res = await generate(body, key(), headers);
      assert.equal(codeOf(res), code, res.body);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, res.body);
    };
    await refused({ paymentTypeId: 20, address: ADDRESS, expectedTotal: total + 0.5 }, 50003);
    await refused({ paymentTypeId: 20, expectedTotal: total }, 1600);
    await refused({ paymentTypeId: 20, address: { ...ADDRESS, postcode: '' }, expectedTotal: total }, 1600);
    await refused({ paymentTypeId: 20, address: { ...ADDRESS, postcode: 'JE2 3AB' }, expectedTotal: total }, 50013);
    await refused({ paymentTypeId: 20, address: { ...ADDRESS, postcode: 'ZE1 0AA' }, expectedTotal: total }, 1601);
    await refused({ paymentTypeId: 20, address: { ...ADDRESS, town: 'x'.repeat(31) }, expectedTotal: total }, 1045);
    await refused({ paymentTypeId: 20, address: { ...ADDRESS, line1: 'x'.repeat(51) }, expectedTotal: total }, 1043);
    await refused({ paymentTypeId: 20, address: { ...ADDRESS, firstName: ' ' }, expectedTotal: total }, 1041);
    await refused({ paymentTypeId: 8, address: ADDRESS, expectedTotal: total }, 5);
    await refused({ paymentTypeId: 20, address: ADDRESS, expectedTotal: -1 }, 5);
    await refused({ paymentTypeId: 20, address: ADDRESS, expectedTotal: total, voucherCode: 'NOSUCHCODE' }, 1018);
    const noKey = await t.app.inject({ method: 'POST', url: '/v3/websellorders/generate', headers: auth, payload: { paymentTypeId: 20, expectedTotal: total } });
    assert.equal(codeOf(noKey), 'C000');
    const anonymous = await t.app.inject({ method: 'POST', url: '/v3/websellorders/generate', headers: { 'idempotency-key': key() }, payload: { paymentTypeId: 20, expectedTotal: total } });
    assert.equal(anonymous.statusCode, 401);

    await t.db.query('UPDATE boxes SET ecom_quantity = 0 WHERE box_id = $1', [box.box_id]);
    await refused({ paymentTypeId: 20, address: ADDRESS, expectedTotal: total }, 50023);
    await t.db.query('UPDATE boxes SET ecom_quantity = $2 WHERE box_id = $1', [box.box_id, stock]);
    assert.equal(await stockOf(box.box_id), stock);
    assert.equal((await t.db.query("SELECT 1 FROM web_sell_orders WHERE member_id = $1 AND status = 'awaiting_payment'", [memberId])).length, 0, 'no half-made orders');
    assert.deepEqual(await basketLines(), [{ box_id: box.box_id, quantity: 1 }]);
  });

  it('collection items take the chosen store’s stock (50025 when it has gone) and need no address', async () => {
    await addToBasket(storeBox.box_id, 1, 2, storeBox.store_id);
    const before = await storeStockOf(storeBox.box_id, storeBox.store_id);
    const total = await basketTotal();
    if (total < 5) await t.db.query("UPDATE settings SET value = jsonb_set(value, '{minimumBasketAmount}', '0') WHERE key = 'limits'");
    await t.db.query('UPDATE store_stock SET quantity = 0 WHERE box_id = $1 AND store_id = $2', [storeBox.box_id, storeBox.store_id]);
    assert.equal(codeOf(await generate({ paymentTypeId: 20, expectedTotal: total })), 50025);
    await t.db.query('UPDATE store_stock SET quantity = $3 WHERE box_id = $1 AND store_id = $2', [storeBox.box_id, storeBox.store_id, before]);
    const res = await generate({ paymentTypeId: 20, expectedTotal: total });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().response.data.order.deliveryCharge, 0);
    assert.equal(res.json().response.data.order.items[0].storeInfo.storeId, storeBox.store_id);
    assert.equal(await storeStockOf(storeBox.box_id, storeBox.store_id), before - 1);
  });

  it('keeps orders to their owner: another member gets 404 for detail and process, 403 for the history', async () => {
    await addToBasket(box.box_id, 1);
    const order = (await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() })).json().response.data.order;
    const other = await createVerifiedMember(t.app);
    const otherAuth = (await signedIn(t.app, other.email, other.password)).auth;
    assert.equal((await t.app.inject({ url: `/v3/websellorders/${order.orderId}/detail`, headers: otherAuth })).statusCode, 404);
    assert.equal((await processOrder(order.orderId, { card: GOOD_CARD }, otherAuth)).statusCode, 404);
    assert.equal((await t.app.inject({ url: `/v3/members/${memberId}/orders`, headers: otherAuth })).statusCode, 403);
    const [o] = await t.db.query<{ status: string }>('SELECT status FROM web_sell_orders WHERE order_id = $1', [order.orderId]);
    assert.equal(o!.status, 'awaiting_payment');
  });

  it('unpaid orders past their reservation give back what they hold, refused ones their voucher, abandoned bank checks end', async () => {
    const before = await stockOf(box.box_id);
    await addToBasket(box.box_id, 1);
    const voucher = await addVoucher(100);
    const order = (await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal(), voucherCode: voucher })).json().response.data.order;
    assert.equal(await stockOf(box.box_id), before - 1);
    await t.db.query("UPDATE web_sell_orders SET reserved_at = now() - interval '31 minutes' WHERE order_id = $1", [order.orderId]);
    assert.equal(await t.app.orders.releaseExpired(), 1);
    const [o] = await t.db.query<{ status: string }>('SELECT status FROM web_sell_orders WHERE order_id = $1', [order.orderId]);
    assert.equal(o!.status, 'expired');
    assert.equal(await stockOf(box.box_id), before);
    assert.equal((await t.db.query<{ status: string }>('SELECT status FROM vouchers WHERE code = $1', [voucher]))[0]!.status, 'active', 'the voucher is free again');

    // Checking out again after it lapsed (the same request, so the same key) makes a new order.
    const renewed = await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: await basketTotal() });
    assert.equal(renewed.statusCode, 201, renewed.body);
    const challenge = (await processOrder(renewed.json().response.data.order.orderId, { card: card(TEST_CARDS.threeDSecure) })).json().response.data.payment;
    await t.db.query("UPDATE web_sell_orders SET charging_since = now() - interval '31 minutes' WHERE order_id = $1", [renewed.json().response.data.order.orderId]);
    assert.equal(await t.app.orders.releaseExpired(), 1);
    assert.equal(await stockOf(box.box_id), before, 'a shopper who never came back from the bank holds nothing');
    assert.match((await t.app.inject(challenge.challengeUrl)).body, /Nothing to confirm/);
  });

  it("an order its instance left charging (killed mid-payment) is settled from the provider's record: paid once, released, or payable again", async () => {
    // Three orders as a killed instance leaves them: the provider authorised one, refused one, never heard of the third.
    await t.db.query('UPDATE boxes SET ecom_quantity = 10 WHERE box_id = $1', [box.box_id]);
    // Each its own member's: a member has one open order at a time.
    const charging = async (number: string | null) => {
      const m = await createVerifiedMember(t.app);
      const mAuth = (await signedIn(t.app, m.email, m.password)).auth;
      const { wesellItems } = await addToBasket(box.box_id, 1, 1, undefined, mAuth, m.memberId);
      const order = (await generate({ paymentTypeId: 20, address: ADDRESS, expectedTotal: wesellItems.totalSellCost }, key(), mAuth)).json().response.data.order;
      const [row] = await t.db.query<{ order_number: string }>("UPDATE web_sell_orders SET status = 'charging', charging_since = now() - interval '3 minutes' WHERE order_id = $1 RETURNING order_number", [order.orderId]);
      if (number) {
        // What the provider keeps for the order's merchant reference (the embedded provider's own table).
        await t.db.query(
          `INSERT INTO test_card_payments (psp_reference, merchant_reference, amount_pence, card_last4, status, refusal_reason, return_url, card_brand)
           VALUES ($1, $2, 1000, $3, $4, $5, '/buy/process', 'Visa')`,
          [`TP${randomBytes(6).toString('hex').toUpperCase()}`, row!.order_number, number.slice(-4), number === TEST_CARDS.success ? 'authorised' : 'refused', number === TEST_CARDS.success ? null : 'declined'],
        );
      }
      return { orderId: order.orderId as string, auth: mAuth, email: m.email };
    };
    const authorised = await charging(TEST_CARDS.success);
    const refused = await charging(TEST_CARDS.declined);
    const unheard = await charging(null);
    const live = await charging(null);
    await t.db.query('UPDATE web_sell_orders SET charging_since = now() WHERE order_id = $1', [live.orderId]);
    const stockBefore = await stockOf(box.box_id);
    const mailsTo = async (to: string) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE recipient = $1', [to]))[0]!.n;
    const mailsBefore = await mailsTo(authorised.email);
    const refusedMailsBefore = await mailsTo(refused.email);

    assert.equal(await t.app.orders.reconcileCharging(), 3);
    const status = async (id: string) => (await t.db.query<{ status: string }>('SELECT status FROM web_sell_orders WHERE order_id = $1', [id]))[0]!.status;
    assert.deepEqual([await status(authorised.orderId), await status(refused.orderId), await status(unheard.orderId), await status(live.orderId)], ['paid', 'payment_failed', 'awaiting_payment', 'charging']);
    assert.equal(await stockOf(box.box_id), stockBefore + 1, 'the refused order gives its stock back');
    assert.equal(await mailsTo(authorised.email), mailsBefore + 1, 'one confirmation, for the paid order');
    assert.equal(await mailsTo(refused.email), refusedMailsBefore, 'no confirmation for the refused one');
    assert.equal(await t.app.orders.reconcileCharging(), 0, 'nothing twice; an order still being paid is left alone');
    const paidAgain = await processOrder(unheard.orderId, { card: GOOD_CARD }, unheard.auth);
    assert.equal(paidAgain.json().response.data?.order.status, 'paid', 'the order the provider never heard of can be paid');
  });
});
