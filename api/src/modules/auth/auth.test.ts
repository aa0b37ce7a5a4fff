import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import { createVerifiedMember, passwordGrant, refreshGrant, signedIn, startTestApp, WEB_CLIENT, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
// The access tokens' clock: the real time, moved forward by a test instead of waiting.
let clockAheadMs = 0;
before(async () => {
  t = await startTestApp({}, { tokenClock: () => new Date(Date.now() + clockAheadMs) });
});
after(() => t.close());

const me = (memberId: string, headers: Record<string, string>) => t.app.inject({ url: `/v3/members/${memberId}`, headers });
const form = (body: Record<string, string>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(body).toString(),
});

describe('POST /auth/token', () => {
  it('password grant: short-lived access token, opaque refresh token, expires_in', async () => {
    const m = await createVerifiedMember(t.app);
    const res = await passwordGrant(t.app, m.email, m.password);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.expires_in, 900);
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.access_token.split('.').length, 3);
    assert.match(body.refresh_token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(res.headers['cache-control'], 'no-store');
    const [stored] = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens ORDER BY created_at DESC LIMIT 1');
    assert.notEqual(stored!.token_hash, body.refresh_token, 'only a hash is stored');
    assert.equal((await me(m.memberId, { authorization: `Bearer ${body.access_token}` })).statusCode, 200);
  });

  it('refuses an unknown client, a wrong secret, a bad grant type and missing fields, with error_description', async () => {
    const cases = [
      { body: { grant_type: 'password', username: 'a@b.co', password: 'x', client_id: 'evil', client_secret: 'x' }, status: 401, error: 'invalid_client' },
      { body: { grant_type: 'password', username: 'a@b.co', password: 'x', client_id: 'shop-web', client_secret: 'guess' }, status: 401, error: 'invalid_client' },
      { body: { grant_type: 'client_credentials', ...WEB_CLIENT }, status: 400, error: 'invalid_request' },
      { body: { grant_type: 'password', password: 'x', ...WEB_CLIENT }, status: 400, code: 1027 },
      { body: { grant_type: 'password', username: 'a@b.co', ...WEB_CLIENT }, status: 400, code: 1029 },
      { body: { grant_type: 'refresh_token', ...WEB_CLIENT }, status: 400, error: 'invalid_request' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ url: '/auth/token', ...form(c.body as Record<string, string>) });
      assert.equal(res.statusCode, c.status, `${JSON.stringify(c.body)} -> ${res.body}`);
      const body = res.json();
      assert.ok(body.error_description, res.body);
      if (c.error) assert.equal(body.error, c.error);
      if (c.code) assert.equal(body.code, c.code);
    }
    const garbage = await t.app.inject({ method: 'POST', url: '/auth/token', headers: { 'content-type': 'application/xml' }, payload: '<grant_type>password</grant_type>' });
    assert.equal(garbage.statusCode, 415);
    assert.equal(garbage.json().error, 'invalid_request');
  });

  it('rotates the refresh token on every use', async () => {
    const m = await createVerifiedMember(t.app);
    const first = await signedIn(t.app, m.email, m.password);
    const second = await refreshGrant(t.app, first.refresh_token);
    assert.equal(second.statusCode, 200, second.body);
    assert.notEqual(second.json().refresh_token, first.refresh_token);
    const third = await refreshGrant(t.app, second.json().refresh_token);
    assert.equal(third.statusCode, 200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const m = await createVerifiedMember(t.app);
    const first = await signedIn(t.app, m.email, m.password);
    const rotated = (await refreshGrant(t.app, first.refresh_token)).json();
    const replay = await refreshGrant(t.app, first.refresh_token);
    assert.equal(replay.statusCode, 400);
    assert.equal(replay.json().error_description, 'Invalid refresh token');
    // The thief's replay killed the legitimate descendant too, and its access token.
    assert.equal((await refreshGrant(t.app, rotated.refresh_token)).statusCode, 400);
    assert.equal((await me(m.memberId, { authorization: `Bearer ${rotated.access_token}` })).json().response.error.code, 7);
  });

  it('lets at most one of two parallel refreshes with one token succeed', async () => {
    const m = await createVerifiedMember(t.app);
    const first = await signedIn(t.app, m.email, m.password);
    const results = await Promise.all([refreshGrant(t.app, first.refresh_token), refreshGrant(t.app, first.refresh_token)]);
    assert.equal(results.filter((r) => r.statusCode === 200).length, 1, results.map((r) => r.body).join('\n'));
  });

  it('says when a refresh token has expired', async () => {
    const m = await createVerifiedMember(t.app);
    const first = await signedIn(t.app, m.email, m.password);
    await t.db.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 minute'`);
    const res = await refreshGrant(t.app, first.refresh_token);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error_description, 'Refresh token has expired');
  });
});

