// The address calls on a real database: add, change, default, delete, history, the embedded
// lookup, every §8 code they send, hostile input and another member's token.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { memberSession, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '20' });
});
after(() => t.close());

const member = () => memberSession(t.app);

const home = () => ({ firstName: 'Ada', lastName: 'Lovelace', line1: '12 Lavender Hill', line2: 'Flat 3', town: 'London', county: '', postcode: 'sw11 5qw', phone: '07700 900123' });
const codeOf = (res: { json(): { response: { error: { code: unknown } | null } } }) => res.json().response.error?.code;
const rowsOf = async (memberId: string) => t.db.query('SELECT line1, postcode, is_default FROM member_addresses WHERE member_id = $1 ORDER BY address_id', [memberId]);

describe('adding, changing and deleting addresses', () => {
  it('adds an address in standard form, makes the first one the default, lists it in member details, no-store', async () => {
    const m = await member();
    const res = await m.call('POST', '/address', home());
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const { address, addresses } = res.json().response.data;
    assert.deepEqual(
      { ...address, addressId: undefined },
      {
        addressId: undefined,
        firstName: 'Ada',
        lastName: 'Lovelace',
        line1: '12 Lavender Hill',
        line2: 'Flat 3',
        town: 'London',
        county: '',
        postcode: 'SW11 5QW',
        countryCode: 'GBR',
        phone: '07700 900123',
        isDefault: true,
      },
    );
    assert.equal(addresses.length, 1);
    const details = await m.call('GET', '');
    assert.equal(details.headers['cache-control'], 'no-store');
    assert.deepEqual(details.json().response.data.memberDetails.addresses, [address]);
  });

  it('keeps one default: making another the default unsets the first; deleting the default passes it on', async () => {
    const m = await member();
    const first = (await m.call('POST', '/address', home())).json().response.data.address;
    const second = (await m.call('POST', '/address', { ...home(), line1: '1 Deansgate', line2: '', town: 'Manchester', postcode: 'M3 1AZ' })).json().response.data.address;
    assert.equal(second.isDefault, false);
    const made = await m.call('PUT', `/address/${second.addressId}`, { isDefault: true });
    assert.equal(made.statusCode, 200, made.body);
    assert.deepEqual(
      made.json().response.data.addresses.map((a: { addressId: string; isDefault: boolean }) => [a.addressId, a.isDefault]),
      [
        [second.addressId, true],
        [first.addressId, false],
      ],
    );
    const third = (await m.call('POST', '/address', { ...home(), line1: '3 Park Row', line2: '', town: 'Leeds', postcode: 'LS1 5HD', isDefault: true })).json().response.data.address;
    assert.equal(third.isDefault, true);
    assert.deepEqual(
      (await rowsOf(m.memberId)).map((r) => (r as { is_default: boolean }).is_default),
      [false, false, true],
    );
    const deleted = await m.call('DELETE', `/address/${third.addressId}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    const left = deleted.json().response.data.addresses as Array<{ addressId: string; isDefault: boolean }>;
    assert.deepEqual(
      left.map((a) => [a.addressId, a.isDefault]),
      [
        [second.addressId, true],
        [first.addressId, false],
      ],
    );
    // Member details list them the same way (read there in the member's own query).
    assert.deepEqual((await m.call('GET', '')).json().response.data.memberDetails.addresses, left);
  });

  it('changes some fields and keeps the rest; the postcode is checked again', async () => {
    const m = await member();
    const a = (await m.call('POST', '/address', home())).json().response.data.address;
    const res = await m.call('PUT', `/address/${a.addressId}`, { line2: 'Flat 4', postcode: 'SW11  5QX' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().response.data.address.line2, res.json().response.data.address.postcode, res.json().response.data.address.line1], ['Flat 4', 'SW11 5QX', '12 Lavender Hill']);
    assert.equal(codeOf(await m.call('PUT', `/address/${a.addressId}`, { postcode: 'JE2 3AB' })), 1051);
  });
});

describe('§8 address codes', () => {
  const cases: Array<[string, Record<string, unknown>, number]> = [
    ['missing first name', { firstName: undefined }, 1041],
    ['first name over 30', { firstName: 'A'.repeat(31) }, 1041],
    ['last name with digits', { lastName: 'L0velace' }, 1042],
    ['missing line 1', { line1: undefined }, 1043],
    ['line 1 over 50', { line1: '1'.repeat(51) }, 1043],
    ['line 2 with script', { line2: '<script>alert(1)</script>' }, 1044],
    ['missing town', { town: undefined }, 1045],
    ['blank town', { town: '' }, 1045],
    ['town over 30', { town: 'T'.repeat(31) }, 1046],
    ['county with SQL', { county: "Kent'; DROP TABLE members; --" }, 1047],
    ['missing postcode', { postcode: undefined }, 1048],
    ['blank postcode', { postcode: '' }, 1048],
    ['malformed postcode', { postcode: '12345' }, 1049],
    ['postcode of an unknown area', { postcode: 'QQ1 1AA' }, 1050],
    ['Crown dependency postcode', { postcode: 'GY1 1AA' }, 1051],
    ['another country', { countryCode: 'FRA' }, 1051],
    ['foreign phone', { phone: '+1 202 555 0100' }, 1052],
  ];
  for (const [name, change, code] of cases) {
    it(`${name}: ${code}, nothing stored`, async () => {
      const m = await member();
      const body: Record<string, unknown> = { ...home(), ...change };
      for (const key of Object.keys(change)) if (change[key] === undefined) delete body[key];
      const res = await m.call('POST', '/address', body);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${res.statusCode} ${res.body}`);
      assert.equal(codeOf(res), code, res.body);
      assert.deepEqual(await rowsOf(m.memberId), []);
    });
  }

  it('1159 when the address already exists (case and spacing aside), on add and on change', async () => {
    const m = await member();
    await m.call('POST', '/address', home());
    const again = await m.call('POST', '/address', { ...home(), line1: '12 LAVENDER HILL', postcode: 'SW115QW' });
    assert.deepEqual([again.statusCode, codeOf(again)], [422, 1159]);
    const other = (await m.call('POST', '/address', { ...home(), line2: 'Flat 9' })).json().response.data.address;
    assert.equal(codeOf(await m.call('PUT', `/address/${other.addressId}`, { line2: 'flat 3' })), 1159);
    assert.equal((await rowsOf(m.memberId)).length, 2);
  });

  it('1160 for an address that is not the member’s, or not a number', async () => {
    const owner = await member();
    const theirs = (await owner.call('POST', '/address', home())).json().response.data.address;
    const m = await member();
    assert.deepEqual([(await m.call('PUT', `/address/${theirs.addressId}`, { line2: 'x' })).statusCode, codeOf(await m.call('DELETE', `/address/${theirs.addressId}`))], [404, 1160]);
    assert.equal(codeOf(await m.call('DELETE', '/address/1%20OR%201=1')), 1160);
    assert.equal((await rowsOf(owner.memberId)).length, 1);
  });

  it('1161 past the settings’ maximum number of addresses (10)', async () => {
    const m = await member();
    for (let i = 1; i <= 10; i++) assert.equal((await m.call('POST', '/address', { ...home(), line1: `${i} Lavender Hill` })).statusCode, 201);
    const res = await m.call('POST', '/address', { ...home(), line1: '11 Lavender Hill' });
    assert.deepEqual([res.statusCode, codeOf(res)], [422, 1161]);
    assert.equal((await rowsOf(m.memberId)).length, 10);
  });
});

