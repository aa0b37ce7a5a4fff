import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { postcodeArea, milesBetween } from './geo.js';
import { POSTCODE_AREAS, STORES } from './seed/reference-data.js';

let t: TestApp;
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '600' });
});
after(() => t.close());

const get = (url: string) => t.app.inject({ url });
const data = async (url: string) => {
  const res = await get(url);
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json().response.data;
};
const search = (index: string, body: object) => t.app.inject({ method: 'POST', url: `/v3/search/1/indexes/${index}/query`, payload: body });
const codeOf = (res: { json(): { response: { error: { code: unknown } } } }) => res.json().response.error.code;

describe('categories', () => {
  it('lists the six super-categories of §9 with their ids and brand attributes', async () => {
    const { superCats } = await data('/v3/supercats');
    const byId = Object.fromEntries(superCats.map((s: { superCatId: number; superCatName: string; brandAttributeId: number }) => [s.superCatId, [s.superCatName, s.brandAttributeId]]));
    assert.deepEqual(byId, {
      1: ['bathing-changing', 2],
      2: ['clothing', 39],
      3: ['feeding', 42],
      4: ['nursery', 40],
      5: ['toys', 41],
      7: ['pushchairs-travel', 44],
    });
  });

  it("gives product lines by a list of super-categories, or by one with productLineIds '*'", async () => {
    const a = await data('/v3/productlines?superCatIds=[7,4]');
    assert.ok(a.productLines.every((p: { superCatId: number }) => [7, 4].includes(p.superCatId)));
    const b = await data('/v3/productlines?superCatId=7&productLineIds=*');
    assert.deepEqual(
      b.productLines.map((p: { productLineName: string }) => p.productLineName),
      ['Prams & Pushchairs', 'Car Seats', 'Travel Accessories'],
    );
  });

  it('gives categories by product lines, and popular ones', async () => {
    const { categories } = await data('/v3/categories?productLineIds=[701,702]');
    assert.ok(categories.length >= 9);
    assert.ok((await data('/v3/categories/popular')).categories.length > 0);
  });

  it('rejects malformed lists with 400 and code 5', async () => {
    for (const url of [
      '/v3/productlines?superCatIds=7',
      '/v3/productlines?superCatIds=[]',
      '/v3/productlines?superCatIds=["a"]',
      '/v3/productlines',
      '/v3/categories?productLineIds={}',
      '/v3/categories?productLineIds=[1e309]',
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 400, url);
      assert.equal(codeOf(res), 5, url);
    }
  });
});

describe('boxes', () => {
  it('returns a box with the §3 fields, its grade and its photos', async () => {
    const { boxDetails } = await data('/v3/boxes/ll000001/detail');
    const b = boxDetails[0];
    for (const field of [
      'boxId',
      'masterBoxId',
      'boxName',
      'categoryId',
      'categoryName',
      'categoryFriendlyName',
      'superCatId',
      'superCatName',
      'superCatFriendlyName',
      'imageNames',
      'imageUrls',
      'sellPrice',
      'cashPrice',
      'exchangePrice',
      'ecomQuantityOnHand',
      'collectionQuantity',
      'ecomQuantity',
      'outOfStock',
      'outOfEcomStock',
      'boxSaleAllowed',
      'boxWebSaleAllowed',
      'boxBuyAllowed',
      'boxWebBuyAllowed',
      'webSaleAllowed',
      'cannotBuy',
      'isNewBox',
      'attributeInfo',
      'grade',
      'gradeDescription',
      'wear',
    ]) {
      assert.ok(field in b, field);
    }
    assert.equal(b.boxId, 'LL000001');
    assert.ok(['A', 'B', 'C'].includes(b.grade));
    assert.match(b.imageUrls.large[0], /^\/images\/boxes\/LL000001_1_l\.webp\?e=[\w-]+$/);
    assert.match(b.imageUrls.zoom[0], /_xl\.webp\?/);
    assert.ok(b.cashPrice < b.sellPrice && b.exchangePrice < b.sellPrice);
  });

  it('answers unknown and malformed ids with a 4xx and a code', async () => {
    const unknown = await get('/v3/boxes/LL999999/detail');
    assert.equal(unknown.statusCode, 404);
    assert.equal(codeOf(unknown), 2042);
    assert.equal((await get('/v3/boxes/DROP%20TABLE/detail')).statusCode, 400);
  });

  it('lists stock per store and the nearest stores to a postcode with their quantity', async () => {
    const [row] = await t.db.query<{ box_id: string; store_id: number }>('SELECT box_id, store_id FROM store_stock ORDER BY box_id LIMIT 1');
    const { stockDetails } = await data(`/v3/boxes/${row!.box_id}/stock`);
    assert.ok(stockDetails.some((s: { storeId: number }) => s.storeId === row!.store_id));
    const near = await data(`/v3/boxes/${row!.box_id}/neareststores?postcode=SW11%201NZ&limit=3`);
    assert.equal(near.stores.length, 3);
    assert.equal(near.stores[0].storeName, 'London Clapham');
    assert.ok(near.stores[0].distanceMiles <= near.stores[1].distanceMiles);
  });

  it('serves rails of real stock', async () => {
    for (const rail of ['mostwanted', 'topsellers', 'hotproducts']) {
      const { boxes } = await data(`/v3/boxes/${rail}?limit=8`);
      assert.ok(boxes.length > 0 && boxes.length <= 8, rail);
      assert.ok(boxes.every((b: { ecomQuantity: number }) => b.ecomQuantity > 0));
    }
    assert.equal((await get('/v3/boxes/mostwanted?limit=500')).statusCode, 400);
  });
});

