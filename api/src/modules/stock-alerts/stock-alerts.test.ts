// Stock alerts through the real routes, and the restock e-mail on a real database: a box at 0
// with two members' alerts is restocked (two e-mails, once); sold out and restocked again
// (e-mailed again). Both paths that raise stock: stock received and an order's stock given back.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { COLLECTION, DELIVERY } from '@shop/shared/rules';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { returnStock, takeStock } from '../catalogue/stock.js';
import { TEST_CARDS } from '../payments/card-provider.js';
import { createOutbox } from '../outbox/outbox.js';
import { parseStockCommand, receiveStock } from '../staff/receive-stock.js';
import { createBackInStockAnnouncer } from './back-in-stock.js';

type Caller = { memberId: string; email: string; auth: Record<string, string> };
let t: TestApp;
let ann: Caller;
let bob: Caller;
let soldOut: string;
let other: string;
const outbox = createOutbox({ from: 'shop@example.co.uk' });
const publicUrl = 'https://shop.example';

async function member(firstName: string): Promise<Caller> {
  const m = await createVerifiedMember(t.app, { firstName });
  return { memberId: m.memberId, email: m.email, auth: (await signedIn(t.app, m.email, m.password)).auth };
}

before(async () => {
  t = await startTestApp();
  ann = await member('Ann');
  bob = await member('Bob');
  [soldOut, other] = (await t.db.query<{ box_id: string }>('SELECT box_id FROM boxes WHERE box_sale_allowed AND box_web_sale_allowed ORDER BY box_id DESC LIMIT 2')).map((r) => r.box_id) as [string, string];
  await t.db.query('UPDATE boxes SET ecom_quantity = 0 WHERE box_id = ANY($1::text[])', [[soldOut, other]]);
  await t.db.query('DELETE FROM store_stock WHERE box_id = ANY($1::text[])', [[soldOut, other]]);
});
after(() => t.close());

const call = (who: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, o: { payload?: object; auth?: Record<string, string> } = {}) =>
  t.app.inject({ method, url: `/v3/members/${who.memberId}/${path}`, headers: o.auth ?? who.auth, ...(o.payload ? { payload: o.payload } : {}) });

const restockMails = async (email: string) => t.db.query<{ subject: string; body: string }>("SELECT subject, body FROM outbox WHERE recipient = $1 AND subject LIKE 'Back in stock:%' ORDER BY id", [email]);

const sellOut = (boxId: string, quantity: number) => t.db.transaction((tx) => takeStock(tx, { boxId, deliveryMethodId: DELIVERY, storeId: null, quantity }));

it('sets an alert, answers its status, lists it as a product card, removes and restores it', async () => {
  assert.deepEqual((await call(ann, 'GET', `stockalertstatus?boxId=${soldOut}`)).json().response.data, { boxId: soldOut, alerted: false });
  const set = await call(ann, 'POST', 'stockalert', { payload: { boxId: soldOut.toLowerCase() } });
  assert.equal(set.statusCode, 201, set.body);
  const status = await call(ann, 'GET', `stockalertstatus?boxId=${soldOut}`);
  assert.equal(status.headers['cache-control'], 'no-store');
  assert.deepEqual(status.json().response.data, { boxId: soldOut, alerted: true });
  await call(ann, 'POST', 'stockalert', { payload: { boxId: other } });

  const list = (await call(ann, 'GET', 'stockalerts')).json().response.data;
  assert.deepEqual(new Set(list.stockAlerts.map((a: { boxId: string }) => a.boxId)), new Set([soldOut, other]));
  assert.ok(list.stockAlerts.every((a: { boxName: string; outOfStock: number }) => a.boxName && a.outOfStock === 1));

  const removed = await call(ann, 'DELETE', `stockalerts?boxIds=${other}`);
  assert.deepEqual(removed.json().response.data, { removed: 1 });
  const after = (await call(ann, 'GET', 'stockalerts')).json().response.data;
  assert.deepEqual(
    after.stockAlerts.map((a: { boxId: string }) => a.boxId),
    [soldOut],
  );
  assert.deepEqual(
    after.removedStockAlerts.map((a: { boxId: string }) => a.boxId),
    [other],
  );

  const restored = await call(ann, 'PUT', 'restorestockalerts', { payload: { boxIds: [other] } });
  assert.deepEqual(restored.json().response.data, { restored: 1 });
  assert.equal((await call(ann, 'GET', `stockalertstatus?boxId=${other}`)).json().response.data.alerted, true);
  await call(ann, 'DELETE', `stockalerts?boxIds=${other}`);
});

