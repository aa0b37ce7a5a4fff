// 'Outgrown? Sell it back' (issue 37) through the real checkout on a real database: what a member
// bought from the shop is listed once every child has left its stage behind, on the app's clock,
// with the grade it was sold at (as its order shows it) and the model's top offer; kit a younger
// child still uses is not; clothes are never bought back; another account's list is refused, and
// nothing is kept by a cache.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, it } from 'node:test';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_CARDS } from '../payments/card-provider.js';
import { buyInModel } from '../quotations/buy-in-models.js';

type Caller = { memberId: string; auth: Record<string, string> };
let t: TestApp;
let clock = new Date('2026-12-06T10:00:00Z');
let ann: Caller;
let bob: Caller;
const ADDRESS = { firstName: 'Ann', lastName: 'Rowe', line1: '4 Tanners Row', town: 'Shrewsbury', postcode: 'SY1 1QH' };

async function member(firstName: string): Promise<Caller> {
  const m = await createVerifiedMember(t.app, { firstName });
  return { memberId: m.memberId, auth: (await signedIn(t.app, m.email, m.password)).auth };
}

/** A box for sale online in a category. */
async function boxIn(categoryId: number): Promise<string> {
  const [box] = await t.db.query<{ box_id: string }>('SELECT box_id FROM boxes WHERE category_id = $1 AND box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 1 ORDER BY box_id LIMIT 1', [categoryId]);
  assert.ok(box, `a box of category ${categoryId} for sale`);
  return box.box_id;
}

/** Buys the boxes through the basket and the checkout, paid with the test card. */
async function buy(who: Caller, boxIds: string[]): Promise<string> {
  for (const boxId of boxIds) {
    const added = await t.app.inject({
      method: 'POST',
      url: `/v3/basket/${who.memberId}/add`,
      headers: { ...who.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ boxId, quantity: '1', deliveryMethodId: '1' }).toString(),
    });
    assert.equal(added.statusCode, 200, added.body);
  }
  const total = (await t.app.inject({ url: `/v3/basket/${who.memberId}`, headers: who.auth })).json().response.data.wesellItems.totalSellCost;
  const generated = await t.app.inject({
    method: 'POST',
    url: '/v3/websellorders/generate',
    headers: { ...who.auth, 'idempotency-key': `k-${randomBytes(8).toString('hex')}` },
    payload: { paymentTypeId: 20, address: ADDRESS, expectedTotal: total },
  });
  assert.equal(generated.statusCode, 201, generated.body);
  const { orderId, orderNumber } = generated.json().response.data.order;
  const card = { number: TEST_CARDS.success, expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'A Rowe' };
  const paid = await t.app.inject({ method: 'POST', url: `/v3/websellorders/${orderId}/process`, headers: who.auth, payload: { card } });
  assert.equal(paid.json().response.data.payment.status, 'paid', paid.body);
  return orderNumber as string;
}

const outgrown = (who: Caller, auth = who.auth) => t.app.inject({ url: `/v3/members/${who.memberId}/children/outgrown`, headers: auth });
const listed = async (who: Caller) =>
  (await outgrown(who)).json().response.data.items as Array<{ orderId: string; boxId: string; orderNumber: string; stage: { id: string }; grade: string; sellBack: { masterBoxId: string; cashPence: number } | null }>;
const addChild = async (who: Caller, born: string) =>
  assert.equal((await t.app.inject({ method: 'POST', url: `/v3/members/${who.memberId}/children`, headers: who.auth, payload: { born, consent: true } })).statusCode, 201);

let infantSeat: string;
let highchair: string;
let sleepsuit: string;
let orderNumber: string;

