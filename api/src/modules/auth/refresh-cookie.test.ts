// The web shop's refresh token lives only in an HttpOnly, SameSite=Strict cookie on /auth (issue 31 §8).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createVerifiedMember, PRODUCTION_ENV, refreshGrant, signedIn, startTestApp, WEB_CLIENT, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const COOKIE_FORM = { 'x-token-transport': 'cookie' };
const post = (app: TestApp['app'], url: string, body: Record<string, string>, headers: Record<string, string> = COOKIE_FORM) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams({ ...WEB_CLIENT, ...body }).toString() });

/** The refresh cookie's Set-Cookie line, and its value. */
function refreshCookieOf(res: { headers: Record<string, unknown> }): { line: string; value: string } {
  const all = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
  const line = all.find((c) => c.startsWith('shop_refresh='));
  assert.ok(line, `no refresh cookie in ${JSON.stringify(all)}`);
  return { line, value: decodeURIComponent(line.slice('shop_refresh='.length).split(';')[0]!) };
}
const attributes = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());
const cookieHeader = (value: string) => ({ ...COOKIE_FORM, cookie: `shop_refresh=${encodeURIComponent(value)}` });

async function cookieSignIn(app: TestApp['app'] = t.app) {
  const m = await createVerifiedMember(app);
  const res = await post(app, '/auth/token', { grant_type: 'password', username: m.email, password: m.password });
  assert.equal(res.statusCode, 200, res.body);
  return { m, res, body: res.json(), cookie: refreshCookieOf(res) };
}

