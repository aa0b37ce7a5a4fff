// Web buy orders through the real routes on a real database: accepted quotes in one parcel,
// how it reaches the shop, its PDF label (read back for the order code), cancelling until the
// parcel is received, the quote state machine underneath, hostile input and ownership.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { BUY_IN_MODELS } from '../quotations/buy-in-models.js';
import { newQuoteId } from '../quotations/quote-id.js';
import { createQuoteStore } from '../quotations/store.js';
import { pdfText } from './pdf-text.js';
import { collectionSlots, DEFAULT_RETURNS_ADDRESS, returnsAddressLines } from '@shop/shared/rules';
import { signBody, standInSecret } from './carriers.js';
import { staffSession } from '../../testing/staff.js';
import { addRequiredPhotos } from '../../testing/quote-photos.js';

let t: TestApp;
let clock = new Date('2026-11-23T12:00:00Z');
const DAY = 86_400_000;
type Member = { memberId: string; auth: Record<string, string> };
let me: Member;
let other: Member;

before(async () => {
  t = await startTestApp({}, { now: () => clock });
  const a = await createVerifiedMember(t.app);
  me = { memberId: a.memberId, auth: (await signedIn(t.app, a.email, a.password)).auth };
  const b = await createVerifiedMember(t.app, { firstName: 'Bea' });
  other = { memberId: b.memberId, auth: (await signedIn(t.app, b.email, b.password)).auth };
});
after(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: unknown, auth: Record<string, string> | null = me.auth) =>
  t.app.inject({ method, url: `/v3/${url}`, headers: auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const data = (res: { json(): any }) => res.json().response.data;
const codeOf = (res: { json(): any }) => res.json().response.error?.code;

const PUSHCHAIR_ANSWERS = [
  { questionId: 'condition', answerIds: ['B'] },
  { questionId: 'included', answerIds: ['manual'] },
  { questionId: 'faults', answerIds: [] },
  { questionId: 'age', answerIds: ['1-2'] },
];

/** A quote of `name` taken through the wizard to `accepted` (or left at `until`). */
async function quote(name: string, { who = me, until = 'accepted', payoutType = 'cash' }: { who?: Member; until?: 'draft' | 'accepted'; payoutType?: 'cash' | 'exchange' } = {}) {
  const m = BUY_IN_MODELS.find((x) => x.name === name)!;
  const created = await call('POST', 'quotations/create', { categoryId: m.categoryId, masterBoxId: m.masterBoxId }, who.auth);
  assert.equal(created.statusCode, 201, created.body);
  const quoteId = data(created).quotation.quoteId as string;
  if (until === 'draft') return quoteId;
  await addRequiredPhotos(t.app, who, quoteId);
  assert.equal((await call('POST', `quotations/${quoteId}/questions`, { answers: PUSHCHAIR_ANSWERS }, who.auth)).statusCode, 200);
  assert.equal((await call('POST', `quotations/${quoteId}/offer`, undefined, who.auth)).statusCode, 200);
  const accepted = await call('PUT', `quotations/${quoteId}/accept`, { payoutType }, who.auth);
  assert.equal(accepted.statusCode, 200, accepted.body);
  return quoteId;
}
const generate = (quoteIds: unknown, auth: Record<string, string> | null = me.auth) => call('POST', 'webbuyorders/generate', { quoteIds }, auth);
async function order(quoteIds: string[]) {
  const res = await generate(quoteIds);
  assert.equal(res.statusCode, 201, res.body);
  return data(res).webBuyOrder.webBuyOrderId as string;
}
let addresses = 0;
/** One more address of the member: 12 Lavender Hill first, then the houses along (the same address twice is 1159). */
async function addAddress(who = me) {
  const line1 = `${12 + 2 * addresses++} Lavender Hill`;
  const res = await call('POST', `members/${who.memberId}/address`, { firstName: 'Ada', lastName: 'Lovelace', line1, line2: 'Flat 3', town: 'London', county: '', postcode: 'SW11 5QW', phone: '07700 900123' }, who.auth);
  assert.equal(res.statusCode, 201, res.body);
  return Number(data(res).address.addressId);
}
const quoteStates = async (ids: string[]) =>
  (await t.db.query<{ quote_id: string; state: string; web_buy_order_id: string | null }>('SELECT quote_id, state, web_buy_order_id FROM quotations WHERE quote_id = ANY($1::text[]) ORDER BY quote_id', [ids])).map(
    (r) => `${r.state}:${r.web_buy_order_id ?? '-'}`,
  );
const label = (id: string, auth = me.auth) => call('POST', `webbuyorders/${id}/generateshippinglabel`, undefined, auth);

describe('bank names (public)', () => {
  it('lists UK banks A-Z for the payout form, cacheable', async () => {
    const res = await call('GET', 'webbuyorders/banknames', undefined, null);
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['cache-control'] as string, /public/);
    const names = data(res).bankNames as string[];
    assert.ok(names.includes('Barclays') && names.includes('Nationwide Building Society') && names.includes('Monzo'));
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'en-GB')),
    );
  });
});

