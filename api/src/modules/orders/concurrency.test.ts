// The last unit of a box, wanted by 20 shoppers at the same moment. On PostgreSQL (DATABASE_URL,
// as CI runs this suite a second time) the 20 checkouts run in 20 transactions at once; on the
// embedded PGlite they queue, and the outcome must be the same.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { TEST_CARDS } from '../payments/card-provider.js';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

const SHOPPERS = 20;
const ADDRESS = { firstName: 'Sam', lastName: 'Jones', line1: '1 High Street', town: 'Leeds', postcode: 'LS1 4AP' };
const CARD = { number: TEST_CARDS.success, expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'S Jones' };

let t: TestApp;
let boxId: string;
const shoppers: Array<{ memberId: string; auth: Record<string, string> }> = [];

before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '200' });
  const [box] = await t.db.query<{ box_id: string }>('SELECT box_id FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND sell_price BETWEEN 800 AND 4000 ORDER BY box_id LIMIT 1');
  boxId = box!.box_id;
  await t.db.query('UPDATE boxes SET ecom_quantity = 1 WHERE box_id = $1', [boxId]);
  for (let i = 0; i < SHOPPERS; i++) {
    const m = await createVerifiedMember(t.app);
    const { auth } = await signedIn(t.app, m.email, m.password);
    const added = await t.app.inject({
      method: 'POST',
      url: `/v3/basket/${m.memberId}/add`,
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ boxId, quantity: '1', deliveryMethodId: '1' }).toString(),
    });
    assert.equal(added.statusCode, 200, added.body);
    shoppers.push({ memberId: m.memberId, auth });
  }
});
after(() => t.close());

describe(`${SHOPPERS} shoppers check out the last unit at once`, () => {
  it('makes exactly one order, leaves the stock at 0, and charges nobody else', async () => {
    const basket = await t.app.inject({ url: `/v3/basket/${shoppers[0]!.memberId}`, headers: shoppers[0]!.auth });
    const expectedTotal = basket.json().response.data.wesellItems.totalSellCost as number;

    const results = await Promise.all(
      shoppers.map((s) =>
        t.app.inject({
          method: 'POST',
          url: '/v3/websellorders/generate',
          headers: { ...s.auth, 'idempotency-key': `race-${randomBytes(6).toString('hex')}` },
          payload: { paymentTypeId: 20, address: ADDRESS, expectedTotal },
        }),
      ),
    );
    const winners = results.filter((r) => r.statusCode === 201);
    const losers = results.filter((r) => r.statusCode !== 201);
    assert.equal(winners.length, 1, results.map((r) => r.body).join('\n'));
    for (const r of losers) {
      assert.equal(r.statusCode, 409, r.body);
      assert.equal(r.json().response.error.code, 50023, 'out of stock online');
    }
    const [stock] = await t.db.query<{ ecom_quantity: number }>('SELECT ecom_quantity FROM boxes WHERE box_id = $1', [boxId]);
    assert.equal(stock!.ecom_quantity, 0);

    const winner = shoppers[results.indexOf(winners[0]!)]!;
    const order = winners[0]!.json().response.data.order;
    const paid = await t.app.inject({ method: 'POST', url: `/v3/websellorders/${order.orderId}/process`, headers: winner.auth, payload: { card: CARD } });
    assert.equal(paid.json().response.data.payment.status, 'paid', paid.body);

    const orders = await t.db.query('SELECT order_id FROM web_sell_orders o JOIN web_sell_order_items i USING (order_id) WHERE i.box_id = $1', [boxId]);
    assert.equal(orders.length, 1);
    const payments = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM test_card_payments');
    assert.equal(payments[0]!.n, 1, 'only the winner reached the card provider');
    const [after] = await t.db.query<{ ecom_quantity: number }>('SELECT ecom_quantity FROM boxes WHERE box_id = $1', [boxId]);
    assert.equal(after!.ecom_quantity, 0, 'never negative');
    // The losers keep their basket line, now shown as unavailable.
    const loser = shoppers.find((s) => s !== winner)!;
    const theirs = (await t.app.inject({ url: `/v3/basket/${loser.memberId}`, headers: loser.auth })).json().response.data;
    assert.deepEqual(theirs.unavailableBoxes, [boxId]);
  });
});
