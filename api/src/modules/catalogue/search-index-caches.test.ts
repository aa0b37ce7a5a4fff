// What the search index keeps between searches (each term's matches, facet counts by the set's
// recipe, a reused bitset for paging) never shows a stale or different answer: a box that
// changes is counted and found at once, and every page is the order's slice.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SearchIndex, type IndexedBox } from './search-index.js';
import type { Filter } from './search-filters.js';

const FACETS = ['brand', 'grade'];
const BRANDS = ['Silver Cross', 'Joie', 'Bugaboo', 'iCandy', 'Maxi-Cosi'];
const KINDS = ['pushchair', 'car seat', 'cot bed', 'highchair'];

function box(i: number, over: Partial<IndexedBox> = {}): IndexedBox {
  const brand = BRANDS[i % BRANDS.length]!;
  return {
    boxId: `LL${String(i).padStart(6, '0')}`,
    searchText: `${brand} ${KINDS[i % KINDS.length]}`,
    popularity: (i * 37) % 101,
    sellPrice: 500 + ((i * 7919) % 40000),
    ecomQuantity: 1,
    createdMs: 1_700_000_000_000 + i * 1000,
    inStock: true,
    onSaleOnline: true,
    facets: { brand, grade: 'ABC'[i % 3]! },
    ...over,
  };
}

function filled(n: number) {
  const index = new SearchIndex(FACETS);
  for (let i = 0; i < n; i++) index.put(box(i));
  return index;
}

const brandIs = (value: string): Filter => ({ facet: 'brand', anyOf: [{ facet: 'brand', value, negate: false }], sql: () => '' });
const ask = (over: Partial<Parameters<SearchIndex['search']>[1]> = {}) => ({ query: '', filters: [], facetNames: FACETS, maxValues: 100, page: 0, hitsPerPage: 10, ...over });

