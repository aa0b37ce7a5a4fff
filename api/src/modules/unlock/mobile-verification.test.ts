// /verify-phone-number's calls and the unified-membership guard's fact, through the real calls on a
// real database: an account made by unlocking with the e-mail PIN (its mobile not proved), a
// number changed in the account, an online-only account (never asked), PINs read from the outbox.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { UNLOCK_CODES as C } from '@shop/shared/rules';
import { OPENAPI_PATH } from '../../http/openapi.js';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { seedInStoreMembershipsIfEmpty } from './seed.js';
import { call, freshMembership, latestPin, wrongPin } from './test-helpers.js';

let t: TestApp;
// The first half of the seeded families is the unlock tests' (should both files share a database).
const used = new Set<number>(Array.from({ length: 150 }, (_, n) => n));
let ipCount = 0;
const newIp = () => `10.3.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

before(async () => {
  t = await startTestApp();
  await seedInStoreMembershipsIfEmpty(t.db, t.app.unlockAccess.secrets);
});
after(() => t.close());

const error = (res: { json(): { response: { error: { code: unknown } } } }) => res.json().response.error.code;
const data = (res: { json(): { response: { data: { mobileVerification: Record<string, unknown> } } } }) => res.json().response.data.mobileVerification;

/** A family unlocks online access proving only the e-mailed PIN: their account's mobile is not proved. */
async function unlockedByEmail() {
  const m = await freshMembership(t.app, used, true);
  const ip = newIp();
  const token = (await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', { membershipNumber: m.membershipNumber, unlockCode: m.unlockCode }, {}, ip)).json().response.data.attempt.token;
  assert.equal((await call(t.app, 'PUT', 'instantverification', { token }, {}, ip)).statusCode, 200);
  assert.equal((await call(t.app, 'PUT', 'verifyemailotp', { token, pin: await latestPin(t.app, m.email!, 'email') }, {}, ip)).statusCode, 200);
  const password = 'a long password 1';
  const made = await call(t.app, 'PUT', 'unlockonlineaccess', { token, email: m.email, password }, {}, ip);
  assert.equal(made.statusCode, 201, made.body);
  const memberId = made.json().response.data.memberId as string;
  const session = await signedIn(t.app, m.email!, password);
  const own = (method: 'GET' | 'PUT', path: string, payload?: object, remoteAddress = ip) =>
    t.app.inject({ method, url: `/v3/members/${memberId}/${path}`, headers: session.auth, remoteAddress, ...(payload ? { payload } : {}) });
  return { ...m, memberId, session, own, ip };
}

const needsFlag = async (memberId: string, auth: Record<string, string>) => (await t.app.inject({ url: `/v3/members/${memberId}`, headers: auth })).json().response.data.memberDetails.member.needsMobileVerification;

describe('verifying the mobile of a unified membership', () => {
  it('lists its calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: OPENAPI_PATH })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const op of ['get /v3/members/{id}/mobileverification', 'put /v3/members/{id}/instantverification', 'put /v3/members/{id}/resendinstantverificationotp', 'put /v3/members/{id}/verifymobileotp']) {
      const [method, path] = op.split(' ') as [string, string];
      assert.ok(doc.paths[path]?.[method], `${op} is in the document`);
    }
  });

  it('never holds back a member who must verify from correcting the number or reading, downloading or deleting their data (issue 33 §1)', async () => {
    const m = await unlockedByEmail();
    assert.equal(await needsFlag(m.memberId, m.session.auth), true);
    // A mistyped number is corrected, and the proof then goes to the corrected one.
    const corrected = await t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}`, headers: m.session.auth, payload: { phone: '07700 900462' } });
    assert.equal(corrected.statusCode, 200, corrected.body);
    assert.match(String(data(await m.own('GET', 'mobileverification')).mobile), /62$/);
    const read = await t.app.inject({ url: `/v3/members/${m.memberId}`, headers: m.session.auth });
    assert.equal(read.statusCode, 200);
    for (const format of ['json', 'csv']) {
      const exported = await t.app.inject({ url: `/v3/members/${m.memberId}/export?format=${format}`, headers: m.session.auth });
      assert.equal(exported.statusCode, 200, `${format}: ${exported.body.slice(0, 200)}`);
      assert.equal(exported.headers['cache-control'], 'no-store');
    }
    const deleted = await t.app.inject({ method: 'DELETE', url: `/v3/members/${m.memberId}`, headers: m.session.auth, payload: { password: 'a long password 1' } });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(deleted.json().response.data.deletionRequested, true);
  });

  it('asks an account unlocked without a proved mobile, texts a PIN to the masked number, and lets it through once proved', async () => {
    const m = await unlockedByEmail();
    assert.equal(await needsFlag(m.memberId, m.session.auth), true);
    const status = await m.own('GET', 'mobileverification');
    assert.equal(status.statusCode, 200);
    assert.equal(status.headers['cache-control'], 'no-store');
    assert.deepEqual(data(status), { needsMobileVerification: true, mobile: `07${'*'.repeat(7)}${m.mobile.slice(-2)}`, pinSent: false, pinExpiresAt: null, triesLeft: 5, locked: false });
    const sent = await m.own('PUT', 'instantverification');
    assert.equal(sent.statusCode, 200, sent.body);
    assert.deepEqual(data(sent).notice, { code: C.newPinSent, message: 'We have sent you a new PIN.' });
    assert.equal(data(sent).pinSent, true);
    const pin = await latestPin(t.app, m.mobile);
    const wrong = await m.own('PUT', 'verifymobileotp', { pin: wrongPin(pin) });
    assert.equal(wrong.statusCode, 400);
    assert.equal(error(wrong), C.wrongPin);
    assert.match(wrong.json().response.error.message, /4 tries left/);
    const malformed = await m.own('PUT', 'verifymobileotp', { pin: '12ab' });
    assert.equal(error(malformed), C.wrongPin, 'a malformed PIN has the wrong PIN code');
    const proved = await m.own('PUT', 'verifymobileotp', { pin });
    assert.equal(proved.statusCode, 200, proved.body);
    assert.equal(data(proved).needsMobileVerification, false);
    assert.equal(await needsFlag(m.memberId, m.session.auth), false);
    const [row] = await t.db.query<{ phone: string; verified: boolean }>('SELECT phone, phone_verified_at IS NOT NULL AS verified FROM members WHERE member_id = $1', [m.memberId]);
    assert.deepEqual(row, { phone: m.mobile, verified: true }, "the membership's mobile is the account's, proved");
    const trade = (await t.app.inject({ url: '/v3/members/tradeabilities', headers: m.session.auth })).json().response.data.tradeabilities;
    assert.deepEqual([trade.needsMobileVerification, trade.mobileVerified, trade.canBePaidByBankTransfer], [false, true, true]);
    // The PIN is single use; and with nothing left to prove, nothing is sent.
    assert.equal(error(await m.own('PUT', 'verifymobileotp', { pin })), C.stateConflict);
    assert.equal(error(await m.own('PUT', 'instantverification')), C.stateConflict);
  });

  it('asks again when the number changes in the account, and proves the new number', async () => {
    const m = await unlockedByEmail();
    await m.own('PUT', 'instantverification');
    assert.equal((await m.own('PUT', 'verifymobileotp', { pin: await latestPin(t.app, m.mobile) })).statusCode, 200);
    const changed = await t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}`, headers: m.session.auth, payload: { phone: '07700 900461' } });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().response.data.memberDetails.member.needsMobileVerification, true);
    assert.equal(data(await m.own('GET', 'mobileverification')).mobile, '07*******61');
    await m.own('PUT', 'instantverification');
    const resent = await m.own('PUT', 'resendinstantverificationotp');
    assert.equal(resent.statusCode, 200, resent.body);
    assert.equal(data(resent).notice && (data(resent).notice as { code: string }).code, C.pinResent);
    const proved = await m.own('PUT', 'verifymobileotp', { pin: await latestPin(t.app, '07700900461') });
    assert.equal(proved.statusCode, 200, proved.body);
    assert.equal(await needsFlag(m.memberId, m.session.auth), false);
    // Taking the number off asks again (the membership's mobile is the one to prove then).
    await t.app.inject({ method: 'DELETE', url: `/v3/members/${m.memberId}/contactnumber`, headers: m.session.auth });
    assert.equal(data(await m.own('GET', 'mobileverification')).mobile, `07${'*'.repeat(7)}${m.mobile.slice(-2)}`);
  });

  it('locks after five wrong PINs (1873), even for the right one; racing requests count once', async () => {
    const m = await unlockedByEmail();
    await m.own('PUT', 'instantverification');
    const pin = await latestPin(t.app, m.mobile);
    for (let i = 0; i < 3; i++) assert.equal(error(await m.own('PUT', 'verifymobileotp', { pin: wrongPin(pin) })), C.wrongPin);
    // The fourth and fifth wrong tries at once: both counted, the attempt locked once.
    const raced = await Promise.all([m.own('PUT', 'verifymobileotp', { pin: wrongPin(pin) }), m.own('PUT', 'verifymobileotp', { pin: wrongPin(pin) })]);
    assert.deepEqual(raced.map(error).sort(), [C.wrongPin, C.pinAttemptsExceeded].sort());
    const right = await m.own('PUT', 'verifymobileotp', { pin });
    assert.equal(right.statusCode, 429);
    assert.equal(error(right), C.pinAttemptsExceeded);
    assert.match(right.json().response.error.message, /^Too many wrong PINs\. Please wait 1[45] minutes and ask for a new one\.$/);
    assert.ok(Number(right.headers['retry-after']) > 14 * 60);
    const status = data(await m.own('GET', 'mobileverification'));
    assert.deepEqual([status.locked, status.triesLeft, status.pinSent], [true, 0, false]);
    assert.equal(error(await m.own('PUT', 'resendinstantverificationotp')), C.pinAttemptsExceeded);
    assert.equal(await needsFlag(m.memberId, m.session.auth), true);
  });

  it('sends at most 3 more PINs per 15 minutes (1873 with Retry-After)', async () => {
    const m = await unlockedByEmail();
    assert.equal((await m.own('PUT', 'instantverification')).statusCode, 200);
    for (let i = 0; i < 3; i++) assert.equal((await m.own('PUT', 'resendinstantverificationotp')).statusCode, 200);
    const over = await m.own('PUT', 'resendinstantverificationotp');
    assert.equal(over.statusCode, 429);
    assert.equal(error(over), C.pinAttemptsExceeded);
    assert.ok(Number(over.headers['retry-after']) > 0);
    const [texts] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND channel = 'sms' AND body LIKE '%verify this mobile%'", [m.mobile]);
    assert.equal(texts!.n, 4);
  });

  it('carries tries and the lock over a change or removal of the number, per member and per number', async () => {
    const m = await unlockedByEmail();
    await m.own('PUT', 'instantverification');
    const pin = await latestPin(t.app, m.mobile);
    for (let i = 0; i < 4; i++) assert.equal(error(await m.own('PUT', 'verifymobileotp', { pin: wrongPin(pin) })), C.wrongPin);
    // A new number: a new PIN, but the member's tries go on (one left), and the fifth locks.
    const other = '07700 900471';
    assert.equal((await t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}`, headers: m.session.auth, payload: { phone: other } })).statusCode, 200);
    assert.equal(data(await m.own('GET', 'mobileverification')).triesLeft, 1);
    assert.equal((await m.own('PUT', 'instantverification')).statusCode, 200);
    const otherPin = await latestPin(t.app, '07700900471');
    assert.equal(error(await m.own('PUT', 'verifymobileotp', { pin: wrongPin(otherPin) })), C.pinAttemptsExceeded);
    assert.equal(error(await m.own('PUT', 'verifymobileotp', { pin: otherPin })), C.pinAttemptsExceeded, 'locked, even for the right PIN');
    // Taking the number off (the membership's mobile to prove again) or putting it back: still locked, nothing sent.
    await t.app.inject({ method: 'DELETE', url: `/v3/members/${m.memberId}/contactnumber`, headers: m.session.auth });
    assert.equal(data(await m.own('GET', 'mobileverification')).locked, true);
    assert.equal(error(await m.own('PUT', 'instantverification')), C.pinAttemptsExceeded);
    await t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}`, headers: m.session.auth, payload: { phone: other } });
    assert.equal(error(await m.own('PUT', 'instantverification')), C.pinAttemptsExceeded);
    assert.equal(await needsFlag(m.memberId, m.session.auth), true);
    // The first number's own four wrong tries go with it: another account that takes it up has one left.
    const next = await unlockedByEmail();
    assert.equal((await t.app.inject({ method: 'PUT', url: `/v3/members/${next.memberId}`, headers: next.session.auth, payload: { phone: m.mobile } })).statusCode, 200);
    assert.equal(data(await next.own('GET', 'mobileverification')).triesLeft, 1);
    assert.equal((await next.own('PUT', 'instantverification')).statusCode, 200);
    const nextPin = await latestPin(t.app, m.mobile);
    assert.equal(error(await next.own('PUT', 'verifymobileotp', { pin: wrongPin(nextPin) })), C.pinAttemptsExceeded);
    assert.equal(data(await next.own('GET', 'mobileverification')).locked, true);
  });

  it('counts texts per member and per number, whichever number was set in between (4 per 15 minutes)', async () => {
    const m = await unlockedByEmail();
    const other = '07700 900472';
    const setNumber = (phone: string | null) =>
      phone
        ? t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}`, headers: m.session.auth, payload: { phone } })
        : t.app.inject({ method: 'DELETE', url: `/v3/members/${m.memberId}/contactnumber`, headers: m.session.auth });
    // The membership's mobile, the other number, the mobile again, the other again: four texts, each a 'first' PIN.
    for (const phone of [null, other, null, other]) {
      await setNumber(phone);
      const sent = await m.own('PUT', 'instantverification');
      assert.equal(sent.statusCode, 200, sent.body);
    }
    await setNumber(null);
    const fifth = await m.own('PUT', 'instantverification');
    assert.equal(fifth.statusCode, 429);
    assert.equal(error(fifth), C.pinAttemptsExceeded);
    assert.match(fifth.json().response.error.message, /^Too many PINs asked for\. Please wait \d+ minutes? and try again\.$/);
    assert.ok(Number(fifth.headers['retry-after']) > 0);
    const texts = async (to: string) => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND channel = 'sms' AND body LIKE '%verify this mobile%'", [to]))[0]!.n;
    assert.deepEqual([await texts(m.mobile), await texts('07700900472')], [2, 2]);
    // The number's own count: another account texting it is refused once it has had 4.
    await setNumber(null);
    const next = await unlockedByEmail();
    await t.app.inject({ method: 'PUT', url: `/v3/members/${next.memberId}`, headers: next.session.auth, payload: { phone: other } });
    for (let i = 0; i < 2; i++) assert.equal((await next.own('PUT', 'instantverification')).statusCode, 200);
    assert.equal(error(await next.own('PUT', 'instantverification')), C.pinAttemptsExceeded);
    assert.equal(await texts('07700900472'), 4);
  });

  it('never asks an online-only account', async () => {
    const member = await createVerifiedMember(t.app);
    const session = await signedIn(t.app, member.email, member.password);
    assert.equal(await needsFlag(member.memberId, session.auth), false);
    const status = await t.app.inject({ url: `/v3/members/${member.memberId}/mobileverification`, headers: session.auth });
    assert.equal(data(status).needsMobileVerification, false);
    const sent = await t.app.inject({ method: 'PUT', url: `/v3/members/${member.memberId}/instantverification`, headers: session.auth });
    assert.equal(sent.statusCode, 409);
  });

  it("is the member's own: 401 signed out, 403 for another member, on every call and the in-store tab", async () => {
    const m = await unlockedByEmail();
    const other = await createVerifiedMember(t.app);
    const otherSession = await signedIn(t.app, other.email, other.password);
    for (const [method, path, payload] of [
      ['GET', 'mobileverification', undefined],
      ['PUT', 'instantverification', undefined],
      ['PUT', 'resendinstantverificationotp', undefined],
      ['PUT', 'verifymobileotp', { pin: '123456' }],
      ['GET', 'instoremembership', undefined],
    ] as const) {
      const url = `/v3/members/${m.memberId}/${path}`;
      assert.equal((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, 401, `${path} signed out`);
      const theirs = await t.app.inject({ method, url, headers: otherSession.auth, ...(payload ? { payload } : {}) });
      assert.equal(theirs.statusCode, 403, `${path} as another member`);
      assert.doesNotMatch(theirs.body, new RegExp(m.mobile.slice(-2) + '\\b|' + m.membershipNumber));
    }
    const [texts] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND body LIKE '%verify this mobile%'", [m.mobile]);
    assert.equal(texts!.n, 0, 'nothing sent for anyone else');
  });
});
