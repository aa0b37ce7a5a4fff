// Password throttling on a real database, with the injected clock instead of waits: a guesser
// at one address is locked without locking the owner out; guessing spread over many addresses
// meets the slower per-account limit; and every password check outside sign-in (change
// password, delete account, the password again) is counted exactly as a sign-in is.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createVerifiedMember, passwordGrant, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let clockMs = Date.now();
before(async () => {
  // The shop's own figures: 3 free failures per account and address, 20 per account, 30 per address, 5 s doubling.
  t = await startTestApp({}, { now: () => new Date(clockMs) });
});
after(() => t.close());

let addressCount = 0;
/** An address no other test has used. */
const newAddress = () => `10.44.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;
const codeOf = (res: { json(): { response?: { error?: { code: unknown } }; code?: unknown } }) => res.json().response?.error?.code ?? res.json().code;
const messageOf = (res: { json(): { response?: { error?: { message: string } }; error_description?: string } }) => res.json().response?.error?.message ?? res.json().error_description;
/** Moves the shop's clock past a 429's wait. */
const waitOut = (res: { headers: Record<string, unknown> }) => {
  clockMs += Number(res.headers['retry-after']) * 1000 + 1;
};

describe('signing in', () => {
  it('lets 3 wrong passwords through, locks on the 4th with a clear wait, and takes the right one after it', async () => {
    const m = await createVerifiedMember(t.app);
    const ip = newAddress();
    for (let i = 0; i < 4; i++) assert.equal((await passwordGrant(t.app, m.email, 'wrong password', ip)).statusCode, 401);
    const locked = await passwordGrant(t.app, m.email, m.password, ip);
    assert.equal(locked.statusCode, 429);
    assert.equal(locked.json().code, 1253);
    assert.equal(messageOf(locked), 'Too many sign-in attempts. Please wait 5 seconds and try again.');
    assert.equal(locked.headers['retry-after'], '5');
    clockMs += 4000;
    assert.equal((await passwordGrant(t.app, m.email, m.password, ip)).statusCode, 429, 'still locked a second before the end');
    clockMs += 1001;
    assert.equal((await passwordGrant(t.app, m.email, m.password, ip)).statusCode, 200);
  });

  it('doubles the wait with each further failure, up to 15 minutes; waiting out a lock forgives nothing', async () => {
    const m = await createVerifiedMember(t.app);
    const ip = newAddress();
    for (let i = 0; i < 4; i++) await passwordGrant(t.app, m.email, 'wrong', ip);
    const waits: string[] = [];
    for (let i = 0; i < 10; i++) {
      const locked = await passwordGrant(t.app, m.email, 'wrong', ip);
      assert.equal(locked.statusCode, 429);
      waits.push(String(locked.headers['retry-after']));
      waitOut(locked);
      assert.equal((await passwordGrant(t.app, m.email, 'wrong', ip)).statusCode, 401);
    }
    assert.deepEqual(waits, ['5', '10', '20', '40', '80', '160', '320', '640', '900', '900']);
    assert.equal(messageOf(await passwordGrant(t.app, m.email, m.password, ip)), 'Too many sign-in attempts. Please wait 15 minutes and try again.');
  });

  it('counts a burst of guesses at once before checking any: no more are checked than one at a time would allow', async () => {
    const m = await createVerifiedMember(t.app);
    const ip = newAddress();
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => passwordGrant(t.app, m.email, `guess ${i}`, ip)));
    assert.deepEqual(burst.map((r) => r.statusCode).sort(), [...Array(4).fill(401), ...Array(8).fill(429)], 'three free failures and the one that locks; the rest refused unchecked');
  });

  it('takes back the count of a right password refused for another reason (e-mail not verified yet)', async () => {
    const email = `unverified-${addressCount}@example.co.uk`;
    const made = await t.app.inject({ method: 'POST', url: '/v3/members', payload: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'correct horse battery', consents: [] } });
    assert.equal(made.statusCode, 201);
    const ip = newAddress();
    for (let i = 0; i < 6; i++) assert.equal((await passwordGrant(t.app, email, 'correct horse battery', ip)).json().code, 1202);
  });

  it('keeps a storm of wrong passwords from one address away from the owner signing in elsewhere', async () => {
    const m = await createVerifiedMember(t.app);
    const attacker = newAddress();
    // As fast as the locks allow, 30 wrong passwords (more than the account's own 20) over about five hours.
    let wrong = 0;
    for (let i = 0; i < 100 && wrong < 30; i++) {
      const res = await passwordGrant(t.app, m.email, `guess ${i}`, attacker);
      if (res.statusCode === 429) waitOut(res);
      else wrong++;
    }
    assert.equal(wrong, 30);
    assert.equal((await passwordGrant(t.app, m.email, m.password, attacker)).statusCode, 429, 'the guessing address is locked, even with the right password');
    const owner = await passwordGrant(t.app, m.email, m.password, newAddress());
    assert.equal(owner.statusCode, 200, 'the owner, elsewhere, signs in');
  });

  it('meets guessing spread over many addresses with a slower limit per account: 20 free, then locked everywhere', async () => {
    const m = await createVerifiedMember(t.app);
    for (let i = 0; i < 19; i++) assert.equal((await passwordGrant(t.app, m.email, 'wrong', newAddress())).statusCode, 401);
    assert.equal((await passwordGrant(t.app, m.email, m.password, newAddress())).statusCode, 200, 'below the account limit the owner signs in');
    for (let i = 0; i < 2; i++) assert.equal((await passwordGrant(t.app, m.email, 'wrong', newAddress())).statusCode, 401);
    const everywhere = await passwordGrant(t.app, m.email, m.password, newAddress());
    assert.equal(everywhere.statusCode, 429, 'past it, the account waits wherever it is tried from');
    waitOut(everywhere);
    assert.equal((await passwordGrant(t.app, m.email, m.password, newAddress())).statusCode, 200);
  });

  it('throttles one address trying many accounts (30 free)', async () => {
    const ip = newAddress();
    for (let i = 0; i < 31; i++) await passwordGrant(t.app, `nobody-${addressCount}-${i}@example.com`, 'guess', ip);
    assert.equal((await passwordGrant(t.app, `nobody-${addressCount}-x@example.com`, 'guess', ip)).statusCode, 429);
    assert.equal((await passwordGrant(t.app, `nobody-${addressCount}-x@example.com`, 'guess', newAddress())).statusCode, 401, 'another address is not affected');
  });

  it('keeps no e-mail address in the throttle', async () => {
    const m = await createVerifiedMember(t.app);
    await passwordGrant(t.app, m.email, 'wrong', newAddress());
    const rows = await t.db.query<{ key: string }>('SELECT key FROM login_throttle WHERE key ILIKE $1', [`%${m.email}%`]);
    assert.deepEqual(rows, []);
  });
});

describe('password checks outside sign-in, with a stolen access token', () => {
  /** A signed-in member, and calls from one address with their token. */
  async function stolen() {
    const m = await createVerifiedMember(t.app);
    const { auth } = await signedIn(t.app, m.email, m.password);
    const ip = newAddress();
    const call = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload: object) => t.app.inject({ method, url, headers: auth, remoteAddress: ip, payload });
    return { ...m, ip, call };
  }

  const checks = {
    'changing the password': (m: Awaited<ReturnType<typeof stolen>>, password: string) => m.call('PUT', '/v3/members/password', { oldPassword: password, newPassword: 'a brand new password' }),
    'deleting the account': (m: Awaited<ReturnType<typeof stolen>>, password: string) => m.call('DELETE', `/v3/members/${m.memberId}`, { password }),
    'the password again': (m: Awaited<ReturnType<typeof stolen>>, password: string) => m.call('POST', `/v3/members/${m.memberId}/reauthenticate`, { password }),
  };

  for (const [what, check] of Object.entries(checks)) {
    it(`${what}: wrong passwords count as failed sign-ins (1059, then 429 1253 with the wait), and the right one works after it`, async () => {
      const m = await stolen();
      for (let i = 0; i < 4; i++) {
        const wrong = await check(m, `guess ${i}`);
        assert.equal(wrong.statusCode, 400);
        assert.equal(codeOf(wrong), 1059);
      }
      const locked = await check(m, m.password);
      assert.equal(locked.statusCode, 429);
      assert.equal(codeOf(locked), 1253);
      assert.equal(messageOf(locked), 'Too many wrong passwords. Please wait 5 seconds and try again.');
      assert.equal(locked.headers['retry-after'], '5');
      assert.equal((await passwordGrant(t.app, m.email, m.password, m.ip)).statusCode, 429, 'the same count as sign-in');
      const [row] = await t.db.query<{ deletion_requested_at: string | null }>('SELECT deletion_requested_at FROM members WHERE member_id = $1', [m.memberId]);
      assert.equal(row!.deletion_requested_at, null, 'nothing done while locked');
      waitOut(locked);
      assert.equal((await check(m, m.password)).statusCode, 200);
    });
  }

  it('counts them with sign-in failures: 3 wrong sign-ins, then one wrong password change locks', async () => {
    const m = await stolen();
    for (let i = 0; i < 3; i++) await passwordGrant(t.app, m.email, 'wrong', m.ip);
    assert.equal(codeOf(await checks['changing the password'](m, 'still wrong')), 1059);
    assert.equal(codeOf(await checks['changing the password'](m, m.password)), 1253);
  });
});
