// The 'coming up' e-mail on a real database (issue 37 'Outgrown'): sent only with the consent, only
// when a size is due within the window, at most once a month; its link stops them without signing
// in (also the mail apps' one-click POST), a link the shop never sent is refused with its code, and
// the row goes with the account's erasure.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { CHILDREN_CODES, COMING_UP_CONSENT_TYPE_ID } from '@shop/shared/rules';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { createOutbox } from '../outbox/outbox.js';
import { COMING_UP_DAYS_AHEAD, createComingUpMails, dueSoon, UNSUBSCRIBE_PAGE } from './coming-up-mail.js';
import { createChildrenService } from './service.js';

type Caller = { memberId: string; email: string; auth: Record<string, string> };
const PUBLIC = 'https://shop.example';
let t: TestApp;
let clock = new Date('2026-12-06T10:00:00Z');
const now = () => clock;

async function member(firstName: string, born: string, agrees: boolean): Promise<Caller> {
  const m = await createVerifiedMember(t.app, { firstName });
  const { auth } = await signedIn(t.app, m.email, m.password);
  const added = await t.app.inject({ method: 'POST', url: `/v3/members/${m.memberId}/children`, headers: auth, payload: { born, consent: true } });
  assert.equal(added.statusCode, 201, added.body);
  if (agrees) {
    const put = await t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}/consents`, headers: auth, payload: { consents: [{ consentTypeId: COMING_UP_CONSENT_TYPE_ID, granted: true }] } });
    assert.equal(put.statusCode, 200, put.body);
  }
  return { memberId: m.memberId, email: m.email, auth };
}
const mails = () => createComingUpMails({ db: t.db, outbox: createOutbox({ from: 'shop@example' }), children: createChildrenService(t.db, now), publicUrl: PUBLIC, now });
const sentTo = (who: Caller) =>
  t.db.query<{ subject: string; body: string; headers: Record<string, string> }>("SELECT subject, body, headers FROM outbox WHERE recipient = $1 AND subject LIKE 'Coming up%' ORDER BY id", [who.email]);
const tokenIn = (body: string) => new RegExp(`${UNSUBSCRIBE_PAGE}\\?token=([A-Za-z0-9_-]{32})`).exec(body)?.[1];

let ann: Caller; // agreed; 9–12 months due next month (within the window)
let bob: Caller; // the same child, never agreed
let cara: Caller; // agreed; the next size is two months away

before(async () => {
  t = await startTestApp({}, { now });
  ann = await member('Ann', '2026-04', true);
  bob = await member('Bob', '2026-04', false);
  cara = await member('Cara', '2026-05', true);
});
after(() => t.close());

it('goes a few weeks ahead of a size, only to members who asked, once a month', async () => {
  assert.equal(await mails().runOnce(), 1);
  const [mail] = await sentTo(ann);
  assert.equal(mail!.subject, 'Coming up: 9–12 months clothes');
  assert.match(mail!.body, /^Hello Ann,/);
  assert.match(mail!.body, /ready for 9–12 months clothes around January 2027/);
  assert.match(mail!.body, /https:\/\/shop\.example\/products\?superCatId=\d+&superCatName=[^&]+&size=/);
  const token = tokenIn(mail!.body);
  assert.ok(token, 'the e-mail carries its unsubscribe link');
  assert.deepEqual(mail!.headers, { 'List-Unsubscribe': `<${PUBLIC}/v3/emails/unsubscribe/${token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  assert.equal((await sentTo(bob)).length, 0, 'never without the consent');
  assert.equal((await sentTo(cara)).length, 0, 'nothing due within the window yet');

  // Later the same month: nothing more, also when two servers run it at once.
  clock = new Date('2026-12-20T10:00:00Z');
  assert.deepEqual(await Promise.all([mails().runOnce(), mails().runOnce()]), [0, 0]);
  assert.equal((await sentTo(ann)).length, 1);
  // Cara's size (February) comes within the window at Christmas: hers goes now, once.
  clock = new Date('2026-12-24T10:00:00Z');
  assert.equal(await mails().runOnce(), 1);
  assert.equal((await sentTo(cara)).length, 1);
  // A new month: Ann's child is now in 9–12 months, the next size (12–18) months away; Cara was
  // told of her February size already: nothing goes.
  clock = new Date('2027-01-10T10:00:00Z');
  assert.equal(await mails().runOnce(), 0);
});

