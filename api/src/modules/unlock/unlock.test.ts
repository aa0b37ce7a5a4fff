// Unlock online access (issue #16) through the real calls on a real database: the seeded
// memberships' receipt codes, PINs read from the outbox, accounts made and joined, and every
// §8 unified-membership code in the situation that gives it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { UNLOCK_CODES as C, UNLOCK_LIMITS } from '@shop/shared/rules';
import { OPENAPI_PATH } from '../../http/openapi.js';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { staffSession } from '../../testing/staff.js';
import { seedInStoreMembershipsIfEmpty } from './seed.js';
import { call, freshMembership, latestPin, wrongPin } from './test-helpers.js';

let t: TestApp;
const used = new Set<number>();
let ipCount = 0;
/** A caller address of its own for each test, so the per-address limits of one do not touch another. */
const newIp = () => `10.2.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

before(async () => {
  t = await startTestApp();
  await seedInStoreMembershipsIfEmpty(t.db, t.app.unlockAccess.secrets);
});
after(async () => {
  if (process.env.DEBUG_UNLOCK) for (const line of t.logs) if (/"level":50/.test(line)) console.error(line.slice(0, 1500));
  await t.close();
});

const error = (res: { json(): { response: { error: { code: unknown } } } }) => res.json().response.error.code;

/** A membership's code proved and its PINs sent: the attempt token. */
async function pinSent(withEmail = false, ip = newIp(), headers: Record<string, string> = {}) {
  const m = await freshMembership(t.app, used, withEmail);
  const verified = await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', { membershipNumber: m.membershipNumber, unlockCode: m.unlockCode }, {}, ip);
  assert.equal(verified.statusCode, 201, verified.body);
  const token = verified.json().response.data.attempt.token as string;
  const sent = await call(t.app, 'PUT', 'instantverification', { token }, headers, ip);
  assert.equal(sent.statusCode, 200, sent.body);
  return { ...m, token, ip };
}

describe('unlocking online access', () => {
  it('lists every call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: OPENAPI_PATH })).json() as { paths: Record<string, Record<string, unknown>> };
    const expected = [
      'get /v3/members/onlineaccesstokendetails',
      'put /v3/members/verifyunlockonlineaccesscode',
      'put /v3/members/unlockonlineaccess',
      'post /v3/members/unlockonlinelink',
      'post /v3/members/unlockonlineaccesscode',
      'put /v3/members/verifyunlockonlinecode',
      'get /v3/members/tradeabilities',
      'put /v3/members/instantverification',
      'put /v3/members/verifymobileotp',
      'put /v3/members/resendinstantverificationotp',
      'put /v3/members/verifyemailotp',
      'get /v3/members/combinemembershiptokendetails',
      'put /v3/members/verifycombinemembershipcode',
      'put /v3/members/cancelcombinemembership',
      'get /v3/members/{id}/instoremembership',
      'post /v3/staff/unlockcodes',
    ];
    for (const op of expected) {
      const [method, path] = op.split(' ') as [string, string];
      assert.ok(doc.paths[path]?.[method], `${op} is in the document`);
    }
  });

  it('seeds a few hundred memberships once, with trades and store credit', async () => {
    assert.equal(await seedInStoreMembershipsIfEmpty(t.db, t.app.unlockAccess.secrets), false);
    const [row] = await t.db.query<{ n: number; credit: number; emails: number; trades: number }>(
      'SELECT count(*)::int AS n, count(*) FILTER (WHERE store_credit_pence > 0)::int AS credit, count(email)::int AS emails, (SELECT count(*)::int FROM in_store_trades) AS trades FROM in_store_memberships',
    );
    assert.equal(row!.n, 300);
    assert.ok(row!.credit > 50 && row!.emails > 50 && row!.trades > 300, JSON.stringify(row));
  });

  it('unlocks: code, PIN by text, account; the account sees its store credit and trades; the code and membership cannot be used again', async () => {
    const m = await pinSent();
    const sentBody = (await call(t.app, 'GET', `onlineaccesstokendetails?token=${m.token}`)).json().response.data.attempt;
    assert.equal(sentBody.state, 'pin-sent');
    assert.equal(sentBody.sentTo.mobile, `07${'*'.repeat(7)}${m.mobile.slice(-2)}`);
    assert.equal(sentBody.storeCreditPence, null, 'no store credit is shown before a PIN is proved');
    const pin = await latestPin(t.app, m.mobile);
    const verified = await call(t.app, 'PUT', 'verifymobileotp', { token: m.token, pin });
    assert.equal(verified.statusCode, 200, verified.body);
    assert.equal(verified.json().response.data.attempt.state, 'verified');
    const [held] = await t.db.query<{ credit: number }>('SELECT store_credit_pence AS credit FROM in_store_memberships WHERE membership_number = $1', [m.membershipNumber]);
    assert.equal(verified.json().response.data.attempt.storeCreditPence, held!.credit, 'the proved holder sees the credit the page shows');
    assert.equal(verified.headers['cache-control'], 'no-store');
    const email = `unlock-${m.n}@example.co.uk`;
    const made = await call(t.app, 'PUT', 'unlockonlineaccess', { token: m.token, email, password: 'a long password 1', consents: [{ consentTypeId: 2, granted: false }] });
    assert.equal(made.statusCode, 201, made.body);
    const { memberId, state, emailVerificationSent } = made.json().response.data;
    assert.equal(state, 'unlocked');
    assert.equal(emailVerificationSent, true);
    // Made by registration's own path: its verification e-mail, then a sign-in.
    const link = (await t.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1', [email]))[0]!.body;
    const verifyToken = /token=([A-Za-z0-9_-]+)/.exec(link)![1]!;
    assert.equal((await t.app.inject({ method: 'PUT', url: '/v3/members/validateemail', payload: { token: verifyToken } })).statusCode, 200);
    const session = await signedIn(t.app, email, 'a long password 1');
    const tab = await t.app.inject({ url: `/v3/members/${memberId}/instoremembership`, headers: session.auth });
    assert.equal(tab.statusCode, 200, tab.body);
    assert.equal(tab.headers['cache-control'], 'no-store');
    const [membership] = tab.json().response.data.memberships;
    const [stored] = await t.db.query<{ store_credit_pence: number; trades: number }>(
      'SELECT store_credit_pence, (SELECT count(*)::int FROM in_store_trades WHERE membership_number = $1) AS trades FROM in_store_memberships WHERE membership_number = $1',
      [m.membershipNumber],
    );
    assert.equal(membership.membershipNumber, m.membershipNumber);
    assert.equal(membership.storeCreditPence, stored!.store_credit_pence);
    assert.equal(membership.trades.length, stored!.trades);
    assert.equal(membership.linkedHow, 'unlocked');
    // The data export carries the joined membership and its trades (no code or PIN hashes).
    const exported = JSON.parse((await t.app.inject({ url: `/v3/members/${memberId}/export?format=json`, headers: session.auth })).body);
    assert.equal(exported.data.in_store_memberships[0].membership_number, m.membershipNumber);
    assert.equal(exported.data.in_store_trades.length, stored!.trades);
    assert.ok(exported.data.unlock_attempts.length === 1 && !('token_hash' in exported.data.unlock_attempts[0]));
    const detail = await t.app.inject({ url: `/v3/members/${memberId}/instoredetail`, headers: session.auth });
    assert.equal(detail.json().response.data.inStoreDetail.membershipNumber, m.membershipNumber);
    const trade = await t.app.inject({ url: '/v3/members/tradeabilities', headers: session.auth });
    assert.deepEqual(trade.json().response.data.tradeabilities, {
      needsMobileVerification: false,
      canBuy: true,
      canSell: true,
      canBePaidByBankTransfer: true,
      canSpendStoreCredit: stored!.store_credit_pence > 0,
      mobileVerified: true,
      membershipLinked: true,
      storeCreditPence: stored!.store_credit_pence,
    });
    // A changed mobile must be proved again before money leaves the shop.
    await t.app.inject({ method: 'PUT', url: `/v3/members/${memberId}`, headers: session.auth, payload: { phone: '07700 900998' } });
    const changed = (await t.app.inject({ url: '/v3/members/tradeabilities', headers: session.auth })).json().response.data.tradeabilities;
    assert.deepEqual([changed.needsMobileVerification, changed.canBePaidByBankTransfer, changed.canSpendStoreCredit], [true, false, false]);
    // The receipt's code again: the membership is unlocked (1835), and so is a fresh code's attempt.
    const again = await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', { membershipNumber: m.membershipNumber, unlockCode: m.unlockCode }, {}, newIp());
    assert.equal(error(again), C.alreadyUnlocked);
    const staff = await staffSession(t.app);
    const reissue = await t.app.inject({ method: 'POST', url: '/v3/staff/unlockcodes', headers: staff.auth, payload: { membershipNumber: m.membershipNumber } });
    assert.equal(reissue.statusCode, 409);
    assert.equal(error(reissue), C.alreadyUnlocked);
    // And the finished attempt cannot make a second account.
    const twice = await call(t.app, 'PUT', 'unlockonlineaccess', { token: m.token, email: `again-${m.n}@example.co.uk`, password: 'a long password 1' });
    assert.equal(error(twice), C.alreadyUnlocked);
  });

  it('keeps a proved code: proving it again resumes the attempt (new token, same PINs and tries); an idle attempt starts afresh', async () => {
    const m = await freshMembership(t.app, used, false);
    const ip = newIp();
    const body = { membershipNumber: m.membershipNumber, unlockCode: m.unlockCode };
    const first = await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', body, {}, ip);
    assert.equal(first.statusCode, 201);
    const token = first.json().response.data.attempt.token;
    assert.equal((await call(t.app, 'PUT', 'instantverification', { token }, {}, ip)).statusCode, 200);
    const pin = await latestPin(t.app, m.mobile);
    assert.equal(error(await call(t.app, 'PUT', 'verifymobileotp', { token, pin: wrongPin(pin) })), C.wrongPin);
    // The tab is closed: the token is gone. The receipt's code, typed again, carries on where it was.
    const again = await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', body, {}, ip);
    assert.equal(again.statusCode, 201, again.body);
    const resumed = again.json().response.data.attempt;
    assert.notEqual(resumed.token, token);
    assert.deepEqual({ state: resumed.state, triesLeft: resumed.triesLeft }, { state: 'pin-sent', triesLeft: 4 });
    assert.equal(error(await call(t.app, 'GET', `onlineaccesstokendetails?token=${token}`)), C.linkExpiredSignInOther, 'the old token no longer works');
    const attempts = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM unlock_attempts WHERE membership_number = $1', [m.membershipNumber]);
    assert.equal(attempts[0]!.n, 1, 'one attempt, resumed');
    // Left idle: paused (its own code, not 'visit a store'), and the code starts it afresh with the tries it had.
    await t.db.query("UPDATE unlock_attempts SET expires_at = now() - interval '1 second' WHERE membership_number = $1", [m.membershipNumber]);
    const idle = await call(t.app, 'PUT', 'resendinstantverificationotp', { token: resumed.token }, {}, ip);
    assert.equal(idle.statusCode, 410);
    assert.equal(error(idle), C.attemptIdle);
    const fresh = await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', body, {}, ip);
    assert.equal(fresh.statusCode, 201, fresh.body);
    assert.deepEqual({ state: fresh.json().response.data.attempt.state, triesLeft: fresh.json().response.data.attempt.triesLeft }, { state: 'code-verified', triesLeft: 4 });
    const states = await t.db.query<{ state: string }>('SELECT state FROM unlock_attempts WHERE membership_number = $1 ORDER BY attempt_id', [m.membershipNumber]);
    assert.deepEqual(
      states.map((r) => r.state),
      ['expired', 'code-verified'],
    );
    // Finished: the code is spent with the account.
    const freshToken = fresh.json().response.data.attempt.token;
    await call(t.app, 'PUT', 'instantverification', { token: freshToken }, {}, ip);
    assert.equal((await call(t.app, 'PUT', 'verifymobileotp', { token: freshToken, pin: await latestPin(t.app, m.mobile) })).statusCode, 200);
    assert.equal((await call(t.app, 'PUT', 'unlockonlineaccess', { token: freshToken, email: `resumed-${m.n}@example.co.uk`, password: 'a long password 1' })).statusCode, 201);
    const [code] = await t.db.query<{ spent: boolean }>('SELECT bool_and(used_at IS NOT NULL) AS spent FROM unlock_codes WHERE membership_number = $1', [m.membershipNumber]);
    assert.equal(code!.spent, true);
    assert.equal(error(await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', body, {}, ip)), C.alreadyUnlocked);
  });

  it('keeps wrong PINs with the code: giving up and starting again does not reset them, and a locked attempt spends its code (1873)', async () => {
    const m = await pinSent();
    const pin = await latestPin(t.app, m.mobile);
    for (let i = 0; i < 3; i++) await call(t.app, 'PUT', 'verifymobileotp', { token: m.token, pin: wrongPin(pin) });
    assert.equal((await call(t.app, 'PUT', 'cancelcombinemembership', { token: m.token }, {}, m.ip)).statusCode, 200);
    const body = { membershipNumber: m.membershipNumber, unlockCode: m.unlockCode };
    const again = await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', body, {}, m.ip);
    assert.equal(again.json().response.data.attempt.triesLeft, 2);
    const token = again.json().response.data.attempt.token;
    await call(t.app, 'PUT', 'instantverification', { token }, {}, m.ip);
    const newPin = await latestPin(t.app, m.mobile);
    assert.equal(error(await call(t.app, 'PUT', 'verifymobileotp', { token, pin: wrongPin(newPin) })), C.wrongPin);
    assert.equal(error(await call(t.app, 'PUT', 'verifymobileotp', { token, pin: wrongPin(newPin) })), C.pinAttemptsExceeded);
    const locked = await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', body, {}, m.ip);
    assert.equal(locked.statusCode, 429);
    assert.equal(error(locked), C.pinAttemptsExceeded);
  });

  it('resumes an attempt whose link went by e-mail: the PIN texted with it, typed on the page, proves the mobile', async () => {
    const m = await freshMembership(t.app, used, true);
    const ip = newIp();
    const body = { membershipNumber: m.membershipNumber, unlockCode: m.unlockCode };
    const token = (await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', body, {}, ip)).json().response.data.attempt.token;
    assert.equal((await call(t.app, 'POST', 'unlockonlinelink', { token }, {}, ip)).statusCode, 201);
    const resumed = (await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', body, {}, ip)).json().response.data.attempt;
    assert.equal(resumed.state, 'pin-sent');
    const pin = await latestPin(t.app, m.mobile);
    assert.equal(error(await call(t.app, 'PUT', 'verifyemailotp', { token: resumed.token, pin })), C.wrongPin, 'not an e-mail PIN');
    const proved = await call(t.app, 'PUT', 'verifymobileotp', { token: resumed.token, pin });
    assert.equal(proved.statusCode, 200, proved.body);
    assert.equal(proved.json().response.data.attempt.mobileVerified, true);
  });

  it('gives a receipt code days and a texted code minutes; a run-out code answers 1190 with the ways to a new one', async () => {
    const m = await freshMembership(t.app, used, true);
    const ip = newIp();
    const staff = await staffSession(t.app);
    const issued = (await t.app.inject({ method: 'POST', url: '/v3/staff/unlockcodes', headers: staff.auth, payload: { membershipNumber: m.membershipNumber } })).json().response.data;
    const days = (Date.parse(issued.expiresAt) - Date.now()) / 86_400_000;
    assert.ok(Math.abs(days - UNLOCK_LIMITS.receiptCodeValidDays) < 0.01, `a receipt code lasts ${UNLOCK_LIMITS.receiptCodeValidDays} days (${days})`);
    assert.equal((await call(t.app, 'POST', 'unlockonlineaccesscode', { membershipNumber: m.membershipNumber, mobile: m.mobile }, {}, ip)).statusCode, 202);
    const [texted] = await t.db.query<{ minutes: number }>("SELECT extract(epoch FROM expires_at - issued_at)::int / 60 AS minutes FROM unlock_codes WHERE membership_number = $1 AND issued_via = 'on-demand'", [
      m.membershipNumber,
    ]);
    assert.equal(texted!.minutes, UNLOCK_LIMITS.pinValidMinutes);
    await t.db.query("UPDATE unlock_codes SET expires_at = now() - interval '1 second' WHERE membership_number = $1 AND used_at IS NULL", [m.membershipNumber]);
    const ran = await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', { membershipNumber: m.membershipNumber, unlockCode: await latestPin(t.app, m.mobile) }, {}, ip);
    assert.equal(ran.statusCode, 410);
    assert.equal(error(ran), C.codeExpiredVisitStore);
    assert.match(ran.json().response.error.message, /text or e-mail/);
  });

  it("sends a new code by e-mail to the membership's own address only, and it starts an attempt", async () => {
    const m = await freshMembership(t.app, used, true);
    const ip = newIp();
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
    const other = await call(t.app, 'POST', 'unlockonlineaccesscode', { membershipNumber: m.membershipNumber, email: 'someone.else@example.co.uk' }, {}, ip);
    assert.equal(other.statusCode, 202);
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
    assert.equal(after[0]!.n, before[0]!.n, "nothing sent to an address that is not the membership's");
    const own = await call(t.app, 'POST', 'unlockonlineaccesscode', { membershipNumber: m.membershipNumber, email: m.email!.toUpperCase() }, {}, ip);
    assert.equal(own.statusCode, 202);
    assert.deepEqual(own.json(), other.json(), 'the same answer either way');
    const code = await latestPin(t.app, m.email!, 'email');
    const started = await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', { membershipNumber: m.membershipNumber, unlockCode: code }, {}, ip);
    assert.equal(started.statusCode, 201, started.body);
    const neither = await call(t.app, 'POST', 'unlockonlineaccesscode', { membershipNumber: m.membershipNumber }, {}, ip);
    assert.equal(neither.statusCode, 400);
  });

  it('answers a guessed membership number exactly as a wrong code, and locks both after 5 guesses (1819)', async () => {
    const m = await freshMembership(t.app, used, false);
    const ip = newIp();
    const guessed = 'LL 9999 9997'; // a well-formed number (right check digit) that no family holds
    const malformed = 'LL 9999 9990'; // wrong check digit
    assert.equal((await t.db.query("SELECT 1 FROM in_store_memberships WHERE membership_number = 'LL99999997'")).length, 0);
    const answers = [];
    for (const membershipNumber of [m.membershipNumber, guessed, malformed]) {
      const res = await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', { membershipNumber, unlockCode: wrongPin(m.unlockCode) }, {}, ip);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    assert.deepEqual(answers[1], answers[0], 'unknown number: same status and body');
    assert.deepEqual(answers[2], answers[0], 'malformed number: same status and body');
    assert.equal(answers[0]!.status, 400);
    assert.equal(answers[0]!.body.response.error.code, C.wrongUnlockCode);
    for (const membershipNumber of [m.membershipNumber, guessed]) {
      let last;
      for (let i = 0; i < 4; i++) last = await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', { membershipNumber, unlockCode: wrongPin(m.unlockCode) }, {}, ip);
      assert.equal(last!.statusCode, 429, `${membershipNumber}: ${last!.body}`);
      assert.equal(error(last!), C.unlockAttemptsExceeded);
      assert.ok(Number(last!.headers['retry-after']) > 0);
    }
    // Locked: even the right code waits for the window.
    assert.equal(error(await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', { membershipNumber: m.membershipNumber, unlockCode: m.unlockCode }, {}, newIp())), C.unlockAttemptsExceeded);
  });

  it('locks an attempt after 5 wrong PINs (1811 four times, then 1873), and the right PIN no longer works', async () => {
    const m = await pinSent();
    const pin = await latestPin(t.app, m.mobile);
    for (let i = 1; i <= 4; i++) {
      const res = await call(t.app, 'PUT', 'verifymobileotp', { token: m.token, pin: wrongPin(pin) });
      assert.equal(res.statusCode, 400);
      assert.equal(error(res), C.wrongPin);
      assert.match(res.json().response.error.message, new RegExp(`${5 - i} tr`));
    }
    const fifth = await call(t.app, 'PUT', 'verifymobileotp', { token: m.token, pin: wrongPin(pin) });
    assert.equal(fifth.statusCode, 429);
    assert.equal(error(fifth), C.pinAttemptsExceeded);
    assert.equal(error(await call(t.app, 'PUT', 'verifymobileotp', { token: m.token, pin })), C.pinAttemptsExceeded);
    assert.equal(error(await call(t.app, 'PUT', 'resendinstantverificationotp', { token: m.token }, {}, m.ip)), C.pinAttemptsExceeded);
    const [row] = await t.db.query<{ state: string; tries: number; history: Array<{ to: string }> }>('SELECT state, tries, history FROM unlock_attempts WHERE membership_number = $1', [m.membershipNumber]);
    assert.deepEqual({ state: row!.state, tries: row!.tries }, { state: 'locked', tries: 5 });
    assert.deepEqual(
      row!.history.map((h) => h.to),
      ['code-verified', 'pin-sent', 'locked'],
    );
  });

  it('counts two requests racing the last try once', async () => {
    const m = await pinSent();
    const pin = await latestPin(t.app, m.mobile);
    for (let i = 0; i < 4; i++) await call(t.app, 'PUT', 'verifymobileotp', { token: m.token, pin: wrongPin(pin) });
    const racing = await Promise.all([0, 1, 2].map(() => call(t.app, 'PUT', 'verifymobileotp', { token: m.token, pin: wrongPin(pin) })));
    assert.deepEqual(racing.map(error), [C.pinAttemptsExceeded, C.pinAttemptsExceeded, C.pinAttemptsExceeded]);
    const [row] = await t.db.query<{ tries: number; state: string }>('SELECT tries, state FROM unlock_attempts WHERE membership_number = $1', [m.membershipNumber]);
    assert.deepEqual(row, { tries: 5, state: 'locked' });
  });

  it('verifies by e-mail PIN (1253 after 5 wrong) and by the e-mailed link (1815 wrong, U003 reused or expired)', async () => {
    const byEmail = await pinSent(true);
    const emailPin = await latestPin(t.app, byEmail.email!, 'email');
    for (let i = 0; i < 4; i++) assert.equal(error(await call(t.app, 'PUT', 'verifyemailotp', { token: byEmail.token, pin: wrongPin(emailPin) })), C.wrongPin);
    assert.equal(error(await call(t.app, 'PUT', 'verifyemailotp', { token: byEmail.token, pin: wrongPin(emailPin) })), C.pinAttemptsExceededOther);

    const m = await freshMembership(t.app, used, true);
    const ip = newIp();
    const token = (await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', { membershipNumber: m.membershipNumber, unlockCode: m.unlockCode }, {}, ip)).json().response.data.attempt.token;
    const sent = await call(t.app, 'POST', 'unlockonlinelink', { token }, {}, ip);
    assert.equal(sent.statusCode, 201, sent.body);
    assert.equal(sent.json().response.data.attempt.notice.code, C.newPinSent);
    const [mail] = await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND channel = 'email' ORDER BY id DESC LIMIT 1", [m.email]);
    const link = /unlock\?link=([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
    // The second factor comes by the other channel: no PIN in the e-mail, the link's PIN by text.
    assert.doesNotMatch(mail!.body, /\b[0-9]{6}\b/);
    const pin = await latestPin(t.app, m.mobile);
    const wrong = await call(t.app, 'PUT', 'verifyunlockonlinecode', { link, pin: wrongPin(pin) });
    assert.equal(error(wrong), C.wrongLinkPin);
    const right = await call(t.app, 'PUT', 'verifyunlockonlinecode', { link, pin });
    assert.equal(right.statusCode, 200, right.body);
    const newToken = right.json().response.data.attempt.token;
    assert.notEqual(newToken, token);
    // The old token and the link are spent; the new token goes on.
    assert.equal(error(await call(t.app, 'GET', `onlineaccesstokendetails?token=${token}`)), C.linkExpiredSignInOther);
    assert.equal(error(await call(t.app, 'PUT', 'verifyunlockonlinecode', { link, pin })), C.linkExpiredSignInOther);
    const made = await call(t.app, 'PUT', 'unlockonlineaccess', { token: newToken, email: m.email!, password: 'a long password 1' });
    assert.equal(made.statusCode, 201, made.body);
    assert.equal(made.json().response.data.emailVerificationSent, false, 'the e-mail the link went to is proved');
    assert.equal(right.json().response.data.attempt.mobileVerified, true, 'and so is the mobile its PIN went to');

    // A link whose attempt ran out: U003.
    const late = await freshMembership(t.app, used, true);
    const lateToken = (await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', { membershipNumber: late.membershipNumber, unlockCode: late.unlockCode }, {}, ip)).json().response.data.attempt.token;
    await call(t.app, 'POST', 'unlockonlinelink', { token: lateToken }, {}, ip);
    const [lateMail] = await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND channel = 'email' ORDER BY id DESC LIMIT 1", [late.email]);
    await t.db.query("UPDATE unlock_attempts SET expires_at = now() - interval '1 second' WHERE membership_number = $1", [late.membershipNumber]);
    const expired = await call(t.app, 'PUT', 'verifyunlockonlinecode', { link: /link=([A-Za-z0-9_-]{43})/.exec(lateMail!.body)![1]!, pin: await latestPin(t.app, late.mobile) });
    assert.equal(expired.statusCode, 410);
    assert.equal(error(expired), C.linkExpiredSignInOther);
  });

  it('resends a PIN 3 times in 15 minutes (U002), then refuses (1873); the old PIN stops working', async () => {
    const m = await pinSent();
    const firstPin = await latestPin(t.app, m.mobile);
    for (let i = 0; i < 3; i++) {
      const res = await call(t.app, 'PUT', 'resendinstantverificationotp', { token: m.token }, {}, m.ip);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().response.data.attempt.notice.code, C.pinResent);
    }
    const fourth = await call(t.app, 'PUT', 'resendinstantverificationotp', { token: m.token }, {}, newIp());
    assert.equal(fourth.statusCode, 429);
    assert.equal(error(fourth), C.pinAttemptsExceeded, 'limited per membership, from any address');
    const newPin = await latestPin(t.app, m.mobile);
    if (newPin !== firstPin) assert.equal(error(await call(t.app, 'PUT', 'verifymobileotp', { token: m.token, pin: firstPin })), C.wrongPin);
    assert.equal((await call(t.app, 'PUT', 'verifymobileotp', { token: m.token, pin: newPin })).statusCode, 200);
  });

  it('sends an unlock code on demand only when number and mobile match, answering the same either way', async () => {
    const m = await freshMembership(t.app, used, false);
    const ip = newIp();
    const right = await call(t.app, 'POST', 'unlockonlineaccesscode', { membershipNumber: m.membershipNumber, mobile: m.mobile }, {}, ip);
    const wrongMobile = await call(t.app, 'POST', 'unlockonlineaccesscode', { membershipNumber: m.membershipNumber, mobile: '07700 900999' }, {}, ip);
    const unknown = await call(t.app, 'POST', 'unlockonlineaccesscode', { membershipNumber: 'LL 9999 9997', mobile: m.mobile }, {}, ip);
    assert.equal(right.statusCode, 202);
    assert.deepEqual([wrongMobile.statusCode, wrongMobile.json()], [right.statusCode, right.json()]);
    assert.deepEqual([unknown.statusCode, unknown.json()], [right.statusCode, right.json()]);
    const texts = await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND channel = 'sms'", [m.mobile]);
    assert.equal(texts.length, 1);
    const code = /is ([0-9]{6})/.exec(texts[0]!.body)![1]!;
    assert.equal((await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', { membershipNumber: m.membershipNumber, unlockCode: code }, {}, ip)).statusCode, 201);
    // The demo code stopped working when the new one was issued.
    assert.equal(error(await call(t.app, 'POST', 'unlockonlineaccesscode', { membershipNumber: m.membershipNumber, mobile: m.mobile }, {}, ip)), C.pinAttemptsExceeded);
  });

  it('refuses an account whose e-mail (1028) or whose mobile (1740) is already taken', async () => {
    const existing = await createVerifiedMember(t.app);
    const m = await pinSent();
    await call(t.app, 'PUT', 'verifymobileotp', { token: m.token, pin: await latestPin(t.app, m.mobile) });
    const short = await call(t.app, 'PUT', 'unlockonlineaccess', { token: m.token, email: `short-${m.n}@example.co.uk`, password: 'short' });
    assert.equal(short.statusCode, 400);
    assert.equal(error(short), 5, "registration's password rule");
    const taken = await call(t.app, 'PUT', 'unlockonlineaccess', { token: m.token, email: existing.email.toUpperCase(), password: 'a long password 1' });
    assert.equal(taken.statusCode, 409);
    assert.equal(error(taken), C.emailTaken);
    const session = await signedIn(t.app, existing.email, existing.password);
    await t.app.inject({ method: 'PUT', url: `/v3/members/${existing.memberId}`, headers: session.auth, payload: { phone: m.mobile } });
    const numberTaken = await call(t.app, 'PUT', 'unlockonlineaccess', { token: m.token, email: `fresh-${m.n}@example.co.uk`, password: 'a long password 1' });
    assert.equal(error(numberTaken), C.contactNumberTaken);
    const [row] = await t.db.query<{ linked_member_id: string | null; state: string }>(
      'SELECT m.linked_member_id, a.state FROM in_store_memberships m JOIN unlock_attempts a USING (membership_number) WHERE m.membership_number = $1',
      [m.membershipNumber],
    );
    assert.deepEqual(row, { linked_member_id: null, state: 'verified' }, 'nothing half-written');
  });
});

describe('combining a membership with an online account', () => {
  it('combines after the PIN, keeps both histories, and refuses the same membership twice (1835)', async () => {
    const member = await createVerifiedMember(t.app);
    const session = await signedIn(t.app, member.email, member.password);
    // Before: an online-only account, paid by bank as ever, with no store credit; signed out, 401.
    assert.deepEqual((await t.app.inject({ url: '/v3/members/tradeabilities', headers: session.auth })).json().response.data.tradeabilities, {
      needsMobileVerification: false,
      canBuy: true,
      canSell: true,
      canBePaidByBankTransfer: true,
      canSpendStoreCredit: false,
      mobileVerified: false,
      membershipLinked: false,
      storeCreditPence: 0,
    });
    assert.equal((await t.app.inject({ url: '/v3/members/tradeabilities' })).statusCode, 401);
    const m = await freshMembership(t.app, used, false);
    const ip = newIp();
    const started = await call(t.app, 'PUT', 'verifycombinemembershipcode', { membershipNumber: m.membershipNumber, unlockCode: m.unlockCode }, session.auth, ip);
    assert.equal(started.statusCode, 201, started.body);
    const token = started.json().response.data.attempt.token;
    assert.equal(started.json().response.data.attempt.purpose, 'combine');
    // Not yet verified: combining is a move the state machine forbids.
    const early = await call(t.app, 'PUT', 'verifycombinemembershipcode', { token }, session.auth, ip);
    assert.equal(early.statusCode, 409);
    assert.equal(error(early), C.stateConflict);
    await call(t.app, 'PUT', 'instantverification', { token }, session.auth, ip);
    assert.equal((await call(t.app, 'PUT', 'verifymobileotp', { token, pin: await latestPin(t.app, m.mobile) }, session.auth)).statusCode, 200);
    // A combine attempt cannot make a new account.
    assert.equal(error(await call(t.app, 'PUT', 'unlockonlineaccess', { token, email: `x-${m.n}@example.co.uk`, password: 'a long password 1' })), C.genericOther);
    const details = await call(t.app, 'GET', `combinemembershiptokendetails?token=${token}`, undefined, session.auth);
    assert.equal(details.json().response.data.attempt.state, 'verified');
    const combined = await call(t.app, 'PUT', 'verifycombinemembershipcode', { token }, session.auth, ip);
    assert.equal(combined.statusCode, 200, combined.body);
    assert.deepEqual(combined.json().response.data, { membershipNumber: m.membershipNumber, state: 'combined' });
    const tab = (await t.app.inject({ url: `/v3/members/${member.memberId}/instoremembership`, headers: session.auth })).json().response.data;
    assert.equal(tab.memberships[0].linkedHow, 'combined');
    const [trades] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM in_store_trades WHERE membership_number = $1', [m.membershipNumber]);
    assert.equal(tab.memberships[0].trades.length, trades!.n);
    const [phone] = await t.db.query<{ phone: string }>('SELECT phone FROM members WHERE member_id = $1', [member.memberId]);
    assert.equal(phone!.phone, m.mobile, "the proved mobile is the account's");
    assert.equal(error(await call(t.app, 'PUT', 'verifycombinemembershipcode', { token }, session.auth, ip)), C.alreadyUnlocked);
    // Another account trying the same membership with a code from before: 1835 (the code is right, the membership taken).
    const other = await createVerifiedMember(t.app);
    const otherSession = await signedIn(t.app, other.email, other.password);
    await t.db.query('UPDATE unlock_codes SET used_at = NULL WHERE membership_number = $1', [m.membershipNumber]);
    assert.equal(error(await call(t.app, 'PUT', 'verifycombinemembershipcode', { membershipNumber: m.membershipNumber, unlockCode: m.unlockCode }, otherSession.auth, newIp())), C.alreadyUnlocked);
  });

  it("keeps a member's combine attempt theirs: another member cannot read, move or cancel it (1002)", async () => {
    const a = await createVerifiedMember(t.app);
    const b = await createVerifiedMember(t.app);
    const aSession = await signedIn(t.app, a.email, a.password);
    const bSession = await signedIn(t.app, b.email, b.password);
    const m = await freshMembership(t.app, used, false);
    const ip = newIp();
    const token = (await call(t.app, 'PUT', 'verifycombinemembershipcode', { membershipNumber: m.membershipNumber, unlockCode: m.unlockCode }, aSession.auth, ip)).json().response.data.attempt.token;
    for (const [method, path, payload] of [
      ['GET', `combinemembershiptokendetails?token=${token}`, undefined],
      ['GET', `onlineaccesstokendetails?token=${token}`, undefined],
      ['PUT', 'instantverification', { token }],
      ['PUT', 'cancelcombinemembership', { token }],
      ['PUT', 'verifycombinemembershipcode', { token }],
    ] as const) {
      const res = await call(t.app, method, path, payload, bSession.auth, ip);
      assert.equal(res.statusCode, 403, `${path}: ${res.body}`);
      assert.equal(error(res), C.genericOther);
      assert.doesNotMatch(res.body, new RegExp(m.mobile.slice(-2) + '|' + m.membershipNumber));
    }
    // Signed out, too.
    assert.equal((await call(t.app, 'PUT', 'instantverification', { token }, {}, ip)).statusCode, 403);
    assert.equal((await call(t.app, 'GET', `combinemembershiptokendetails?token=${token}`)).statusCode, 401);
    // Their own linked memberships are theirs alone (member-auth's owner check).
    assert.equal((await t.app.inject({ url: `/v3/members/${a.memberId}/instoremembership`, headers: bSession.auth })).statusCode, 403);
    const [row] = await t.db.query<{ state: string }>('SELECT state FROM unlock_attempts WHERE membership_number = $1', [m.membershipNumber]);
    assert.equal(row!.state, 'code-verified', 'unchanged');
    // The owner cancels; after that nothing moves it.
    const cancelled = await call(t.app, 'PUT', 'cancelcombinemembership', { token }, aSession.auth, ip);
    assert.equal(cancelled.json().response.data.attempt.state, 'cancelled');
    const after = await call(t.app, 'PUT', 'instantverification', { token }, aSession.auth, ip);
    assert.equal(after.statusCode, 409);
    assert.equal(error(after), C.stateConflict);
  });

  it('unlinks the membership when the account is erased, so the family can unlock it again', async () => {
    const member = await createVerifiedMember(t.app);
    const session = await signedIn(t.app, member.email, member.password);
    const m = await freshMembership(t.app, used, false);
    const ip = newIp();
    const token = (await call(t.app, 'PUT', 'verifycombinemembershipcode', { membershipNumber: m.membershipNumber, unlockCode: m.unlockCode }, session.auth, ip)).json().response.data.attempt.token;
    await call(t.app, 'PUT', 'instantverification', { token }, session.auth, ip);
    await call(t.app, 'PUT', 'verifymobileotp', { token, pin: await latestPin(t.app, m.mobile) }, session.auth);
    assert.equal((await call(t.app, 'PUT', 'verifycombinemembershipcode', { token }, session.auth, ip)).statusCode, 200);
    const trades = async () => await t.db.query('SELECT * FROM in_store_trades WHERE membership_number = $1 ORDER BY trade_id', [m.membershipNumber]);
    const tradesBefore = await trades();
    const asked = await t.app.inject({ method: 'DELETE', url: `/v3/members/${member.memberId}`, headers: session.auth, payload: { password: member.password } });
    assert.equal(asked.statusCode, 200, asked.body);
    await t.app.accountDeletion.eraseDue(new Date(Date.now() + 15 * 86_400_000));
    const [row] = await t.db.query('SELECT linked_member_id, linked_how FROM in_store_memberships WHERE membership_number = $1', [m.membershipNumber]);
    assert.deepEqual(row, { linked_member_id: null, linked_how: null });
    assert.deepEqual(await trades(), tradesBefore, 'the store keeps its record of the trades');
    assert.deepEqual(await t.db.query('SELECT 1 FROM unlock_attempts WHERE member_id = $1', [member.memberId]), []);
  });

  it('limits linking attempts per member (1845)', async () => {
    const member = await createVerifiedMember(t.app);
    const session = await signedIn(t.app, member.email, member.password);
    const m = await freshMembership(t.app, used, false);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(error(await call(t.app, 'PUT', 'verifycombinemembershipcode', { membershipNumber: m.membershipNumber, unlockCode: wrongPin(m.unlockCode) }, session.auth, newIp())));
    assert.deepEqual(answers, [C.wrongUnlockCode, C.wrongUnlockCode, C.wrongUnlockCode, C.linkingAttemptsExceeded]);
  });
});

describe('staff unlock codes', () => {
  it('issues a new code to staff only, kept with who issued it; the code works once', async () => {
    const m = await freshMembership(t.app, used, false);
    const member = await createVerifiedMember(t.app);
    const memberSession = await signedIn(t.app, member.email, member.password);
    const url = '/v3/staff/unlockcodes';
    assert.equal((await t.app.inject({ method: 'POST', url, payload: { membershipNumber: m.membershipNumber } })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'POST', url, headers: memberSession.auth, payload: { membershipNumber: m.membershipNumber } })).statusCode, 403);
    const staff = await staffSession(t.app);
    const issued = await t.app.inject({ method: 'POST', url, headers: staff.auth, payload: { membershipNumber: m.membershipNumber.replace(/^LL(\d{4})/, 'LL $1 ') } });
    assert.equal(issued.statusCode, 201, issued.body);
    assert.equal(issued.headers['cache-control'], 'no-store');
    const { unlockCode } = issued.json().response.data;
    const [row] = await t.db.query<{ issued_by: string; issued_via: string; code_hash: string }>('SELECT issued_by, issued_via, code_hash FROM unlock_codes WHERE membership_number = $1 ORDER BY code_id DESC LIMIT 1', [
      m.membershipNumber,
    ]);
    assert.equal(row!.issued_by, staff.staffId);
    assert.equal(row!.issued_via, 'staff');
    assert.notEqual(row!.code_hash, unlockCode);
    assert.doesNotMatch(row!.code_hash, new RegExp(unlockCode));
    // The older (demo) code no longer works; the new one does.
    assert.equal(error(await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', { membershipNumber: m.membershipNumber, unlockCode: m.unlockCode }, {}, newIp())), C.wrongUnlockCode);
    assert.equal((await call(t.app, 'PUT', 'verifyunlockonlineaccesscode', { membershipNumber: m.membershipNumber, unlockCode }, {}, newIp())).statusCode, 201);
    const unknown = await t.app.inject({ method: 'POST', url, headers: staff.auth, payload: { membershipNumber: 'LL 9999 9997' } });
    assert.equal(unknown.statusCode, 404);
  });

  it('keeps codes, PINs and membership numbers out of the logs', async () => {
    const m = await pinSent();
    const pin = await latestPin(t.app, m.mobile);
    await call(t.app, 'PUT', 'verifymobileotp', { token: m.token, pin });
    await call(t.app, 'GET', `onlineaccesstokendetails?token=${m.token}`);
    const logs = t.logs.join('');
    assert.match(logs, /onlineaccesstokendetails\?token=\[redacted\]/);
    // Bounded by non-digits: a six-digit PIN can turn up inside a timestamp by chance.
    for (const secret of [m.unlockCode, pin, m.membershipNumber, m.mobile, m.token]) assert.doesNotMatch(logs, new RegExp(`(^|[^0-9])${secret}([^0-9]|$)`), `${secret} is not logged`);
  });
});
