// Answers shared for 30 s are named by the index that gave them: a new index (built again after
// a brand's renaming, with as many changes as the one it replaced) never serves the replaced
// index's answers.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Db } from '../../db/db.js';
import { FACETS } from './search-filters.js';
import { SearchIndex, type IndexedBox } from './search-index.js';
import { createSearch } from './search.js';
import type { KeptSearchIndex } from './search-sync.js';

function indexOf(brand: string) {
  const index = new SearchIndex(Object.keys(FACETS));
  for (let i = 0; i < 3; i++) {
    const box: IndexedBox = { boxId: `LL00000${i}`, searchText: `${brand} pushchair`, popularity: i, sellPrice: 12000, ecomQuantity: 1, createdMs: 0, inStock: true, onSaleOnline: true, facets: { brand } };
    index.put(box);
  }
  return index;
}

it('never answers from an answer the index it replaced gave, though both have had as many changes', async () => {
  const before = indexOf('Silver Cross');
  const after = indexOf('Silver Cross Renamed');
  assert.equal(after.version, before.version);
  let current = before;
  const kept: KeptSearchIndex = { current: async () => current, firstBuild: Promise.resolve(), close: () => undefined };
  const search = createSearch({} as Db, { kept, stockEpoch: async () => 'db1' });
  const brands = async () => Object.keys((JSON.parse((await search('boxes', { query: '', facets: ['brand'], hitsPerPage: 0 })).toString()) as { facets: { brand: object } }).facets.brand);
  assert.deepEqual(await brands(), ['Silver Cross']);
  current = after;
  assert.deepEqual(await brands(), ['Silver Cross Renamed']);
});
