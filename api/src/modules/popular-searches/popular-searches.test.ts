// Popular searches (issue #15): real searches logged through the search route, the roll-up, the
// K-shopper threshold that keeps anyone's own text out of suggestions, and GET searchbucket.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { SHOPPER_TOKEN_HEADER } from '@shop/shared/rules';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { SEEDED_POPULAR_SEARCHES, seedPopularSearchesIfEmpty } from './seed.js';
import { SUGGESTION_MIN_SHOPPERS } from './service.js';

let clock = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
before(async () => {
  t = await startTestApp({}, { now: () => clock });
});
after(() => t.close());
beforeEach(async () => {
  clock = new Date('2026-11-20T10:00:00Z');
  for (const table of ['search_log', 'search_log_salts', 'search_popular_daily']) await t.db.query(`DELETE FROM ${table}`);
});

const tokenOf = (n: number) => `shopper-token-${String(n).padStart(6, '0')}`;

async function search(query: string, shopper: number | null, more: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v3/search/1/indexes/boxes/query',
    headers: shopper === null ? {} : { [SHOPPER_TOKEN_HEADER]: tokenOf(shopper) },
    payload: { query, hitsPerPage: 1, ...more },
  });
  assert.equal(res.statusCode, 200, res.body);
}

/** `query` searched once by each of `shoppers` different shoppers. */
/** Searches by that many shoppers, once each is in the log (the log is written as the answer goes out, not awaited by it). */
async function searchedBy(query: string, shoppers: number, first = 0) {
  for (let n = first; n < first + shoppers; n++) await search(query, n);
  await t.app.searchesRecorded();
}

async function suggestions(typed = '', more = '') {
  const res = await t.app.inject({ url: `/v3/utilities/searchbucket?query=${encodeURIComponent(typed)}${more}` });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().response.data.searchBucket as Array<{ query: string }>).map((s) => s.query);
}

const logged = async () => {
  await t.app.searchesRecorded();
  return t.db.query<{ day: string; query: string; shopper: string }>('SELECT day::text AS day, query, shopper FROM search_log ORDER BY query, shopper');
};

describe('recording searches', () => {
  it('logs the normalised text once per shopper and day, under a pseudonym, never the id itself', async () => {
    for (let i = 0; i < 10; i++) await search('  Bugaboo   FOX ', 1);
    await search('bugaboo fox', 2);
    const rows = await logged();
    assert.deepEqual(rows.map((r) => [r.day, r.query]), [['2026-11-20', 'bugaboo fox'], ['2026-11-20', 'bugaboo fox']]);
    assert.ok(rows.every((r) => /^[0-9a-f]{32}$/.test(r.shopper) && !r.shopper.includes(tokenOf(1))));
    await t.app.popularSearches.rollUp();
    const [count] = await t.db.query<{ shoppers: number }>("SELECT shoppers FROM search_popular_daily WHERE query = 'bugaboo fox'");
    assert.equal(count!.shoppers, 2, 'ten searches by one shopper count once');
  });

  it('caps long text at 64 characters', async () => {
    await search(`${'cot '.repeat(30)}end`, 1);
    const [row] = await logged();
    assert.equal(row!.query, 'cot '.repeat(16).trim());
  });

  it('logs nothing without the anonymous id, with a malformed one, for empty text, a later page or a failed search', async () => {
    await search('pram', null);
    await search('', 1);
    await search('pram', 1, { page: 1 });
    const res = await t.app.inject({ method: 'POST', url: '/v3/search/1/indexes/nope/query', headers: { [SHOPPER_TOKEN_HEADER]: tokenOf(1) }, payload: { query: 'pram' } });
    assert.equal(res.statusCode, 400);
    await t.app.inject({ method: 'POST', url: '/v3/search/1/indexes/boxes/query', headers: { [SHOPPER_TOKEN_HEADER]: 'short' }, payload: { query: 'pram' } });
    assert.deepEqual(await logged(), []);
  });

  it('gives a shopper a new pseudonym each day, and forgets finished days and their salts once rolled up', async () => {
    await search('travel cot', 1);
    clock = new Date('2026-11-21T09:00:00Z');
    await search('travel cot', 1);
    const rows = await logged();
    assert.equal(rows.length, 2);
    assert.notEqual(rows[0]!.shopper, rows[1]!.shopper);
    await t.app.popularSearches.rollUp();
    assert.deepEqual((await logged()).map((r) => r.day), ['2026-11-21'], "only today's raw rows stay");
    assert.deepEqual((await t.db.query<{ day: string }>('SELECT day::text AS day FROM search_log_salts')).map((r) => r.day), ['2026-11-21']);
    const days = await t.db.query<{ day: string; shoppers: number }>("SELECT day::text AS day, shoppers FROM search_popular_daily WHERE query = 'travel cot' ORDER BY day");
    assert.deepEqual(days, [{ day: '2026-11-20', shoppers: 1 }, { day: '2026-11-21', shoppers: 1 }]);
  });
});