before(async () => {
  t = await startTestApp({}, { now: () => clock });
  ann = await member('Ann');
  bob = await member('Bob');
  [infantSeat, highchair] = [await boxIn(147), await boxIn(311)];
  const [clothes] = await t.db.query<{ box_id: string }>(
    `SELECT b.box_id FROM boxes b JOIN categories c USING (category_id) JOIN product_lines pl USING (product_line_id)
     WHERE pl.super_cat_id = 2 AND b.size = '0-3 months' AND b.box_web_sale_allowed AND b.box_sale_allowed AND b.ecom_quantity >= 1 ORDER BY b.box_id LIMIT 1`,
  );
  sleepsuit = clothes!.box_id;
  orderNumber = await buy(ann, [infantSeat, highchair, sleepsuit]);
});
after(() => t.close());

it('lists nothing for a member with no child, whatever they bought', async () => {
  const res = await outgrown(ann);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.deepEqual(res.json().response.data.items, []);
});

it('lists what every child has outgrown, with the top offer for its model; not what is still in use, never clothes', async () => {
  // Eighteen months old: out of the infant carrier (i-Size, from 15 months), still in a highchair, long out of 0–3 months clothes.
  await addChild(ann, '2025-06');
  const items = await listed(ann);
  assert.deepEqual(
    items.map((i) => [i.boxId, i.stage.id, i.orderNumber]),
    [[infantSeat, 'car-seat-infant', orderNumber]],
  );
  const [{ master_box_id }] = (await t.db.query<{ master_box_id: string }>('SELECT master_box_id FROM boxes WHERE box_id = $1', [infantSeat])) as [{ master_box_id: string }];
  const model = buyInModel(master_box_id)!;
  assert.deepEqual(items[0]!.sellBack, { masterBoxId: model.masterBoxId, categoryId: model.categoryId, cashPence: model.top.cash, exchangePence: model.top.exchange });
});

it('carries the grade each item was sold at, as its order shows it, and documents it in the OpenAPI', async () => {
  const [item] = await listed(ann);
  const order = (await t.app.inject({ url: `/v3/members/${ann.memberId}/orders/${item!.orderId}`, headers: ann.auth })).json().response.data.order;
  const sold = (order.items as Array<{ boxId: string; grade: string }>).find((i) => i.boxId === infantSeat)!;
  assert.match(item!.grade, /^[ABC]$/);
  assert.equal(item!.grade, sold.grade);
  // The box sold decides it, not a constant: the same box at another grade answers that grade.
  const other = sold.grade === 'B' ? 'C' : 'B';
  await t.db.query('UPDATE boxes SET grade = $2 WHERE box_id = $1', [infantSeat, other]);
  try {
    assert.equal((await listed(ann))[0]!.grade, other);
  } finally {
    await t.db.query('UPDATE boxes SET grade = $2 WHERE box_id = $1', [infantSeat, sold.grade]);
  }
  const doc = (await t.app.inject({ url: '/v3/openapi.json' })).json();
  const answer = doc.paths['/v3/members/{id}/children/outgrown'].get.responses['200'];
  assert.match(JSON.stringify(answer), /"grade":\{"type":"string","pattern":"\^\[A-Z\]\$","description":"The grade the shop sold it at/);
});

it('a younger child still using it keeps it off the list, until the clock moves past the age', async () => {
  await addChild(ann, '2026-10');
  assert.deepEqual(await listed(ann), []);
  // Sixteen months later the baby is out of the infant carrier too; the highchair is still in use.
  clock = new Date('2028-02-10T10:00:00Z');
  assert.deepEqual(
    (await listed(ann)).map((i) => i.boxId),
    [infantSeat],
  );
  // When both are past highchairs (three years and more), that goes on the list too.
  clock = new Date('2030-01-10T10:00:00Z');
  assert.deepEqual((await listed(ann)).map((i) => i.boxId).sort(), [highchair, infantSeat].sort());
  clock = new Date('2026-12-06T10:00:00Z');
});

it("another account's list is refused; without a token, none", async () => {
  await addChild(bob, '2025-06');
  assert.deepEqual(await listed(bob), [], 'Bob bought nothing');
  assert.equal((await outgrown(ann, bob.auth)).statusCode, 403);
  assert.equal((await outgrown(ann, {})).statusCode, 401);
});
