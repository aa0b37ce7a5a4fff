import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let memberId: string;
let auth: Record<string, string>;
// Boxes picked from the seeded catalogue for each case.
let online: { box_id: string; ecom_quantity: number; sell_price: number };
let storeOnly: { box_id: string; store_id: number; quantity: number };

before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '400' });
  const m = await createVerifiedMember(t.app);
  memberId = m.memberId;
  auth = (await signedIn(t.app, m.email, m.password)).auth;
  online = (
    await t.db.query<typeof online>(`SELECT box_id, ecom_quantity, sell_price FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 2 AND sell_price < 5000 ORDER BY box_id LIMIT 1`)
  )[0]!;
  storeOnly = (await t.db.query<typeof storeOnly>(`SELECT b.box_id, ss.store_id, ss.quantity FROM boxes b JOIN store_stock ss USING (box_id) WHERE b.box_sale_allowed ORDER BY b.box_id LIMIT 1`))[0]!;
});
after(() => t.close());
beforeEach(async () => {
  await t.db.query('DELETE FROM basket_items');
});

const form = (body: Record<string, string | number>) => new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString();
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, string | number>, headers = auth) =>
  t.app.inject({ method, url: `/v3/basket/${memberId}${path}`, headers: { ...headers, ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) }, payload: body ? form(body) : undefined });
const lines = () => t.db.query<{ box_id: string; quantity: number; delivery_method_id: number }>('SELECT box_id, quantity, delivery_method_id FROM basket_items ORDER BY box_id, delivery_method_id');
const codeOf = (res: { json(): { response: { error: { code: unknown } } } }) => res.json().response.error.code;

