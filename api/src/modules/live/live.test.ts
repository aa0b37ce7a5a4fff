// Live status through a real server on a real database: a member's stream (real HTTP, read as a
// browser's fetch reads it) hears every change of their quotes and parcels, after commit, and
// nothing of anyone else's; another member is refused; a rolled-back move announces nothing and
// e-mails nothing; each member-facing change queues one e-mail; heartbeats, the cap, resync, close.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Queryable } from '../../db/db.js';
import { openEventStream, waitFor } from '../../testing/event-stream.js';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { addRequiredPhotos } from '../../testing/quote-photos.js';
import { BUY_IN_MODELS } from '../quotations/buy-in-models.js';
import { createQuoteStore, type QuoteRow } from '../quotations/store.js';
import type { MemberEvent } from './hub.js';
import { STREAMS_PER_MEMBER } from './hub.js';

let t: TestApp;
let base: string;
type Member = { memberId: string; email: string; auth: Record<string, string> };
let me: Member;
let other: Member;

before(async () => {
  t = await startTestApp({}, { liveHeartbeatMs: 200 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const a = await createVerifiedMember(t.app);
  me = { memberId: a.memberId, email: a.email, auth: (await signedIn(t.app, a.email, a.password)).auth };
  const b = await createVerifiedMember(t.app, { firstName: 'Bea' });
  other = { memberId: b.memberId, email: b.email, auth: (await signedIn(t.app, b.email, b.password)).auth };
});
after(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who: Member = me) =>
  t.app.inject({ method, url: `/v3/${url}`, headers: who.auth, ...(payload !== undefined ? { payload: payload as object } : {}) });
const data = (res: { json(): any }) => res.json().response.data;

/** A member's open stream: every `event: status` as it arrives, and the raw text (comments too). */
const openStream = (who: Member, headers: Record<string, string> = {}) => openEventStream<MemberEvent>(`${base}/v3/members/${who.memberId}/events`, { ...who.auth, ...headers });
const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms));

const PUSHCHAIR_ANSWERS = [
  { questionId: 'condition', answerIds: ['B'] },
  { questionId: 'included', answerIds: ['manual'] },
  { questionId: 'faults', answerIds: [] },
  { questionId: 'age', answerIds: ['1-2'] },
];
const PUSHCHAIR = BUY_IN_MODELS.find((x) => x.name === 'Bugaboo Fox 5') ?? BUY_IN_MODELS.find((x) => x.categoryId === 83)!;

async function offeredQuote(who = me) {
  const created = await call('POST', 'quotations/create', { categoryId: PUSHCHAIR.categoryId, masterBoxId: PUSHCHAIR.masterBoxId }, who);
  assert.equal(created.statusCode, 201, created.body);
  const quoteId = data(created).quotation.quoteId as string;
  assert.equal((await call('POST', `quotations/${quoteId}/questions`, { answers: PUSHCHAIR_ANSWERS }, who)).statusCode, 200);
  await addRequiredPhotos(t.app, who, quoteId);
  assert.equal((await call('POST', `quotations/${quoteId}/offer`, undefined, who)).statusCode, 200);
  return quoteId;
}
async function acceptedQuote(who = me) {
  const quoteId = await offeredQuote(who);
  const res = await call('PUT', `quotations/${quoteId}/accept`, { payoutType: 'exchange' }, who);
  assert.equal(res.statusCode, 200, res.body);
  return quoteId;
}
const mails = async (email: string, sinceId = 0) =>
  t.db.query<{ id: number; subject: string; body: string }>('SELECT id, subject, body FROM outbox WHERE lower(recipient) = lower($1) AND id > $2 ORDER BY id', [email, sinceId]);
const lastMailId = async () => (await t.db.query<{ n: number }>('SELECT coalesce(max(id), 0)::int AS n FROM outbox'))[0]!.n;
const store = () => createQuoteStore({ db: t.db, now: () => new Date(), publicUrl: 'https://shop.example' });
const row = async (quoteId: string, q: Queryable = t.db) => (await q.query<QuoteRow>('SELECT quote_id, state FROM quotations WHERE quote_id = $1', [quoteId]))[0]!;

