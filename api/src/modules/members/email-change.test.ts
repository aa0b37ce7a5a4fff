// The e-mail change as the Security tab uses it: pending address shown, cancel, the link after a cancel.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { createVerifiedMember, latestLinkToken, passwordGrant, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const codeOf = (res: { json(): { response?: { error?: { code: unknown } }; code?: unknown } }) => res.json().response?.error?.code ?? res.json().code;

it('shows the pending address; a cancel clears it, kills the link (1003) and the new address never signs in', async () => {
  const m = await createVerifiedMember(t.app);
  const { auth } = await signedIn(t.app, m.email, m.password);
  const newEmail = `moved.${m.email}`;
  assert.equal((await t.app.inject({ method: 'POST', url: '/v3/members/emailtoken', headers: auth, payload: { email: newEmail } })).statusCode, 200);
  const member = async () => (await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: auth })).json().response.data.memberDetails.member;
  assert.equal((await member()).pendingEmail, newEmail);
  const token = await latestLinkToken(t.app, newEmail, 'verifyEmail');

  assert.equal((await t.app.inject({ method: 'DELETE', url: '/v3/members/emailtoken', headers: auth })).statusCode, 200);
  assert.equal((await member()).pendingEmail, null);
  assert.equal(codeOf(await t.app.inject({ method: 'PUT', url: '/v3/members/validateemail', payload: { token } })), 1003);
  assert.equal(codeOf(await passwordGrant(t.app, newEmail, m.password)), 1007);
  assert.equal((await member()).email, m.email);
});

it("refuses another member's pending address (1032) and needs a token (8) to cancel", async () => {
  const a = await createVerifiedMember(t.app);
  const b = await createVerifiedMember(t.app);
  const tokenA = await signedIn(t.app, a.email, a.password);
  const tokenB = await signedIn(t.app, b.email, b.password);
  const wanted = `wanted.${a.email}`;
  assert.equal((await t.app.inject({ method: 'POST', url: '/v3/members/emailtoken', headers: tokenA.auth, payload: { email: wanted } })).statusCode, 200);
  assert.equal(codeOf(await t.app.inject({ method: 'POST', url: '/v3/members/emailtoken', headers: tokenB.auth, payload: { email: wanted } })), 1032);
  assert.equal(codeOf(await t.app.inject({ method: 'DELETE', url: '/v3/members/emailtoken' })), 8);
  const [row] = await t.db.query<{ pending_email: string }>('SELECT pending_email FROM members WHERE member_id = $1', [a.memberId]);
  assert.equal(row!.pending_email, wanted, 'a signed-out cancel changes nothing');
});