describe('live basket', () => {
  it('adds, increases, updates, and removes below 1, answering with wesellItems', async () => {
    let res = await call('POST', '/add', { boxId: online.box_id.toLowerCase(), quantity: 1, deliveryMethodId: 1, mode: 2, memberId });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().response.ack, 'Success');
    res = await call('POST', '/add', { boxId: online.box_id, quantity: 1, deliveryMethodId: 1 });
    const data = res.json().response.data;
    assert.equal(data.basketCount, 2);
    const item = data.wesellItems.items[0];
    assert.equal(item.key, online.box_id);
    assert.equal(item.quantity, 2);
    assert.equal(item.synced, 1);
    assert.equal(item.deliveryCharge, 3.98, 'two items under £50 at £1.99 each');
    assert.equal(data.wesellItems.totalSellCost, Math.round(online.sell_price * 2 + 398) / 100);
    res = await call('PUT', '/update', { boxId: online.box_id, quantity: 1, deliveryMethodId: 1 });
    assert.equal(res.json().response.data.basketCount, 1);
    res = await call('PUT', '/update', { boxId: online.box_id, quantity: 0, deliveryMethodId: 1 });
    assert.equal(res.json().response.data.basketCount, 0);
    assert.deepEqual(await lines(), []);
  });

  it('keys collection items by box id + -2 and checks the chosen store’s stock', async () => {
    const res = await call('POST', '/add', { boxId: storeOnly.box_id, quantity: 1, deliveryMethodId: 2, storeId: storeOnly.store_id });
    assert.equal(res.statusCode, 200, res.body);
    const item = res.json().response.data.wesellItems.items[0];
    assert.equal(item.key, `${storeOnly.box_id}-2`);
    assert.equal(item.deliveryCharge, 0, 'collection is free');
    assert.equal(item.storeInfo.storeId, storeOnly.store_id);
    const noStore = await call('POST', '/add', { boxId: storeOnly.box_id, quantity: 1, deliveryMethodId: 2 });
    assert.equal(codeOf(noStore), 2046);
    const tooMany = await call('PUT', '/update', { boxId: storeOnly.box_id, quantity: storeOnly.quantity + 1, deliveryMethodId: 2, storeId: storeOnly.store_id });
    assert.equal(codeOf(tooMany), 2034);
    const [elsewhere] = await t.db.query<{ store_id: number }>('SELECT store_id FROM stores WHERE store_id NOT IN (SELECT store_id FROM store_stock WHERE box_id = $1 AND quantity > 0) ORDER BY store_id LIMIT 1', [
      storeOnly.box_id,
    ]);
    assert.equal(codeOf(await call('POST', '/add', { boxId: storeOnly.box_id, quantity: 1, deliveryMethodId: 2, storeId: elsewhere!.store_id })), 2047, 'none in that store');
  });

  it('removes with DELETE and a body; a missing line is 2042', async () => {
    await call('POST', '/add', { boxId: online.box_id, quantity: 1, deliveryMethodId: 1 });
    const res = await call('DELETE', '', { boxId: online.box_id, mode: 2, deliveryMethodId: 1, quantity: 1, totalPrice: 10, memberId });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().response.data.basketCount, 0);
    assert.equal(codeOf(await call('DELETE', '', { boxId: online.box_id, deliveryMethodId: 1 })), 2042);
    assert.equal(codeOf(await call('PUT', '/update', { boxId: online.box_id, quantity: 2, deliveryMethodId: 1 })), 2042);
  });

  it('adds in bulk (isBulk=1, bulkItemData), all or nothing', async () => {
    const bulk = JSON.stringify([
      { boxId: online.box_id, quantity: 1, deliveryMethodId: 1 },
      { boxId: storeOnly.box_id, quantity: 1, deliveryMethodId: 2, storeId: storeOnly.store_id },
    ]);
    const res = await call('POST', '/add', { isBulk: 1, bulkItemData: bulk, memberId });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().response.data.basketCount, 2);
    await t.db.query('DELETE FROM basket_items');
    const bad = JSON.stringify([
      { boxId: online.box_id, quantity: 1, deliveryMethodId: 1 },
      { boxId: 'LL999999', quantity: 1, deliveryMethodId: 1 },
    ]);
    assert.equal(codeOf(await call('POST', '/add', { isBulk: 1, bulkItemData: bad })), 2042);
    assert.deepEqual(await lines(), [], 'the good line was not kept either');
    assert.equal(codeOf(await call('POST', '/add', { isBulk: 1, bulkItemData: '{not json' })), 5);
  });

  it('enforces the per-item limit (2040), the basket limit (2030) and stock (2034/2035), leaving the basket unchanged', async () => {
    await call('POST', '/add', { boxId: online.box_id, quantity: 1, deliveryMethodId: 1 });
    const before = await lines();
    assert.equal(codeOf(await call('PUT', '/update', { boxId: online.box_id, quantity: 6, deliveryMethodId: 1 })), 2040);
    await t.db.query('UPDATE boxes SET ecom_quantity = 2 WHERE box_id = $1', [online.box_id]);
    try {
      const short = await call('PUT', '/update', { boxId: online.box_id, quantity: 3, deliveryMethodId: 1 });
      assert.equal(codeOf(short), 2034);
      assert.equal(short.json().response.error.message, 'Sorry, only 2 of this item are available.');
    } finally {
      await t.db.query('UPDATE boxes SET ecom_quantity = $2 WHERE box_id = $1', [online.box_id, online.ecom_quantity]);
    }
    await t.db.query(`UPDATE settings SET value = jsonb_set(value, '{sellTotalBasketItemLimit}', '2') WHERE key = 'limits'`);
    try {
      const [another] = await t.db.query<{ box_id: string }>(`SELECT box_id FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 2 AND box_id <> $1 LIMIT 1`, [online.box_id]);
      assert.equal(codeOf(await call('POST', '/add', { boxId: another!.box_id, quantity: 2, deliveryMethodId: 1 })), 2030);
    } finally {
      await t.db.query(`UPDATE settings SET value = jsonb_set(value, '{sellTotalBasketItemLimit}', '20') WHERE key = 'limits'`);
    }
    const [empty] = await t.db.query<{ box_id: string }>(`SELECT box_id FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity = 0 LIMIT 1`);
    assert.equal(codeOf(await call('POST', '/add', { boxId: empty!.box_id, quantity: 1, deliveryMethodId: 1 })), 2035);
    const [notOnline] = await t.db.query<{ box_id: string }>(`SELECT box_id FROM boxes WHERE NOT box_web_sale_allowed AND box_sale_allowed LIMIT 1`);
    assert.equal(codeOf(await call('POST', '/add', { boxId: notOnline!.box_id, quantity: 1, deliveryMethodId: 1 })), 2049);
    assert.deepEqual(await lines(), before);
  });

  it('rejects malformed input with 400, never a 500, and changes nothing', async () => {
    await call('POST', '/add', { boxId: online.box_id, quantity: 1, deliveryMethodId: 1 });
    const before = await lines();
    const bad: Array<Record<string, string | number>> = [
      { boxId: online.box_id, quantity: -3, deliveryMethodId: 1 },
      { boxId: online.box_id, quantity: 0, deliveryMethodId: 1 },
      { boxId: online.box_id, quantity: '1e309', deliveryMethodId: 1 },
      { boxId: online.box_id, quantity: 99999999, deliveryMethodId: 1 },
      { boxId: online.box_id, quantity: 'two', deliveryMethodId: 1 },
      { boxId: online.box_id, quantity: 1, deliveryMethodId: 3 },
      { boxId: "'; DROP TABLE boxes; --", quantity: 1, deliveryMethodId: 1 },
      { quantity: 1, deliveryMethodId: 1 },
    ];
    for (const body of bad) {
      const res = await call('POST', '/add', body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
    }
    const unknown = await call('POST', '/add', { boxId: 'LL999999', quantity: 1, deliveryMethodId: 1 });
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(await lines(), before);
  });

  it('applies a change sent again with the same Idempotency-Key once (a retry after a lost answer)', async () => {
    const keyed = (method: 'POST' | 'PUT' | 'DELETE', path: string, body: Record<string, string | number>, key: string) =>
      t.app.inject({ method, url: `/v3/basket/${memberId}${path}`, headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key }, payload: form(body) });
    const line = { boxId: online.box_id, quantity: 1, deliveryMethodId: 1 };
    for (let i = 0; i < 3; i++) assert.equal((await keyed('POST', '/add', line, 'add-0001-aaaa')).statusCode, 200);
    assert.deepEqual(
      (await lines()).map((l) => l.quantity),
      [1],
      'three sends of one add: one item',
    );
    const again = await keyed('POST', '/add', line, 'add-0002-bbbb');
    assert.equal(again.json().response.data.basketCount, 2, 'a new key is a new change');
    // A repeated remove answers with the basket as it is, not 'no such line'.
    for (let i = 0; i < 2; i++) {
      const res = await keyed('DELETE', '', { boxId: online.box_id, deliveryMethodId: 1 }, 'remove-0001-cccc');
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().response.data.basketCount, 0);
    }
    // A refused change claims nothing: sent again once it can succeed, it is applied.
    const tooMany = { ...line, quantity: online.ecom_quantity + 1 };
    assert.equal((await keyed('POST', '/add', tooMany, 'add-0003-dddd')).statusCode, 409, 'more than the stock');
    assert.deepEqual(await lines(), []);
    const [{ n }] = (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM basket_change_keys WHERE change_key = 'add-0003-dddd'")) as [{ n: number }];
    assert.equal(n, 0, 'the refused change left no key behind');
    assert.equal((await keyed('POST', '/add', line, 'bad key!')).statusCode, 400, 'a malformed key is refused');
    assert.deepEqual(await lines(), []);
  });

  it('is the member’s own: no token is 8, another member’s cart is 403', async () => {
    assert.equal(codeOf(await call('GET', '', undefined, {})), 8);
    const other = await createVerifiedMember(t.app);
    const otherAuth = (await signedIn(t.app, other.email, other.password)).auth;
    assert.equal((await call('GET', '', undefined, otherAuth)).statusCode, 403);
    assert.equal((await call('POST', '/add', { boxId: online.box_id, quantity: 1, deliveryMethodId: 1 }, otherAuth)).statusCode, 403);
    assert.deepEqual(await lines(), []);
  });
});

