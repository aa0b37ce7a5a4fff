// The in-memory search index against the SQL search it replaces (same filters, counts, order
// and pages), and kept in step with the database by migration 026's notifications.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import type { SearchRequest } from '@shop/shared/api';
import { createSearch } from './search.js';
import type { SearchIndex } from './search-index.js';
import { keepSearchIndex, type KeptSearchIndex, type ShownBox } from './search-sync.js';

let t: TestApp;
let kept: KeptSearchIndex;
interface Answer {
  hits: Array<{ objectID: string; [field: string]: unknown }>;
  nbHits: number;
  nbPages: number;
  facets: Record<string, Record<string, number>>;
}
type Search = (index: string, body: SearchRequest) => Promise<Answer>;
let fromIndex: Search;
let fromSql: Search;
const parsed =
  (search: ReturnType<typeof createSearch>): Search =>
  async (index, body) =>
    JSON.parse((await search(index, body)).toString()) as Answer;
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '600' });
  kept = keepSearchIndex(t.db);
  await kept.firstBuild;
  const noCache = { ttlMs: -1, stockEpoch: async () => 'fixed' };
  fromIndex = parsed(createSearch(t.db, { ...noCache, kept }));
  fromSql = parsed(createSearch(t.db, noCache));
});
after(async () => {
  kept.close();
  await t.close();
});

const ids = (r: { hits: Array<{ objectID: string }> }) => r.hits.map((h) => h.objectID);
/** Waits (up to 2 s: PostgreSQL delivers notifications a moment after commit) until check passes. */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (const deadline = Date.now() + 2000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) if (await check()) return;
  assert.fail(what);
}

