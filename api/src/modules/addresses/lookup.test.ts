// With IDEAL_POSTCODES_KEY set, the lookup asks Ideal Postcodes (here a local stand-in of its
// GET /v1/postcodes/{postcode}) and lists the postcode's addresses; a provider that is down
// gives way to the embedded default, one that does not know the postcode is believed (1050).
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let provider: Server;
let t: TestApp;
const seen: Array<{ url: string; authorization: string | undefined }> = [];
before(async () => {
  provider = createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const reply = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== 'api_key="ak_test_key"') return reply(401, { code: 4010, message: 'Invalid Key' });
    if (req.url === '/v1/postcodes/SW11%205QW')
      return reply(200, {
        code: 2000,
        message: 'Success',
        result: [
          { line_1: '12 Lavender Hill', line_2: 'Flat 3', line_3: '', post_town: 'LONDON', county: '', postcode: 'SW11 5QW', udprn: 1 },
          { line_1: 'Clapham Books', line_2: '14 Lavender Hill', line_3: 'Battersea', post_town: 'LONDON', county: '', postcode: 'SW11 5QW', udprn: 2 },
        ],
      });
    if (req.url === '/v1/postcodes/LS1%205HD') return reply(500, { code: 5000, message: 'Server error' });
    return reply(404, { code: 4040, message: 'Postcode not found', suggestions: [] });
  });
  await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done));
  t = await startTestApp({ CATALOGUE_BOXES: '20', IDEAL_POSTCODES_KEY: 'ak_test_key', IDEAL_POSTCODES_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}` });
});
// The stand-in closes first: when the app could not start (no database), the file still ends.
after(async () => {
  provider?.close();
  await t?.close();
});

async function lookUp(postcode: string) {
  const m = await createVerifiedMember(t.app);
  const { auth } = await signedIn(t.app, m.email, m.password);
  return t.app.inject({ url: `/v3/members/addresslookup?postcode=${encodeURIComponent(postcode)}`, headers: auth });
}

it("lists the provider's addresses for the member to pick, with the key in a header, not the URL", async () => {
  const res = await lookUp('sw115qw');
  assert.equal(res.statusCode, 200, res.body);
  const data = res.json().response.data;
  assert.deepEqual([data.source, data.postcode, data.town, data.countryCode], ['provider', 'SW11 5QW', 'LONDON', 'GBR']);
  assert.deepEqual(data.addresses, [
    { line1: '12 Lavender Hill', line2: 'Flat 3', town: 'LONDON', county: '', postcode: 'SW11 5QW' },
    { line1: 'Clapham Books', line2: '14 Lavender Hill, Battersea', town: 'LONDON', county: '', postcode: 'SW11 5QW' },
  ]);
  const call = seen.at(-1)!;
  assert.equal(call.url, '/v1/postcodes/SW11%205QW');
  assert.doesNotMatch(call.url, /ak_test_key/);
});

it('falls back to the district default when the provider fails', async () => {
  const data = (await lookUp('LS1 5HD')).json().response.data;
  assert.deepEqual([data.source, data.town, data.county, data.addresses], ['district', 'Leeds', 'West Yorkshire', []]);
});

it('believes the provider when it has no such postcode (1050), and never asks it about a malformed one (1049)', async () => {
  const unknown = await lookUp('M1 9ZZ');
  assert.deepEqual([unknown.statusCode, unknown.json().response.error.code], [422, 1050]);
  const calls = seen.length;
  assert.equal((await lookUp('M1')).json().response.error.code, 1049);
  assert.equal(seen.length, calls);
});
