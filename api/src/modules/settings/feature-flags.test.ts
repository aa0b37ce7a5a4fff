// Staff change the §6 feature flags without a deploy (issue #18): the prelogin settings follow at
// once, each change is kept with who made it, and only staff may do it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { staffSession } from '../../testing/staff.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const flagsNow = async () => (await t.app.inject({ url: '/v3/settings/prelogin?platformId=16' })).json().response.data.preLoginSettings.featureFlags;
const setFlag = (flag: string, body: unknown, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: `/v3/staff/featureflags/${flag}`, payload: body as object, headers });

describe('feature flags, changed by staff', () => {
  it('turns a flag off and on again: the settings every page reads follow at once, and the history says who', async () => {
    const staff = await staffSession(t.app, 'Priya Operations');
    assert.equal((await flagsNow()).sellToUsEnabled, true);
    const off = await setFlag('sellToUsEnabled', { on: false }, staff.auth);
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.headers['cache-control'], 'no-store');
    const view = off.json().response.data.featureFlags.find((f: { flag: string }) => f.flag === 'sellToUsEnabled');
    assert.equal(view.on, false);
    assert.equal(view.overridden, false);
    assert.equal(view.lastChange.turnedOn, false);
    assert.equal(view.lastChange.changedBy, staff.staffId);
    assert.equal((await flagsNow()).sellToUsEnabled, false);
    // The other flags are untouched.
    assert.equal((await flagsNow()).clickAndCollect, true);

    assert.equal((await setFlag('sellToUsEnabled', { on: true }, staff.auth)).statusCode, 200);
    assert.equal((await flagsNow()).sellToUsEnabled, true);
    const [{ n }] = (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM feature_flag_changes WHERE flag = 'sellToUsEnabled'")) as [{ n: number }];
    assert.equal(n, 2);
    const listed = await t.app.inject({ url: '/v3/staff/featureflags', headers: staff.auth });
    assert.equal(listed.statusCode, 200);
    assert.deepEqual(
      listed.json().response.data.featureFlags.map((f: { flag: string }) => f.flag),
      ['basketSharing', 'clickAndCollect', 'sellToUsEnabled', 'priceReductionOnBoxes', 'waiveDeliveryCharge', 'onDemandUnlock'],
    );
  });

  it('refuses anyone but staff, an unknown flag and a body that is not on/off, and changes nothing', async () => {
    const before = await flagsNow();
    assert.equal((await setFlag('clickAndCollect', { on: false }, {})).statusCode, 401);
    const m = await createVerifiedMember(t.app);
    const member = await signedIn(t.app, m.email, m.password);
    assert.equal((await setFlag('clickAndCollect', { on: false }, member.auth)).statusCode, 403);
    assert.equal((await t.app.inject({ url: '/v3/staff/featureflags', headers: member.auth })).statusCode, 403);
    const staff = await staffSession(t.app);
    assert.equal((await setFlag('freeMoney', { on: true }, staff.auth)).statusCode, 400);
    assert.equal((await setFlag('clickAndCollect', { on: 'yes' }, staff.auth)).statusCode, 400);
    assert.equal((await setFlag('clickAndCollect', {}, staff.auth)).statusCode, 400);
    assert.deepEqual(await flagsNow(), before);
  });
});
