// Everyday UK words find models (issue 32 §6): a table of what parents type -> the models they
// expect, through the real route (GET /v3/quotations/models, the "What are you selling?" search).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { BUY_IN_MODELS } from './buy-in-models.js';
import { queryWords } from './search-vocabulary.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const PUSHCHAIRS = [80, 83, 88, 90];
const CAR_SEATS = [147, 155, 156, 158];
const namesIn = (categoryId: number) => BUY_IN_MODELS.filter((m) => m.categoryId === categoryId).map((m) => m.name);
const brandModels = (brand: string) => BUY_IN_MODELS.filter((m) => m.brand === brand).map((m) => m.name);

/** What a parent types -> what they must see: `exactly` these models, or `all` of these (first `first`) and nothing outside `kinds`. */
const TABLE: Array<{ query: string; exactly?: string[]; all?: string[]; first?: string[]; kinds?: number[] }> = [
  { query: 'buggy', all: [...namesIn(83), ...namesIn(90)], kinds: PUSHCHAIRS },
  { query: 'buggies', all: [...namesIn(83), ...namesIn(90)], kinds: PUSHCHAIRS },
  { query: 'stroller', all: namesIn(90), first: namesIn(90), kinds: PUSHCHAIRS },
  { query: 'high chair', all: namesIn(311), kinds: [311] },
  { query: 'highchair', all: namesIn(311), kinds: [311] },
  { query: 'High-chair', all: namesIn(311), kinds: [311] },
  { query: 'maxicosi', exactly: brandModels('Maxi-Cosi') },
  { query: 'maxi cosi pebble', exactly: ['Maxi-Cosi Pebble 360', 'Maxi-Cosi Pebble 360 Pro'] },
  { query: 'graco pushchair', exactly: ['Graco Breaze Lite 2'] },
  { query: 'graco buggy', exactly: ['Graco Breaze Lite 2'] },
  { query: 'joie car seat', all: ['Joie i-Level Recline', 'Joie i-Spin 360', 'Joie Every Stage', 'Joie Duallo', 'Joie i-Base Encore'], kinds: CAR_SEATS },
  { query: 'carseat', all: [...namesIn(147), ...namesIn(155)], kinds: CAR_SEATS },
  { query: 'silver cross pram', all: ['Silver Cross Balmoral Pram', 'Silver Cross Kensington Pram'], first: ['Silver Cross Balmoral Pram', 'Silver Cross Kensington Pram'], kinds: [80, 83, 86] },
  { query: 'double buggy', exactly: namesIn(88) },
  { query: 'cotbed', all: namesIn(160).filter((n) => /cot bed/i.test(n)), kinds: [160] },
  { query: 'mamas and papas', exactly: brandModels('Mamas & Papas') },
  { query: 'sling', exactly: namesIn(348) },
  { query: 'baby monitor', exactly: namesIn(162) },
  { query: 'bedside crib', all: namesIn(161), kinds: [161] },
  { query: 'isofix base', exactly: namesIn(158) },
  // A brand alone lists its models, every one.
  { query: 'joie', exactly: brandModels('Joie') },
  { query: 'Silver Cross', exactly: brandModels('Silver Cross') },
  { query: 'romer', exactly: brandModels('Britax Römer') },
  // Not something we buy online: nothing, rather than anything.
  { query: 'lego', exactly: [] },
  { query: 'graco highchair', exactly: [] },
];

describe('search vocabulary: what parents type -> the models they expect', () => {
  for (const row of TABLE) {
    it(`"${row.query}"`, async () => {
      const res = await t.app.inject({ method: 'GET', url: `/v3/quotations/models?limit=50&query=${encodeURIComponent(row.query)}` });
      assert.equal(res.statusCode, 200, res.body);
      const models = res.json().response.data.models as Array<{ name: string; categoryId: number }>;
      const names = models.map((m) => m.name);
      if (row.exactly) assert.deepEqual([...names].sort(), [...row.exactly].sort());
      for (const name of row.all ?? []) assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
      if (row.first) assert.deepEqual([...names.slice(0, row.first.length)].sort(), [...row.first].sort());
      if (row.kinds) for (const m of models) assert.ok(row.kinds.includes(m.categoryId), `${m.name} (${m.categoryId}) is not a ${row.query}`);
    });
  }
});

describe('query words', () => {
  it('drop words that name nothing and read plurals as the singular', () => {
    assert.deepEqual(queryWords(['mamas', 'and', 'papas']), ['mama', 'papa']);
    assert.deepEqual(queryWords(['buggies', 'prams', 'highchairs', 'cross', 'bus']), ['buggy', 'pram', 'highchair', 'cross', 'bus']);
  });
});
