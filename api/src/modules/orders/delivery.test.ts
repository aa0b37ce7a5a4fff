// Issue: what a shopper reads about delivery must be what was charged. For a mixed order (one
// item over the free-delivery threshold, one under it twice, one collected) the §5 per-item
// charge is the same on the basket, the order, its detail (thank-you page) and the e-mail.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, it } from 'node:test';
import { expectedDelivery as expectedDates, expectedDeliveryText, readyToCollect, readyToCollectText } from '@shop/shared/rules';
import { TEST_CARDS } from '../payments/card-provider.js';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let member: { memberId: string; email: string };
let auth: Record<string, string>;

before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '400' });
  const m = await createVerifiedMember(t.app, { firstName: 'Nadia' });
  member = m;
  auth = (await signedIn(t.app, m.email, m.password)).auth;
});
after(() => t.close());

const form = (body: Record<string, string | number>) => new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString();
const add = async (body: Record<string, string | number>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v3/basket/${member.memberId}/add`,
    headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(body),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().response.data;
};

it('charges, shows and e-mails the same per-item delivery for a mixed order', async () => {
  const limits = (await t.app.inject('/v3/settings/prelogin?platformId=16')).json().response.data.preLoginSettings.limits as { perItemDeliveryCharge: number; freeDeliveryThreshold: number };
  const pick = async (where: string, params: unknown[] = []) => (await t.db.query<{ box_id: string; sell_price: number; store_id?: number; store_name?: string }>(where, params))[0]!;
  const over = await pick('SELECT box_id, sell_price FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 1 AND sell_price >= $1 ORDER BY box_id LIMIT 1', [limits.freeDeliveryThreshold]);
  const under = await pick('SELECT box_id, sell_price FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 2 AND sell_price < $1 AND box_id <> $2 ORDER BY box_id LIMIT 1', [
    limits.freeDeliveryThreshold,
    over.box_id,
  ]);
  // Collected, although it is cheap and could be delivered: collection travels free all the same.
  const collected = await pick(
    `SELECT b.box_id, b.sell_price, ss.store_id, st.store_name FROM boxes b JOIN store_stock ss USING (box_id) JOIN stores st USING (store_id)
     WHERE b.box_sale_allowed AND ss.quantity >= 1 AND b.sell_price < $1 AND b.box_id NOT IN ($2, $3) ORDER BY b.box_id LIMIT 1`,
    [limits.freeDeliveryThreshold, over.box_id, under.box_id],
  );
  await add({ boxId: over.box_id, quantity: 1, deliveryMethodId: 1 });
  await add({ boxId: under.box_id, quantity: 2, deliveryMethodId: 1 });
  const basket = await add({ boxId: collected.box_id, quantity: 1, deliveryMethodId: 2, storeId: collected.store_id! });

  const expectedDelivery = 2 * limits.perItemDeliveryCharge; // only the item under the threshold, twice
  const expectedItems = over.sell_price + 2 * under.sell_price + collected.sell_price;
  assert.ok(expectedDelivery > 0);
  assert.equal(Math.round(basket.wesellItems.deliveryCharge * 100), expectedDelivery, 'basket');
  assert.equal(Math.round(basket.wesellItems.totalSellCost * 100), expectedItems + expectedDelivery, 'basket total');

  const generated = await t.app.inject({
    method: 'POST',
    url: '/v3/websellorders/generate',
    headers: { ...auth, 'idempotency-key': `k-${randomBytes(8).toString('hex')}` },
    payload: { paymentTypeId: 20, expectedTotal: basket.wesellItems.totalSellCost, address: { firstName: 'Nadia', lastName: 'Ali', line1: '3 Mill Lane', town: 'Leeds', postcode: 'LS1 4AP' } },
  });
  assert.equal(generated.statusCode, 201, generated.body);
  const orderId = generated.json().response.data.order.orderId as string;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/v3/websellorders/${orderId}/process`,
    headers: auth,
    payload: { card: { number: TEST_CARDS.success, expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'N Ali' } },
  });
  assert.equal(paid.statusCode, 200, paid.body);
  const [charged] = await t.db.query<{ to_pay_pence: number; delivery_charge_pence: number }>('SELECT to_pay_pence, delivery_charge_pence FROM web_sell_orders WHERE order_id = $1', [orderId]);
  assert.equal(charged!.delivery_charge_pence, expectedDelivery, 'order');
  assert.equal(charged!.to_pay_pence, expectedItems + expectedDelivery, 'charged');

  // The thank-you page reads the order detail: its lines, delivery and total add up to what was charged.
  const detail = (await t.app.inject({ url: `/v3/websellorders/${orderId}/detail`, headers: auth })).json().response.data.order;
  const cents = (n: number) => Math.round(n * 100);
  assert.equal(cents(detail.deliveryCharge), expectedDelivery, 'order detail');
  assert.equal(
    detail.items.reduce((n: number, i: { deliveryCharge: number }) => n + cents(i.deliveryCharge), 0),
    expectedDelivery,
    'per line',
  );
  assert.equal(detail.items.reduce((n: number, i: { totalPrice: number }) => n + cents(i.totalPrice), 0) + cents(detail.deliveryCharge) - cents(detail.voucherAmount), charged!.to_pay_pence);
  const collectedLine = detail.items.find((i: { boxId: string }) => i.boxId === collected.box_id);
  assert.deepEqual(collectedLine.storeInfo, { storeId: collected.store_id, storeName: collected.store_name });
  assert.equal(collectedLine.deliveryCharge, 0);

  // The e-mail: the same lines, the delivery line and the total, and where to collect.
  const [mail] = await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE recipient = $1 AND subject LIKE $2', [member.email, 'Your order%']);
  const pounds = (p: number) => `£${(p / 100).toFixed(2)}`;
  assert.ok(mail, 'a confirmation e-mail was queued');
  assert.match(mail.body, new RegExp(`^Delivery: ${pounds(expectedDelivery).replace('.', '\\.')}$`, 'm'));
  assert.match(mail.body, new RegExp(`^Total paid: ${pounds(charged!.to_pay_pence).replace('.', '\\.')}$`, 'm'));
  assert.match(mail.body, new RegExp(`^2 × .+  ${pounds(2 * under.sell_price).replace('.', '\\.')}$`, 'm'));
  assert.ok(mail.body.includes(`\n  Collect from ${collected.store_name}\n`), mail.body);
  assert.match(mail.body, new RegExp(`^2 × .+\n  Delivery to LS1 4AP$`, 'm'));

  // Issue 30: where it goes and when, from the time it was paid (the shared rules): the address and
  // the expected dates; the store, its address and the time the collection is ready there.
  const paidAt = (await t.db.query<{ paid_at: Date }>('SELECT paid_at FROM web_sell_orders WHERE order_id = $1', [orderId]))[0]!.paid_at;
  const [store] = await t.db.query<{ address_line1: string; postcode: string; phone: string; opening_hours: Record<string, string | null> }>(
    'SELECT address_line1, postcode, phone, opening_hours FROM stores WHERE store_id = $1',
    [collected.store_id],
  );
  const expected = expectedDates(paidAt);
  const readyFrom = readyToCollect(paidAt, store!.opening_hours)!;
  assert.deepEqual(detail.expectedDelivery, expected, 'the view gives the expected dates');
  assert.deepEqual(
    detail.stores.map((s: { storeId: number; address: { line1: string }; readyFrom: string }) => [s.storeId, s.address.line1, s.readyFrom]),
    [[collected.store_id, store!.address_line1, readyFrom]],
    'the view gives the store, its address and the time it is ready',
  );
  assert.ok(mail.body.includes(`\nDelivery to:\nNadia Ali\n3 Mill Lane\nLeeds\nLS1 4AP\n${expectedDeliveryText(expected)}.\n`), mail.body);
  assert.ok(mail.body.includes(`\nCollect from ${collected.store_name}:\n${store!.address_line1}\n`), mail.body);
  assert.ok(mail.body.includes(`\n${store!.postcode}\nTelephone ${store!.phone}\n${readyToCollectText(readyFrom)}.\n`), mail.body);

  // Checkout offers this order's address next time; another member cannot read it.
  const last = await t.app.inject({ url: `/v3/members/${member.memberId}/orders/lastaddress`, headers: auth });
  assert.equal(last.statusCode, 200, last.body);
  assert.deepEqual(last.json().response.data.address, { firstName: 'Nadia', lastName: 'Ali', line1: '3 Mill Lane', town: 'Leeds', postcode: 'LS1 4AP' });
  const other = await createVerifiedMember(t.app);
  const otherAuth = (await signedIn(t.app, other.email, other.password)).auth;
  assert.equal((await t.app.inject({ url: `/v3/members/${member.memberId}/orders/lastaddress`, headers: otherAuth })).statusCode, 403);
  assert.deepEqual((await t.app.inject({ url: `/v3/members/${other.memberId}/orders/lastaddress`, headers: otherAuth })).json().response.data.address, null);
});

