// The member's order page (GET /v3/members/{id}/orders/{orderId}) and list: real orders placed
// through the checkout calls, paid with the embedded test card provider, dispatched by staff.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { TEST_CARDS } from '../payments/card-provider.js';
import { dispatchOrder, parseDispatchCommand } from '../staff/dispatch-order.js';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let memberId: string;
let auth: Record<string, string>;
let box: { box_id: string; box_name: string; grade: string; ecom_quantity: number };
let storeBox: { box_id: string; store_id: number; store_name: string; quantity: number };

const ADDRESS = { firstName: 'Amira', lastName: 'Khan', line1: '12 Lavender Hill', town: 'London', postcode: 'sw11 1nz' };
const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'A Khan' });

before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '300' });
  const m = await createVerifiedMember(t.app);
  memberId = m.memberId;
  auth = (await signedIn(t.app, m.email, m.password)).auth;
  box = (
    await t.db.query<typeof box>(
      `SELECT box_id, box_name, grade, ecom_quantity FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 3 AND sell_price BETWEEN 800 AND 4000 ORDER BY box_id LIMIT 1`,
    )
  )[0]!;
  storeBox = (
    await t.db.query<typeof storeBox>(
      `SELECT b.box_id, ss.store_id, s.store_name, ss.quantity FROM boxes b JOIN store_stock ss USING (box_id) JOIN stores s USING (store_id)
     WHERE b.box_sale_allowed AND ss.quantity >= 2 AND b.sell_price >= 600 AND b.box_id <> $1 ORDER BY b.box_id LIMIT 1`,
      [box.box_id],
    )
  )[0]!;
});
after(() => t.close());
beforeEach(async () => {
  await t.db.query('DELETE FROM basket_items');
  await t.db.query('UPDATE boxes SET ecom_quantity = $2 WHERE box_id = $1', [box.box_id, box.ecom_quantity]);
  await t.db.query('UPDATE store_stock SET quantity = $3 WHERE box_id = $1 AND store_id = $2', [storeBox.box_id, storeBox.store_id, storeBox.quantity]);
});