describe('POST /auth/revoke (sign-out)', () => {
  it('ends the session: its refresh token and its access token stop working', async () => {
    const m = await createVerifiedMember(t.app);
    const s = await signedIn(t.app, m.email, m.password);
    const res = await t.app.inject({ url: '/auth/revoke', ...form({ token: s.refresh_token, ...WEB_CLIENT }) });
    assert.equal(res.statusCode, 200);
    assert.equal((await refreshGrant(t.app, s.refresh_token)).statusCode, 400);
    assert.equal((await me(m.memberId, s.auth)).statusCode, 401);
    const unknown = await t.app.inject({ url: '/auth/revoke', ...form({ token: 'never-issued', ...WEB_CLIENT }) });
    assert.equal(unknown.statusCode, 200, 'the same answer for an unknown token');
  });
});

describe('access tokens on member calls', () => {
  it('answers 8 when missing, 7 when invalid, 6 when expired', async () => {
    const m = await createVerifiedMember(t.app);
    const code = async (headers: Record<string, string>) => (await me(m.memberId, headers)).json().response.error.code;
    assert.equal(await code({}), 8);
    assert.equal(await code({ authorization: 'Bearer not.a.jwt' }), 7);
    assert.equal(await code({ authorization: 'Basic abc' }), 7);
    const s = await signedIn(t.app, m.email, m.password);
    const [, payload] = s.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = await new SignJWT({ sid: claims.sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(m.memberId).setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-entirely-0123456789'));
    assert.equal(await code({ authorization: `Bearer ${forged}` }), 7);
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(m.memberId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('test-secret-0123456789abcdef0123456789'));
    assert.equal(await code({ authorization: `Bearer ${expired}` }), 6);
  });
});

describe('access tokens checked once, then remembered (verification cache)', () => {
  const sign = (sub: string, sid: string, exp: number) =>
    new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt().setExpirationTime(exp).sign(new TextEncoder().encode('test-secret-0123456789abcdef0123456789'));

  it('still answers 6 once a token it has accepted expires', async () => {
    const m = await createVerifiedMember(t.app);
    const s = await signedIn(t.app, m.email, m.password);
    const claims = JSON.parse(Buffer.from(s.access_token.split('.')[1]!, 'base64url').toString());
    // Valid for two more seconds: accepted (and remembered), then refused as expired.
    const token = await sign(m.memberId, claims.sid, Math.floor(Date.now() / 1000) + 2);
    assert.equal((await me(m.memberId, { authorization: `Bearer ${token}` })).statusCode, 200);
    assert.equal((await me(m.memberId, { authorization: `Bearer ${token}` })).statusCode, 200);
    clockAheadMs = 2100;
    try {
      const late = await me(m.memberId, { authorization: `Bearer ${token}` });
      assert.equal(late.statusCode, 401);
      assert.equal(late.json().response.error.code, 6);
    } finally {
      clockAheadMs = 0;
    }
  });

  it('still refuses a remembered token once its session is revoked, and never takes a changed one for it', async () => {
    const m = await createVerifiedMember(t.app);
    const s = await signedIn(t.app, m.email, m.password);
    assert.equal((await me(m.memberId, s.auth)).statusCode, 200);
    // One character inside the signature changed (not the last, whose low bits are padding):
    // not the remembered token, so checked, and refused.
    const at = s.access_token.length - 10;
    const swapped = s.access_token[at] === 'A' ? 'B' : 'A';
    const tampered = await me(m.memberId, { authorization: `Bearer ${s.access_token.slice(0, at)}${swapped}${s.access_token.slice(at + 1)}` });
    assert.equal(tampered.json().response.error.code, 7);
    await t.app.inject({ url: '/auth/revoke', ...form({ token: s.refresh_token, ...WEB_CLIENT }) });
    const after = await me(m.memberId, s.auth);
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().response.error.code, 7);
  });
});

// Throttling: password-throttle.test.ts (with the injected clock).

describe('what the logs and error bodies never show', () => {
  it('keeps passwords and tokens out of the logs', async () => {
    const m = await createVerifiedMember(t.app, { password: 'a-very-secret-passphrase' });
    const s = await signedIn(t.app, m.email, 'a-very-secret-passphrase');
    await me(m.memberId, s.auth);
    await refreshGrant(t.app, s.refresh_token);
    const all = t.logs.join('\n');
    assert.ok(!all.includes('a-very-secret-passphrase'));
    assert.ok(!all.includes(s.access_token));
    assert.ok(!all.includes(s.refresh_token));
  });

  it('answers an unexpected failure with the generic error: no stack, SQL or SQLSTATE', async () => {
    const local = await startTestApp();
    await local.db.query('ALTER TABLE titles RENAME COLUMN title TO title_gone');
    const res = await local.app.inject({ url: '/v3/members/titles' });
    await local.close();
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { response: { ack: 'Failure', data: null, error: { code: -1, message: 'Sorry, something went wrong. Please try again later.' } } });
  });
});
