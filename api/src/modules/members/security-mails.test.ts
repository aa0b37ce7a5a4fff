// Issue 33 §4: a mail when the password changes; the old address told when the address changes,
// with a 'this was not me' link that ends every session, gives the address back and sets a new
// password; common and breached passwords refused (1061) at sign-up, change and reset; a device
// signed out by a new password told why (1062).
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { createVerifiedMember, latestLinkToken, passwordGrant, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { isCommonPassword } from '../auth/passwords.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const codeOf = (res: { json(): { response?: { error?: { code: unknown } }; code?: unknown } }) => res.json().response?.error?.code ?? res.json().code;
const mailsTo = (email: string) => t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id', [email]);
const changePassword = (auth: object, oldPassword: string, newPassword: string) =>
  t.app.inject({ method: 'PUT', url: '/v3/members/password', headers: auth as Record<string, string>, payload: { oldPassword, newPassword } });

it('knows the kept list: common passwords whatever their case, not a long phrase', async () => {
  assert.equal(await isCommonPassword('password'), true);
  assert.equal(await isCommonPassword('Password1'), true);
  assert.equal(await isCommonPassword('iloveyou'), true);
  assert.equal(await isCommonPassword('correct horse battery'), false);
});

it('refuses a common password at sign-up, change and reset with 1061 and says why; nothing is written', async () => {
  const email = `common-${Date.now()}@example.co.uk`;
  const signUp = await t.app.inject({ method: 'POST', url: '/v3/members', payload: { titleId: 2, firstName: 'Ada', lastName: 'Lovelace', email, password: 'password', consents: [] } });
  assert.equal(signUp.statusCode, 400);
  assert.equal(codeOf(signUp), 1061);
  assert.match(signUp.body, /too common/);
  assert.equal((await t.db.query('SELECT 1 FROM members WHERE email = $1', [email])).length, 0);

  const m = await createVerifiedMember(t.app);
  const { auth } = await signedIn(t.app, m.email, m.password);
  const change = await changePassword(auth, m.password, 'qwertyuiop');
  assert.equal(codeOf(change), 1061);
  assert.equal((await passwordGrant(t.app, m.email, m.password)).statusCode, 200, 'the old password still works');

  await t.app.inject({ method: 'POST', url: '/v3/members/newpassword', payload: { email: m.email } });
  const token = await latestLinkToken(t.app, m.email, 'resetpassword');
  const reset = await t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}/resetpassword`, payload: { token, password: 'Sunshine' } });
  assert.equal(codeOf(reset), 1061);
});

it('mails the member when the password changes; the other device learns why it was signed out (1062)', async () => {
  const m = await createVerifiedMember(t.app, { firstName: 'Priya' });
  const here = await signedIn(t.app, m.email, m.password);
  const there = await signedIn(t.app, m.email, m.password);
  assert.equal((await changePassword(here.auth, m.password, 'a brand new passphrase')).statusCode, 200);
  const mails = await mailsTo(m.email);
  const notice = mails.find((e) => e.subject === 'Your password was changed');
  assert.ok(notice, 'a password-changed mail');
  assert.match(notice.body, /Hello Priya/);
  assert.match(notice.body, /\/member\/resetpassword\?token=/, "with a 'this was not me' link");
  const other = await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: there.auth });
  assert.equal(other.statusCode, 401);
  assert.equal(codeOf(other), 1062);
  // Reloaded, the other device asks for a new token by its refresh token: refused, and told why too.
  const refreshed = await t.app.inject({ method: 'POST', url: '/auth/token', payload: { grant_type: 'refresh_token', refresh_token: there.refresh_token, client_id: 'shop-web', client_secret: 'shop-web-public' } });
  assert.equal(refreshed.statusCode, 400, refreshed.body);
  assert.deepEqual([refreshed.json().error, refreshed.json().code], ['invalid_grant', 1062]);
  assert.equal((await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: here.auth })).statusCode, 200, 'this device stays signed in');
});

it("tells the old address when the address changes; its 'not me' link ends every session, gives the address back and sets a new password", async () => {
  const m = await createVerifiedMember(t.app, { firstName: 'Olu' });
  const { auth } = await signedIn(t.app, m.email, m.password);
  const taken = `taker-${Date.now()}@example.co.uk`;
  assert.equal((await t.app.inject({ method: 'POST', url: '/v3/members/emailtoken', headers: auth, payload: { email: taken } })).statusCode, 200);
  const confirm = await latestLinkToken(t.app, taken, 'verifyEmail');
  assert.equal((await t.app.inject({ method: 'PUT', url: '/v3/members/validateemail', payload: { token: confirm } })).statusCode, 200);

  const notice = (await mailsTo(m.email)).find((e) => e.subject === 'Your e-mail address was changed');
  assert.ok(notice, 'the old address is told');
  assert.ok(notice.body.includes(taken), 'and to which address');
  const notMe = await latestLinkToken(t.app, m.email, 'resetpassword');
  assert.equal((await t.app.inject({ url: `/v3/members/verifynewpasswordtoken?token=${notMe}` })).json().response.data.verified, true);
  const undo = await t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}/resetpassword`, payload: { token: notMe, password: 'my own account again' } });
  assert.equal(undo.statusCode, 200, undo.body);

  assert.equal((await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: auth })).statusCode, 401, 'every session ended');
  assert.equal(codeOf(await passwordGrant(t.app, taken, 'my own account again')), 1007, 'the taker address no longer signs in');
  assert.equal((await passwordGrant(t.app, m.email, 'my own account again')).statusCode, 200, 'the old address is the account’s again');
  const again = await t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}/resetpassword`, payload: { token: notMe, password: 'yet another phrase' } });
  assert.equal(codeOf(again), 1003, 'the link works once');
});