describe('switching a line between delivery and collection', () => {
  // A box sold online and in a store, with at least 2 of each.
  let both: { box_id: string; store_id: number; store_quantity: number; ecom_quantity: number };
  // A box only sold in stores.
  let inStoreOnly: { box_id: string; store_id: number };
  before(async () => {
    inStoreOnly = (
      await t.db.query<typeof inStoreOnly>(
        `SELECT b.box_id, ss.store_id FROM boxes b JOIN store_stock ss USING (box_id) WHERE NOT b.box_web_sale_allowed AND b.box_sale_allowed AND ss.quantity > 0 ORDER BY b.box_id LIMIT 1`,
      )
    )[0]!;
    both = (
      await t.db.query<typeof both>(
        `SELECT b.box_id, ss.store_id, ss.quantity AS store_quantity, b.ecom_quantity FROM boxes b JOIN store_stock ss USING (box_id)
       WHERE b.box_web_sale_allowed AND b.box_sale_allowed AND b.ecom_quantity >= 2 AND ss.quantity >= 2 ORDER BY b.box_id, ss.store_id LIMIT 1`,
      )
    )[0]!;
    assert.ok(both, 'the seeded catalogue has a box sold online and in a store');
  });
  const method = (body: Record<string, string | number>, headers = auth) => call('PUT', '/deliverymethod', body, headers);

  it('moves a delivery line to collection from a store and back, marking collection as chosen', async () => {
    await call('POST', '/add', { boxId: both.box_id, quantity: 2, deliveryMethodId: 1 });
    let res = await method({ boxId: both.box_id.toLowerCase(), deliveryMethodId: 1, newDeliveryMethodId: 2, storeId: both.store_id });
    assert.equal(res.statusCode, 200, res.body);
    let [item] = res.json().response.data.wesellItems.items;
    assert.equal(item.key, `${both.box_id}-2`);
    assert.equal(item.quantity, 2);
    assert.equal(item.storeInfo.storeId, both.store_id);
    assert.equal(item.deliveryCharge, 0, '§5: collection travels free');
    assert.equal(item.collectionChosen, true);
    assert.deepEqual(await lines(), [{ box_id: both.box_id, quantity: 2, delivery_method_id: 2 }]);

    // A switched line keeps its place in the basket.
    await call('POST', '/add', { boxId: inStoreOnly.box_id, quantity: 1, deliveryMethodId: 2, storeId: inStoreOnly.store_id });
    res = await method({ boxId: both.box_id, deliveryMethodId: 2, newDeliveryMethodId: 1 });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      res.json().response.data.wesellItems.items.map((i: { key: string }) => i.key),
      [both.box_id, `${inStoreOnly.box_id}-2`],
    );
    [item] = res.json().response.data.wesellItems.items;
    assert.equal(item.key, both.box_id);
    assert.equal(item.storeInfo, null);
    assert.deepEqual(
      (await lines()).filter((l) => l.box_id === both.box_id),
      [{ box_id: both.box_id, quantity: 2, delivery_method_id: 1 }],
    );
  });

  it('merges onto an existing line of the other method, capped by the §5 per-item limit', async () => {
    await t.db.query('UPDATE boxes SET ecom_quantity = 10 WHERE box_id = $1', [both.box_id]);
    await t.db.query('UPDATE store_stock SET quantity = 10 WHERE box_id = $1 AND store_id = $2', [both.box_id, both.store_id]);
    try {
      await call('POST', '/add', { boxId: both.box_id, quantity: 4, deliveryMethodId: 1 });
      await call('POST', '/add', { boxId: both.box_id, quantity: 3, deliveryMethodId: 2, storeId: both.store_id });
      const res = await method({ boxId: both.box_id, deliveryMethodId: 2, newDeliveryMethodId: 1 });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(await lines(), [{ box_id: both.box_id, quantity: 5, delivery_method_id: 1 }], '4 + 3 capped at the limit of 5');
    } finally {
      await t.db.query('UPDATE boxes SET ecom_quantity = $2 WHERE box_id = $1', [both.box_id, both.ecom_quantity]);
      await t.db.query('UPDATE store_stock SET quantity = $3 WHERE box_id = $1 AND store_id = $2', [both.box_id, both.store_id, both.store_quantity]);
    }
  });

  it('refuses with the §8 codes and leaves the basket as it was', async () => {
    await call('POST', '/add', { boxId: both.box_id, quantity: 2, deliveryMethodId: 1 });
    await call('POST', '/add', { boxId: inStoreOnly.box_id, quantity: 1, deliveryMethodId: 2, storeId: inStoreOnly.store_id });
    const before = await lines();
    assert.equal(before.length, 2);
    assert.equal(codeOf(await method({ boxId: both.box_id, deliveryMethodId: 1, newDeliveryMethodId: 2 })), 2046, 'no store chosen');
    const [elsewhere] = await t.db.query<{ store_id: number }>('SELECT store_id FROM stores WHERE store_id NOT IN (SELECT store_id FROM store_stock WHERE box_id = $1 AND quantity > 0) ORDER BY store_id LIMIT 1', [
      both.box_id,
    ]);
    assert.equal(codeOf(await method({ boxId: both.box_id, deliveryMethodId: 1, newDeliveryMethodId: 2, storeId: elsewhere!.store_id })), 2047, 'none in that store');
    assert.equal(codeOf(await method({ boxId: inStoreOnly.box_id, deliveryMethodId: 2, newDeliveryMethodId: 1 })), 2049, 'not sold online');
    assert.equal(codeOf(await method({ boxId: inStoreOnly.box_id, deliveryMethodId: 1, newDeliveryMethodId: 2, storeId: inStoreOnly.store_id })), 2042, 'no such line');
    await t.db.query('UPDATE store_stock SET quantity = 1 WHERE box_id = $1 AND store_id = $2', [both.box_id, both.store_id]);
    try {
      assert.equal(codeOf(await method({ boxId: both.box_id, deliveryMethodId: 1, newDeliveryMethodId: 2, storeId: both.store_id })), 2034, 'only 1 in the store');
    } finally {
      await t.db.query('UPDATE store_stock SET quantity = $3 WHERE box_id = $1 AND store_id = $2', [both.box_id, both.store_id, both.store_quantity]);
    }
    await t.db.query(`UPDATE settings SET value = jsonb_set(value, '{clickAndCollect}', 'false') WHERE key = 'featureFlags'`);
    try {
      assert.equal(codeOf(await method({ boxId: both.box_id, deliveryMethodId: 1, newDeliveryMethodId: 2, storeId: both.store_id })), 2047, 'click and collect off (§6)');
    } finally {
      await t.db.query(`UPDATE settings SET value = jsonb_set(value, '{clickAndCollect}', 'true') WHERE key = 'featureFlags'`);
    }
    const bads: Array<Record<string, string | number>> = [
      { boxId: both.box_id, deliveryMethodId: 1, newDeliveryMethodId: 3 },
      { boxId: 'nope', deliveryMethodId: 1, newDeliveryMethodId: 2 },
      { boxId: both.box_id, deliveryMethodId: 1 },
    ];
    for (const bad of bads) {
      const res = await method(bad);
      assert.equal(res.statusCode, 400, `${JSON.stringify(bad)}: ${res.body}`);
    }
    assert.deepEqual(await lines(), before);
  });

  it('is the member’s own: another member’s basket is 403', async () => {
    await call('POST', '/add', { boxId: both.box_id, quantity: 1, deliveryMethodId: 1 });
    const other = await createVerifiedMember(t.app);
    const otherAuth = (await signedIn(t.app, other.email, other.password)).auth;
    assert.equal((await method({ boxId: both.box_id, deliveryMethodId: 1, newDeliveryMethodId: 2, storeId: both.store_id }, otherAuth)).statusCode, 403);
    assert.deepEqual(await lines(), [{ box_id: both.box_id, quantity: 1, delivery_method_id: 1 }]);
  });
});