describe('search index', () => {
  it('is built and answers', async () => {
    const index = await kept.current();
    assert.ok(index && index.size >= 600);
  });

  it('filters, counts facets, sorts and pages exactly as the SQL search does', async () => {
    const requests: Array<[string, SearchRequest]> = [
      ['boxes', { facets: ['*'] }],
      ['boxes', { facets: ['*'], facetFilters: [['grade:A', 'grade:C'], 'superCatName:Pushchairs & Travel'] }],
      ['boxes_price_asc', { facets: ['brand', 'priceRange'], facetFilters: [['priceRange:£10 to £25', 'priceRange:Under £10']], page: 1 }],
      ['boxes_price_desc', { facets: ['colour', 'size'], facetFilters: ['superCatId:2', ['colour:Blue', 'colour:Red']], numericFilters: ['sellPrice>=5'] }],
      ['boxes_newest', { facets: ['isNewBox', 'grade'], facetFilters: ['-grade:B', ['priceReduced:true']], hitsPerPage: 7, page: 2 }],
      ['boxes', { facets: ['productLineName'], numericFilters: ['ecomQuantity>1', 'sellPrice<100'], hitsPerPage: 100 }],
      ['boxes', { facets: ['brand'], facetFilters: [['brand:LEGO', 'grade:A']] }],
      ['boxes_newest', { facets: ['grade'], numericFilters: ['sellPrice>20', 'sellPrice<=60', 'sellPrice!=30'] }],
      ['boxes_price_desc', { numericFilters: ['sellPrice>=0.5', 'ecomQuantity>=1'], page: 3 }],
      ['boxes_price_asc', { page: 999 }],
    ];
    for (const [index, body] of requests) {
      const [a, b] = [await fromIndex(index, body), await fromSql(index, body)];
      const what = `${index} ${JSON.stringify(body)}`;
      assert.equal(a.nbHits, b.nbHits, what);
      assert.equal(a.nbPages, b.nbPages, what);
      assert.deepEqual(a.facets, b.facets, what);
      assert.deepEqual(ids(a), ids(b), what);
    }
  });

  it('finds text with typos, in the relevance order: text score, then popularity, then box id', async () => {
    const r = await fromIndex('boxes', { query: 'silvr cross', hitsPerPage: 100 });
    assert.ok(r.nbHits > 0 && r.hits.every((h) => h.brand === 'Silver Cross'));
    const highchairs = await fromIndex('boxes', { query: 'highchiars', hitsPerPage: 100 });
    assert.ok(highchairs.nbHits > 0 && highchairs.hits.every((h) => h.categoryName === 'Highchairs'));
  });

  it('follows the database: a price change, a sold box, a new box, a removed box, a renamed brand', async () => {
    const search = (body: SearchRequest) => fromIndex('boxes', { ...body, hitsPerPage: 100 });
    const [box] = await t.db.query<{ box_id: string; brand_name: string }>(`SELECT b.box_id, br.brand_name FROM boxes b JOIN brands br USING (brand_id) WHERE b.ecom_quantity > 0 ORDER BY b.popularity DESC LIMIT 1`);
    const id = box!.box_id.toLowerCase();

    assert.ok(ids(await search({})).includes(id), 'shown once, so its row is kept for pages');
    await t.db.query('UPDATE boxes SET sell_price = 123456, was_price = NULL WHERE box_id = $1', [box!.box_id]);
    await eventually(async () => ids(await search({ numericFilters: ['sellPrice=1234.56'] })).includes(id), 'the new price is searched');
    const shown = (await search({})).hits.find((h) => h.objectID === id) as { sellPrice: number } | undefined;
    assert.equal(shown?.sellPrice, 1234.56, 'and shown: the kept row went with the change');

    // A page reads no row from the database: every hit is written from the row the index
    // re-read with the change, so what it shows of stock is live too.
    const hitOf = async () => (await search({ numericFilters: ['sellPrice=1234.56'] })).hits.find((h) => h.objectID === id) as { ecomQuantity: number; collectionQuantity: number } | undefined;
    const { ecomQuantity, collectionQuantity } = (await hitOf())!;
    await t.db.query('UPDATE boxes SET ecom_quantity = ecom_quantity + 3 WHERE box_id = $1', [box!.box_id]);
    await eventually(async () => (await hitOf())?.ecomQuantity === ecomQuantity + 3, 'online stock shown');
    await t.db.query(
      `INSERT INTO store_stock (store_id, box_id, quantity) SELECT store_id, $1, 2 FROM stores ORDER BY store_id LIMIT 1
       ON CONFLICT (box_id, store_id) DO UPDATE SET quantity = store_stock.quantity + 2`,
      [box!.box_id],
    );
    await eventually(async () => (await hitOf())?.collectionQuantity === collectionQuantity + 2, 'store stock shown');

    await t.db.query('UPDATE boxes SET ecom_quantity = 0 WHERE box_id = $1', [box!.box_id]);
    await t.db.query('DELETE FROM store_stock WHERE box_id = $1', [box!.box_id]);
    await eventually(async () => (await search({ numericFilters: ['sellPrice=1234.56'] })).nbHits === 0, 'a sold box leaves');

    await t.db.query(
      `INSERT INTO boxes (box_id, master_box_id, box_name, category_id, brand_id, grade, wear, sell_price, cash_price, exchange_price, ecom_quantity, image_views, search_text)
       SELECT 'TESTBOX1', master_box_id, box_name, category_id, brand_id, grade, wear, 98765, cash_price, exchange_price, 1, image_views, search_text || ' zanzibar'
       FROM boxes WHERE box_id = $1`,
      [box!.box_id],
    );
    await eventually(async () => ids(await search({ query: 'zanzibr' })).includes('testbox1'), 'a new box with a new text is found');

    await t.db.query(`DELETE FROM boxes WHERE box_id = 'TESTBOX1'`);
    await eventually(async () => (await search({ query: 'zanzibar' })).nbHits === 0, 'a removed box leaves');

    await t.db.query(`UPDATE brands SET brand_name = 'Renamed Brand' WHERE brand_name = $1`, [box!.brand_name]);
    await eventually(async () => 'Renamed Brand' in (await search({ facets: ['brand'] })).facets.brand!, 'a renamed brand is counted under its new name');
    const renamed = await search({ facetFilters: ['brand:Renamed Brand'] });
    assert.ok(renamed.hits.length > 0 && renamed.hits.every((h) => h.brand === 'Renamed Brand'), 'and shown under it');
    assert.ok(await kept.current(), 'built again');
    await t.db.query(`UPDATE brands SET brand_name = $1 WHERE brand_name = 'Renamed Brand'`, [box!.brand_name]);

    // A grade's name is shown in every hit of that grade (migration 053).
    const [{ grade, grade_name: gradeName }] = (await t.db.query<{ grade: string; grade_name: string }>('SELECT g.grade, g.grade_name FROM grades g JOIN boxes b USING (grade) LIMIT 1')) as [
      { grade: string; grade_name: string },
    ];
    await t.db.query(`UPDATE grades SET grade_name = 'Like new (renamed)' WHERE grade = $1`, [grade]);
    const graded = async () => (await search({ facetFilters: [`grade:${grade}`] })).hits;
    await eventually(async () => {
      const hits = await graded();
      return hits.length > 0 && hits.every((h) => h.gradeName === 'Like new (renamed)');
    }, 'a renamed grade is shown under its new name');
    await t.db.query('UPDATE grades SET grade_name = $2 WHERE grade = $1', [grade, gradeName]);
  });

  it('answers from the index it replaces while it builds again, and the new one has what changed meanwhile', async () => {
    const [box] = await t.db.query<{ box_id: string; sell_price: number }>('SELECT box_id, sell_price FROM boxes WHERE ecom_quantity > 0 ORDER BY box_id LIMIT 1');
    let answering: Promise<SearchIndex | null> | null = null;
    let changed: Promise<unknown> | null = null;
    const said: string[] = [];
    const keeper = keepSearchIndex(t.db, (message) => {
      said.push(message);
      // As the build starts (once it is waiting for its rows): what answers searches, and a change made while it reads.
      if (message.startsWith('search index: building again')) {
        answering = Promise.resolve().then(() => keeper.current());
        changed = t.db.query('UPDATE boxes SET sell_price = 4321 WHERE box_id = $1', [box!.box_id]);
      }
    });
    const priceIn = (index: SearchIndex) =>
      (index.search('boxes', { query: '', filters: [], facetNames: [], maxValues: 10, page: 0, hitsPerPage: 5000 }).rows as ShownBox[]).find((r) => r.row.box_id === box!.box_id)?.row.sell_price;
    try {
      await keeper.firstBuild;
      const first = (await keeper.current())!;
      assert.ok(first);
      await t.db.query(`SELECT pg_notify('search_boxes', '*')`);
      await eventually(async () => said.filter((m) => /^search index: \d+ boxes/.test(m)).length === 2, 'built again');
      assert.equal(await answering, first, 'the index it replaces answered while it built (not SQL)');
      await changed;
      const second = (await keeper.current())!;
      assert.notEqual(second, first);
      await eventually(async () => priceIn((await keeper.current())!) === 4321, 'the change made during the build is in the new index');
    } finally {
      keeper.close();
      await t.db.query('UPDATE boxes SET sell_price = $2 WHERE box_id = $1', [box!.box_id, box!.sell_price]);
    }
  });
});
