import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, createVerifiedMember, latestLinkToken, passwordGrant, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/v3/members', payload: payload as object });
const good = () => ({
  titleId: 1,
  firstName: 'Sam',
  lastName: "O'Neill",
  email: `sam.${Math.random().toString(36).slice(2)}@example.com`,
  password: 'a good long password',
  consents: [{ consentTypeId: 1, granted: true }],
});
// The envelope's code, or the auth host's (OAuth-shaped answers carry it beside error_description).
const codeOf = (res: { json(): { response?: { error?: { code: unknown } }; code?: unknown } }) => {
  const body = res.json();
  return body.response?.error?.code ?? body.code;
};

describe('register', () => {
  it('creates an unverified member, stores consents, and queues a verification e-mail', async () => {
    const input = good();
    const res = await register(input);
    assert.equal(res.statusCode, 201);
    const { memberId } = res.json().response.data;
    assert.match(memberId, /^\d+$/);
    const [m] = await t.db.query<{ email_verified_at: string | null; password_hash: string }>('SELECT email_verified_at, password_hash FROM members WHERE member_id = $1', [memberId]);
    assert.equal(m!.email_verified_at, null);
    assert.match(m!.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [mail] = await t.db.query<{ recipient: string; body: string }>('SELECT recipient, body FROM outbox ORDER BY id DESC LIMIT 1');
    assert.equal(mail!.recipient, input.email);
    assert.match(mail!.body, /\/member\/verifyEmail\?token=[A-Za-z0-9_-]{40,}/);
    const consents = await t.db.query('SELECT consent_type_id, granted FROM member_consents WHERE member_id = $1', [memberId]);
    assert.deepEqual(consents, [{ consent_type_id: 1, granted: true }]);
  });

  const bad: Array<[string, (b: Record<string, unknown>) => void, number | string]> = [
    ['missing email', (b) => delete b.email, 1027],
    ['blank email', (b) => (b.email = ''), 1027],
    ['spaces for email', (b) => (b.email = '   '), 1027],
    ['malformed email', (b) => (b.email = 'not-an-email'), 1028],
    ['missing password', (b) => delete b.password, 1029],
    ['blank password', (b) => (b.password = ''), 1029],
    ['short password', (b) => (b.password = 'short'), 5],
    ['password over 64', (b) => (b.password = 'x'.repeat(65)), 5],
    ['missing first name', (b) => delete b.firstName, 1010],
    ['first name with digits', (b) => (b.firstName = 'R2D2'), 1010],
    ['last name blank', (b) => (b.lastName = ''), 1012],
    ['last name too long', (b) => (b.lastName = 'a'.repeat(51)), 1012],
    ['unknown title', (b) => (b.titleId = 99), 5],
    ['title not a number', (b) => (b.titleId = 'Mr'), 5],
    ['unknown consent type', (b) => (b.consents = [{ consentTypeId: 77, granted: true }]), 5],
    ['consent without a choice', (b) => (b.consents = [{ consentTypeId: 1 }]), 5],
    ['an extra field', (b) => (b.isAdmin = true), 5],
  ];
  for (const [name, mutate, code] of bad) {
    it(`rejects ${name} with code ${code} and writes nothing`, async () => {
      const before = [await count(t.db, 'members'), await count(t.db, 'outbox'), await count(t.db, 'member_consents')];
      const body = good() as Record<string, unknown>;
      mutate(body);
      const res = await register(body);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(codeOf(res), code, res.body);
      assert.equal(res.json().response.ack, 'Failure');
      assert.deepEqual([await count(t.db, 'members'), await count(t.db, 'outbox'), await count(t.db, 'member_consents')], before);
    });
  }

  it('rejects a second account for the same address (any case) with 1032', async () => {
    const input = good();
    assert.equal((await register(input)).statusCode, 201);
    const again = await register({ ...good(), email: input.email.toUpperCase() });
    assert.equal(again.statusCode, 409);
    assert.equal(codeOf(again), 1032);
  });

  it('rejects a body that is not JSON with a 4xx, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v3/members', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().response.ack, 'Failure');
  });
});

