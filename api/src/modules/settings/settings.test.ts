import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createVerifiedMember, PRODUCTION_ENV, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('settings and content', () => {
  it('serves the prelogin settings of platform 16 with every feature flag and configured limit', async () => {
    const res = await get('/v3/settings/prelogin?platformId=16');
    assert.equal(res.statusCode, 200);
    const s = res.json().response.data.preLoginSettings;
    assert.equal(s.platformId, 16);
    assert.deepEqual(Object.keys(s.featureFlags).sort(), ['basketSharing', 'clickAndCollect', 'onDemandUnlock', 'priceReductionOnBoxes', 'sellToUsEnabled', 'waiveDeliveryCharge']);
    assert.deepEqual(s.limits, {
      buyItemQuantityLimit: 5,
      sellItemQuantityLimit: 10,
      sellTotalBasketItemLimit: 20,
      deliveryCharge: 399,
      perItemDeliveryCharge: 199,
      freeDeliveryThreshold: 5000,
      minimumBasketAmount: 500,
    });
  });

  it('lets the environment force a flag', async () => {
    const local = await startTestApp({ FEATURE_ON_DEMAND_UNLOCK: '1' });
    const res = await local.app.inject({ url: '/v3/settings/prelogin?platformId=16' });
    await local.close();
    assert.equal(res.json().response.data.preLoginSettings.featureFlags.onDemandUnlock, true);
  });

  it('bounds numbers before they reach SQL', async () => {
    for (const q of ['platformId=1e309', 'platformId=9.96e154', 'platformId=-1', 'platformId=abc', 'platformId=16.5', '']) {
      const res = await get(`/v3/settings/prelogin?${q}`);
      assert.equal(res.statusCode, 400, `${q}: ${res.body}`);
      assert.equal(res.json().response.error.code, 5);
    }
    assert.equal((await get('/v3/settings/prelogin?platformId=999')).statusCode, 404);
  });

  it('needs a token for the postlogin settings, and only for yourself', async () => {
    assert.equal((await get('/v3/settings/postlogin?platformId=16')).json().response.error.code, 8);
    const m = await createVerifiedMember(t.app);
    const s = await signedIn(t.app, m.email, m.password);
    const res = await get(`/v3/settings/postlogin?platformId=16&memberId=${m.memberId}`, s.auth);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().response.data.postLoginSettings.memberId, m.memberId);
    assert.equal((await get('/v3/settings/postlogin?platformId=16&memberId=1000000', s.auth)).statusCode, 403);
  });

  it('serves content by platform and a JSON list of keys, and rejects malformed lists', async () => {
    const res = await get(`/v3/content?platformId=16&contentKeys=${encodeURIComponent('["signUpNotes","announcement","missing"]')}`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(
      res.json().response.data.contents.map((c: { contentKey: string }) => c.contentKey),
      ['announcement', 'signUpNotes'],
    );
    for (const bad of ['not-json', '{"a":1}', '[]', '[1,2]', `[${'"k",'.repeat(60)}"k"]`, '["a b"]']) {
      const r = await get(`/v3/content?platformId=16&contentKeys=${encodeURIComponent(bad)}`);
      assert.equal(r.statusCode, 400, bad);
    }
  });

  it('lists titles, id types, consent types (ids of §9) and regions', async () => {
    assert.deepEqual((await get('/v3/members/titles')).json().response.data.titles[0], { titleId: 1, title: 'Mr' });
    assert.equal((await get('/v3/members/idtypes')).json().response.data.idTypes.length, 6);
    const consents = (await get('/v3/members/consenttypes')).json().response.data.consentTypes;
    assert.deepEqual(
      consents.map((c: { consentTypeId: number; name: string }) => [c.consentTypeId, c.name]),
      [
        [1, 'All communications'],
        [2, 'Newsletter'],
        // Not §9's: the 'coming up' e-mail (issue 37).
        [6, 'Coming-up sizes'],
      ],
    );
    assert.equal((await get('/v3/utilities/regions')).json().response.data.regions.length, 4);
  });

  it('reports readiness with the database engine', async () => {
    const res = await get('/readyz');
    assert.equal(res.statusCode, 200);
    assert.ok(['pglite', 'postgres'].includes(res.json().database));
  });
});

describe('outbox (development)', () => {
  it('shows queued e-mails with working links', async () => {
    const m = await createVerifiedMember(t.app);
    const page = await get('/dev/outbox');
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<a href="http:\/\/localhost:8080\/member\/verifyEmail\?token=/);
    const json = await get(`/dev/outbox.json?to=${encodeURIComponent(m.email)}`);
    assert.equal(json.json()[0].recipient, m.email);
  });

  it('is not there in production', async () => {
    const local = await startTestApp(PRODUCTION_ENV);
    const res = await local.app.inject({ url: '/dev/outbox' });
    await local.close();
    assert.notEqual(res.statusCode, 200);
  });
});
