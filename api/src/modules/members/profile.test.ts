// The Profile tab's calls: PUT members/{id} with date of birth, tax id (1204) and a UK contact
// number (1013, 1014, 1740), DELETE contactnumber, GET identitydetails; another member gets 403.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { memberSession, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '20' });
});
after(() => t.close());

const member = () => memberSession(t.app);
const codeOf = (res: { json(): { response: { error: { code: unknown } | null } } }) => res.json().response.error?.code;
const memberOf = (res: { json(): { response: { data: { memberDetails: { member: Record<string, unknown> } } } } }) => res.json().response.data.memberDetails.member;

describe('profile', () => {
  it('saves title, names, date of birth, tax id and a UK number in stored form; answers no-store', async () => {
    const m = await member();
    const res = await m.call('PUT', '', { titleId: 4, firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1990-02-28', taxId: 'ab 12 34 56 c', phone: '+44 (0)7700 900123' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const saved = memberOf(await m.call('GET'));
    assert.deepEqual([saved.titleId, saved.firstName, saved.lastName, saved.dateOfBirth, saved.memberTaxId, saved.phone], [4, 'Grace', 'Hopper', '1990-02-28', 'AB123456C', '07700900123']);
    const cleared = memberOf(await m.call('PUT', '', { taxId: '', dateOfBirth: null }));
    assert.deepEqual([cleared.memberTaxId, cleared.dateOfBirth, cleared.phone], [null, null, '07700900123']);
  });

  it('refuses each bad field with its code and changes nothing', async () => {
    const m = await member();
    await m.call('PUT', '', { phone: '07700 900124', dateOfBirth: '1985-06-01' });
    const other = await member();
    await other.call('PUT', '', { phone: '07700 900125' });
    const cases: Array<[object, number]> = [
      [{ firstName: 'R2D2' }, 1010],
      [{ lastName: 'x'.repeat(51) }, 1012],
      [{ taxId: 'GB123456A' }, 1204],
      [{ taxId: "AB123456C'; DROP TABLE members; --" }, 1204],
      [{ phone: '' }, 1013],
      [{ phone: '+1 202 555 0100' }, 1014],
      [{ phone: '<script>alert(1)</script>' }, 1014],
      // The right shape, but no one can be reached on it (numbering-plan data, server side).
      [{ phone: '00000 000000' }, 1014],
      [{ phone: '09099 999999' }, 1014],
      [{ phone: '0800 111 1111' }, 1014],
      [{ phone: '070 0000 0000' }, 1014],
      [{ phone: '01632 960000' }, 1014],
      [{ phone: '+44 7700 900125' }, 1740],
      [{ dateOfBirth: '1990-02-30' }, 1118],
      [{ dateOfBirth: '2999-01-01' }, 1118],
      [{ dateOfBirth: '01/06/1985' }, 1118],
    ];
    for (const [body, code] of cases) {
      const res = await m.call('PUT', '', body);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${JSON.stringify(body)}: ${res.statusCode}`);
      assert.equal(codeOf(res), code, `${JSON.stringify(body)}: ${res.body}`);
    }
    const still = memberOf(await m.call('GET'));
    assert.deepEqual([still.firstName, still.phone, still.dateOfBirth, still.memberTaxId], ['Ada', '07700900124', '1985-06-01', null]);
  });

  it('takes UK landlines and mobiles, the Crown dependencies too', async () => {
    const m = await member();
    for (const [typed, stored] of [
      ['0161 496 0000', '01614960000'],
      ['+44 20 7946 0000', '02079460000'],
      ['01534 123456', '01534123456'],
      ['07911 123456', '07911123456'],
    ]) {
      const res = await m.call('PUT', '', { phone: typed });
      assert.equal(res.statusCode, 200, `${typed}: ${res.body}`);
      assert.equal(memberOf(res).phone, stored);
    }
  });

  it('DELETE contactnumber removes the number; the number is free for someone else', async () => {
    const m = await member();
    await m.call('PUT', '', { phone: '07700 900126' });
    const res = await m.call('DELETE', '/contactnumber');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(memberOf(res).phone, null);
    assert.equal((await (await member()).call('PUT', '', { phone: '07700900126' })).statusCode, 200);
  });

  it('identitydetails says whether the member is 18 or over (unknown without a date of birth)', async () => {
    const m = await member();
    const identity = async () => (await m.call('GET', '/identitydetails')).json().response.data.identityDetails;
    assert.equal((await identity()).isAdult, null);
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    await m.call('PUT', '', { dateOfBirth: seventeen });
    assert.deepEqual([(await identity()).dateOfBirth, (await identity()).isAdult], [seventeen, false]);
    await m.call('PUT', '', { dateOfBirth: '1990-02-28' });
    assert.equal((await identity()).isAdult, true);
  });

  it("another member's token gets 403 and no data on the profile calls", async () => {
    const owner = await member();
    await owner.call('PUT', '', { phone: '07700 900127', taxId: 'AB123456C' });
    const mallory = await member();
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', '/contactnumber'],
      ['GET', '/identitydetails'],
    ] as const) {
      const res = await t.app.inject({ method, url: `/v3/members/${owner.memberId}${path}`, headers: mallory.auth, ...(method === 'PUT' ? { payload: { phone: '07700 900128' } } : {}) });
      assert.equal(res.statusCode, 403, `${method} ${path}`);
      assert.equal(res.json().response.data, null);
      assert.doesNotMatch(res.body, /AB123456C|07700900127/);
    }
    assert.equal(memberOf(await owner.call('GET')).phone, '07700900127');
  });
});