describe('photos', () => {
  it('draws each view in each size, the zoom exactly 1600×1600, with a long cache', async () => {
    const res = await get('/images/boxes/LL000001_1_xl.webp');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/webp');
    assert.match(String(res.headers['cache-control']), /max-age=31536000, immutable/);
    const sharp = (await import('sharp')).default;
    const meta = await sharp(res.rawPayload).metadata();
    assert.deepEqual([meta.width, meta.height], [1600, 1600]);
    const small = await sharp((await get('/images/boxes/LL000001_1_s.webp')).rawPayload).metadata();
    assert.deepEqual([small.width, small.height], [200, 200]);
    assert.equal((await get('/images/boxes/LL000001_7_l.webp')).statusCode, 404, 'a view the box does not have');
    assert.equal((await get('/images/boxes/..%2F..%2Fetc_1_l.webp')).statusCode, 404);
  });
});

describe('stores', () => {
  it('has at least 25 stores in real UK towns, with hours and coordinates', async () => {
    const { stores } = await data('/v3/stores');
    assert.ok(stores.length >= 25);
    assert.ok(stores.every((s: { openingHours: { monday: string }; latitude: number }) => s.openingHours.monday && s.latitude > 49));
    assert.equal((await data('/v3/stores/count')).count, stores.length);
    const { store } = await data(`/v3/stores/${stores[0].storeId}/detail`);
    assert.equal(store.storeId, stores[0].storeId);
  });

  it('finds the nearest store from every postcode area, and by coordinates', async () => {
    for (const [area] of POSTCODE_AREAS) {
      const { stores } = await data(`/v3/stores/nearest?postcode=${area}1&limit=1`);
      assert.equal(stores.length, 1, area);
    }
    const m = await data('/v3/stores/nearest?postcode=M20%206RB&limit=1');
    assert.equal(m.stores[0].storeName, 'Manchester Didsbury');
    const g = await data('/v3/stores/nearest?latitude=55.86&longitude=-4.25&limit=1');
    assert.equal(g.stores[0].storeName, 'Glasgow Shawlands');
  });

  it("measures from the postcode's district: Westminster is about 3 miles from Clapham, not 0.2", async () => {
    const near = await data('/v3/stores/nearest?postcode=SW1A%201AA&limit=3');
    assert.equal(near.origin.postcodeDistrict, 'SW1A');
    assert.equal(near.origin.precision, 'district');
    const clapham = near.stores.find((s: { storeName: string }) => s.storeName === 'London Clapham');
    assert.ok(clapham.distanceMiles > 2.5 && clapham.distanceMiles < 4, String(clapham.distanceMiles));
    const [row] = await t.db.query<{ box_id: string }>('SELECT box_id FROM store_stock ORDER BY box_id LIMIT 1');
    const forBox = await data(`/v3/boxes/${row!.box_id}/neareststores?postcode=SW1A1AA&limit=3`);
    assert.deepEqual(
      forBox.stores.map((s: { distanceMiles: number }) => s.distanceMiles),
      near.stores.map((s: { distanceMiles: number }) => s.distanceMiles),
    );
  });

  it('rejects a missing, malformed or unknown postcode with its code', async () => {
    assert.equal(codeOf(await get('/v3/stores/nearest')), 1600);
    assert.equal(codeOf(await get('/v3/stores/nearest?postcode=12345')), 1602);
    assert.equal(codeOf(await get('/v3/stores/nearest?postcode=QQ1%201AA')), 50013);
    assert.equal((await get('/v3/stores/nearest?latitude=1e309&longitude=0')).statusCode, 400);
    assert.equal((await get('/v3/stores/99999/detail')).statusCode, 404);
  });

  it('parses postcodes and measures miles', () => {
    assert.equal(postcodeArea('sw11 1nz'), 'SW');
    assert.equal(postcodeArea('M20'), 'M');
    assert.equal(postcodeArea('EC1A 1BB'), 'EC');
    assert.equal(postcodeArea('12345'), null);
    const london = STORES.find((s) => s.id === 101)!;
    const manchester = STORES.find((s) => s.id === 103)!;
    const d = milesBetween({ lat: london.lat, lon: london.lon }, { lat: manchester.lat, lon: manchester.lon });
    assert.ok(d > 150 && d < 170, String(d));
  });
});