describe('generate', () => {
  it('puts accepted quotes in one order; the same quotes again (any order, repeated) answer the same order', async () => {
    const a = await quote('iCandy Orange 4');
    const b = await quote('Bugaboo Butterfly', { payoutType: 'exchange' });
    const res = await generate([a, b]);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const o = data(res).webBuyOrder;
    assert.match(o.webBuyOrderId, /^WB[0-9A-HJKMNP-TV-Z]{8}$/);
    assert.equal(o.status, 'open');
    assert.equal(o.handover, null);
    assert.deepEqual(
      o.quotes.map((q: { quoteId: string }) => q.quoteId),
      [a, b].sort(),
    );
    const cash = o.quotes.find((q: { quoteId: string }) => q.quoteId === a);
    assert.equal(cash.payoutType, 'cash');
    assert.ok(cash.amount > 0);
    assert.equal(o.totals.cash, cash.amount);
    assert.ok(o.totals.exchange > 0);
    for (const again of [
      [a, b],
      [b, a],
      [b, a, b],
    ]) {
      const res2 = await generate(again);
      assert.equal(res2.statusCode, 200, res2.body);
      assert.equal(data(res2).webBuyOrder.webBuyOrderId, o.webBuyOrderId);
    }
    assert.equal((await t.db.query('SELECT 1 FROM web_buy_orders WHERE member_id = $1', [me.memberId])).length, 1);
    assert.deepEqual(await quoteStates([a, b]), [`accepted:${o.webBuyOrderId}`, `accepted:${o.webBuyOrderId}`]);
    // Quotes do not move by being put in an order: accepted until the label is made.
    const detail = await call('GET', `webbuyorders/${o.webBuyOrderId}/detail`);
    assert.equal(detail.statusCode, 200);
    assert.equal(detail.headers['cache-control'], 'no-store');
    assert.deepEqual(data(detail).webBuyOrder, o);
    // Issue 32 §1: a quote in an order with no label yet (the member left half-way) moves to the
    // member's new parcel; the old order keeps the rest.
    const c = await quote('Bugaboo Fox 5 Travel System');
    const moved = await generate([a, c]);
    assert.equal(moved.statusCode, 201, moved.body);
    const next = data(moved).webBuyOrder.webBuyOrderId as string;
    assert.equal((await quoteStates([b]))[0], `accepted:${o.webBuyOrderId}`);
    assert.equal((await quoteStates([a]))[0], `accepted:${next}`);
    assert.deepEqual(
      data(await call('GET', `webbuyorders/${o.webBuyOrderId}/detail`)).webBuyOrder.quotes.map((q: { quoteId: string }) => q.quoteId),
      [b],
    );
    // Once its label is made, a quote stays in its parcel.
    const [store] = data(await call('GET', 'stores', undefined, null)).stores as Array<{ storeId: number }>;
    assert.equal((await call('PUT', `webbuyorders/${next}/address`, { handover: 'dropoff', storeId: store!.storeId })).statusCode, 200);
    assert.equal((await label(next)).statusCode, 200);
    const overlap = await generate([b, c]);
    assert.equal(overlap.statusCode, 409);
    assert.equal(codeOf(overlap), 'WEB_BUY_ORDER_QUOTE_UNAVAILABLE');
    assert.deepEqual(await quoteStates([b]), [`accepted:${o.webBuyOrderId}`]);
  });

  it('makes one order when the same generate arrives twice at once', async () => {
    const a = await quote('iCandy Orange 4');
    const both = await Promise.all([1, 2].map(() => generate([a])));
    assert.deepEqual(both.map((r) => r.statusCode).sort(), [200, 201]);
    assert.equal(data(both[0]!).webBuyOrder.webBuyOrderId, data(both[1]!).webBuyOrder.webBuyOrderId);
  });

  it("takes only accepted quotes of the member (409 QUOTE_STATE_CONFLICT, 404 for anyone else's), writing nothing", async () => {
    const draft = await quote('iCandy Orange 4', { until: 'draft' });
    const good = await quote('Bugaboo Butterfly');
    const before = (await t.db.query('SELECT count(*)::int AS n FROM web_buy_orders'))[0];
    const notAccepted = await generate([good, draft]);
    assert.equal(notAccepted.statusCode, 409);
    assert.equal(codeOf(notAccepted), 'QUOTE_STATE_CONFLICT');
    const theirs = await quote('iCandy Orange 4', { who: other });
    for (const ids of [[good, theirs], [newQuoteId()]]) {
      const res = await generate(ids);
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(codeOf(res), 'QUOTE_NOT_FOUND');
      assert.equal(res.json().response.data, null);
    }
    assert.deepEqual((await t.db.query('SELECT count(*)::int AS n FROM web_buy_orders'))[0], before);
    const states = await t.db.query<{ quote_id: string; state: string; web_buy_order_id: string | null }>('SELECT quote_id, state, web_buy_order_id FROM quotations WHERE quote_id = ANY($1::text[])', [
      [good, draft, theirs],
    ]);
    assert.deepEqual(Object.fromEntries(states.map((r) => [r.quote_id, `${r.state}:${r.web_buy_order_id ?? '-'}`])), { [good]: 'accepted:-', [draft]: 'draft:-', [theirs]: 'accepted:-' });
    assert.equal((await generate([good], null)).statusCode, 401);
  });

  it('refuses hostile and malformed input with 400 and no order', async () => {
    const good = await quote('iCandy Orange 4');
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM web_buy_orders'))[0]!.n;
    const before = await count();
    const bodies: unknown[] = [
      { quoteIds: [] },
      { quoteIds: [123] },
      { quoteIds: ["x' OR '1'='1"] },
      { quoteIds: ['<script>alert(1)</script>'] },
      { quoteIds: Array.from({ length: 21 }, () => newQuoteId()) },
      { quoteIds: [good], memberId: other.memberId },
      {},
    ];
    for (const body of bodies) {
      const res = await call('POST', 'webbuyorders/generate', body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(res.json().response.data, null);
    }
    // Not an object at all: the schema refuses it.
    assert.equal((await t.app.inject({ method: 'POST', url: '/v3/webbuyorders/generate', headers: { ...me.auth, 'content-type': 'text/plain' }, payload: 'quoteIds' })).statusCode, 400);
    const huge = await call('POST', 'webbuyorders/generate', { quoteIds: ['A'.repeat(300_000)] });
    assert.equal(huge.statusCode, 413);
    assert.equal(await count(), before);
  });
});

describe('address, label and cancel', () => {
  it('sends a parcel by collection: the address is copied, the label names the order code, the quotes are sent', async () => {
    const a = await quote('iCandy Orange 4');
    const b = await quote('Bugaboo Butterfly');
    const id = await order([a, b]);
    // No label before we know how the parcel comes.
    const early = await label(id);
    assert.equal(early.statusCode, 409);
    assert.equal(codeOf(early), 'WEB_BUY_ORDER_STATE_CONFLICT');

    const addressId = await addAddress();
    const set = await call('PUT', `webbuyorders/${id}/address`, { handover: 'collection', addressId });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.headers['cache-control'], 'no-store');
    assert.equal(data(set).webBuyOrder.handover, 'collection');
    assert.deepEqual(data(set).webBuyOrder.collectionAddress, { firstName: 'Ada', lastName: 'Lovelace', line1: '12 Lavender Hill', line2: 'Flat 3', town: 'London', county: '', postcode: 'SW11 5QW' });
    assert.equal(data(set).webBuyOrder.store, null);

    const res = await label(id);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(res.headers['content-disposition'] as string, new RegExp(`little-loop-${id}\\.pdf`));
    const pdf = res.rawPayload;
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    const text = pdfText(pdf);
    assert.ok(text.includes(`Order ${id}`), text);
    for (const line of [...returnsAddressLines(DEFAULT_RETURNS_ADDRESS), 'COLLECT FROM', '12 Lavender Hill', 'SW11 5QW', 'iCandy Orange 4', 'Bugaboo Butterfly', a, b])
      assert.ok(text.includes(line), `${line} in:\n${text}`);
    // The barcode is a picture on the page.
    assert.match(pdf.toString('latin1'), /\/Subtype \/Image/);
    assert.deepEqual(await quoteStates([a, b]), [`sent:${id}`, `sent:${id}`]);
    assert.equal(data(await call('GET', `quotations/${a}`)).quotation.webBuyOrderId, id);
    // The address travels in the PDF only: never in a log line.
    assert.doesNotMatch(t.logs.join(''), /Lavender Hill|SW11 5QW/);
    const detail = data(await call('GET', `webbuyorders/${id}/detail`)).webBuyOrder;
    assert.equal(detail.status, 'sent');
    assert.equal(detail.labelGeneratedAt, clock.toISOString());

    // Printed again: the same label; the quotes were sent once.
    const again = await label(id);
    assert.equal(again.statusCode, 200);
    assert.ok(pdfText(again.rawPayload).includes(`Order ${id}`));
    const sends = await t.db.query("SELECT 1 FROM quotation_history WHERE quote_id = ANY($1::text[]) AND event = 'send'", [[a, b]]);
    assert.equal(sends.length, 2);
    // Sent: how it comes can no longer change.
    const late = await call('PUT', `webbuyorders/${id}/address`, { handover: 'collection', addressId });
    assert.equal(late.statusCode, 409);
    assert.equal(codeOf(late), 'WEB_BUY_ORDER_STATE_CONFLICT');

    // Cancelled before it arrives: the quotes come back to accepted and out of the order.
    const cancelled = await call('PUT', `webbuyorders/${id}/cancel`);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(data(cancelled).webBuyOrder.status, 'cancelled');
    assert.equal(data(cancelled).webBuyOrder.cancelledAt, clock.toISOString());
    assert.deepEqual(await quoteStates([a, b]), ['accepted:-', 'accepted:-']);
    const history = await t.db.query<{ event: string; actor_type: string }>('SELECT event, actor_type FROM quotation_history WHERE quote_id = $1 ORDER BY id', [a]);
    assert.deepEqual(
      history.map((h) => `${h.event}:${h.actor_type}`),
      ['create:member', 'offer:member', 'accept:member', 'send:member', 'unsend:member'],
    );
    // Cancelled twice is one cancellation; nothing else can happen to it.
    assert.equal((await call('PUT', `webbuyorders/${id}/cancel`, {})).statusCode, 200);
    assert.equal(codeOf(await label(id)), 'WEB_BUY_ORDER_STATE_CONFLICT');
    assert.equal(codeOf(await call('PUT', `webbuyorders/${id}/address`, { handover: 'collection', addressId })), 'WEB_BUY_ORDER_STATE_CONFLICT');
    // The quotes are free for a new order.
    assert.notEqual(await order([a, b]), id);
  });

  it("prints the settings' returns address, and the default while the setting is not a whole UK address", async () => {
    const printed = async () => {
      const id = await order([await quote('iCandy Orange 4')]);
      assert.equal((await call('PUT', `webbuyorders/${id}/address`, { handover: 'collection', addressId: await addAddress() })).statusCode, 200);
      const res = await label(id);
      assert.equal(res.statusCode, 200, res.body);
      return pdfText(res.rawPayload);
    };
    const setting = (value: unknown) =>
      t.db.query(`INSERT INTO settings (platform_id, scope, key, value) VALUES (16, 'prelogin', 'returnsAddress', $1::jsonb) ON CONFLICT (platform_id, scope, key) DO UPDATE SET value = EXCLUDED.value`, [
        JSON.stringify(value),
      ]);
    try {
      await setting({ name: 'Little Loop Returns', lines: ['Bay 4, Harbour Road'], town: 'Bristol', postcode: 'bs11 9dw' });
      const text = await printed();
      for (const line of ['Little Loop Returns', 'Bay 4, Harbour Road', 'BRISTOL', 'BS11 9DW']) assert.ok(text.includes(line), `${line} in:\n${text}`);
      assert.ok(!text.includes(DEFAULT_RETURNS_ADDRESS.postcode));
      // Half an address (no postcode) is never printed: the default is.
      await setting({ name: 'Little Loop Returns', lines: ['Bay 4, Harbour Road'], town: 'Bristol' });
      assert.ok((await printed()).includes(DEFAULT_RETURNS_ADDRESS.postcode));
    } finally {
      await t.db.query(`DELETE FROM settings WHERE key = 'returnsAddress'`);
    }
  });

  it('cancels once when the same cancel arrives twice at once', async () => {
    const q = await quote('iCandy Orange 4');
    const id = await order([q]);
    await call('PUT', `webbuyorders/${id}/address`, { handover: 'collection', addressId: await addAddress() });
    assert.equal((await label(id)).statusCode, 200);
    const both = await Promise.all([1, 2].map(() => call('PUT', `webbuyorders/${id}/cancel`)));
    assert.deepEqual(
      both.map((r) => r.statusCode),
      [200, 200],
    );
    assert.deepEqual(
      both.map((r) => data(r).webBuyOrder.status),
      ['cancelled', 'cancelled'],
    );
    assert.equal((await t.db.query("SELECT 1 FROM quotation_history WHERE quote_id = $1 AND event = 'unsend'", [q])).length, 1);
    assert.deepEqual(await quoteStates([q]), ['accepted:-']);
  });

  it('sends a parcel by drop-off at a store from GET stores', async () => {
    const stores = data(await call('GET', 'stores', undefined, null)).stores as Array<{ storeId: number; storeName: string }>;
    const store = stores[0]!;
    const id = await order([await quote('Bugaboo Fox 5 Travel System')]);
    const set = await call('PUT', `webbuyorders/${id}/address`, { handover: 'dropoff', storeId: store.storeId });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(data(set).webBuyOrder.store.storeId, store.storeId);
    assert.equal(data(set).webBuyOrder.collectionAddress, null);
    const text = pdfText((await label(id)).rawPayload);
    assert.ok(text.includes('DROPPED OFF AT') && text.includes(store.storeName), text);
    assert.ok(text.includes(`Order ${id}`));
  });

  it("refuses an address or store that is not there or not the member's, and malformed choices", async () => {
    const id = await order([await quote('iCandy Orange 4')]);
    const theirs = await addAddress(other);
    const foreign = await call('PUT', `webbuyorders/${id}/address`, { handover: 'collection', addressId: theirs });
    assert.equal(foreign.statusCode, 404);
    assert.equal(codeOf(foreign), 1160);
    const noStore = await call('PUT', `webbuyorders/${id}/address`, { handover: 'dropoff', storeId: 99999 });
    assert.equal(noStore.statusCode, 404);
    assert.equal(codeOf(noStore), 'WEB_BUY_ORDER_STORE_NOT_FOUND');
    const mine = await addAddress();
    for (const body of [
      { handover: 'collection' },
      { handover: 'dropoff' },
      { handover: 'collection', addressId: mine, storeId: 1 },
      { handover: 'teleport', addressId: mine },
      { handover: 'collection', addressId: '1; DROP TABLE web_buy_orders' },
      { handover: 'collection', addressId: -1 },
      { handover: 'collection', addressId: Infinity },
      { handover: 'collection', addressId: mine, note: '<script>' },
    ]) {
      const res = await call('PUT', `webbuyorders/${id}/address`, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
    }
    const row = (await t.db.query<{ handover: string | null }>('SELECT handover FROM web_buy_orders WHERE web_buy_order_id = $1', [id]))[0]!;
    assert.equal(row.handover, null);
  });

  it('cannot cancel once the shop has received the parcel (409, nothing changed)', async () => {
    const a = await quote('iCandy Orange 4');
    const b = await quote('Bugaboo Butterfly');
    const id = await order([a, b]);
    await call('PUT', `webbuyorders/${id}/address`, { handover: 'collection', addressId: await addAddress() });
    assert.equal((await label(id)).statusCode, 200);
    // Goods-in scans one item (staff routes are a later task: the store's move, as staff).
    const store = createQuoteStore({ db: t.db, now: () => clock, publicUrl: 'https://shop.example' });
    await store.move(t.db, { quote_id: a, state: 'sent' }, 'received', 'staff', 'goods-in');
    const res = await call('PUT', `webbuyorders/${id}/cancel`);
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(codeOf(res), 'QUOTE_STATE_CONFLICT');
    assert.equal(res.json().response.data, null);
    assert.deepEqual(
      await quoteStates([a, b]),
      [a, b].sort().map((q) => `${q === a ? 'received' : 'sent'}:${id}`),
    );
    assert.equal(data(await call('GET', `webbuyorders/${id}/detail`)).webBuyOrder.status, 'sent');
  });
});

describe('the price lock', () => {
  it('expires an acceptance left in an unsent order (no label: 409); a sent parcel keeps its quotes until cancelled', async () => {
    const start = clock;
    try {
      const waiting = await quote('iCandy Orange 4');
      const posted = await quote('Bugaboo Butterfly');
      const addressId = await addAddress();
      const unsent = await order([waiting]);
      const sent = await order([posted]);
      for (const id of [unsent, sent]) assert.equal((await call('PUT', `webbuyorders/${id}/address`, { handover: 'collection', addressId })).statusCode, 200);
      assert.equal((await label(sent)).statusCode, 200);
      clock = new Date(start.getTime() + 22 * DAY);
      // Not sent in time: the quote expired, so no label (the ended offer's own code, issue 32 §3); cancelling leaves it expired.
      const late = await label(unsent);
      assert.equal(late.statusCode, 409, late.body);
      assert.equal(codeOf(late), 'QUOTE_EXPIRED');
      assert.deepEqual(await quoteStates([waiting]), [`expired:${unsent}`]);
      assert.equal((await call('PUT', `webbuyorders/${unsent}/cancel`)).statusCode, 200);
      assert.deepEqual(await quoteStates([waiting]), ['expired:-']);
      // In the post: the lock no longer counts. Cancelled now, it comes back accepted, and the
      // ended lock then expires it when it is next read.
      assert.deepEqual(await quoteStates([posted]), [`sent:${sent}`]);
      assert.equal((await call('PUT', `webbuyorders/${sent}/cancel`)).statusCode, 200);
      assert.equal(data(await call('GET', `quotations/${posted}`)).quotation.status, 'expired');
    } finally {
      clock = start;
    }
  });
});

describe('collection, boxes and tracking (issue 32 §2)', () => {
  const SECRET = standInSecret('test-secret-0123456789abcdef0123456789');
  const webhook = (body: object, signature?: string) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/v3/webbuyorders/tracking',
      headers: { 'content-type': 'application/json', ...(signature === undefined ? { 'x-carrier-signature': signBody(SECRET, raw) } : { 'x-carrier-signature': signature }) },
      payload: raw,
    });
  };
  let collectFrom: number | undefined;
  /** An open order of two accepted items, to be collected from an address of the member's (one for all: a member keeps up to 10). */
  async function collectionOrder() {
    collectFrom ??= await addAddress();
    const a = await quote('iCandy Orange 4');
    const b = await quote('Bugaboo Butterfly');
    const id = await order([a, b]);
    assert.equal((await call('PUT', `webbuyorders/${id}/address`, { handover: 'collection', addressId: collectFrom })).statusCode, 200);
    return { id, a, b };
  }

  it('offers the next working days to signed-in members only, with the courier', async () => {
    assert.equal((await call('GET', 'webbuyorders/collectionslots', undefined, null)).statusCode, 401);
    const res = await call('GET', 'webbuyorders/collectionslots');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(data(res).courier, 'Royal Mail (stand-in)');
    assert.deepEqual(
      data(res).slots.map((s: { date: string }) => s.date),
      collectionSlots(clock),
    );
    for (const { date } of data(res).slots) assert.ok(![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()), `${date} is a weekday`);
  });

  it('packs one item to a box by default; the member chooses what goes in which box, every item once', async () => {
    const { id, a, b } = await collectionOrder();
    const [x, y] = [a, b].sort();
    assert.deepEqual(data(await call('GET', `webbuyorders/${id}/detail`)).webBuyOrder.boxes, [[x], [y]]);
    for (const boxes of [[[a]], [[a, b], []], [[a, b], [a]], [[a, b, '0'.repeat(26)]]]) {
      const bad = await call('PUT', `webbuyorders/${id}/boxes`, { boxes });
      assert.ok([400, 422].includes(bad.statusCode), `${JSON.stringify(boxes)}: ${bad.body}`);
    }
    const missing = await call('PUT', `webbuyorders/${id}/boxes`, { boxes: [[a]] });
    assert.equal(codeOf(missing), 'WEB_BUY_ORDER_BAD_BOXES');
    const together = await call('PUT', `webbuyorders/${id}/boxes`, { boxes: [[b, a]] });
    assert.equal(together.statusCode, 200, together.body);
    assert.deepEqual(data(together).webBuyOrder.boxes, [[b, a]]);
  });

  it('books a collection on an offered day, once; the label has one page per box plus its packing slip', async () => {
    const { id } = await collectionOrder();
    const [first, second] = collectionSlots(clock);
    const saturday = await call('PUT', `webbuyorders/${id}/collection`, { date: '2026-11-28' });
    assert.equal(saturday.statusCode, 422);
    assert.equal(codeOf(saturday), 'WEB_BUY_ORDER_SLOT_UNAVAILABLE');
    const booked = await call('PUT', `webbuyorders/${id}/collection`, { date: first });
    assert.equal(booked.statusCode, 200, booked.body);
    assert.equal(booked.headers['cache-control'], 'no-store');
    const c = data(booked).webBuyOrder.collection;
    assert.equal(c.courier, 'Royal Mail (stand-in)');
    assert.equal(c.date, first);
    assert.equal(c.status, 'booked');
    assert.match(c.trackingNumber, /^LL\d{9}GB$/);
    assert.deepEqual(c.events, []);
    // A retry is the same booking; another day is refused while this one stands.
    assert.equal(data(await call('PUT', `webbuyorders/${id}/collection`, { date: first })).webBuyOrder.collection.trackingNumber, c.trackingNumber);
    assert.equal((await call('PUT', `webbuyorders/${id}/collection`, { date: second })).statusCode, 409);
    assert.equal((await t.db.query('SELECT 1 FROM web_buy_order_collections WHERE web_buy_order_id = $1', [id])).length, 1);
    const pdf = await label(id);
    assert.equal(pdf.statusCode, 200);
    assert.equal((pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length, 4, 'two boxes: two labels, two packing slips');
  });

  it('cancels a parcel with its booked collection until the courier has it; after the first scan, 409 and nothing changed', async () => {
    const { id } = await collectionOrder();
    assert.equal((await call('PUT', `webbuyorders/${id}/collection`, { date: collectionSlots(clock)[0] })).statusCode, 200);
    const cancelled = await call('PUT', `webbuyorders/${id}/cancel`);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(data(cancelled).webBuyOrder.status, 'cancelled');
    assert.equal(data(cancelled).webBuyOrder.collection, null);
    assert.deepEqual(await t.db.query('SELECT 1 FROM web_buy_order_collections WHERE web_buy_order_id = $1', [id]), []);

    const { id: collected } = await collectionOrder();
    const booked = data(await call('PUT', `webbuyorders/${collected}/collection`, { date: collectionSlots(clock)[0] })).webBuyOrder.collection;
    const scan = { events: [{ trackingNumber: booked.trackingNumber, status: 'collected', eventId: 'C1', eventDateTime: clock.toISOString(), locationName: 'Your address' }] };
    assert.equal((await webhook(scan)).statusCode, 200);
    const before = data(await call('GET', `webbuyorders/${collected}/detail`)).webBuyOrder;
    const refused = await call('PUT', `webbuyorders/${collected}/cancel`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(codeOf(refused), 'WEB_BUY_ORDER_STATE_CONFLICT');
    assert.match(refused.json().response.error.message, /courier has collected/);
    assert.deepEqual(data(await call('GET', `webbuyorders/${collected}/detail`)).webBuyOrder, before);
  });

  it('a drop-off parcel cannot be collected', async () => {
    const q = await quote('Bugaboo Butterfly');
    const id = await order([q]);
    const [store] = data(await call('GET', 'stores', undefined, null)).stores as Array<{ storeId: number }>;
    await call('PUT', `webbuyorders/${id}/address`, { handover: 'dropoff', storeId: store!.storeId });
    const res = await call('PUT', `webbuyorders/${id}/collection`, { date: collectionSlots(clock)[0] });
    assert.equal(res.statusCode, 409);
    assert.equal(codeOf(res), 'WEB_BUY_ORDER_NOT_COLLECTION');
  });

  it('takes only signed tracking pushes; each event once, forward only; staff advance the stand-in through the same path', async () => {
    const { id } = await collectionOrder();
    const booked = data(await call('PUT', `webbuyorders/${id}/collection`, { date: collectionSlots(clock)[0] })).webBuyOrder.collection;
    const event = (status: string, eventId: string) => ({ events: [{ trackingNumber: booked.trackingNumber, status, eventId, eventDateTime: clock.toISOString(), locationName: 'Leicester Mail Centre' }] });
    for (const signature of ['', 'f'.repeat(64), signBody('another secret', JSON.stringify(event('collected', 'E1')))]) {
      const refused = await webhook(event('collected', 'E1'), signature);
      assert.equal(refused.statusCode, 401, refused.body);
      assert.equal(codeOf(refused), 'CARRIER_WEBHOOK_SIGNATURE');
    }
    assert.equal(data(await call('GET', `webbuyorders/${id}/detail`)).webBuyOrder.collection.status, 'booked');
    const first = await webhook(event('in_transit', 'E2'));
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(data(first).applied, 1);
    assert.equal(data(await webhook(event('in_transit', 'E2'))).applied, 0, 'the same event again changes nothing');
    // A late 'collected' scan is kept in the list, but the parcel does not go back.
    assert.equal(data(await webhook(event('collected', 'E1'))).applied, 1);
    const after = data(await call('GET', `webbuyorders/${id}/detail`)).webBuyOrder.collection;
    assert.equal(after.status, 'in_transit');
    assert.deepEqual(after.events.map((e: { status: string }) => e.status).sort(), ['collected', 'in_transit']);
    // Staff only: the stand-in's next scan.
    const advance = (auth: Record<string, string> | null) => t.app.inject({ method: 'PUT', url: `/v3/staff/webbuyorders/${id}/tracking/advance`, headers: auth ?? {} });
    assert.equal((await advance(null)).statusCode, 401);
    assert.equal((await advance(me.auth)).statusCode, 403);
    const staff = await staffSession(t.app);
    const delivered = await advance(staff.auth);
    assert.equal(delivered.statusCode, 200, delivered.body);
    assert.equal(data(delivered).webBuyOrder.collection.status, 'delivered');
    assert.equal(data(await advance(staff.auth)).webBuyOrder.collection.status, 'delivered', 'delivered is the end');
  });

  it("lists drop-off stores nearest the member's postcode first, to the member only", async () => {
    assert.equal((await call('GET', 'webbuyorders/dropoffstores', undefined, null)).statusCode, 401);
    const res = await call('GET', 'webbuyorders/dropoffstores?limit=3');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const stores = data(res).stores as Array<{ distanceMiles: number; storeName: string }>;
    assert.equal(stores.length, 3);
    assert.ok(
      stores.every((s, i) => i === 0 || s.distanceMiles >= stores[i - 1]!.distanceMiles),
      JSON.stringify(stores),
    );
  });
});