describe('the refresh cookie (X-Token-Transport: cookie)', () => {
  it('sign-in sets it HttpOnly, SameSite=Strict, Path=/auth, for the refresh token lifetime; no Secure in development mode only', async () => {
    const { line } = (await cookieSignIn()).cookie;
    const attrs = attributes(line);
    for (const a of ['httponly', 'samesite=strict', 'path=/auth', `max-age=${30 * 86_400}`]) assert.ok(attrs.includes(a), `${a} in ${line}`);
    assert.ok(!attrs.includes('secure'), 'development mode on http: no Secure');

    const prod = await startTestApp({ ...PRODUCTION_ENV, DATABASE_SCHEMA: undefined });
    try {
      const signedInProd = await cookieSignIn(prod.app);
      assert.ok(attributes(signedInProd.cookie.line).includes('secure'), `Secure in production: ${signedInProd.cookie.line}`);
    } finally {
      await prod.close();
    }
  });

  it('no refresh token in any answer body: sign-in and refresh answer the access token alone', async () => {
    const { body, cookie } = await cookieSignIn();
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'member_id', 'token_type']);
    assert.ok(!JSON.stringify(body).includes(cookie.value));
    const refreshed = await post(t.app, '/auth/token', { grant_type: 'refresh_token' }, cookieHeader(cookie.value));
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    assert.deepEqual(Object.keys(refreshed.json()).sort(), ['access_token', 'expires_in', 'token_type']);
    assert.equal(refreshed.headers['cache-control'], 'no-store');
  });

  it('refreshes by the cookie, rotating it; the new access token works', async () => {
    const { m, cookie } = await cookieSignIn();
    const res = await post(t.app, '/auth/token', { grant_type: 'refresh_token' }, cookieHeader(cookie.value));
    assert.equal(res.statusCode, 200, res.body);
    const next = refreshCookieOf(res);
    assert.notEqual(next.value, cookie.value, 'rotated');
    const me = await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: { authorization: `Bearer ${res.json().access_token}` } });
    assert.equal(me.statusCode, 200);
  });

  it('two tabs refreshing with the same cookie at once both stay signed in; an old token replayed later ends the session', async () => {
    const { cookie } = await cookieSignIn();
    const [a, b] = await Promise.all([1, 2].map(() => post(t.app, '/auth/token', { grant_type: 'refresh_token' }, cookieHeader(cookie.value))));
    assert.deepEqual([a!.statusCode, b!.statusCode], [200, 200], `${a!.body} ${b!.body}`);
    // Outside the grace window the reuse rule holds: the replayed token revokes the family.
    await t.db.query(`UPDATE refresh_tokens SET used_at = now() - interval '1 minute' WHERE used_at IS NOT NULL`);
    const replay = await post(t.app, '/auth/token', { grant_type: 'refresh_token' }, cookieHeader(cookie.value));
    assert.equal(replay.statusCode, 400);
    assert.ok(attributes(refreshCookieOf(replay).line).includes('max-age=0'), 'a refused cookie is cleared');
    const after = await post(t.app, '/auth/token', { grant_type: 'refresh_token' }, cookieHeader(refreshCookieOf(a!).value));
    assert.equal(after.statusCode, 400, 'the whole family is revoked');
  });

  it('the body form gets no grace: a used token is refused and revokes its family (staff CLI, other clients)', async () => {
    const m = await createVerifiedMember(t.app);
    const first = await signedIn(t.app, m.email, m.password);
    const second = await refreshGrant(t.app, first.refresh_token);
    assert.equal(second.statusCode, 200);
    assert.equal((await refreshGrant(t.app, first.refresh_token)).statusCode, 400);
    assert.equal((await refreshGrant(t.app, second.json().refresh_token)).statusCode, 400);
  });

  it('the cookie is read only with the custom header: a cross-site form post carrying it refreshes nothing', async () => {
    const { cookie } = await cookieSignIn();
    const forged = await post(t.app, '/auth/token', { grant_type: 'refresh_token' }, { cookie: `shop_refresh=${encodeURIComponent(cookie.value)}`, origin: 'https://evil.example' });
    assert.equal(forged.statusCode, 400);
    assert.equal(forged.json().code, 5);
    const revoke = await post(t.app, '/auth/revoke', {}, { cookie: `shop_refresh=${encodeURIComponent(cookie.value)}` });
    assert.equal(revoke.statusCode, 400, 'no token, no cookie form: nothing revoked');
    assert.equal((await post(t.app, '/auth/token', { grant_type: 'refresh_token' }, cookieHeader(cookie.value))).statusCode, 200, 'the session still stands');
  });

  it('sign-out clears the cookie and ends the session', async () => {
    const { m, cookie, body } = await cookieSignIn();
    const res = await post(t.app, '/auth/revoke', {}, cookieHeader(cookie.value));
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), {});
    const cleared = refreshCookieOf(res);
    assert.equal(cleared.value, '');
    assert.ok(attributes(cleared.line).includes('max-age=0') && attributes(cleared.line).includes('path=/auth'));
    assert.equal((await post(t.app, '/auth/token', { grant_type: 'refresh_token' }, cookieHeader(cookie.value))).statusCode, 400);
    assert.equal((await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: { authorization: `Bearer ${body.access_token}` } })).statusCode, 401);
  });

  it('sign-out everywhere and account deletion clear it too', async () => {
    const everywhere = await cookieSignIn();
    const out = await t.app.inject({ method: 'DELETE', url: `/v3/members/${everywhere.m.memberId}/sessions?keepCurrent=false`, headers: { authorization: `Bearer ${everywhere.body.access_token}` } });
    assert.equal(out.statusCode, 200, out.body);
    assert.ok(attributes(refreshCookieOf(out).line).includes('max-age=0'));

    const deleting = await cookieSignIn();
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/v3/members/${deleting.m.memberId}`,
      headers: { authorization: `Bearer ${deleting.body.access_token}` },
      payload: { password: deleting.m.password },
    });
    assert.equal(gone.statusCode, 200, gone.body);
    assert.ok(attributes(refreshCookieOf(gone).line).includes('max-age=0'));
    assert.equal((await post(t.app, '/auth/token', { grant_type: 'refresh_token' }, cookieHeader(deleting.cookie.value))).statusCode, 400);
  });
});
