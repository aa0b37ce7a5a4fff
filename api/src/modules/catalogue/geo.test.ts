import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createPostcodeLocator, milesBetween, postcodeArea, postcodeDistrict, postcodesIoProvider } from './geo.js';
import { DISTRICT_CENTRES } from './postcode-districts.js';
import { POSTCODE_AREAS, STORES } from './seed/reference-data.js';

const AREAS = new Map(POSTCODE_AREAS.map(([area, town, lat, lon]) => [area, { lat, lon, town }]));
const areaCentre = async (area: string) => AREAS.get(area) ?? null;
const clapham = STORES.find((s) => s.name === 'London Clapham')!;
const toClapham = (p: { lat: number; lon: number }) => milesBetween(p, { lat: clapham.lat, lon: clapham.lon });

// A local stand-in of postcodes.io: two known postcodes, a 404 for the rest, and one that hangs.
let server: Server;
let base: string;
const seen: string[] = [];
before(async () => {
  server = createServer((req, res) => {
    seen.push(req.url!);
    const known: Record<string, object> = {
      '/postcodes/SW1A%201AA': { status: 200, result: { postcode: 'SW1A 1AA', latitude: 51.501009, longitude: -0.141588, admin_district: 'Westminster' } },
      '/postcodes/JE2%203AB': { status: 200, result: { postcode: 'JE2 3AB', latitude: null, longitude: null, admin_district: null } },
    };
    if (req.url === '/postcodes/M20%206RB') return; // never answers: the adapter times out
    const body = known[req.url!];
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { status: 404, error: 'Postcode not found' }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

describe('postcode parsing', () => {
  it('gives the area and the district (outward code) of full postcodes, outward codes and areas', () => {
    assert.equal(postcodeArea('sw1a 1aa'), 'SW');
    assert.equal(postcodeArea('SW'), 'SW');
    assert.equal(postcodeDistrict('sw1a 1aa'), 'SW1A');
    assert.equal(postcodeDistrict('SW1A1AA'), 'SW1A');
    assert.equal(postcodeDistrict('M1 1AA'), 'M1');
    assert.equal(postcodeDistrict('M11AA'), 'M1');
    assert.equal(postcodeDistrict(' ls6 2al '), 'LS6');
    assert.equal(postcodeDistrict('SW'), null);
    assert.equal(postcodeDistrict('12345'), null);
  });
});

describe('the embedded district centres', () => {
  it("hold every store's own district, close to the store", () => {
    for (const s of STORES) {
      const centre = DISTRICT_CENTRES[postcodeDistrict(s.postcode)!];
      assert.ok(centre, `${s.name}: ${s.postcode}`);
      assert.ok(milesBetween({ lat: centre[0], lon: centre[1] }, { lat: s.lat, lon: s.lon }) < 2.5, s.name);
    }
  });

  it('hold every numbered London postal district, each inside Greater London', () => {
    const ranges: Record<string, number> = { E: 18, EC: 4, N: 22, NW: 11, SE: 28, SW: 20, W: 14, WC: 2 };
    for (const [area, last] of Object.entries(ranges)) {
      for (let n = 1; n <= last; n++) {
        const centre = DISTRICT_CENTRES[`${area}${n}`];
        assert.ok(centre, `${area}${n}`);
        assert.ok(milesBetween({ lat: centre[0], lon: centre[1] }, { lat: 51.507, lon: -0.128 }) < 15, `${area}${n}`);
      }
    }
    for (const d of ['SW1A', 'SW1P', 'W1A', 'W1K', 'EC1A', 'EC4Y', 'WC1A', 'WC2N', 'E1W', 'E20']) assert.ok(DISTRICT_CENTRES[d], d);
  });
});

describe('locating a postcode', () => {
  const embedded = createPostcodeLocator({ areaCentre });

  it('measures Westminster from its own district, not the middle of London SW (Clapham is about 3 miles away)', async () => {
    const where = await embedded('SW1A 1AA');
    assert.ok(where && 'lat' in where);
    assert.equal(where.precision, 'district');
    assert.equal(where.district, 'SW1A');
    const miles = toClapham(where);
    assert.ok(miles > 2.5 && miles < 4, String(miles));
  });

  it("falls back to the area's centre only for an unknown district, and reports an unknown area", async () => {
    const where = await embedded('SW99 9ZZ');
    assert.ok(where && 'lat' in where);
    assert.equal(where.precision, 'area');
    assert.deepEqual([where.lat, where.lon], [AREAS.get('SW')!.lat, AREAS.get('SW')!.lon]);
    const lettered = await embedded('SW1Z 9ZZ');
    assert.ok(lettered && 'lat' in lettered);
    assert.deepEqual([lettered.lat, lettered.lon], [...DISTRICT_CENTRES.SW1!]);
    assert.deepEqual(await embedded('QQ1 1AA'), { unknownArea: 'QQ' });
    assert.equal(await embedded('not a postcode'), null);
  });

  it("uses the provider's position for a full postcode (postcodes.io adapter)", async () => {
    const locate = createPostcodeLocator({ provider: postcodesIoProvider(base), areaCentre });
    const where = await locate('sw1a 1aa');
    assert.ok(where && 'lat' in where);
    assert.deepEqual([where.precision, where.lat, where.lon, where.town, where.postTown], ['postcode', 51.501009, -0.141588, 'Westminster', 'London SW']);
    assert.ok(seen.includes('/postcodes/SW1A%201AA'));
  });

  it('falls back to the district when the provider does not know the postcode, has no position, or does not answer', async () => {
    const locate = createPostcodeLocator({ provider: postcodesIoProvider(base, { timeoutMs: 200 }), areaCentre });
    for (const [postcode, district] of [
      ['LS6 2AL', 'LS6'],
      ['JE2 3AB', 'JE2'],
      ['M20 6RB', 'M20'],
    ] as const) {
      const where = await locate(postcode);
      assert.ok(where && 'lat' in where, postcode);
      assert.equal(where.district, district);
      assert.notEqual(where.precision, 'postcode', postcode);
    }
    // An outward code alone is never sent to the provider.
    const before = seen.length;
    await locate('LS6');
    assert.equal(seen.length, before);
  });

  it('answers null from the adapter when the provider is unreachable', async () => {
    assert.equal(await postcodesIoProvider('http://127.0.0.1:9/')('SW1A 1AA'), null);
  });
});
