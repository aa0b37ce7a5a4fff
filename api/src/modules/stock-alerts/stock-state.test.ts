// One stock state (issue 33 §5): the back-in-stock e-mail, the 'Back in stock' label under My
// account > Stock alerts and the product page (its buttons and its JSON-LD) read shared's
// stockState, so for a box whose stock changed they agree: an e-mail goes out exactly when the
// page and the label stop saying 'out of stock'. Each case changes a real box's stock on a real
// database the way the shop does (stock received online, a store's stock given back).
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { cardStockState, COLLECTION, DELIVERY, stockState, type StockFacts } from '@shop/shared/rules';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { raiseStock } from '../catalogue/stock.js';
import { createOutbox } from '../outbox/outbox.js';
import { createBackInStockAnnouncer } from './back-in-stock.js';

let t: TestApp;
let storeId = 0;
let member: { memberId: string; email: string; auth: Record<string, string> };
const outbox = createOutbox({ from: 'shop@example.co.uk' });
const backInStock = createBackInStockAnnouncer({ outbox, publicUrl: 'https://www.littleloop.example' });

before(async () => {
  t = await startTestApp();
  storeId = (await t.db.query<{ store_id: number }>('SELECT min(store_id) AS store_id FROM stores'))[0]!.store_id;
  const m = await createVerifiedMember(t.app, { firstName: 'Priya' });
  member = { memberId: m.memberId, email: m.email, auth: (await signedIn(t.app, m.email, m.password)).auth };
});
after(() => t.close());

/** What each of the three says of the box now. */
async function views(boxId: string) {
  const page = (await t.app.inject({ url: `/v3/boxes/${boxId}/detail` })).json().response.data.boxDetails[0] as StockFacts;
  const alerts = (await t.app.inject({ url: `/v3/members/${member.memberId}/stockalerts`, headers: member.auth })).json().response.data.stockAlerts as Array<StockFacts & { boxId: string }>;
  const listed = alerts.find((a) => a.boxId === boxId)!;
  const [{ n }] = (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND subject LIKE 'Back in stock:%' AND body LIKE '%' || lower($2) || '%'", [member.email, boxId])) as [
    { n: number },
  ];
  return { page: stockState(page), label: cardStockState(listed) === null ? 'Back in stock' : cardStockState(listed), mails: n };
}

/** A box at nothing anywhere, with these sale flags, that the member waits for. */
async function soldOutBox(flags: { sale: boolean; webSale: boolean }, skip = 0): Promise<string> {
  const [{ box_id: boxId }] = (await t.db.query<{ box_id: string }>('SELECT box_id FROM boxes ORDER BY box_id OFFSET $1 LIMIT 1', [skip])) as [{ box_id: string }];
  await t.db.query('UPDATE boxes SET ecom_quantity = 0, box_sale_allowed = $2, box_web_sale_allowed = $3 WHERE box_id = $1', [boxId, flags.sale, flags.webSale]);
  await t.db.query('DELETE FROM store_stock WHERE box_id = $1', [boxId]);
  const res = await t.app.inject({ method: 'POST', url: `/v3/members/${member.memberId}/stockalert`, headers: member.auth, payload: { boxId } });
  assert.equal(res.statusCode, 201, res.body);
  return boxId;
}

const raise = (boxId: string, deliveryMethodId: typeof DELIVERY | typeof COLLECTION, quantity = 1) =>
  t.db.transaction((tx) => raiseStock(tx, { boxId, deliveryMethodId, storeId: deliveryMethodId === COLLECTION ? storeId : null, quantity }, backInStock));

it('a box sold online that is received online: page, JSON-LD and label say back, and one e-mail says so', async () => {
  const boxId = await soldOutBox({ sale: true, webSale: true }, 1);
  assert.deepEqual(await views(boxId), { page: 'out-of-stock', label: 'out-of-stock', mails: 0 });
  await raise(boxId, DELIVERY);
  assert.deepEqual(await views(boxId), { page: 'online', label: 'Back in stock', mails: 1 });
});

it('a box not sold online that gets online stock: still out of stock for all three, and no e-mail', async () => {
  // Before issue 33 the e-mail went out here (stock from nothing) while the page said out of stock.
  const boxId = await soldOutBox({ sale: true, webSale: false }, 2);
  await raise(boxId, DELIVERY, 2);
  assert.deepEqual(await views(boxId), { page: 'out-of-stock', label: 'out-of-stock', mails: 0 });
});

it('a box whose sale is stopped: stock received anywhere is not a return to stock', async () => {
  const boxId = await soldOutBox({ sale: false, webSale: true }, 3);
  await raise(boxId, DELIVERY);
  await raise(boxId, COLLECTION);
  assert.deepEqual(await views(boxId), { page: 'out-of-stock', label: 'out-of-stock', mails: 0 });
});

it('a store gets one back: in a store only for page and label, one e-mail; then online: back, and a second e-mail', async () => {
  const boxId = await soldOutBox({ sale: true, webSale: true }, 4);
  await raise(boxId, COLLECTION);
  assert.deepEqual(await views(boxId), { page: 'in-store', label: 'in-store', mails: 1 });
  await raise(boxId, DELIVERY);
  assert.deepEqual(await views(boxId), { page: 'online', label: 'Back in stock', mails: 2 });
});