describe('ownership: another member never reaches an order', () => {
  it('answers 403 (1001) with no data on every order route, and changes nothing', async () => {
    const q = await quote('Bugaboo Butterfly');
    const id = await order([q]);
    const addressId = await addAddress();
    const routes = t.app.webBuyOrderScopedRoutes.map((r) => `${r.method} ${r.url}`).sort();
    assert.deepEqual(routes, [
      'GET /v3/webbuyorders/:id/detail',
      'GET /v3/webbuyorders/:id/recycle',
      'POST /v3/webbuyorders/:id/generateshippinglabel',
      'PUT /v3/webbuyorders/:id/address',
      'PUT /v3/webbuyorders/:id/boxes',
      'PUT /v3/webbuyorders/:id/cancel',
      'PUT /v3/webbuyorders/:id/collection',
      'PUT /v3/webbuyorders/:id/recycle',
    ]);
    const before = await t.db.query('SELECT state, handover FROM web_buy_orders WHERE web_buy_order_id = $1', [id]);
    for (const route of t.app.webBuyOrderScopedRoutes) {
      const payload = route.url.endsWith('/address')
        ? { handover: 'collection', addressId }
        : route.url.endsWith('/boxes')
          ? { boxes: [[q]] }
          : route.url.endsWith('/collection')
            ? { date: collectionSlots(clock)[0] }
            : {};
      const res = await t.app.inject({ method: route.method as Method, url: route.url.replace(':id', id), headers: other.auth, ...(route.method === 'GET' ? {} : { payload }) });
      assert.equal(res.statusCode, 403, `${route.method} ${route.url}: ${res.body}`);
      assert.equal(codeOf(res), 1001);
      assert.equal(res.json().response.data, null);
      assert.doesNotMatch(res.body, /Butterfly|Lavender|open/);
      const anonymous = await t.app.inject({ method: route.method as Method, url: route.url.replace(':id', id), ...(route.method === 'GET' ? {} : { payload }) });
      assert.equal(anonymous.statusCode, 401);
    }
    assert.equal((await t.app.inject({ method: 'HEAD', url: `/v3/webbuyorders/${id}/detail`, headers: other.auth })).statusCode, 403);
    assert.deepEqual(await t.db.query('SELECT state, handover FROM web_buy_orders WHERE web_buy_order_id = $1', [id]), before);
    assert.deepEqual(await quoteStates([q]), [`accepted:${id}`]);
  });

  it('answers 404 for an order that does not exist or an id that cannot be one', async () => {
    for (const id of ['WB00000000', 'nope', "WB' OR '1'='1", 'wb7k3m9q2x']) {
      const res = await call('GET', `webbuyorders/${encodeURIComponent(id)}/detail`);
      assert.equal(res.statusCode, 404, `${id}: ${res.body}`);
      assert.equal(codeOf(res), 'WEB_BUY_ORDER_NOT_FOUND');
    }
  });
});