describe('suggestions (GET /v3/utilities/searchbucket)', () => {
  it(`never offers a text fewer than ${SUGGESTION_MIN_SHOPPERS} shoppers typed on one day; offers it at ${SUGGESTION_MIN_SHOPPERS}`, async () => {
    assert.equal(SUGGESTION_MIN_SHOPPERS, 5);
    await searchedBy('jane smith 12 high street', 4);
    // The same person on four more days is still not four more shoppers of one day.
    for (const day of ['21', '22', '23', '24']) {
      clock = new Date(`2026-11-${day}T10:00:00Z`);
      await search('jane smith 12 high street', 0);
    }
    await t.app.popularSearches.rollUp();
    assert.deepEqual(await suggestions('jane'), []);
    assert.deepEqual(await suggestions(''), []);

    await searchedBy('joie car seat', 4);
    await t.app.popularSearches.rollUp();
    assert.deepEqual(await suggestions('joi'), []);
    await searchedBy('joie car seat', 1, 4);
    await t.app.searchesRecorded();
    assert.deepEqual(await suggestions('joi'), [], 'not before the roll-up');
    await t.app.popularSearches.rollUp();
    assert.deepEqual(await suggestions('joi'), ['joie car seat']);
  });

  it('matches the typed start of the text (normalised), then a word in it, most shoppers first, at most 8', async () => {
    await searchedBy('pram', 7);
    await searchedBy('pushchair', 9);
    await searchedBy('pushchair footmuff', 6);
    await searchedBy('double pushchair', 8);
    await searchedBy('car seat', 5);
    await t.app.popularSearches.rollUp();
    assert.deepEqual(await suggestions('P'), ['pushchair', 'pram', 'pushchair footmuff', 'double pushchair']);
    assert.deepEqual(await suggestions('  PUSH '), ['pushchair', 'pushchair footmuff', 'double pushchair']);
    assert.deepEqual(await suggestions('pushchair f'), ['pushchair footmuff']);
    assert.deepEqual(await suggestions('seat'), ['car seat']);
    assert.deepEqual(await suggestions('%'), [], 'LIKE wildcards are text');
    assert.deepEqual(await suggestions('_ram'), []);
    assert.deepEqual(await suggestions('', '&limit=2'), ['pushchair', 'double pushchair']);
  });

  it('counts only the last 30 days of real searches; seeded counts always', async () => {
    await searchedBy('moses basket', 5);
    await seedPopularSearchesIfEmpty(t.db, clock);
    await t.app.popularSearches.rollUp();
    assert.ok((await suggestions('moses')).includes('moses basket'));
    clock = new Date('2026-12-25T10:00:00Z');
    assert.deepEqual(await suggestions('moses'), ['moses basket'], 'the seeded row');
    await t.db.query('DELETE FROM search_popular_daily WHERE seeded');
    assert.deepEqual(await suggestions('moses'), []);
  });

  it('offers the seed to a fresh shop, marked as seed data', async () => {
    assert.equal(await seedPopularSearchesIfEmpty(t.db, clock), true);
    assert.equal(await seedPopularSearchesIfEmpty(t.db, clock), false);
    const top = await suggestions('');
    assert.equal(top.length, 8);
    assert.equal(top[0], [...SEEDED_POPULAR_SEARCHES].sort((a, b) => b[1] - a[1])[0]![0]);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_popular_daily WHERE NOT seeded');
    assert.equal(row!.n, 0);
  });

  it('is public and cacheable for a few minutes, holds no personal data, and checks its query', async () => {
    const res = await t.app.inject({ url: '/v3/utilities/searchbucket?query=jane%20private' });
    assert.ok(!t.logs.join('').includes('jane'), 'the typed text is not in a log line');
    assert.equal(res.headers['cache-control'], 'public, max-age=300');
    assert.deepEqual(Object.keys(res.json().response.data), ['searchBucket']);
    for (const q of ['limit=9', 'limit=0', 'limit=1e309', `query=${'a'.repeat(257)}`, 'other=1']) {
      const bad = await t.app.inject({ url: `/v3/utilities/searchbucket?${q}` });
      assert.equal(bad.statusCode, 400, q);
      assert.equal(bad.json().response.error.code, 5, q);
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/v3/openapi.json' })).json();
    const op = doc.paths['/v3/utilities/searchbucket'].get;
    assert.deepEqual(op.tags, ['utilities']);
    assert.deepEqual(op.parameters.map((p: { name: string }) => p.name).sort(), ['limit', 'query']);
    assert.ok(op.responses['200'].content['application/json'].schema.properties.response);
  });
});
