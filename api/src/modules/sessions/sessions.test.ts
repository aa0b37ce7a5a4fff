import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { createVerifiedMember, refreshGrant, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

it('lists the open sessions, this one marked', async () => {
  const m = await createVerifiedMember(t.app);
  await signedIn(t.app, m.email, m.password);
  const here = await signedIn(t.app, m.email, m.password);
  const res = await t.app.inject({ url: `/v3/members/${m.memberId}/sessions`, headers: here.auth });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'no-store');
  const { sessions } = res.json().response.data;
  assert.equal(sessions.length, 2);
  assert.deepEqual(sessions.map((s: { current: boolean }) => s.current).sort(), [false, true]);
});

it('signs out everywhere but here: the other refresh tokens are refused, this session goes on', async () => {
  const m = await createVerifiedMember(t.app);
  const other = await signedIn(t.app, m.email, m.password);
  const here = await signedIn(t.app, m.email, m.password);
  const res = await t.app.inject({ method: 'DELETE', url: `/v3/members/${m.memberId}/sessions?keepCurrent=true`, headers: here.auth });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((await refreshGrant(t.app, other.refresh_token)).statusCode, 400, 'old refresh token refused');
  assert.equal((await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: other.auth })).statusCode, 401, 'old access token refused');
  assert.equal((await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: here.auth })).statusCode, 200);
  assert.equal((await refreshGrant(t.app, here.refresh_token)).statusCode, 200, 'this one refreshes');
});

it('signs out everywhere, this session too, by default', async () => {
  const m = await createVerifiedMember(t.app);
  const other = await signedIn(t.app, m.email, m.password);
  const here = await signedIn(t.app, m.email, m.password);
  assert.equal((await t.app.inject({ method: 'DELETE', url: `/v3/members/${m.memberId}/sessions`, headers: here.auth })).statusCode, 200);
  for (const s of [here, other]) assert.equal((await refreshGrant(t.app, s.refresh_token)).statusCode, 400);
  assert.equal((await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: here.auth })).statusCode, 401);
});

it('refuses a bad query with 400 and ends nothing; another member gets 403', async () => {
  const m = await createVerifiedMember(t.app);
  const b = await createVerifiedMember(t.app);
  const here = await signedIn(t.app, m.email, m.password);
  const theirs = await signedIn(t.app, b.email, b.password);
  for (const q of ['keepCurrent=maybe', "keepCurrent=1'%20OR%201=1", 'other=1']) {
    const res = await t.app.inject({ method: 'DELETE', url: `/v3/members/${m.memberId}/sessions?${q}`, headers: here.auth });
    assert.equal(res.statusCode, 400, q);
  }
  const foreign = await t.app.inject({ method: 'DELETE', url: `/v3/members/${b.memberId}/sessions`, headers: here.auth });
  assert.equal(foreign.statusCode, 403);
  assert.equal((await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: here.auth })).statusCode, 200);
  assert.equal((await t.app.inject({ url: `/v3/members/${b.memberId}`, headers: theirs.auth })).statusCode, 200, "B's session stands");
});