it('refuses malformed, hostile and unknown input with code 5 and changes nothing', async () => {
  const before = (await call(ann, 'GET', 'stockalerts')).json().response.data;
  const bad: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
    ['POST', 'stockalert', { boxId: "x' OR '1'='1" }],
    ['POST', 'stockalert', { boxId: '<img src=x onerror=alert(1)>' }],
    ['POST', 'stockalert', { boxId: ['AB123456', 'AB123457'] }],
    ['POST', 'stockalert', {}],
    ['PUT', 'restorestockalerts', { boxIds: [] }],
    ['PUT', 'restorestockalerts', { boxIds: Array.from({ length: 51 }, (_, i) => `AB${String(i).padStart(6, '0')}`) }],
    ['PUT', 'restorestockalerts', { boxIds: 'AB123456' + 'x'.repeat(5000) }],
    ['DELETE', 'stockalerts?boxIds=%3Cscript%3E'],
    ['DELETE', 'stockalerts'],
    ['GET', 'stockalertstatus?boxId=1e309'],
    ['GET', 'stockalertstatus'],
  ];
  for (const [method, path, payload] of bad) {
    const res = await call(ann, method, path, payload ? { payload } : {});
    assert.equal(res.statusCode, 400, `${method} ${path}: ${res.body}`);
    assert.equal(res.json().response.error.code, 5, `${method} ${path}`);
  }
  const unknown = await call(ann, 'POST', 'stockalert', { payload: { boxId: 'ZZ999999' } });
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual((await call(ann, 'GET', 'stockalerts')).json().response.data, before);
});

it("gives another member's token 403 and no data on every stock-alert call", async () => {
  for (const [method, path, payload] of [
    ['GET', `stockalertstatus?boxId=${soldOut}`],
    ['GET', 'stockalerts'],
    ['POST', 'stockalert', { boxId: other }],
    ['DELETE', `stockalerts?boxIds=${soldOut}`],
    ['PUT', 'restorestockalerts', { boxIds: [soldOut] }],
  ] as const) {
    const res = await call(ann, method, path, { auth: bob.auth, ...(payload ? { payload } : {}) });
    assert.equal(res.statusCode, 403, `${method} ${path}`);
    assert.equal(res.json().response.data, null);
  }
  assert.equal((await call(ann, 'GET', `stockalertstatus?boxId=${soldOut}`)).json().response.data.alerted, true);
});

it('e-mails both members once when the box is restocked, and again after it sold out and came back', async () => {
  await call(bob, 'POST', 'stockalert', { payload: { boxId: soldOut } });
  // A member who removed their alert is not e-mailed.
  const carol = await member('Carol');
  await call(carol, 'POST', 'stockalert', { payload: { boxId: soldOut } });
  await call(carol, 'DELETE', `stockalerts?boxIds=${soldOut}`);

  assert.equal(await receiveStock(t.db, { boxId: soldOut, quantity: 2, outbox, publicUrl }), 2);
  const annMails = await restockMails(ann.email);
  assert.equal(annMails.length, 1);
  assert.equal((await restockMails(bob.email)).length, 1);
  assert.equal((await restockMails(carol.email)).length, 0);
  assert.match(annMails[0]!.body, new RegExp(`Hello Ann,[\\s\\S]*https://shop\\.example/product-detail\\?id=${soldOut.toLowerCase()}&`));

  // More stock while it is in stock: not a return to stock, no e-mail.
  await receiveStock(t.db, { boxId: soldOut, quantity: 1, outbox, publicUrl });
  assert.equal((await restockMails(ann.email)).length, 1);
  assert.equal((await restockMails(bob.email)).length, 1);

  // Sold out, then an order's stock is given back (payment refused, reservation expired).
  assert.equal(await sellOut(soldOut, 3), true);
  const backInStock = createBackInStockAnnouncer({ outbox, publicUrl });
  await t.db.transaction((tx) => returnStock(tx, { boxId: soldOut, deliveryMethodId: DELIVERY, storeId: null, quantity: 1 }, backInStock));
  assert.equal((await restockMails(ann.email)).length, 2);
  assert.equal((await restockMails(bob.email)).length, 2);
  assert.equal((await call(ann, 'GET', 'stockalerts')).json().response.data.stockAlerts[0].lastNotifiedAt !== null, true);
});

