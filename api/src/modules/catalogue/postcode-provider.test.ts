import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

// With POSTCODE_LOOKUP_URL set, nearest stores are measured from the provider's position of the
// postcode (here a local stand-in of postcodes.io that puts SW1A 1AA right beside Clapham).
let provider: Server;
let t: TestApp;
before(async () => {
  provider = createServer((req, res) => {
    const known = req.url === '/postcodes/SW1A%201AA';
    res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(known ? { status: 200, result: { latitude: 51.4589, longitude: -0.1651, admin_district: 'Stand-in' } } : { status: 404 }));
  });
  await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done));
  t = await startTestApp({ CATALOGUE_BOXES: '50', POSTCODE_LOOKUP_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}` });
});
after(async () => {
  await t.close();
  provider.close();
});

const nearest = async (postcode: string) => (await t.app.inject({ url: `/v3/stores/nearest?postcode=${encodeURIComponent(postcode)}&limit=1` })).json().response.data;

it("measures from the provider's position when it knows the postcode", async () => {
  const { origin, stores } = await nearest('SW1A 1AA');
  assert.deepEqual([origin.precision, origin.town], ['postcode', 'Stand-in']);
  assert.equal(stores[0].storeName, 'London Clapham');
  assert.ok(stores[0].distanceMiles < 0.1, String(stores[0].distanceMiles));
});

it('falls back to the district centre when the provider does not know it', async () => {
  const { origin, stores } = await nearest('M20 6RB');
  assert.deepEqual([origin.precision, origin.postcodeDistrict], ['district', 'M20']);
  assert.equal(stores[0].storeName, 'Manchester Didsbury');
});
