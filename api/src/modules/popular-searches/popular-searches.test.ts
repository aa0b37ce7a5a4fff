// Popular searches (issue #15): real searches logged through the search route, the roll-up, the
// K-shopper threshold that keeps anyone's own text out of suggestions, and GET searchbucket.
// Who counts (issue 31 §5): a signed-in member or a browser holding its address's cookie, never
// an id the client chose; texts with an address, e-mail, phone number or markup are never shown;
// staff hide a text from the CLI.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { contractBuilds } from '../../testing/releases.js';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { publish } from '../deployment/cli.js';
import { parseSearchCommand, runSearchCommand } from '../staff/search-command.js';
import { SEARCHER_COOKIE, subscriberPrefix } from './searchers.js';
import { SEEDED_POPULAR_SEARCHES, seedPopularSearchesIfEmpty } from './seed.js';
import { SUGGESTION_MIN_SHOPPERS } from './service.js';
import { unsuggestible } from './suggestible.js';

let clock = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
before(async () => {
  // A host build, so that a page load (which sets the searcher cookie) can be served.
  const work = mkdtempSync(join(tmpdir(), 'shop-searches-'));
  const deployDir = join(work, 'deploy');
  publish(deployDir, 'host', (await contractBuilds(work)).host('h1'), 'h1');
  t = await startTestApp({ DEPLOY_DIR: deployDir }, { now: () => clock });
});
after(() => t.close());
beforeEach(async () => {
  clock = new Date('2026-11-20T10:00:00Z');
  for (const table of ['search_log', 'search_log_salts', 'search_popular_daily', 'search_hidden']) await t.db.query(`DELETE FROM ${table}`);
});

/** Shopper n's address (TEST-NET-3). */
const addressOf = (n: number) => `203.0.113.${n}`;
const SEARCH_URL = '/v3/search/1/indexes/boxes/query';

/** The searcher cookie the API sets on a search answer, as the browser sends it back. */
function cookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const set = ([] as unknown[]).concat(res.headers['set-cookie'] ?? []).map(String);
  return set.find((c) => c.startsWith(`${SEARCHER_COOKIE}=`))?.split(';')[0];
}

/** Shopper n's cookie, as their browser holds it after a first answer from the shop. */
const cookies = new Map<number, string>();
async function cookieFor(n: number): Promise<string> {
  if (!cookies.has(n)) {
    const res = await t.app.inject({ method: 'POST', url: SEARCH_URL, remoteAddress: addressOf(n), payload: { query: '', hitsPerPage: 1 } });
    cookies.set(n, cookieOf(res)!);
  }
  return cookies.get(n)!;
}

/** A search as shopper n's browser sends it (from their address, with their cookie); null: a client that keeps no cookie. */
async function search(query: string, shopper: number | null, more: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: SEARCH_URL,
    remoteAddress: addressOf(shopper ?? 250),
    headers: { ...(shopper === null ? {} : { cookie: await cookieFor(shopper) }), ...headers },
    payload: { query, hitsPerPage: 1, ...more },
  });
  assert.equal(res.statusCode, 200, res.body);
  return res;
}

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
  return t.db.query<{ day: string; query: string; shopper: string; address: string }>('SELECT day::text AS day, query, shopper, address FROM search_log ORDER BY query, shopper');
};

const shoppersOf = async (query: string) => {
  await t.app.searchesRecorded();
  await t.app.popularSearches.rollUp();
  const [row] = await t.db.query<{ shoppers: number }>('SELECT shoppers FROM search_popular_daily WHERE query = $1 AND NOT seeded', [query]);
  return row?.shoppers ?? 0;
};