describe('the stream', () => {
  it('is the owner’s, with no-store and text/event-stream; another member’s token is 403 and reads nothing', async () => {
    const mine = await openStream(me);
    assert.equal(mine.res.status, 200);
    assert.match(mine.res.headers.get('content-type')!, /^text\/event-stream/);
    assert.equal(mine.res.headers.get('cache-control'), 'no-store');
    mine.close();
    const theirs = await t.app.inject({ url: `/v3/members/${other.memberId}/events`, headers: me.auth });
    assert.equal(theirs.statusCode, 403);
    assert.equal(theirs.json().response.error.code, 1002);
    const anonymous = await t.app.inject({ url: `/v3/members/${me.memberId}/events` });
    assert.equal(anonymous.statusCode, 401);
  });

  it('tells the owner of each change of a quote and a parcel, and the other member nothing', async () => {
    const mine = await openStream(me);
    const theirs = await openStream(other);
    const quoteId = await offeredQuote();
    await waitFor('the offer', () => mine.statuses().some((e) => e.id === quoteId && e.to === 'offered'));
    assert.equal((await call('PUT', `quotations/${quoteId}/accept`, { payoutType: 'cash' })).statusCode, 200);
    const generated = await call('POST', 'webbuyorders/generate', { quoteIds: [quoteId] });
    const orderId = data(generated).webBuyOrder.webBuyOrderId as string;
    const cancelled = await call('PUT', `webbuyorders/${orderId}/cancel`, {});
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await waitFor('the parcel cancelled', () => mine.statuses().some((e) => e.kind === 'webBuyOrder' && e.to === 'cancelled'));
    const seen = mine.statuses().map((e) => `${e.kind}:${e.from}>${e.to}`);
    assert.deepEqual(seen, ['quote:null>draft', 'quote:draft>offered', 'quote:offered>accepted', 'webBuyOrder:null>open', 'webBuyOrder:open>cancelled']);
    const accepted = mine.statuses().find((e) => e.to === 'accepted')!;
    assert.deepEqual(Object.keys(accepted).sort(), ['at', 'from', 'id', 'kind', 'to'], 'ids and states only');
    assert.ok(!Number.isNaN(Date.parse(accepted.at)));
    await settle();
    assert.deepEqual(theirs.statuses(), [], 'nothing of another member');
    mine.close();
    theirs.close();
  });

  it('announces a move only at commit: a rolled-back move sends no event and no e-mail', async () => {
    const quoteId = await acceptedQuote();
    const mine = await openStream(me);
    const before = await lastMailId();
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await store().move(tx, await row(quoteId, tx), 'cancelled', 'member', me.memberId);
        throw new Error('changed my mind');
      }),
      /changed my mind/,
    );
    await settle();
    assert.deepEqual(mine.statuses(), []);
    assert.deepEqual(await mails(me.email, before), []);
    assert.equal((await row(quoteId)).state, 'accepted');
    // Inside a transaction nothing is heard until it commits.
    let heardBeforeCommit = false;
    await t.db.transaction(async (tx) => {
      await store().move(tx, await row(quoteId, tx), 'cancelled', 'member', me.memberId);
      await settle(200);
      heardBeforeCommit = mine.statuses().length > 0;
    });
    assert.equal(heardBeforeCommit, false);
    await waitFor('the cancellation', () => mine.statuses().some((e) => e.id === quoteId && e.to === 'cancelled'));
    mine.close();
  });

  it('keeps itself open with heartbeat comments, and says how long to wait before reconnecting', async () => {
    const mine = await openStream(me);
    await waitFor('two heartbeats', () => mine.raw.filter((b) => b === ': heartbeat').length >= 2, 3000);
    assert.match(mine.raw[0]!, /^retry: \d+/);
    mine.close();
  });

  it('tells a stream that comes back (Last-Event-ID) to read again', async () => {
    const again = await openStream(me, { 'last-event-id': 'abc-1' });
    await waitFor('resync', () => again.events.some((e) => e.type === 'resync'));
    again.close();
  });

  it(`holds at most ${STREAMS_PER_MEMBER} streams per member (429 beyond), and frees a place when one closes`, async () => {
    const streams = [];
    for (let i = 0; i < STREAMS_PER_MEMBER; i++) streams.push(await openStream(other));
    const refused = await fetch(`${base}/v3/members/${other.memberId}/events`, { headers: other.auth });
    assert.equal(refused.status, 429);
    assert.equal(((await refused.json()) as any).response.error.code, 'LIVE_TOO_MANY_STREAMS');
    streams.pop()!.close();
    await settle(200);
    const next = await openStream(other);
    assert.equal(next.res.status, 200);
    for (const s of [...streams, next]) s.close();
  });

  it('is in the OpenAPI document as a member-scoped event stream', async () => {
    const doc = (await t.app.inject({ url: '/v3/openapi.json' })).json();
    const op = doc.paths['/v3/members/{id}/events'].get;
    assert.ok(op.responses['200'].content['text/event-stream']);
    assert.equal(op['x-member-scoped'], true);
  });
});