describe('search index caches', () => {
  it('finds a text added after its words were searched', () => {
    const index = filled(200);
    assert.equal(index.search('boxes', ask({ query: 'stair gate' })).nbHits, 0);
    index.put(box(999, { searchText: 'Lindam stair gate', facets: { brand: 'Lindam', grade: 'A' } }));
    const after = index.search('boxes', ask({ query: 'stair gate' }));
    assert.deepEqual(after.boxIds, ['LL000999']);
    assert.deepEqual(after.facets.brand, { Lindam: 1 });
  });

  it('counts a box that sells out at once, though the same counts were asked a moment before', () => {
    const index = filled(200);
    const before = index.search('boxes', ask({ filters: [brandIs('Joie')] }));
    assert.equal(before.facets.brand!.Joie, 40);
    index.put(box(1, { inStock: false }));
    const after = index.search('boxes_price_asc', ask({ filters: [brandIs('Joie')], page: 1 }));
    assert.equal(after.facets.brand!.Joie, 39);
    assert.equal(after.nbHits, 39);
  });

  it('gives the same counts for a search whatever its sort and page, and however its filters are ordered', () => {
    const index = filled(500);
    const filters = [brandIs('Joie'), { facet: 'grade', anyOf: [{ facet: 'grade', value: 'A', negate: false }], sql: () => '' } as Filter];
    const first = index.search('boxes', ask({ query: 'pushchair', filters }));
    const again = index.search('boxes_newest', ask({ query: 'pushchair', filters: [...filters].reverse(), page: 2 }));
    assert.deepEqual(again.facets, first.facets);
    assert.equal(again.nbHits, first.nbHits);
  });

  it('counts a facet of thousands of values (wider value numbers) both ways, most first, then by name', () => {
    const index = new SearchIndex(['size', 'grade']);
    const sizeOf = (i: number) => `size ${(i * 7) % 70_000}`;
    const boxes = Array.from({ length: 80_000 }, (_, i) => box(i, { facets: { size: sizeOf(i % 70_000), grade: 'ABC'[i % 3]! } }));
    for (const b of boxes) index.put(b);
    const expected = (kept: IndexedBox[], facet: string) => {
      const counts = new Map<string, number>();
      for (const b of kept) counts.set(b.facets[facet]!, (counts.get(b.facets[facet]!) ?? 0) + 1);
      return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 500));
    };
    for (const filters of [[], [{ facet: 'grade', anyOf: [{ facet: 'grade', value: 'B', negate: false }], sql: () => '' } as Filter]]) {
      const kept = boxes.filter((b) => filters.length === 0 || b.facets.grade === 'B');
      const found = index.search('boxes', ask({ filters, facetNames: ['size', 'grade'], maxValues: 500 }));
      assert.deepEqual(Object.entries(found.facets.size!), Object.entries(expected(kept, 'size')));
      assert.deepEqual(Object.entries(found.facets.grade!), Object.entries(expected(boxes, 'grade')));
    }
  });

  it('pages any set in the order of its index, sparse or dense', () => {
    const index = filled(3000);
    for (const [name, key] of [
      ['boxes_price_asc', (b: IndexedBox) => b.sellPrice],
      ['boxes_newest', (b: IndexedBox) => -b.createdMs],
    ] as const) {
      for (const filters of [[], [brandIs('iCandy')]]) {
        const all = Array.from({ length: 3000 }, (_, i) => box(i))
          .filter((b) => filters.length === 0 || b.facets.brand === 'iCandy')
          .sort((a, b) => key(a) - key(b) || (a.boxId < b.boxId ? -1 : 1))
          .map((b) => b.boxId);
        for (const page of [0, 1, 7]) {
          const found = index.search(name, ask({ filters, page, hitsPerPage: 40 }));
          assert.deepEqual(found.boxIds, all.slice(page * 40, page * 40 + 40), `${name} ${filters.length} page ${page}`);
        }
      }
    }
  });

  it('keeps each sort order right as prices change, boxes go and new ones come, a few or many at a time', () => {
    const boxes = new Map(Array.from({ length: 2000 }, (_, i) => [i, box(i)]));
    const index = new SearchIndex(FACETS);
    for (const b of boxes.values()) index.put(b);
    const expected = (key: (b: IndexedBox) => number) => [...boxes.values()].sort((a, b) => key(a) - key(b) || (a.boxId < b.boxId ? -1 : 1)).map((b) => b.boxId);
    const check = (what: string) => {
      for (const [name, key] of [
        ['boxes_price_asc', (b: IndexedBox) => b.sellPrice],
        ['boxes_price_desc', (b: IndexedBox) => -b.sellPrice],
        ['boxes', (b: IndexedBox) => -b.popularity],
      ] as const) {
        const all = expected(key);
        for (const page of [0, 3, 49]) assert.deepEqual(index.search(name, ask({ page, hitsPerPage: 40 })).boxIds, all.slice(page * 40, page * 40 + 40), `${what}: ${name} page ${page}`);
      }
      // Price filters, short runs and long (the price steps' sets, kept as prices change).
      const byPrice = expected((b) => b.sellPrice);
      const priceOf = new Map([...boxes.values()].map((b) => [b.boxId, b.sellPrice]));
      for (const [op, value] of [
        ['>=', 3000],
        ['>', 150],
        ['<', 390],
        ['<=', 5],
        ['>=', 12],
        ['=', 1234],
        ['<', 40000],
      ] as const) {
        const passes = (p: number) => (op === '>=' ? p >= value * 100 : op === '>' ? p > value * 100 : op === '<' ? p < value * 100 : op === '<=' ? p <= value * 100 : p === value * 100);
        const wanted = byPrice.filter((id) => passes(priceOf.get(id)!));
        const filter: Filter = { facet: null, numeric: { field: 'sellPrice', op, value: value * 100 }, sql: () => '' };
        const found = index.search('boxes_price_asc', ask({ filters: [filter], hitsPerPage: 100, page: 1 }));
        assert.equal(found.nbHits, wanted.length, `${what}: sellPrice ${op} ${value}`);
        assert.deepEqual(found.boxIds, wanted.slice(100, 200), `${what}: sellPrice ${op} ${value}`);
      }
    };
    check('built');
    let round = 0;
    for (const changes of [1, 5, 60, 300]) {
      round += 1;
      for (let c = 0; c < changes; c++) {
        const i = (c * 7919 + round * 31) % 2000;
        const changed = { ...boxes.get(i)!, sellPrice: boxes.get(i)!.sellPrice + (((c % 2 ? 1 : -1) * (round * 997)) % 30000), popularity: (c + round) % 50 };
        boxes.set(i, changed);
        index.put(changed);
      }
      const gone = (round * 13) % 2000;
      index.remove(boxes.get(gone)!.boxId);
      boxes.delete(gone);
      const added = box(5000 + round, { sellPrice: 1234 * round });
      boxes.set(5000 + round, added);
      index.put(added);
      check(`${changes} changed`);
    }
  });
});