describe('hostile input', () => {
  it('wrong types, unknown fields, oversized bodies and non-finite numbers: 4xx, nothing changes', async () => {
    const m = await member();
    const a = (await m.call('POST', '/address', home())).json().response.data.address;
    const before = await rowsOf(m.memberId);
    const attempts = [
      m.call('POST', '/address', { ...home(), line1: 12 }),
      m.call('POST', '/address', { ...home(), isAdmin: true }),
      m.call('POST', '/address', { ...home(), line1: ['a'] }),
      m.call('PUT', `/address/${a.addressId}`, {}),
      m.call('PUT', `/address/${a.addressId}`, { isDefault: 'yes please' }),
      m.call('PUT', `/address/${a.addressId}`, { line1: "x'); DELETE FROM member_addresses; --" }),
      m.call('POST', '/address', { ...home(), line2: 'x'.repeat(300_000) }),
      t.app.inject({ method: 'POST', url: `/v3/members/${m.memberId}/address`, headers: { ...m.auth, 'content-type': 'application/json' }, payload: '{"line1": ' }),
    ];
    for (const res of await Promise.all(attempts)) {
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${res.statusCode} ${res.body}`);
      assert.equal(res.json().response.ack, 'Failure');
      assert.doesNotMatch(res.body, /SQLSTATE|syntax error|at .*\.ts:/);
    }
    assert.deepEqual(await rowsOf(m.memberId), before);
  });
});

describe('ownership', () => {
  it('every address route under /v3/members/:id is on the list ownership.test.ts walks', () => {
    const urls = t.app.memberScopedRoutes.map((r) => `${r.method} ${r.url}`);
    for (const route of ['POST /v3/members/:id/address', 'PUT /v3/members/:id/address/:addressId', 'DELETE /v3/members/:id/address/:addressId', 'GET /v3/members/:id/addresshistory']) {
      assert.ok(urls.includes(route), route);
    }
  });

  it("another member's token gets 403 and no data on every address call; nothing changes", async () => {
    const owner = await member();
    const a = (await owner.call('POST', '/address', home())).json().response.data.address;
    const mallory = await member();
    const calls = [
      ['GET', `/v3/members/${owner.memberId}`],
      ['GET', `/v3/members/${owner.memberId}/addresshistory`],
      ['POST', `/v3/members/${owner.memberId}/address`],
      ['PUT', `/v3/members/${owner.memberId}/address/${a.addressId}`],
      ['DELETE', `/v3/members/${owner.memberId}/address/${a.addressId}`],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method, url, headers: mallory.auth, ...(method === 'POST' || method === 'PUT' ? { payload: { ...home(), line1: '9 Evil Street' } } : {}) });
      assert.equal(res.statusCode, 403, `${method} ${url}`);
      assert.equal(res.json().response.data, null);
      assert.doesNotMatch(res.body, /Lavender/);
    }
    const wrongType = await t.app.inject({ method: 'PUT', url: `/v3/members/${owner.memberId}/address/${a.addressId}`, headers: mallory.auth, payload: { line1: 12 } });
    assert.equal(wrongType.statusCode, 403, 'the owner check comes before any input rule');
    assert.deepEqual(
      (await rowsOf(owner.memberId)).map((r) => (r as { line1: string }).line1),
      ['12 Lavender Hill'],
    );
    const signedOut = await t.app.inject({ method: 'GET', url: `/v3/members/${owner.memberId}/addresshistory` });
    assert.equal(signedOut.statusCode, 401);
  });
});

describe('address history', () => {
  it('lists each address the member had orders delivered to, once, newest use first', async () => {
    const m = await member();
    const order = (n: number, address: object | null, minutesAgo: number) =>
      t.db.query(
        `INSERT INTO web_sell_orders (order_number, member_id, idempotency_key, request_hash, status, delivery_address, sell_cost_pence, delivery_charge_pence, to_pay_pence, payment_type_id, created_at)
         VALUES ($1, $2, $3, 'h', 'paid', $4, 1000, 0, 1000, 20, now() - make_interval(mins => $5))`,
        [`T-${m.memberId}-${n}`, m.memberId, `key-${m.memberId}-${n}`, address === null ? null : JSON.stringify(address), minutesAgo],
      );
    const leeds = { firstName: 'Ada', lastName: 'Lovelace', line1: '3 Park Row', town: 'Leeds', postcode: 'LS1 5HD' };
    const london = { firstName: 'Ada', lastName: 'Lovelace', line1: '12 Lavender Hill', line2: 'Flat 3', town: 'London', postcode: 'SW11 5QW' };
    await order(1, leeds, 300);
    await order(2, london, 200);
    await order(3, null, 150); // collected in store: no address
    await order(4, { ...leeds, line1: '3 PARK ROW', postcode: 'LS15HD' }, 100);
    const res = await m.call('GET', '/addresshistory');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const list = res.json().response.data.addresses as Array<{ line1: string; line2: string; postcode: string }>;
    assert.deepEqual(
      list.map((a) => [a.line1, a.postcode]),
      [
        ['3 PARK ROW', 'LS15HD'],
        ['12 Lavender Hill', 'SW11 5QW'],
      ],
    );
    assert.equal(list[1]!.line2, 'Flat 3');
    assert.deepEqual((await (await member()).call('GET', '/addresshistory')).json().response.data.addresses, []);
  });
});

describe('postcode lookup, embedded default (no provider key)', () => {
  it('fills the post town and county from the postcode and offers no address list', async () => {
    const m = await member();
    const look = (postcode: string) => t.app.inject({ url: `/v3/members/addresslookup?postcode=${encodeURIComponent(postcode)}`, headers: m.auth });
    const leeds = await look('ls1 5hd');
    assert.equal(leeds.statusCode, 200, leeds.body);
    assert.deepEqual(leeds.json().response.data, { postcode: 'LS1 5HD', town: 'Leeds', county: 'West Yorkshire', countryCode: 'GBR', source: 'district', addresses: [] });
    assert.deepEqual([(await look('SW11 5QW')).json().response.data.town, (await look('SW11 5QW')).json().response.data.county], ['London', '']);
    assert.deepEqual([codeOf(await look('')), codeOf(await look('SW11')), codeOf(await look('QQ1 1AA')), codeOf(await look('JE2 3AB'))], [1048, 1049, 1050, 1051]);
    assert.equal((await t.app.inject({ url: '/v3/members/addresslookup?postcode=LS1%205HD' })).statusCode, 401);
  });
});