describe('e-mails on each change', () => {
  it('queues one plain e-mail per member-facing change, in the move’s transaction, with no bank numbers', async () => {
    const before = await lastMailId();
    const quoteId = await offeredQuote();
    const offer = await mails(me.email, before);
    assert.equal(offer.length, 1);
    assert.match(offer[0]!.subject, /Your offer for/);
    assert.match(offer[0]!.body, /£\d+\.\d\d in cash, or £\d+\.\d\d to spend with us/);
    assert.match(offer[0]!.body, /\/myaccount\?tab=orders/);

    const accepted = await call('PUT', `quotations/${quoteId}/accept`, { payoutType: 'cash' });
    const lockEnds = new Date(data(accepted).quotation.offerExpiresAt);
    const sendBy = lockEnds.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
    const acceptMail = (await mails(me.email, before)).at(-1)!;
    assert.match(acceptMail.subject, new RegExp(`please send your .* by ${sendBy}`));

    // The parcel: generate and label send no e-mail (the member is on the page doing it).
    const mark = await lastMailId();
    const orderId = data(await call('POST', 'webbuyorders/generate', { quoteIds: [quoteId] })).webBuyOrder.webBuyOrderId as string;
    await t.db.query(`UPDATE web_buy_orders SET handover = 'dropoff', store_id = (SELECT min(store_id) FROM stores) WHERE web_buy_order_id = $1`, [orderId]);
    assert.equal((await call('POST', `webbuyorders/${orderId}/generateshippinglabel`, undefined)).statusCode, 200);
    assert.deepEqual(await mails(me.email, mark), []);

    // The shop's side (staff moves through the same move()).
    const s = store();
    await s.move(t.db, await row(quoteId), 'received', 'staff', 'staff-1');
    await s.move(t.db, await row(quoteId), 'inspected', 'staff', 'staff-1');
    await s.move(t.db, await row(quoteId), 'revised', 'staff', 'staff-1', { revised_grade: 'C', revised_cash: 1234, revised_exchange: 1500, revision_reason: 'The hood is torn.' });
    await s.move(t.db, await row(quoteId), 'paid', 'member', me.memberId);
    const later = await mails(me.email, mark);
    assert.equal(later.length, 4, later.map((m) => m.subject).join(' | '));
    [/^Your .* has arrived$/, /^We have checked your /, /^A new offer for your /, /^We have paid you for your /].forEach((subject, i) => assert.match(later[i]!.subject, subject));
    assert.match(later[2]!.body, /offer £12\.34 instead of £\d+\.\d\d/);
    assert.match(later[2]!.body, /Why: The hood is torn\./);
    assert.match(later[2]!.body, /https:\/\/shop\.example\/myaccount\?tab=orders/);
    assert.match(later[3]!.body, /paid you £12\.34/);
    // An account number or sort code standing alone (a quote id, 26 letters and digits, may hold eight digits in a row).
    for (const m of await mails(me.email, before)) assert.doesNotMatch(m.body, /(?<![0-9A-Z])\d{8}(?![0-9A-Z])|\b\d{2}-\d{2}-\d{2}\b/, 'no bank numbers');
  });

  it('e-mails a cancelled parcel, a returned item and an ended offer; a draft’s end sends nothing', async () => {
    const before = await lastMailId();
    const quoteId = await acceptedQuote();
    const orderId = data(await call('POST', 'webbuyorders/generate', { quoteIds: [quoteId] })).webBuyOrder.webBuyOrderId as string;
    assert.equal((await call('PUT', `webbuyorders/${orderId}/cancel`, {})).statusCode, 200);
    const s = store();
    await s.move(t.db, await row(quoteId), 'expired', 'system', null);
    const draft = data(await call('POST', 'quotations/create', { categoryId: PUSHCHAIR.categoryId, masterBoxId: PUSHCHAIR.masterBoxId })).quotation.quoteId;
    await s.move(t.db, await row(draft), 'expired', 'system', null);
    const subjects = (await mails(me.email, before)).map((m) => m.subject);
    assert.equal(subjects.length, 4, subjects.join(' | '));
    assert.match(subjects[2]!, new RegExp(`Your parcel ${orderId} is cancelled`));
    assert.match(subjects[3]!, /has ended/);
  });
});

describe('the price-lock sweep', () => {
  it('expires an offer whose price lock has ended without anyone reading it: an e-mail and a live event', async () => {
    const quoteId = await offeredQuote();
    const mine = await openStream(me);
    const before = await lastMailId();
    await t.db.query(`UPDATE quotations SET offer_expires_at = now() - interval '1 minute' WHERE quote_id = $1`, [quoteId]);
    assert.ok((await store().expireAllLapsed()) >= 1);
    assert.equal((await row(quoteId)).state, 'expired');
    await waitFor('the expiry', () => mine.statuses().some((e) => e.id === quoteId && e.from === 'offered' && e.to === 'expired'));
    assert.deepEqual(
      (await mails(me.email, before)).map((m) => m.subject),
      [`Your offer for ${PUSHCHAIR.name} has ended`],
    );
    mine.close();
  });
});

describe('closing', () => {
  it('ends open streams cleanly when the app closes', async () => {
    const t2 = await startTestApp();
    const url = await t2.app.listen({ port: 0, host: '127.0.0.1' });
    const m = await createVerifiedMember(t2.app);
    const { auth } = await signedIn(t2.app, m.email, m.password);
    const res = await fetch(`${url}/v3/members/${m.memberId}/events`, { headers: auth });
    const reader = res.body!.getReader();
    await reader.read();
    const started = Date.now();
    await t2.close();
    assert.ok(Date.now() - started < 5000, 'close did not wait for the stream');
    let done = false;
    while (!done) done = (await reader.read()).done;
  });
});
