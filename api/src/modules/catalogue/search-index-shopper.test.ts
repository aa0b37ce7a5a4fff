// What a shopper is told and shown first (issue 30): the words a search took when it forgave a
// typo or let words go ('Showing results for pushchair'), the words as typed when asked for
// ('Search instead for pushchiar'), and boxes on sale online ahead of those in a store only.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { IndexName } from './search-filters.js';
import { SearchIndex, type IndexedBox } from './search-index.js';

const FACETS = ['brand'];
const TEXTS = ['Silver Cross Wave pushchair', 'Joie Versatrax pushchair', 'Bugaboo Fox pushchair', 'Lindam stair gate', 'Stokke highchair'];

function box(i: number, over: Partial<IndexedBox> = {}): IndexedBox {
  const searchText = TEXTS[i % TEXTS.length]!;
  return {
    boxId: `LL${String(i).padStart(6, '0')}`,
    searchText,
    popularity: (i * 37) % 101,
    sellPrice: 500 + ((i * 7919) % 40000),
    ecomQuantity: 1,
    createdMs: 1_700_000_000_000 + i * 1000,
    inStock: true,
    onSaleOnline: true,
    facets: { brand: searchText.split(' ')[0]! },
    ...over,
  };
}

function filled(n: number, over: (i: number) => Partial<IndexedBox> = () => ({})) {
  const index = new SearchIndex(FACETS);
  for (let i = 0; i < n; i++) index.put(box(i, over(i)));
  return index;
}

const ask = (over: Partial<Parameters<SearchIndex['search']>[1]> = {}) => ({ query: '', filters: [], facetNames: FACETS, maxValues: 100, page: 0, hitsPerPage: 10, ...over });

describe('the words a search took', () => {
  const index = filled(50);

  it("says which word a typo was taken for, keeping the shopper's plural", () => {
    const typo = index.search('boxes', ask({ query: 'pushchiar' }));
    assert.equal(typo.nbHits, 30);
    assert.equal(typo.correctedQuery, 'pushchair');
    assert.equal(index.search('boxes', ask({ query: 'Pushchiars' })).correctedQuery, 'pushchairs');
    assert.equal(index.search('boxes', ask({ query: 'silvr cross' })).correctedQuery, 'silver cross');
  });

  it('says nothing when the words were found as typed, or as the beginning of a word', () => {
    for (const query of ['pushchair', 'Pushchairs', 'silver cross', 'pushc', 'lindam stai']) {
      const answer = index.search('boxes', ask({ query }));
      assert.ok(answer.nbHits > 0, query);
      assert.equal(answer.correctedQuery, undefined, query);
    }
  });

  it('names the words it kept when it let the first ones go', () => {
    const answer = index.search('boxes', ask({ query: 'wooden stair gate' }));
    assert.equal(answer.nbHits, 10);
    assert.equal(answer.correctedQuery, 'stair gate');
  });

  it('searches the words as typed when asked: no typo forgiven, no word let go', () => {
    const exact = index.search('boxes', ask({ query: 'pushchiar', typoTolerance: false, removeFirstWords: false }));
    assert.equal(exact.nbHits, 0);
    assert.equal(exact.correctedQuery, undefined);
    assert.equal(index.search('boxes', ask({ query: 'wooden stair gate', typoTolerance: false, removeFirstWords: false })).nbHits, 0);
    // The same words with typos forgiven again: nothing kept from the exact search changes them.
    assert.equal(index.search('boxes', ask({ query: 'pushchiar' })).correctedQuery, 'pushchair');
    assert.equal(index.search('boxes', ask({ query: 'pushchair', typoTolerance: false })).nbHits, 30);
  });
});

describe('boxes on sale online first', () => {
  // Every third box is in a store only (or sold out online).
  const storeOnly = (i: number) => i % 3 === 0;
  const index = filled(60, (i) => (storeOnly(i) ? { onSaleOnline: false, ecomQuantity: 0 } : {}));
  const isStoreOnly = (id: string) => storeOnly(Number(id.slice(2)));

  for (const [order, query] of [
    ['boxes', ''],
    ['boxes', 'pushchair'],
    ['boxes_price_asc', ''],
    ['boxes_price_desc', 'pushchair'],
    ['boxes_newest', ''],
  ] as Array<[IndexName, string]>) {
    it(`${order}${query ? ` '${query}'` : ''}: every page puts them ahead of the boxes in a store only`, () => {
      const first = index.search(order, ask({ query, hitsPerPage: 1000 }));
      const shown = first.boxIds.map(isStoreOnly);
      const firstStoreOnly = shown.indexOf(true);
      assert.ok(firstStoreOnly > 0, 'some of each');
      assert.ok(shown.slice(firstStoreOnly).every(Boolean), `after the first box in a store only, no box on sale online: ${first.boxIds.join(' ')}`);
      assert.equal(first.boxIds.length, first.nbHits);
      // Paged in sevens, the pages join up to the same list: no box twice, none left out.
      const paged: string[] = [];
      for (let page = 0; page * 7 < first.nbHits; page++) paged.push(...index.search(order, ask({ query, hitsPerPage: 7, page })).boxIds);
      assert.deepEqual(paged, first.boxIds);
    });
  }

  it('moves a box to the end as it sells its last unit online, and back as it returns', () => {
    const shopIndex = filled(10);
    const firstId = shopIndex.search('boxes', ask()).boxIds[0]!;
    const i = Number(firstId.slice(2));
    shopIndex.put(box(i, { onSaleOnline: false, ecomQuantity: 0 }));
    assert.equal(shopIndex.search('boxes', ask()).boxIds.at(-1), firstId);
    shopIndex.put(box(i));
    assert.equal(shopIndex.search('boxes', ask()).boxIds[0], firstId);
  });
});
