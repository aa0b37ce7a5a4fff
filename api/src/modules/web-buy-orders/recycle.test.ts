// Recycling (spec §7 'Orders' recycle; issue #14) through the real routes on a real database:
// the member lets the shop recycle an item of their order it cannot buy instead of having it
// sent back; anything else is refused with its code and nothing is recorded.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { memberSession, startTestApp, type TestApp } from '../../testing/test-app.js';
import { addRequiredPhotos } from '../../testing/quote-photos.js';
import { BUY_IN_MODELS } from '../quotations/buy-in-models.js';
import { newQuoteId } from '../quotations/quote-id.js';
import { createQuoteStore } from '../quotations/store.js';

let t: TestApp;
const clock = new Date('2026-11-23T12:00:00Z');
type Member = { memberId: string; auth: Record<string, string> };
let me: Member;
let other: Member;

before(async () => {
  t = await startTestApp({}, { now: () => clock });
  me = await memberSession(t.app);
  other = await memberSession(t.app);
});
after(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, auth: Record<string, string> | null = me.auth) =>
  t.app.inject({ method, url: `/v3/${url}`, headers: auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const data = (res: { json(): any }) => res.json().response.data;
const codeOf = (res: { json(): any }) => res.json().response.error?.code;

const ANSWERS = [
  { questionId: 'condition', answerIds: ['B'] },
  { questionId: 'included', answerIds: ['manual'] },
  { questionId: 'faults', answerIds: [] },
  { questionId: 'age', answerIds: ['1-2'] },
];

async function acceptedQuote(name: string, who = me) {
  const m = BUY_IN_MODELS.find((x) => x.name === name)!;
  const quoteId = data(await call('POST', 'quotations/create', { categoryId: m.categoryId, masterBoxId: m.masterBoxId }, who.auth)).quotation.quoteId as string;
  assert.equal((await call('POST', `quotations/${quoteId}/questions`, { answers: ANSWERS }, who.auth)).statusCode, 200);
  await addRequiredPhotos(t.app, who, quoteId);
  assert.equal((await call('POST', `quotations/${quoteId}/offer`, undefined, who.auth)).statusCode, 200);
  assert.equal((await call('PUT', `quotations/${quoteId}/accept`, { payoutType: 'cash' }, who.auth)).statusCode, 200);
  return quoteId;
}

let orders = 0;
/** An order of two items, sent and received; staff refuse the first (returned) and keep the second (inspected). */
async function inspectedOrder() {
  const refused = await acceptedQuote('iCandy Orange 4');
  const kept = await acceptedQuote('Bugaboo Butterfly');
  const created = await call('POST', 'webbuyorders/generate', { quoteIds: [refused, kept] });
  const orderId = data(created).webBuyOrder.webBuyOrderId as string;
  const address = await call('POST', `members/${me.memberId}/address`, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    line1: `${10 + 2 * orders++} Lavender Hill`,
    line2: '',
    town: 'London',
    county: '',
    postcode: 'SW11 5QW',
    phone: '07700 900123',
  });
  assert.equal(address.statusCode, 201, address.body);
  assert.equal((await call('PUT', `webbuyorders/${orderId}/address`, { handover: 'collection', addressId: Number(data(address).address.addressId) })).statusCode, 200);
  assert.equal((await call('POST', `webbuyorders/${orderId}/generateshippinglabel`)).statusCode, 200);
  const store = createQuoteStore({ db: t.db, now: () => clock, publicUrl: 'https://shop.example' });
  for (const quoteId of [refused, kept]) {
    let row = await store.move(t.db, { quote_id: quoteId, state: 'sent' }, 'received', 'staff', 'goods-in');
    row = await store.move(t.db, row, 'inspected', 'staff', 'inspector');
    if (quoteId === refused) await store.move(t.db, row, 'returned', 'staff', 'inspector');
  }
  return { orderId, refused, kept };
}
const agreedAt = async (quoteId: string) => (await t.db.query<{ at: Date | string | null }>('SELECT recycle_agreed_at AS at FROM quotations WHERE quote_id = $1', [quoteId]))[0]!.at;

describe('GET {id}/recycle', () => {
  it("lists the order's items and says which the shop may recycle: only one it cannot buy", async () => {
    const { orderId, refused, kept } = await inspectedOrder();
    const res = await call('GET', `webbuyorders/${orderId}/recycle`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const items = data(res).recycling.items as Array<{ quoteId: string; status: string; recyclable: boolean; recycleAgreedAt: string | null }>;
    assert.deepEqual(
      items.map((i) => [i.quoteId, i.status, i.recyclable, i.recycleAgreedAt]),
      [
        [refused, 'returned', true, null],
        [kept, 'inspected', false, null],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });
});

describe('PUT {id}/recycle', () => {
  it('records when the member agreed; agreed again, the first time stands; the order detail shows it', async () => {
    const { orderId, refused } = await inspectedOrder();
    const res = await call('PUT', `webbuyorders/${orderId}/recycle`, { quoteIds: [refused] });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const item = (data(res).recycling.items as Array<{ quoteId: string; recyclable: boolean; recycleAgreedAt: string }>).find((i) => i.quoteId === refused)!;
    assert.equal(item.recycleAgreedAt, clock.toISOString());
    assert.equal(item.recyclable, false);
    const again = await call('PUT', `webbuyorders/${orderId}/recycle`, { quoteIds: [refused, refused] });
    assert.equal(again.statusCode, 200);
    assert.equal(new Date((await agreedAt(refused))!).toISOString(), clock.toISOString());
    const detail = data(await call('GET', `webbuyorders/${orderId}/detail`)).webBuyOrder;
    assert.equal(detail.quotes.find((q: { quoteId: string }) => q.quoteId === refused).recycleAgreedAt, clock.toISOString());
  });

  it('refuses an item the shop is buying (409 WEB_BUY_ORDER_NOT_RECYCLABLE), all or none', async () => {
    const { orderId, refused, kept } = await inspectedOrder();
    const res = await call('PUT', `webbuyorders/${orderId}/recycle`, { quoteIds: [refused, kept] });
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(codeOf(res), 'WEB_BUY_ORDER_NOT_RECYCLABLE');
    assert.equal(res.json().response.data, null);
    assert.equal(await agreedAt(refused), null);
    assert.equal(await agreedAt(kept), null);
  });

  it("refuses a quote that is not in the order (404 QUOTE_NOT_FOUND), even the member's own", async () => {
    const { orderId } = await inspectedOrder();
    const mine = await acceptedQuote('iCandy Orange 4');
    for (const quoteId of [mine, newQuoteId()]) {
      const res = await call('PUT', `webbuyorders/${orderId}/recycle`, { quoteIds: [quoteId] });
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(codeOf(res), 'QUOTE_NOT_FOUND');
    }
  });

  it('refuses malformed input with 400 and records nothing', async () => {
    const { orderId, refused } = await inspectedOrder();
    for (const body of [{}, { quoteIds: [] }, { quoteIds: 'all' }, { quoteIds: ["x' OR 1=1"] }, { quoteIds: [refused], extra: 1 }, { quoteIds: Array.from({ length: 21 }, () => refused) }]) {
      const res = await call('PUT', `webbuyorders/${orderId}/recycle`, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.ok(codeOf(res) !== undefined);
    }
    assert.equal(await agreedAt(refused), null);
  });

  it("is the owner's only: another member 403 (1001), nobody signed in 401, no order 404; nothing recorded", async () => {
    const { orderId, refused } = await inspectedOrder();
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? { quoteIds: [refused] } : undefined;
      const theirs = await call(method, `webbuyorders/${orderId}/recycle`, payload, other.auth);
      assert.equal(theirs.statusCode, 403, theirs.body);
      assert.equal(codeOf(theirs), 1001);
      assert.doesNotMatch(theirs.body, /Orange|returned/);
      assert.equal((await call(method, `webbuyorders/${orderId}/recycle`, payload, null)).statusCode, 401);
      const none = await call(method, 'webbuyorders/WB00000000/recycle', payload);
      assert.equal(none.statusCode, 404);
      assert.equal(codeOf(none), 'WEB_BUY_ORDER_NOT_FOUND');
    }
    assert.equal(await agreedAt(refused), null);
  });
});