describe('grades', () => {
  it('gives each grade once, with its name and description, in order', async () => {
    const { grades } = await data('/v3/grades');
    assert.deepEqual(
      grades.map((g: { grade: string; gradeName: string }) => [g.grade, g.gradeName]),
      [
        ['A', 'Like new'],
        ['B', 'Good'],
        ['C', 'Well used'],
      ],
    );
    assert.match(grades[1].description, /^Gently used/);
  });
});

describe('brands, attributes and home content', () => {
  it('gives every brand A to Z, clothing brands by tier, and a brand description', async () => {
    const { allBrands, aToZ, clothingBrands } = await data('/v3/brands');
    assert.ok(allBrands.length > 40);
    assert.ok(aToZ.S.includes('Silver Cross'));
    assert.ok(clothingBrands.premium.includes('Frugi') && clothingBrands.basic.includes('George') && clothingBrands['high street'].includes('Next'));
    assert.match((await data('/v3/brands/description?brand=bugaboo')).description, /Dutch/);
    assert.equal((await get('/v3/brands/description?brand=Nope')).statusCode, 404);
  });

  it('lists attribute values, the brand attribute per super-category', async () => {
    const { listItems } = await data('/v3/attributes/listitems?attributeId=44');
    assert.ok(listItems.includes('Bugaboo') || listItems.includes('Silver Cross'));
    assert.ok(!listItems.includes('Frugi'), 'a clothing brand is not a pushchair brand');
    assert.equal((await get('/v3/attributes/listitems?attributeId=9999')).statusCode, 404);
    assert.ok((await data('/v3/attributes/base')).attributes.length >= 6);
  });

  it('serves the home content: 8+8 quick links, 4 usp icons, 4 quality steps, 12 about-us items', async () => {
    const home = await data('/v3/content/home');
    assert.equal(home.quickLinks.top.length, 8);
    assert.equal(home.quickLinks.bottom.length, 8);
    assert.equal(home.uspIcons.length, 4);
    assert.equal(home.qualitySteps.length, 4);
    assert.equal(home.aboutUs.length, 12);
  });

  it('has every home quick link open what it names (issue 30: "Travel systems" opened double buggies too)', async () => {
    const home = await data('/v3/content/home');
    const links = new Map<string, string>([...home.quickLinks.top, ...home.quickLinks.bottom].map((l: { label: string; href: string }) => [l.label, l.href]));
    /** The listing's search for a link (its URL parameters as mf-catalogue's listing-state reads them). */
    const listing = async (label: string) => {
      const params = new URL(links.get(label)!, 'http://shop').searchParams;
      const filters = [
        ...(params.has('superCatId') ? [`superCatId:${params.get('superCatId')}`] : []),
        ...(params.has('productLineId') ? [`productLineId:${params.get('productLineId')}`] : []),
        ...(params.has('category') ? [`categoryName:${params.get('category')}`] : []),
        ...(params.get('priceReduced') === '1' ? ['priceReduced:true'] : []),
      ];
      const r = (await search('boxes', { query: params.get('q') ?? '', facetFilters: filters, facets: ['categoryName', 'productLineName', 'superCatName'], hitsPerPage: 100 })).json();
      assert.ok(r.nbHits > 0, `${label}: something to show`);
      return r as { hits: Array<{ boxName: string; wasPrice: number | null; attributeInfo: Array<{ attributeFriendlyName: string; attributeValue: string }> }>; facets: Record<string, Record<string, number>> };
    };
    // What the hits are: a refined facet's own counts list its other values too (disjunctive).
    const only = async (label: string, field: string, value: string) => assert.deepEqual([...new Set((await listing(label)).hits.map((h) => h[field as keyof typeof h]))], [value], label);
    await only('Travel systems', 'categoryName', 'Travel Systems');
    await only('Car seats', 'productLineName', 'Car Seats');
    await only('Cot beds', 'categoryName', 'Cots & Cot Beds');
    await only('Baby monitors', 'categoryName', 'Baby Monitors');
    await only('Highchairs', 'categoryName', 'Highchairs');
    await only('Baby clothes', 'productLineName', 'Baby Clothing');
    await only('Bathing & changing', 'superCatFriendlyName', 'Bathing & Changing');
    await only('Feeding', 'superCatFriendlyName', 'Feeding');
    await only('Toys', 'superCatFriendlyName', 'Toys');
    const wooden = await listing('Wooden toys');
    assert.deepEqual(Object.keys(wooden.facets.superCatName!), ['Toys']);
    assert.ok(wooden.hits.length > 20);
    for (const hit of wooden.hits) assert.ok(/wooden/i.test(hit.boxName) || hit.attributeInfo.some((a) => a.attributeFriendlyName === 'Material' && a.attributeValue === 'Wood'), hit.boxName);
    assert.ok((await listing('Reduced')).hits.every((h) => h.wasPrice !== null));
    const pages = { 'Sell to us': '/sell-to-us', 'Find a store': '/store', 'Brands A to Z': '/brand-directory', FAQ: '/faq', 'Contact us': '/contactus' };
    for (const [label, href] of Object.entries(pages)) assert.equal(links.get(label), href);
    const about = new Map(home.aboutUs.map((a: { title: string; href: string }) => [a.title, a.href]));
    assert.equal(about.get('Careers'), '/careers');
    assert.equal(about.get('Franchise'), '/franchise');
  });
});

