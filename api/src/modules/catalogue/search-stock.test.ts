// A sold box leaves search answers at once, though answers are shared for 30 s (the stock
// epoch of migration 008), and the home page's delivery tile states the charged rule.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { takeStock } from './stock.js';

let t: TestApp;
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '300' });
});
after(() => t.close());

const search = async (body: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/v3/search/1/indexes/boxes/query', payload: body });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { hits: Array<{ objectID: string }>; nbHits: number };
};
const ids = (r: { hits: Array<{ objectID: string }> }) => r.hits.map((h) => h.objectID.toUpperCase());
const epochNow = async () => (await t.db.query<{ epoch: string }>('SELECT epoch::text AS epoch FROM search_stock_epoch'))[0]!.epoch;
const soldBoxes = () => t.db.query<{ box_id: string }>(`SELECT box_id FROM boxes b WHERE ecom_quantity = 0 AND NOT EXISTS (SELECT 1 FROM store_stock ss WHERE ss.box_id = b.box_id AND ss.quantity > 0)`);

describe('sold boxes and search', () => {
  it('never lists a box with no stock online or in any store', async () => {
    // One sold box for certain, whatever the seed holds.
    const [popular] = await t.db.query<{ box_id: string }>('SELECT box_id FROM boxes ORDER BY popularity DESC LIMIT 1');
    await t.db.query('UPDATE boxes SET ecom_quantity = 0 WHERE box_id = $1', [popular!.box_id]);
    await t.db.query('DELETE FROM store_stock WHERE box_id = $1', [popular!.box_id]);
    const sold = new Set((await soldBoxes()).map((r) => r.box_id));
    assert.ok(sold.has(popular!.box_id));
    const all = await search({ hitsPerPage: 100, page: 0 });
    assert.equal(ids(all).filter((id) => sold.has(id)).length, 0);
    const [boxes] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM boxes');
    assert.equal(all.nbHits, boxes!.n - sold.size);
  });

  it('drops a box from a shared answer within a second of its last unit being taken', async () => {
    const [box] = await t.db.query<{ box_id: string; super_cat_id: number }>(
      `SELECT b.box_id, pl.super_cat_id FROM boxes b JOIN categories c USING (category_id) JOIN product_lines pl ON pl.product_line_id = c.product_line_id
       WHERE b.ecom_quantity = 1 AND b.box_sale_allowed AND b.box_web_sale_allowed AND NOT EXISTS (SELECT 1 FROM store_stock ss WHERE ss.box_id = b.box_id)
       ORDER BY b.popularity DESC LIMIT 1`,
    );
    assert.ok(box);
    const body = { query: '', facetFilters: [`superCatId:${box.super_cat_id}`], hitsPerPage: 100 };
    const before = await search(body);
    assert.ok(ids(before).includes(box.box_id));
    assert.deepEqual(ids(await search(body)), ids(before), 'the answer is shared');

    const taken = await t.db.transaction((tx) => takeStock(tx, { boxId: box.box_id, deliveryMethodId: 1, storeId: null, quantity: 1 }));
    assert.equal(taken, true);
    // On PGlite the notification comes with the commit; on PostgreSQL it arrives on the
    // listening connection a moment later, so the answer must change within a second.
    let after = await search(body);
    for (const deadline = Date.now() + 1000; ids(after).includes(box.box_id) && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 20));
      after = await search(body);
    }
    assert.equal(ids(after).includes(box.box_id), false);
    assert.equal(after.nbHits, before.nbHits - 1);
  });

  it('keeps the shared answer while no box sells out (2 units to 1)', async () => {
    const [box] = await t.db.query<{ box_id: string }>(`SELECT box_id FROM boxes WHERE ecom_quantity >= 2 AND box_sale_allowed AND box_web_sale_allowed LIMIT 1`);
    const e1 = await epochNow();
    await t.db.transaction((tx) => takeStock(tx, { boxId: box!.box_id, deliveryMethodId: 1, storeId: null, quantity: 1 }));
    const e2 = await epochNow();
    assert.equal(e2, e1);
  });

  it('moves the epoch when the last unit in a store goes', async () => {
    const [row] = await t.db.query<{ box_id: string; store_id: number; quantity: number }>('SELECT box_id, store_id, quantity FROM store_stock WHERE quantity > 0 LIMIT 1');
    const e1 = await epochNow();
    await t.db.transaction((tx) => takeStock(tx, { boxId: row!.box_id, deliveryMethodId: 2, storeId: row!.store_id, quantity: row!.quantity }));
    const e2 = await epochNow();
    assert.equal(Number(e2), Number(e1) + 1);
  });
});

describe('the delivery promise on the home page', () => {
  it('states the per-item rule with the numbers from settings', async () => {
    const res = await t.app.inject({ url: '/v3/content/home' });
    const truck = res.json().response.data.uspIcons.find((u: { icon: string }) => u.icon === 'truck');
    assert.deepEqual(truck, { icon: 'truck', title: 'Free delivery on every item £50 or over', text: '£1.99 an item otherwise. Free click-and-collect.' });
    await t.db.query(`UPDATE settings SET value = jsonb_set(value, '{perItemDeliveryCharge}', '395') WHERE platform_id = 16 AND scope = 'prelogin' AND key = 'limits'`);
    const again = await t.app.inject({ url: '/v3/content/home' });
    assert.match(JSON.stringify(again.json().response.data.uspIcons), /£3\.95 an item otherwise/);
    await t.db.query(`UPDATE settings SET value = jsonb_set(value, '{perItemDeliveryCharge}', '199') WHERE platform_id = 16 AND scope = 'prelogin' AND key = 'limits'`);
  });
});