const form = (body: Record<string, string | number>) => new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString();
async function add(boxId: string, quantity: number, deliveryMethodId = 1, storeId?: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v3/basket/${memberId}/add`,
    headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ boxId, quantity, deliveryMethodId, ...(storeId ? { storeId } : {}) }),
  });
  assert.equal(res.statusCode, 200, res.body);
}
/** Places the basket as an order and pays it with the given test card; answers the order id. */
async function placeOrder(cardNumber: string = TEST_CARDS.success): Promise<string> {
  const total = (await t.app.inject({ url: `/v3/basket/${memberId}`, headers: auth })).json().response.data.wesellItems.totalSellCost;
  const generated = await t.app.inject({
    method: 'POST',
    url: '/v3/websellorders/generate',
    headers: { ...auth, 'idempotency-key': `k-${randomBytes(8).toString('hex')}` },
    payload: { paymentTypeId: 20, address: ADDRESS, expectedTotal: total },
  });
  assert.equal(generated.statusCode, 201, generated.body);
  const orderId = generated.json().response.data.order.orderId as string;
  await t.app.inject({ method: 'POST', url: `/v3/websellorders/${orderId}/process`, headers: auth, payload: { card: card(cardNumber) } });
  return orderId;
}
const detail = (orderId: string, headers = auth, id = memberId) => t.app.inject({ url: `/v3/members/${id}/orders/${orderId}`, headers });

describe('the member order page', () => {
  it('opens a paid order: items with photo and grade, address, store with hours, payment method and state, totals', async () => {
    await add(box.box_id, 2);
    await add(storeBox.box_id, 1, 2, storeBox.store_id);
    const orderId = await placeOrder();
    const res = await detail(orderId);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const order = res.json().response.data.order;
    assert.equal(order.state, 'paid');
    assert.deepEqual(order.payment.method, 'Debit or credit card');
    assert.equal(order.payment.state, 'paid');
    assert.match(order.payment.paidAt, /^\d{4}-\d\d-\d\dT/);
    const delivered = order.items.find((i: { boxId: string }) => i.boxId === box.box_id);
    assert.equal(delivered.boxName, box.box_name);
    assert.equal(delivered.grade, box.grade);
    assert.ok(delivered.gradeName.length > 0);
    assert.match(delivered.imageUrl, new RegExp(`^/images/boxes/${box.box_id}_\\d+_s\\.webp\\?e=[\\w-]+$`));
    assert.equal(delivered.quantity, 2);
    assert.equal(delivered.totalPrice, Math.round(delivered.unitPrice * 200) / 100);
    const collected = order.items.find((i: { boxId: string }) => i.boxId === storeBox.box_id);
    assert.equal(collected.deliveryMethodId, 2);
    assert.equal(collected.storeId, storeBox.store_id);
    assert.equal(order.deliveryAddress.postcode, 'SW11 1NZ');
    assert.equal(order.deliveryAddress.line1, '12 Lavender Hill');
    assert.equal(order.stores.length, 1);
    assert.equal(order.stores[0].storeName, storeBox.store_name);
    assert.ok(order.stores[0].address.postcode);
    assert.match(order.stores[0].openingHours.monday, /^\d\d:\d\d-\d\d:\d\d$/);
    assert.equal(order.totalCost, Math.round((order.sellCost + order.deliveryCharge) * 100) / 100);
    assert.equal(order.tracking, null);

    const list = (await t.app.inject({ url: `/v3/members/${memberId}/orders`, headers: auth })).json().response.data.orders;
    assert.deepEqual(
      list.find((o: { orderId: string }) => o.orderId === orderId),
      { orderId, orderNumber: order.orderNumber, state: 'paid', createdAt: order.createdAt, itemCount: 3, totalCost: order.totalCost },
    );
  });

  it('shows the carrier, number and tracking link once staff dispatch it; the list says dispatched', async () => {
    await add(box.box_id, 1);
    const orderId = await placeOrder();
    const command = parseDispatchCommand(['dispatch', orderId, 'Royal-Mail', 'AB 1234 5678 9GB']);
    assert.deepEqual(command, { orderId, carrier: 'royal-mail', trackingNumber: 'AB123456789GB' });
    assert.deepEqual((await dispatchOrder(t.db, command!)).ok, true);
    const order = (await detail(orderId)).json().response.data.order;
    assert.equal(order.state, 'dispatched');
    assert.equal(order.payment.state, 'paid');
    assert.equal(order.tracking.carrierName, 'Royal Mail');
    assert.equal(order.tracking.trackingNumber, 'AB123456789GB');
    assert.equal(order.tracking.trackingUrl, 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB');
    const list = (await t.app.inject({ url: `/v3/members/${memberId}/orders`, headers: auth })).json().response.data.orders;
    assert.equal(list.find((o: { orderId: string }) => o.orderId === orderId).state, 'dispatched');
  });

  it('refuses to dispatch what cannot leave: unpaid, collection only, unknown; and bad commands', async () => {
    await add(box.box_id, 1);
    const failed = await placeOrder(TEST_CARDS.declined);
    assert.deepEqual(await dispatchOrder(t.db, { orderId: failed, carrier: 'dpd', trackingNumber: '15501234567890' }), { ok: false, reason: 'not-paid' });
    // A refused payment leaves the basket as it was: this order is the collection alone.
    await t.db.query('DELETE FROM basket_items');
    await add(storeBox.box_id, 1, 2, storeBox.store_id);
    const collect = await placeOrder();
    assert.deepEqual(await dispatchOrder(t.db, { orderId: collect, carrier: 'dpd', trackingNumber: '15501234567890' }), { ok: false, reason: 'collection-only' });
    assert.deepEqual(await dispatchOrder(t.db, { orderId: '999999999', carrier: 'dpd', trackingNumber: '15501234567890' }), { ok: false, reason: 'not-found' });
    const [row] = await t.db.query<{ dispatched_at: string | null }>('SELECT dispatched_at FROM web_sell_orders WHERE order_id = $1', [collect]);
    assert.equal(row!.dispatched_at, null);
    for (const args of [
      ['dispatch', collect, 'pigeon', 'AB123456789GB'],
      ['dispatch', collect, 'dpd', 'short'],
      ['dispatch', collect, 'dpd', "1'; DROP TABLE web_sell_orders;--"],
      ['dispatch', 'WS500001', 'dpd', '15501234567890'],
      ['stock', collect, 'dpd', '15501234567890'],
    ]) {
      assert.equal(parseDispatchCommand(args), null, args.join(' '));
    }
  });

  it('tells the payment state of an order that is not paid: failed, awaiting 3-D Secure', async () => {
    await add(box.box_id, 1);
    const failed = (await detail(await placeOrder(TEST_CARDS.declined))).json().response.data.order;
    assert.deepEqual([failed.state, failed.payment.state], ['payment_failed', 'failed']);
    await add(box.box_id, 1);
    const challenged = (await detail(await placeOrder(TEST_CARDS.threeDSecure))).json().response.data.order;
    assert.deepEqual([challenged.state, challenged.payment.state], ['awaiting_payment', 'awaiting_3ds']);
  });

  it("keeps each order to its owner: 403 on another member's path, 404 for another member's order on one's own", async () => {
    await add(box.box_id, 1);
    const orderId = await placeOrder();
    const other = await createVerifiedMember(t.app);
    const otherAuth = (await signedIn(t.app, other.email, other.password)).auth;
    const foreignPath = await detail(orderId, otherAuth);
    assert.equal(foreignPath.statusCode, 403);
    assert.doesNotMatch(foreignPath.body, /Lavender/);
    const ownPath = await detail(orderId, otherAuth, other.memberId);
    assert.equal(ownPath.statusCode, 404);
    assert.equal(ownPath.json().response.error.code, 'C000');
    assert.doesNotMatch(ownPath.body, /Lavender|WS\d/);
    assert.equal((await t.app.inject({ url: `/v3/members/${memberId}/orders/${orderId}` })).statusCode, 401);
  });

  it('answers 400 C000 to an order id that is not one (hostile text included), with no SQL in the answer', async () => {
    for (const bad of ['abc', '1%27%20OR%201=1--', '0', '1'.repeat(19), '%3Cscript%3E', '1e309', '-5']) {
      const res = await detail(bad);
      assert.equal(res.statusCode, 400, `${bad}: ${res.body}`);
      assert.equal(res.json().response.error.code, 'C000');
      assert.doesNotMatch(res.body, /SELECT|syntax|pattern|\^\[/i);
    }
  });
});