describe('search (Algolia shape)', () => {
  it('answers with hits, nbHits, page, nbPages, hitsPerPage, facets; queryID with click analytics', async () => {
    const res = await search('boxes', { query: 'pushchair', facets: ['brand', 'grade'], hitsPerPage: 5, clickAnalytics: true });
    assert.equal(res.statusCode, 200, res.body);
    const r = res.json();
    assert.equal(r.hitsPerPage, 5);
    assert.equal(r.page, 0);
    assert.equal(r.nbPages, Math.ceil(r.nbHits / 5));
    assert.ok(r.hits.length > 0 && r.hits[0].objectID === r.hits[0].boxId.toLowerCase());
    assert.match(r.queryID, /^[0-9a-f]{32}$/);
    assert.ok(Object.keys(r.facets.grade).every((g) => ['A', 'B', 'C'].includes(g)));
    assert.equal((await search('boxes', { query: 'pushchair' })).json().queryID, undefined);
  });

  it('returns only the hit fields asked for (attributesToRetrieve), objectID always', async () => {
    const full = (await search('boxes', { query: 'pushchair', hitsPerPage: 3 })).json();
    const lean = (await search('boxes', { query: 'pushchair', hitsPerPage: 3, attributesToRetrieve: ['boxName', 'sellPrice', 'noSuchField'] })).json();
    assert.deepEqual(
      lean.hits,
      full.hits.map((h: { objectID: string; boxName: string; sellPrice: number }) => ({ objectID: h.objectID, boxName: h.boxName, sellPrice: h.sellPrice })),
    );
    assert.equal(lean.nbHits, full.nbHits);
    const star = (await search('boxes', { query: 'pushchair', hitsPerPage: 3, attributesToRetrieve: ['*'] })).json();
    assert.deepEqual(star.hits, full.hits);
  });

  it('forgives typos in names, brands and categories', async () => {
    for (const q of ['silvr cross', 'bugabo', 'pushchiars', 'highchiar']) {
      const r = (await search('boxes', { query: q, hitsPerPage: 5 })).json();
      assert.ok(r.nbHits > 0, q);
    }
  });

  it('says which words it searched when it forgave a typo, and searches the words as typed when asked (issue 30)', async () => {
    const typo = (await search('boxes', { query: 'pushchiar', hitsPerPage: 5 })).json();
    assert.ok(typo.nbHits > 0);
    assert.equal(typo.query, 'pushchiar');
    assert.equal(typo.correctedQuery, 'pushchair');
    assert.equal((await search('boxes', { query: 'silvr cross pushchiars' })).json().correctedQuery, 'silver cross pushchairs');
    assert.equal('correctedQuery' in (await search('boxes', { query: 'pushchair' })).json(), false);
    const exact = await search('boxes', { query: 'pushchiar', typoTolerance: false, removeWordsIfNoResults: 'none' });
    assert.equal(exact.statusCode, 200, exact.body);
    assert.equal(exact.json().nbHits, 0);
    assert.equal('correctedQuery' in exact.json(), false);
    assert.equal((await search('boxes', { query: 'pushchair', typoTolerance: false })).json().nbHits, (await search('boxes', { query: 'pushchair' })).json().nbHits);
    assert.equal((await search('boxes', { query: 'pram', removeWordsIfNoResults: 'lastWords' })).statusCode, 400);
  });

  it('lists the boxes on sale online first, those in a store only after them (issue 30)', async () => {
    for (const index of ['boxes', 'boxes_price_asc', 'boxes_newest']) {
      const r = (await search(index, { query: index === 'boxes' ? 'pushchair' : '', hitsPerPage: 100, facetFilters: ['superCatId:7'] })).json();
      const onSale = r.hits.map((h: { ecomQuantity: number; webSaleAllowed: number; boxSaleAllowed: number }) => h.ecomQuantity > 0 && h.webSaleAllowed === 1 && h.boxSaleAllowed === 1);
      const firstNot = onSale.indexOf(false);
      assert.ok(firstNot > 0 && onSale.slice(firstNot).every((x: boolean) => !x), `${index}: ${onSale.map(Number).join('')}`);
    }
  });

  it('filters by facets: AND across, OR within, and counts a refined facet disjunctively', async () => {
    const all = (await search('boxes', { facets: ['grade'] })).json();
    const onlyA = (await search('boxes', { facets: ['grade', 'superCatName'], facetFilters: [['grade:A']] })).json();
    assert.equal(onlyA.nbHits, all.facets.grade.A);
    assert.ok(onlyA.hits.every((h: { grade: string }) => h.grade === 'A'));
    assert.deepEqual(onlyA.facets.grade, all.facets.grade, 'the refined facet still counts B and C');
    const aOrB = (await search('boxes', { facetFilters: [['grade:A', 'grade:B']] })).json();
    assert.equal(aOrB.nbHits, all.facets.grade.A + all.facets.grade.B);
    const push = (await search('boxes', { facets: ['brand'], facetFilters: ['superCatName:Pushchairs & Travel', ['grade:A']] })).json();
    assert.ok(push.hits.every((h: { superCatId: number; grade: string }) => h.superCatId === 7 && h.grade === 'A'));
    assert.ok(!('Frugi' in push.facets.brand));
  });

  it('filters reduced items and by price; sorts by price and by newest', async () => {
    const reduced = (await search('boxes', { facetFilters: ['priceReduced:true'], hitsPerPage: 20 })).json();
    assert.ok(reduced.hits.every((h: { wasPrice: number | null; sellPrice: number }) => h.wasPrice !== null && h.wasPrice > h.sellPrice));
    const cheap = (await search('boxes_price_asc', { numericFilters: ['sellPrice>=10', 'sellPrice<=50'], hitsPerPage: 40 })).json();
    const prices = cheap.hits.map((h: { sellPrice: number }) => h.sellPrice);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
    assert.ok(prices.every((p: number) => p >= 10 && p <= 50));
    const desc = (await search('boxes_price_desc', { hitsPerPage: 10 })).json().hits.map((h: { sellPrice: number }) => h.sellPrice);
    assert.deepEqual(
      desc,
      [...desc].sort((a, b) => b - a),
    );
    const newest = (await search('boxes_newest', { hitsPerPage: 10 })).json().hits;
    assert.equal(newest[0].isNewBox, 1);
  });

  it('pages through results without repeats, 40 a page by default', async () => {
    const first = (await search('boxes_price_asc', {})).json();
    assert.equal(first.hitsPerPage, 40);
    const second = (await search('boxes_price_asc', { page: 1 })).json();
    const ids = new Set([...first.hits, ...second.hits].map((h: { boxId: string }) => h.boxId));
    assert.equal(ids.size, 80);
  });

  it('answers a page past the last with no hits and the real page count, as Algolia does', async () => {
    const first = (await search('boxes', { query: 'pushchair', hitsPerPage: 10 })).json();
    assert.ok(first.nbPages > 0);
    for (const page of [first.nbPages, 500]) {
      const res = await search('boxes', { query: 'pushchair', hitsPerPage: 10, page });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().hits, []);
      assert.equal(res.json().nbPages, first.nbPages);
      assert.equal(res.json().nbHits, first.nbHits);
    }
  });

  it('takes a facet filter of 500 values (spec §9) and refuses 501 with code 5', async () => {
    const brands = Object.keys((await search('boxes', { facets: ['brand'], maxValuesPerFacet: 500 })).json().facets.brand);
    const values = Array.from({ length: 500 }, (_, i) => `brand:${brands[i % brands.length]}${i < brands.length ? '' : ` ${i}`}`);
    const res = await search('boxes', { facetFilters: [values], facets: ['brand', 'grade'] });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().nbHits, (await search('boxes', {})).json().nbHits, 'every brand is among the 500 values');
    const tooMany = await search('boxes', { facetFilters: [[...values, 'brand:one more']] });
    assert.equal(tooMany.statusCode, 400, tooMany.body);
    assert.equal(tooMany.json().response.error.code, 5, tooMany.body);
  });

  it('rejects bad input with a 4xx and a code, never a 500', async () => {
    const bad: Array<[string, object]> = [
      ['boxes', { page: 10_000 }],
      ['boxes', { page: -1 }],
      ['boxes', { hitsPerPage: 0 }],
      ['boxes', { hitsPerPage: Infinity }],
      ['boxes', { facets: ['password'] }],
      ['boxes', { facetFilters: ['nope:1'] }],
      ['boxes', { facetFilters: ['grade'] }],
      ['boxes', { facetFilters: [[]] }],
      ['boxes', { numericFilters: ['sellPrice>>1'] }],
      ['boxes', { numericFilters: ['1=1; DROP TABLE boxes'] }],
      ['boxes', { query: 'x'.repeat(500) }],
      ['boxes', { attributesToRetrieve: [''] }],
      ['nope', {}],
    ];
    for (const [index, body] of bad) {
      const res = await search(index, body);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${index} ${JSON.stringify(body)}: ${res.statusCode} ${res.body}`);
    }
    assert.ok((await t.db.query('SELECT 1 FROM boxes LIMIT 1')).length === 1, 'still there');
  });
});