it("e-mails when a refused payment gives an order's last unit back (the real order routes)", async () => {
  // The box has one unit online; a shopper's order takes it, so the box is sold out.
  const [box] = await t.db.query<{ box_id: string; sell_price: number }>(
    `SELECT box_id, sell_price FROM boxes WHERE box_sale_allowed AND box_web_sale_allowed AND box_id NOT IN ($1, $2) AND sell_price BETWEEN 800 AND 4000 ORDER BY box_id LIMIT 1`,
    [soldOut, other],
  );
  await t.db.query('UPDATE boxes SET ecom_quantity = 1 WHERE box_id = $1', [box!.box_id]);
  await t.db.query('DELETE FROM store_stock WHERE box_id = $1', [box!.box_id]);
  const shopper = await member('Dan');
  const added = await t.app.inject({
    method: 'POST',
    url: `/v3/basket/${shopper.memberId}/add`,
    headers: { ...shopper.auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ boxId: box!.box_id, quantity: '1', deliveryMethodId: '1' }).toString(),
  });
  assert.equal(added.statusCode, 200, added.body);
  const total = (await t.app.inject({ url: `/v3/basket/${shopper.memberId}`, headers: shopper.auth })).json().response.data.wesellItems.totalSellCost;
  const address = { firstName: 'Dan', lastName: 'Smith', line1: '12 Lavender Hill', town: 'London', postcode: 'sw11 1nz' };
  const generated = await t.app.inject({
    method: 'POST',
    url: '/v3/websellorders/generate',
    headers: { ...shopper.auth, 'idempotency-key': `k-${box!.box_id}-${Date.now()}` },
    payload: { paymentTypeId: 20, address, expectedTotal: total },
  });
  assert.equal(generated.statusCode, 201, generated.body);
  assert.equal(
    (await call(ann, 'GET', 'stockalerts')).json().response.data.stockAlerts.some((a: { boxId: string }) => a.boxId === box!.box_id),
    false,
  );
  await call(ann, 'POST', 'stockalert', { payload: { boxId: box!.box_id } });
  const [{ box_name: name }] = (await t.db.query<{ box_name: string }>('SELECT box_name FROM boxes WHERE box_id = $1', [box!.box_id])) as [{ box_name: string }];
  const mailsFor = async () => (await restockMails(ann.email)).filter((m) => m.subject === `Back in stock: ${name}`);
  assert.equal((await mailsFor()).length, 0);

  const order = generated.json().response.data.order;
  const card = { number: TEST_CARDS.declined, expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'D Smith' };
  const refused = await t.app.inject({ method: 'POST', url: `/v3/websellorders/${order.orderId}/process`, headers: shopper.auth, payload: { card } });
  assert.equal(refused.statusCode, 402, refused.body);
  assert.equal((await mailsFor()).length, 1);
});

it('e-mails when a box a store still holds comes back online, not when a store gets more (issue 30)', async () => {
  const [box] = (await t.db.query<{ box_id: string; store_id: number }>(
    `SELECT b.box_id, min(ss.store_id) AS store_id FROM boxes b JOIN store_stock ss ON ss.box_id = b.box_id
     WHERE b.box_sale_allowed AND b.box_web_sale_allowed AND b.box_id NOT IN ($1, $2) GROUP BY b.box_id ORDER BY b.box_id LIMIT 1`,
    [soldOut, other],
  )) as [{ box_id: string; store_id: number }];
  await t.db.query('UPDATE boxes SET ecom_quantity = 0 WHERE box_id = $1', [box.box_id]);
  await call(bob, 'POST', 'stockalert', { payload: { boxId: box.box_id } });
  const [{ box_name: name }] = (await t.db.query<{ box_name: string }>('SELECT box_name FROM boxes WHERE box_id = $1', [box.box_id])) as [{ box_name: string }];
  const mails = async () => (await restockMails(bob.email)).filter((m) => m.subject === `Back in stock: ${name}`).length;
  const backInStock = createBackInStockAnnouncer({ outbox, publicUrl });

  // More in a store: it was never gone from the stores, and still cannot be delivered.
  await t.db.transaction((tx) => returnStock(tx, { boxId: box.box_id, deliveryMethodId: COLLECTION, storeId: box.store_id, quantity: 1 }, backInStock));
  assert.equal(await mails(), 0);
  assert.equal(await receiveStock(t.db, { boxId: box.box_id, quantity: 1, outbox, publicUrl }), 1);
  assert.equal(await mails(), 1);
  // More online while it is online: no e-mail.
  await receiveStock(t.db, { boxId: box.box_id, quantity: 1, outbox, publicUrl });
  assert.equal(await mails(), 1);
});

it('queues no e-mail when the stock change rolls back', async () => {
  await sellOut(soldOut, 1);
  const mailsBefore = (await restockMails(ann.email)).length;
  const backInStock = createBackInStockAnnouncer({ outbox, publicUrl });
  await assert.rejects(
    t.db.transaction(async (tx) => {
      await returnStock(tx, { boxId: soldOut, deliveryMethodId: DELIVERY, storeId: null, quantity: 1 }, backInStock);
      throw new Error('the order update failed');
    }),
  );
  assert.equal((await restockMails(ann.email)).length, mailsBefore);
  const [box] = await t.db.query<{ ecom_quantity: number }>('SELECT ecom_quantity FROM boxes WHERE box_id = $1', [soldOut]);
  assert.equal(box!.ecom_quantity, 0);
});

it('reads the staff command and refuses what is not one', () => {
  assert.deepEqual(parseStockCommand(['stock', 'll000123', '4']), { boxId: 'LL000123', quantity: 4 });
  for (const args of [
    [],
    ['stock'],
    ['stock', 'LL000123'],
    ['stock', 'LL000123', '0'],
    ['stock', 'LL000123', '-2'],
    ['stock', 'LL000123', '1.5'],
    ['stock', "x';--", '1'],
    ['drop', 'LL000123', '1'],
    ['stock', 'LL000123', '20000'],
  ]) {
    assert.equal(parseStockCommand(args), null, args.join(' '));
  }
});