describe('sign in (members/login) and verification', () => {
  it('needs a verified address (1202), then signs in', async () => {
    const input = good();
    await register(input);
    const early = await t.app.inject({ method: 'POST', url: '/v3/members/login', payload: { email: input.email, password: input.password } });
    assert.equal(early.statusCode, 403);
    assert.equal(codeOf(early), 1202);
    const token = await latestLinkToken(t.app, input.email, 'verifyEmail');
    const verify = await t.app.inject({ method: 'PUT', url: '/v3/members/validateemail', payload: { token } });
    assert.equal(verify.statusCode, 200);
    const again = await t.app.inject({ method: 'PUT', url: '/v3/members/validateemail', payload: { token } });
    assert.equal(again.statusCode, 400, 'a link works once');
    const res = await t.app.inject({ method: 'POST', url: '/v3/members/login', payload: { email: input.email, password: input.password } });
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().response.data;
    assert.ok(data.access_token && data.refresh_token);
    assert.equal(data.member.email, input.email);
    assert.equal(data.member.emailVerified, true);
  });

  it('answers an unknown address and a wrong password the same way (1007)', async () => {
    const m = await createVerifiedMember(t.app);
    const wrong = await t.app.inject({ method: 'POST', url: '/v3/members/login', payload: { email: m.email, password: 'not the password' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/v3/members/login', payload: { email: 'nobody@example.com', password: 'not the password' } });
    assert.equal(wrong.statusCode, 401);
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(wrong.json(), unknown.json());
    assert.equal(codeOf(wrong), 1007);
  });

  it('gives 1027, 1028 and 1029 for blank, malformed and passwordless sign-ins', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/v3/members/login', payload });
    assert.equal(codeOf(await post({ email: '', password: 'x' })), 1027);
    assert.equal(codeOf(await post({ email: 'nope', password: 'x' })), 1028);
    assert.equal(codeOf(await post({ email: 'a@b.co', password: '' })), 1029);
    assert.equal(codeOf(await post({ email: 'a@b.co' })), 1029);
  });

  it('refuses banned (1005) and suspended (1006) accounts', async () => {
    const banned = await createVerifiedMember(t.app);
    const suspended = await createVerifiedMember(t.app);
    await t.db.query(`UPDATE members SET status = 'banned' WHERE member_id = $1`, [banned.memberId]);
    await t.db.query(`UPDATE members SET status = 'suspended' WHERE member_id = $1`, [suspended.memberId]);
    assert.equal(codeOf(await passwordGrant(t.app, banned.email, banned.password)), 1005);
    assert.equal(codeOf(await passwordGrant(t.app, suspended.email, suspended.password)), 1006);
  });

  it('resends a verification e-mail only for an unverified account, and says the same either way', async () => {
    const input = good();
    await register(input);
    const before = await count(t.db, 'outbox');
    const res = await t.app.inject({ method: 'POST', url: '/v3/members/resendverificationemail', payload: { email: input.email } });
    const unknown = await t.app.inject({ method: 'POST', url: '/v3/members/resendverificationemail', payload: { email: 'nobody@example.com' } });
    assert.deepEqual(res.json(), unknown.json());
    assert.equal(await count(t.db, 'outbox'), before + 1);
    assert.equal(codeOf(await t.app.inject({ method: 'POST', url: '/v3/members/resendverificationemail', payload: { email: 'bad' } })), 1028);
  });

  it('rejects a malformed verification token without touching anything', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/v3/members/validateemail', payload: { token: '../../etc' } });
    assert.equal(res.statusCode, 400);
    assert.equal(codeOf(res), 1003);
  });
});

describe('profile', () => {
  it('reads and updates the member, rejecting bad names with 1010 and 1012', async () => {
    const m = await createVerifiedMember(t.app);
    const { auth } = await signedIn(t.app, m.email, m.password);
    const got = await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: auth });
    assert.equal(got.statusCode, 200);
    assert.equal(got.json().response.data.memberDetails.member.memberTaxId, null);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}`, headers: auth, payload });
    const upd = await put({ firstName: 'Augusta', consents: [{ consentTypeId: 1, granted: false }] });
    assert.equal(upd.statusCode, 200, upd.body);
    assert.equal(upd.json().response.data.memberDetails.member.firstName, 'Augusta');
    assert.equal(codeOf(await put({ firstName: '1234' })), 1010);
    assert.equal(codeOf(await put({ lastName: '' })), 1012);
    assert.equal(codeOf(await put({ phone: 'call me' })), 1014);
    assert.equal(codeOf(await put({})), 5);
    const still = await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: auth });
    assert.equal(still.json().response.data.memberDetails.member.firstName, 'Augusta');
  });

  // Account deletion (password, grace period, erasure) is tested in ../account-deletion.
});

describe('passwords', () => {
  it('resets a forgotten password with the e-mailed token, once, and ends all sessions', async () => {
    const m = await createVerifiedMember(t.app);
    const old = await signedIn(t.app, m.email, m.password);
    await t.app.inject({ method: 'POST', url: '/v3/members/newpassword', payload: { email: m.email } });
    const token = await latestLinkToken(t.app, m.email, 'resetpassword');
    const check = await t.app.inject({ url: `/v3/members/verifynewpasswordtoken?token=${token}` });
    assert.deepEqual(check.json().response.data, { verified: true, memberId: m.memberId });
    const reset = (body: object, id = m.memberId) => t.app.inject({ method: 'PUT', url: `/v3/members/${id}/resetpassword`, payload: body });
    assert.equal(codeOf(await reset({ token, password: 'short' })), 5);
    assert.equal((await reset({ token, password: 'a brand new password' })).statusCode, 200);
    assert.equal((await reset({ token, password: 'another new password' })).statusCode, 400, 'the token works once');
    assert.equal((await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: old.auth })).statusCode, 401, 'old sessions ended');
    assert.equal((await passwordGrant(t.app, m.email, 'a brand new password')).statusCode, 200);
    const unknown = await t.app.inject({ method: 'POST', url: '/v3/members/newpassword', payload: { email: 'nobody@example.com' } });
    assert.equal(unknown.statusCode, 200, 'no hint about which addresses exist');
  });

  it('changes a password: 1059 when the old one is wrong, 1060 when unchanged; other sessions end', async () => {
    const m = await createVerifiedMember(t.app);
    const here = await signedIn(t.app, m.email, m.password);
    const elsewhere = await signedIn(t.app, m.email, m.password);
    const change = (body: object) => t.app.inject({ method: 'PUT', url: '/v3/members/password', headers: here.auth, payload: body });
    assert.equal(codeOf(await change({ oldPassword: 'wrong password', newPassword: 'new password 123' })), 1059);
    assert.equal(codeOf(await change({ oldPassword: m.password, newPassword: m.password })), 1060);
    assert.equal(codeOf(await change({ oldPassword: m.password })), 1029);
    assert.equal((await change({ oldPassword: m.password, newPassword: 'new password 123' })).statusCode, 200);
    assert.equal((await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: here.auth })).statusCode, 200, 'this session goes on');
    assert.equal((await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: elsewhere.auth })).statusCode, 401, 'the other one ended');
  });
});

describe('e-mail change', () => {
  it('sends a confirmation to the new address, signs in there only once confirmed (1240), and can be cancelled', async () => {
    const m = await createVerifiedMember(t.app);
    const other = await createVerifiedMember(t.app);
    const { auth } = await signedIn(t.app, m.email, m.password);
    const ask = (email: string) => t.app.inject({ method: 'POST', url: '/v3/members/emailtoken', headers: auth, payload: { email } });
    assert.equal(codeOf(await ask('')), 1027);
    assert.equal(codeOf(await ask('nope')), 1028);
    assert.equal(codeOf(await ask(other.email)), 1032);
    const newEmail = `new.${m.email}`;
    assert.equal((await ask(newEmail)).statusCode, 200);
    assert.equal(codeOf(await passwordGrant(t.app, newEmail, m.password)), 1240);
    const token = await latestLinkToken(t.app, newEmail, 'verifyEmail');
    const confirm = await t.app.inject({ method: 'POST', url: `/v3/members/${m.memberId}/validateemail`, headers: auth, payload: { token } });
    assert.equal(confirm.statusCode, 200, confirm.body);
    assert.equal((await passwordGrant(t.app, newEmail, m.password)).statusCode, 200);

    assert.equal((await ask(`third.${m.email}`)).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'DELETE', url: '/v3/members/emailtoken', headers: auth })).statusCode, 200);
    const [row] = await t.db.query<{ pending_email: string | null }>('SELECT pending_email FROM members WHERE member_id = $1', [m.memberId]);
    assert.equal(row!.pending_email, null);
  });

  it('stops after too many attempts (1253)', async () => {
    const m = await createVerifiedMember(t.app);
    const { auth } = await signedIn(t.app, m.email, m.password);
    let last;
    for (let i = 0; i < 6; i++) last = await t.app.inject({ method: 'POST', url: '/v3/members/emailtoken', headers: auth, payload: { email: `try${i}.${m.email}` } });
    assert.equal(codeOf(last!), 1253);
  });
});