it('writes Free for the delivery line when nothing is charged', async () => {
  const { confirmationEmail } = await import('./confirmation-email.js');
  const mail = confirmationEmail(
    {
      orderNumber: 'WS1',
      items: [{ boxId: 'LL000001', boxName: 'Pram', quantity: 1, deliveryMethodId: 2, storeInfo: { storeId: 1, storeName: 'Leeds' }, unitPrice: 80, totalPrice: 80, deliveryCharge: 0 }],
      sellCost: 80,
      deliveryCharge: 0,
      voucherCode: 'SAVE5',
      voucherAmount: 5,
      toPay: 75,
      deliveryAddress: null,
      expectedDelivery: null,
      stores: [],
    } as never,
    'Ann',
  );
  assert.match(mail.body, /^Delivery: Free$/m);
  assert.match(mail.body, /^Voucher SAVE5: -£5\.00$/m);
  assert.match(mail.body, /^Total paid: £75\.00$/m);
  assert.match(mail.body, /^1 × Pram {2}£80\.00\n {2}Collect from Leeds$/m);
});

it("with the §6 'waive delivery charge' flag on, the basket shows and the order charges no delivery", async () => {
  const m = await createVerifiedMember(t.app, { firstName: 'Owen' });
  const mAuth = (await signedIn(t.app, m.email, m.password)).auth;
  const limits = (await t.app.inject('/v3/settings/prelogin?platformId=16')).json().response.data.preLoginSettings.limits as { freeDeliveryThreshold: number };
  const [box] = await t.db.query<{ box_id: string; sell_price: number }>(
    'SELECT box_id, sell_price FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 1 AND sell_price >= 500 AND sell_price < $1 ORDER BY box_id DESC LIMIT 1',
    [limits.freeDeliveryThreshold],
  );
  await t.db.query(`UPDATE settings SET value = jsonb_set(value, '{waiveDeliveryCharge}', 'true') WHERE key = 'featureFlags'`);
  try {
    const added = await t.app.inject({
      method: 'POST',
      url: `/v3/basket/${m.memberId}/add`,
      headers: { ...mAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ boxId: box!.box_id, quantity: 1, deliveryMethodId: 1 }),
    });
    assert.equal(added.statusCode, 200, added.body);
    const basket = added.json().response.data;
    assert.equal(basket.wesellItems.deliveryCharge, 0);
    const generated = await t.app.inject({
      method: 'POST',
      url: '/v3/websellorders/generate',
      headers: { ...mAuth, 'idempotency-key': `k-${randomBytes(8).toString('hex')}` },
      payload: { paymentTypeId: 20, expectedTotal: basket.wesellItems.totalSellCost, address: { firstName: 'Owen', lastName: 'Rees', line1: '8 Quay Street', town: 'Cardiff', postcode: 'CF10 1EA' } },
    });
    assert.equal(generated.statusCode, 201, generated.body);
    const [order] = await t.db.query<{ delivery_charge_pence: number; to_pay_pence: number }>('SELECT delivery_charge_pence, to_pay_pence FROM web_sell_orders WHERE order_id = $1', [
      generated.json().response.data.order.orderId,
    ]);
    assert.deepEqual(order, { delivery_charge_pence: 0, to_pay_pence: box!.sell_price });
  } finally {
    await t.db.query(`UPDATE settings SET value = jsonb_set(value, '{waiveDeliveryCharge}', 'false') WHERE key = 'featureFlags'`);
  }
});