it('picks the size due soonest among the children, within the window', () => {
  const child = (due: string) => ({ childId: due, born: '2026-01', heightCm: null, addedAt: '', stages: [], comingUp: { stageId: due, label: due, due, inStock: 3, url: '/products' } });
  const on = new Date('2026-12-06T10:00:00Z');
  assert.deepEqual(dueSoon([child('2027-03'), child('2027-01'), child('2026-12')], on)?.about, '2026-12:2026-12');
  assert.equal(dueSoon([child('2027-01'), child('2026-12')], on, new Set(['2026-12:2026-12']))?.about, '2027-01:2027-01', 'a size told of already is not told again');
  assert.equal(dueSoon([child('2027-03')], on), null, `more than ${COMING_UP_DAYS_AHEAD} days ahead`);
  assert.equal(dueSoon([{ ...child('x'), comingUp: null }], on), null);
});

it("stops them from the e-mail's link without signing in; a link the shop never sent is refused", async () => {
  const token = tokenIn((await sentTo(ann))[0]!.body)!;
  // Opening the link (GET, as a mail scanner does) changes nothing: only the page's POST does.
  assert.equal((await t.app.inject({ method: 'GET', url: `/v3/emails/unsubscribe/${token}` })).statusCode, 404);
  const wrong = await t.app.inject({ method: 'POST', url: `/v3/emails/unsubscribe/${'A'.repeat(32)}`, payload: {} });
  assert.deepEqual([wrong.statusCode, wrong.json().response.error.code], [404, CHILDREN_CODES.linkUnknown]);
  const cut = await t.app.inject({ method: 'POST', url: `/v3/emails/unsubscribe/${token.slice(0, 20)}`, payload: {} });
  assert.deepEqual([cut.statusCode, cut.json().response.error.code], [400, CHILDREN_CODES.linkUnknown]);

  // A mail app's one-click POST (RFC 8058): a form, no session.
  const stopped = await t.app.inject({ method: 'POST', url: `/v3/emails/unsubscribe/${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
  assert.equal(stopped.statusCode, 200, stopped.body);
  assert.deepEqual(stopped.json().response.data, { unsubscribed: true });
  const consents = (await t.app.inject({ url: `/v3/members/${ann.memberId}/consents`, headers: ann.auth })).json().response.data;
  assert.equal(consents.consents.find((c: { consentTypeId: number }) => c.consentTypeId === COMING_UP_CONSENT_TYPE_ID).granted, false);
  assert.deepEqual(
    consents.history.filter((h: { consentTypeId: number }) => h.consentTypeId === COMING_UP_CONSENT_TYPE_ID).map((h: { granted: boolean; source: string }) => [h.granted, h.source]),
    [
      [false, 'email-link'],
      [true, 'preferences'],
    ],
  );
  // The same link again (the page after the mail app): still fine, nothing more written.
  assert.equal((await t.app.inject({ method: 'POST', url: `/v3/emails/unsubscribe/${token}`, payload: {} })).statusCode, 200);

  // Another size due (6–9 months in March): no e-mail for Ann any more.
  await t.db.query("UPDATE member_children SET born_month = '2026-09' WHERE member_id = $1", [ann.memberId]);
  clock = new Date('2027-02-10T10:00:00Z');
  await mails().runOnce();
  assert.equal((await sentTo(ann)).length, 1);
});

it('goes with the account when it is erased', async () => {
  const cara = await createVerifiedMember(t.app, { firstName: 'Cara' });
  await t.db.query("INSERT INTO coming_up_mails (member_id, month, unsubscribe_token, about) VALUES ($1, '2026-11', 'x', '1:a'), ($1, '2026-12', 'y', '1:b')", [cara.memberId]);
  const { auth } = await signedIn(t.app, cara.email, cara.password);
  assert.equal((await t.app.inject({ method: 'DELETE', url: `/v3/members/${cara.memberId}`, headers: auth, payload: { password: cara.password } })).statusCode, 200);
  // The deletion was asked for on the real clock: erased 15 days after that.
  assert.ok((await t.app.accountDeletion.eraseDue(new Date(Date.now() + 15 * 24 * 60 * 60 * 1000))) >= 1);
  assert.equal((await t.db.query('SELECT 1 FROM coming_up_mails WHERE member_id = $1', [cara.memberId])).length, 0);
});
