// The e-mail change as the Security tab uses it: pending address shown, cancel, the link after a
// cancel; a pending address that runs out and blocks nobody; requests a cancel does not give back.
// The shop's clock is the test's (24 hours pass without waiting).
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { createVerifiedMember, latestLinkToken, passwordGrant, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let clockMs = Date.now();
const HOUR = 3_600_000;
before(async () => {
  t = await startTestApp({}, { now: () => new Date(clockMs) });
});
after(() => t.close());

const codeOf = (res: { json(): { response?: { error?: { code: unknown } }; code?: unknown } }) => res.json().response?.error?.code ?? res.json().code;

async function signedInMember() {
  const m = await createVerifiedMember(t.app);
  const { auth } = await signedIn(t.app, m.email, m.password);
  const ask = (email: string) => t.app.inject({ method: 'POST', url: '/v3/members/emailtoken', headers: auth, payload: { email } });
  const cancel = () => t.app.inject({ method: 'DELETE', url: '/v3/members/emailtoken', headers: auth });
  const member = async () => (await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: auth })).json().response.data.memberDetails.member;
  return { ...m, auth, ask, cancel, member };
}

const register = (email: string) => t.app.inject({ method: 'POST', url: '/v3/members', payload: { titleId: 2, firstName: 'Grace', lastName: 'Hopper', email, password: 'another long password', consents: [] } });

it('shows the pending address; a cancel clears it, kills the link (1003) and the new address never signs in', async () => {
  const m = await signedInMember();
  const newEmail = `moved.${m.email}`;
  assert.equal((await m.ask(newEmail)).statusCode, 200);
  assert.equal((await m.member()).pendingEmail, newEmail);
  const token = await latestLinkToken(t.app, newEmail, 'verifyEmail');

  assert.equal((await m.cancel()).statusCode, 200);
  assert.equal((await m.member()).pendingEmail, null);
  assert.equal(codeOf(await t.app.inject({ method: 'PUT', url: '/v3/members/validateemail', payload: { token } })), 1003);
  assert.equal(codeOf(await passwordGrant(t.app, newEmail, m.password)), 1007);
  assert.equal((await m.member()).email, m.email);
});

it('needs a token (8) to cancel', async () => {
  const m = await signedInMember();
  const wanted = `wanted.${m.email}`;
  assert.equal((await m.ask(wanted)).statusCode, 200);
  assert.equal(codeOf(await t.app.inject({ method: 'DELETE', url: '/v3/members/emailtoken' })), 8);
  assert.equal((await m.member()).pendingEmail, wanted, 'a signed-out cancel changes nothing');
});

it('never lets a pending address block a registration: the new account has it, and the link then answers 1032', async () => {
  const m = await signedInMember();
  const wanted = `taken-first.${m.email}`;
  assert.equal((await m.ask(wanted)).statusCode, 200);
  const token = await latestLinkToken(t.app, wanted, 'verifyEmail');
  const registered = await register(wanted);
  assert.equal(registered.statusCode, 201, registered.body);
  const late = await t.app.inject({ method: 'POST', url: `/v3/members/${m.memberId}/validateemail`, headers: m.auth, payload: { token } });
  assert.equal(codeOf(late), 1032);
  assert.equal((await m.member()).email, m.email);
});

it("never lets one member's pending address block another's change: whoever confirms first has it", async () => {
  const a = await signedInMember();
  const b = await signedInMember();
  const wanted = `shared.${a.email}`;
  assert.equal((await a.ask(wanted)).statusCode, 200);
  const tokenA = await latestLinkToken(t.app, wanted, 'verifyEmail');
  assert.equal((await b.ask(wanted)).statusCode, 200);
  const tokenB = await latestLinkToken(t.app, wanted, 'verifyEmail');
  assert.equal((await t.app.inject({ method: 'PUT', url: '/v3/members/validateemail', payload: { token: tokenB } })).statusCode, 200);
  assert.equal((await b.member()).email, wanted);
  assert.equal(codeOf(await t.app.inject({ method: 'PUT', url: '/v3/members/validateemail', payload: { token: tokenA } })), 1032);
  assert.equal(codeOf(await a.ask(wanted)), 1032, "now it is someone's address");
});

it('lets a pending address run out after 24 hours: no longer shown, its link dead (1003), signing in with it 1007, free to register', async () => {
  const m = await signedInMember();
  const wanted = `later.${m.email}`;
  assert.equal((await m.ask(wanted)).statusCode, 200);
  const token = await latestLinkToken(t.app, wanted, 'verifyEmail');
  assert.equal(codeOf(await passwordGrant(t.app, wanted, m.password)), 1240, 'while pending, its own password says it is not confirmed yet');
  clockMs += 23 * HOUR;
  assert.equal((await m.member()).pendingEmail, wanted, 'still pending an hour before the end');
  clockMs += HOUR + 1000;
  assert.equal((await m.member()).pendingEmail, null);
  assert.equal(codeOf(await passwordGrant(t.app, wanted, m.password)), 1007);
  assert.equal(codeOf(await t.app.inject({ method: 'PUT', url: '/v3/members/validateemail', payload: { token } })), 1003);
  assert.equal((await register(wanted)).statusCode, 201);
});

it('counts every request, refused or cancelled: the sixth in 24 hours is 1253 with the wait, and works once the day is over', async () => {
  const m = await signedInMember();
  const other = await createVerifiedMember(t.app);
  assert.equal(codeOf(await m.ask(other.email)), 1032, 'a refused request counts too');
  for (let i = 0; i < 4; i++) {
    assert.equal((await m.ask(`try${i}.${m.email}`)).statusCode, 200);
    assert.equal((await m.cancel()).statusCode, 200, 'a cancel gives no request back');
  }
  clockMs += 20 * HOUR;
  const over = await m.ask(`one-more.${m.email}`);
  assert.equal(over.statusCode, 429);
  assert.equal(codeOf(over), 1253);
  assert.equal(over.json().response.error.message, 'You have asked to change your e-mail address too many times. Please try again in 4 hours.');
  assert.equal(Number(over.headers['retry-after']), 4 * 3600);
  assert.equal((await m.member()).pendingEmail, null, 'nothing sent');
  clockMs += 4 * HOUR;
  assert.equal((await m.ask(`one-more.${m.email}`)).statusCode, 200);
});