describe('recording searches', () => {
  it('logs the normalised text once per shopper and day, under pseudonyms, never the address or cookie', async () => {
    for (let i = 0; i < 10; i++) await search('  Bugaboo   FOX ', 1);
    await search('bugaboo fox', 2);
    const rows = await logged();
    assert.deepEqual(
      rows.map((r) => [r.day, r.query]),
      [
        ['2026-11-20', 'bugaboo fox'],
        ['2026-11-20', 'bugaboo fox'],
      ],
    );
    const cookie = (await cookieFor(1)).split('=')[1]!;
    assert.ok(rows.every((r) => /^[0-9a-f]{32}$/.test(r.shopper) && /^[0-9a-f]{32}$/.test(r.address) && ![r.shopper, r.address].some((v) => v.includes(cookie) || v.includes('203.0.113'))));
    await t.app.popularSearches.rollUp();
    const [count] = await t.db.query<{ shoppers: number }>("SELECT shoppers FROM search_popular_daily WHERE query = 'bugaboo fox'");
    assert.equal(count!.shoppers, 2, 'ten searches by one shopper count once');
  });

  it('caps long text at 64 characters', async () => {
    await search(`${'cot '.repeat(30)}end`, 1);
    const [row] = await logged();
    assert.equal(row!.query, 'cot '.repeat(16).trim());
  });

  it('logs nothing without the cookie, with a cookie made for another address, for empty text, a later page or a failed search', async () => {
    await search('pram', null);
    await search('', 1);
    await search('pram', 1, { page: 1 });
    const res = await t.app.inject({ method: 'POST', url: '/v3/search/1/indexes/nope/query', remoteAddress: addressOf(1), headers: { cookie: await cookieFor(1) }, payload: { query: 'pram' } });
    assert.equal(res.statusCode, 400);
    // Shopper 1's cookie from shopper 2's address: not counted, and the right cookie comes back.
    const moved = await t.app.inject({ method: 'POST', url: SEARCH_URL, remoteAddress: addressOf(2), headers: { cookie: await cookieFor(1) }, payload: { query: 'pram' } });
    assert.equal(cookieOf(moved), await cookieFor(2));
    await t.app.inject({ method: 'POST', url: SEARCH_URL, remoteAddress: addressOf(1), headers: { cookie: `${SEARCHER_COOKIE}=made-up-value-0123456789` }, payload: { query: 'pram' } });
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
    assert.deepEqual(
      (await logged()).map((r) => r.day),
      ['2026-11-21'],
      "only today's raw rows stay",
    );
    assert.deepEqual(
      (await t.db.query<{ day: string }>('SELECT day::text AS day FROM search_log_salts')).map((r) => r.day),
      ['2026-11-21'],
    );
    const days = await t.db.query<{ day: string; shoppers: number }>("SELECT day::text AS day, shoppers FROM search_popular_daily WHERE query = 'travel cot' ORDER BY day");
    assert.deepEqual(days, [
      { day: '2026-11-20', shoppers: 1 },
      { day: '2026-11-21', shoppers: 1 },
    ]);
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

describe('who counts as a shopper (issue 31 §5)', () => {
  it('made-up ids are no shoppers: six ids from one browser are one shopper, and nothing is suggested', async () => {
    for (let n = 0; n < 6; n++) await search('call 07700 900123 now', 1, {}, { 'x-algolia-usertoken': `made-up-token-${n}-0123456789` });
    for (let n = 0; n < 6; n++) await search('cheap prams here', 1, {}, { 'x-algolia-usertoken': `made-up-token-${n}-0123456789` });
    // Nor do six ids sent by a client that keeps no cookie count at all.
    for (let n = 0; n < 6; n++) await search('cheap prams here', null, {}, { 'x-algolia-usertoken': `other-token-${n}-0123456789` });
    assert.equal(await shoppersOf('cheap prams here'), 1);
    assert.deepEqual(await suggestions('cheap'), []);
  });

  it('a signed-in member counts by their account, with or without the cookie; a bad token does not', async () => {
    const members = await Promise.all([0, 1, 2, 3, 4].map(() => createVerifiedMember(t.app)));
    const auths = [];
    for (const m of members) auths.push((await signedIn(t.app, m.email, m.password)).auth);
    // Five members from five addresses, with no cookie: five shoppers, and the text is suggested.
    for (const [n, auth] of auths.entries()) {
      await t.app.inject({ method: 'POST', url: SEARCH_URL, remoteAddress: addressOf(40 + n), headers: auth, payload: { query: 'cosatto giggle' } });
    }
    assert.equal(await shoppersOf('cosatto giggle'), 5);
    assert.deepEqual(await suggestions('cosatto'), ['cosatto giggle']);
    // Five members from one address are one shopper; one member from five addresses is one too.
    for (const auth of auths) await t.app.inject({ method: 'POST', url: SEARCH_URL, remoteAddress: addressOf(60), headers: auth, payload: { query: 'nuna pipa' } });
    for (let n = 0; n < 5; n++) await t.app.inject({ method: 'POST', url: SEARCH_URL, remoteAddress: addressOf(70 + n), headers: auths[0]!, payload: { query: 'nuna mixx' } });
    assert.equal(await shoppersOf('nuna pipa'), 1);
    assert.equal(await shoppersOf('nuna mixx'), 1);
    // A forged or garbled token, with no cookie, is nobody.
    await t.app.inject({ method: 'POST', url: SEARCH_URL, remoteAddress: addressOf(80), headers: { authorization: 'Bearer forged.token.here' }, payload: { query: 'ickle bubba' } });
    assert.equal(await shoppersOf('ickle bubba'), 0);
  });

  it('counts an IPv6 home once, whichever address of its /64 it uses', async () => {
    const fromV6 = async (ip: string, cookie?: string) => t.app.inject({ method: 'POST', url: SEARCH_URL, remoteAddress: ip, headers: cookie ? { cookie } : {}, payload: { query: 'egg stroller' } });
    const cookie = cookieOf(await fromV6('2001:db8:1:2::1'));
    assert.ok(cookie);
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2:abcd::9', '2001:0db8:0001:0002:ffff:ffff:ffff:fffe']) assert.equal(cookieOf(await fromV6(ip, cookie)), undefined, `${ip} holds its /64's cookie`);
    assert.ok(cookieOf(await fromV6('2001:db8:1:3::1', cookie)), 'another /64 is another address');
    assert.equal(await shoppersOf('egg stroller'), 1);
    assert.equal(subscriberPrefix('::ffff:203.0.113.9'), '203.0.113.9');
    assert.equal(subscriberPrefix('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(subscriberPrefix('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.equal(subscriberPrefix('not an address'), null);
  });

  it('a page load sets the cookie (HttpOnly, sent to the search route only), so the first search counts', async () => {
    const page = await t.app.inject({ url: '/', remoteAddress: addressOf(90) });
    assert.equal(page.statusCode, 200);
    const set = ([] as string[]).concat(page.headers['set-cookie'] as string[]).find((c) => c.startsWith(`${SEARCHER_COOKIE}=`))!;
    assert.match(set, /; Path=\/v3\/search\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const held = set.split(';')[0]!;
    const again = await t.app.inject({ url: '/products', remoteAddress: addressOf(90), headers: { cookie: held } });
    assert.equal(cookieOf(again), undefined, 'not set again while it holds');
    const first = await t.app.inject({ method: 'POST', url: SEARCH_URL, remoteAddress: addressOf(90), headers: { cookie: held }, payload: { query: 'jolly jumper' } });
    assert.equal(cookieOf(first), undefined);
    assert.equal(await shoppersOf('jolly jumper'), 1);
  });
});

describe('texts never suggested (issue 31 §5)', () => {
  it('refuses addresses, e-mail addresses, phone numbers and markup, and no catalogue text', () => {
    const refused: Array<[string, string]> = [
      ['http://evil.example/x', 'address'],
      ['visit www.cheap-prams.biz', 'address'],
      ['cheap-prams.co.uk', 'address'],
      ['buy at prams.shop today', 'address'],
      ['javascript:alert(1)', 'address'],
      ['tel:07700900123', 'address'],
      ['jane@example.com', 'email'],
      ['ring me @ home', 'email'],
      ['07700 900123', 'phone'],
      ['+44 (0)20 7946 0958', 'phone'],
      ['call 0207-946-0958', 'phone'],
      ['020.7946.0958', 'phone'],
      ['<img src=x onerror=alert(1)>', 'markup'],
      ['<b>pram</b>', 'markup'],
      ['{{constructor}}', 'markup'],
      ['pram&#60;script', 'markup'],
      ['pram\u202egnp', 'markup'],
      ['cot\u200bbed', 'markup'],
    ];
    for (const [text, reason] of refused) assert.equal(unsuggestible(text), reason, text);
    const fine = ['pushchair', 'maxi-cosi pebble 360', 'lego 75192', 'cot bed 140 x 70', 'age 2-3 years', 'mamas & papas', 'r129 car seat', 'no.1 pram', 'st. john', 'isofix base 2020'];
    for (const text of [...fine, ...SEEDED_POPULAR_SEARCHES.map(([q]) => q)]) assert.equal(unsuggestible(text), null, text);
  });

  it('never shows one under the search box, however many shoppers typed it, and does not even log it', async () => {
    for (const text of ['ring 07700 900123', 'go to prams.example', 'jane@example.com', '<img src=x onerror=alert(1)>']) await searchedBy(text, 6);
    assert.deepEqual(await logged(), []);
    // Rows already counted before the rule (or written some other way) are not shown either.
    await t.db.query("INSERT INTO search_popular_daily (day, query, shoppers) VALUES ('2026-11-20', 'ring 07700 900123', 50), ('2026-11-20', 'ring the shop', 6)");
    assert.deepEqual(await suggestions('ring'), ['ring the shop']);
  });
});

describe('staff hide a suggestion (npm run staff -- search-hide)', () => {
  it('reads its command lines', () => {
    assert.deepEqual(parseSearchCommand(['search-rollup']), { kind: 'rollup' });
    assert.deepEqual(parseSearchCommand(['search-hidden']), { kind: 'hidden' });
    assert.deepEqual(parseSearchCommand(['search-hide', 'Rude  Words']), { kind: 'hide', text: 'Rude  Words' });
    assert.deepEqual(parseSearchCommand(['search-unhide', 'rude', 'words']), { kind: 'unhide', text: 'rude words' });
    for (const bad of [['search-hide'], ['search-hide', '   '], ['search-rollup', 'now'], ['search-hidden', 'x']]) assert.equal(parseSearchCommand(bad), 'usage', bad.join(' '));
    assert.equal(parseSearchCommand(['stock', 'LL000001', '2']), null);
  });

  it('hides a text at once, whatever its counts; lists it with who hid it; unhides it', async () => {
    await searchedBy('rude words', 6);
    await searchedBy('rude wooden toy', 5);
    await t.app.popularSearches.rollUp();
    assert.deepEqual(await suggestions('rude'), ['rude words', 'rude wooden toy']);
    const lines: string[] = [];
    const run = (...args: string[]) => runSearchCommand(t.db, parseSearchCommand(args) as never, (l) => lines.push(l));
    await run('search-hide', '  RUDE   Words ');
    assert.deepEqual(await suggestions('rude'), ['rude wooden toy']);
    await run('search-hide', 'rude words');
    await run('search-hidden');
    assert.deepEqual(lines.slice(0, 2), ['"rude words" is hidden from the search suggestions', '"rude words" was hidden already']);
    assert.match(lines[2]!, /^"rude words" {2}hidden by cli:\S+ at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // More shoppers the next day do not bring it back.
    clock = new Date('2026-11-21T10:00:00Z');
    await searchedBy('rude words', 9, 20);
    await t.app.popularSearches.rollUp();
    assert.deepEqual(await suggestions('rude'), ['rude wooden toy']);
    await run('search-unhide', 'rude words');
    assert.equal(lines.at(-1), '"rude words" may be suggested again');
    assert.deepEqual(await suggestions('rude'), ['rude words', 'rude wooden toy']);
  });
});
