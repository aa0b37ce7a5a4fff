// Goods-in through the real staff routes on a real database: a member's parcel arrives, each
// item is inspected (confirmed, revised within or beyond the member's tolerance, returned) and
// paid on its own; the member answers a revised offer; who did what and when is kept; moves the
// state machine forbids are 409; hostile input is refused before anything is written.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { formatMoney, QUOTE_VIEWS } from '@shop/shared/rules';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { photoForm } from '../../testing/quote-photos.js';
import { staffSession } from '../../testing/staff.js';
import { PARCEL_ANSWERS, parcelsOf } from '../../testing/parcels.js';
import { BUY_IN_MODELS } from '../quotations/buy-in-models.js';
import { computeOffer } from '../quotations/offer.js';
import { questionsFor } from '../quotations/questions.js';
import { phoneJpeg, PHP_FILE, pngPhoto } from '../quote-images/test-photos.js';

let t: TestApp;
type Auth = Record<string, string>;
let me: { memberId: string; email: string; auth: Auth };
let staff: { staffId: string; auth: Auth };

// Photos and the boxes made from them go to a folder of this test's own.
const dataDir = mkdtempSync(join(tmpdir(), 'goods-in-'));
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '60', DATA_DIR: dataDir });
  const a = await createVerifiedMember(t.app);
  me = { memberId: a.memberId, email: a.email, auth: (await signedIn(t.app, a.email, a.password)).auth };
  staff = await staffSession(t.app);
});
after(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, auth: Auth | null = me.auth) =>
  t.app.inject({ method, url: `/v3/${url}`, headers: auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const data = (res: { json(): any }) => res.json().response.data;
const codeOf = (res: { json(): any }) => res.json().response.error?.code;
const asStaff = (method: 'GET' | 'PUT', url: string, payload?: unknown) => call(method, url, payload, staff.auth);

const ANSWERS = PARCEL_ANSWERS;
const GRACO = 'Graco Breaze Lite 2';

/** What the shop pays for one of a model at a grade, with the answers above (the offer rules). */
function offerAt(name: string, grade: string) {
  const m = BUY_IN_MODELS.find((x) => x.name === name)!;
  const answers = Object.fromEntries(ANSWERS.map((a) => [a.questionId, { answerIds: a.questionId === 'condition' ? [grade] : a.answerIds }]));
  return computeOffer({ modelName: m.name, newPrice: m.newPrice, questions: questionsFor(m.categoryId), answers: answers as never, quantity: 1, today: new Date() }).total;
}

/** A voucher's worth: the exchange offer at a grade and the model's trade-up bonus, paid on top (issue 32 §4). */
async function voucherAt(name: string, grade: string) {
  const m = BUY_IN_MODELS.find((x) => x.name === name)!;
  const [bonus] = await t.db.query<{ bonus_pence: number }>('SELECT bonus_pence FROM trade_up_devices WHERE master_box_id = $1', [m.masterBoxId]);
  return offerAt(name, grade).exchange + (bonus?.bonus_pence ?? 0);
}

/** Quotes accepted for a voucher, and parcels of them sent (testing/parcels.ts). */
const acceptedQuote = (name: string, revisionTolerance = 0, photo?: Buffer) => parcelsOf(t.app, me).acceptedQuote(name, revisionTolerance, photo);
let parcels: ReturnType<typeof parcelsOf> | null = null;
const sentOrder = (quoteIds: string[]) => (parcels ??= parcelsOf(t.app, me)).sentOrder(quoteIds);

const stateOf = async (quoteId: string) => (await t.db.query<{ state: string }>('SELECT state FROM quotations WHERE quote_id = $1', [quoteId]))[0]!.state;
const historyOf = (quoteId: string) => t.db.query<{ event: string; actor_type: string; actor_id: string | null }>('SELECT event, actor_type, actor_id FROM quotation_history WHERE quote_id = $1 ORDER BY id', [quoteId]);
/** The box a quote's item became, on sale online, and who put it there. */
const onSale = (quoteId: string) =>
  t.db.query<{ restocked_by: string; grade: string; ecom_quantity: number }>('SELECT r.restocked_by, b.grade, b.ecom_quantity FROM restocked_quotes r JOIN boxes b USING (box_id) WHERE r.quote_id = $1', [quoteId]);
const payoutsOf = (quoteId: string) => t.db.query<{ amount_pence: number; method: string }>('SELECT amount_pence, method FROM quote_payouts WHERE quote_id = $1', [quoteId]);

describe('arriving parcels and the staff view of an order', () => {
  it('lists sent orders with their items, oldest first; the internal view names no address beyond town and postcode', async () => {
    const q = await acceptedQuote('Joie Pact');
    const orderId = await sentOrder([q]);
    const res = await asStaff('GET', 'staff/webbuyorders/arriving');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const order = (data(res).webBuyOrders as Array<{ webBuyOrderId: string; items: Array<{ quoteId: string; status: string; declaredGrade: string }> }>).find((o) => o.webBuyOrderId === orderId);
    assert.ok(order, 'the sent order is arriving');
    assert.deepEqual(
      order.items.map((i) => [i.quoteId, i.status, i.declaredGrade]),
      [[q, 'sent', 'B']],
    );

    const internal = await asStaff('GET', `webbuyorders/${orderId}/internal`);
    assert.equal(internal.statusCode, 200, internal.body);
    assert.equal(internal.headers['cache-control'], 'no-store');
    const view = data(internal).webBuyOrder;
    assert.equal(view.memberId, me.memberId);
    assert.equal(view.status, 'sent');
    assert.deepEqual(view.collectionFrom, { town: 'London', postcode: 'SW11 5QW' });
    assert.doesNotMatch(internal.body, /Lavender Hill|07700/);
    assert.equal(view.items[0].offered, offerAt('Joie Pact', 'B').exchange);
    assert.equal(view.items[0].payoutMethod, 'voucher');
    assert.equal(view.items[0].revision, null);

    const unknown = await asStaff('GET', 'webbuyorders/WB00000000/internal');
    assert.equal(unknown.statusCode, 404);
    assert.equal(codeOf(unknown), 'WEB_BUY_ORDER_NOT_FOUND');
    // The member who owns the order may not read the staff view.
    assert.equal((await call('GET', `webbuyorders/${orderId}/internal`)).statusCode, 403);
  });
});

describe('receiving a parcel', () => {
  it('receives the order and each item, kept with the staff id; received twice is one receipt', async () => {
    const a = await acceptedQuote('Joie Pact');
    const b = await acceptedQuote(GRACO);
    const orderId = await sentOrder([a, b]);
    const res = await asStaff('PUT', `staff/webbuyorders/${orderId}/receive`);
    assert.equal(res.statusCode, 200, res.body);
    const order = data(res).webBuyOrder;
    assert.equal(order.status, 'received');
    assert.deepEqual(
      order.items.map((i: { status: string }) => i.status),
      ['received', 'received'],
    );
    assert.deepEqual(
      order.history.map((h: { event: string; by: string; actorId: string }) => [h.event, h.by, h.actorId]),
      [['receive', 'staff', staff.staffId]],
    );
    for (const q of [a, b]) assert.deepEqual((await historyOf(q)).at(-1), { event: 'receive', actor_type: 'staff', actor_id: staff.staffId });

    const [again] = await Promise.all([asStaff('PUT', `staff/webbuyorders/${orderId}/receive`), asStaff('PUT', `staff/webbuyorders/${orderId}/receive`)]);
    assert.equal(again.statusCode, 200);
    assert.equal(data(again).webBuyOrder.history.length, 1, 'one receipt');
    assert.equal((await historyOf(a)).filter((h) => h.event === 'receive').length, 1);
    // Not arriving any more; the member can no longer cancel it.
    assert.ok(!(data(await asStaff('GET', 'staff/webbuyorders/arriving')).webBuyOrders as Array<{ webBuyOrderId: string }>).some((o) => o.webBuyOrderId === orderId));
    assert.equal((await call('PUT', `webbuyorders/${orderId}/cancel`)).statusCode, 409);
  });

  it('refuses to receive an order whose label was never printed (409), or an unknown one (404), and writes nothing', async () => {
    const q = await acceptedQuote('Joie Pact');
    const generated = await call('POST', 'webbuyorders/generate', { quoteIds: [q] });
    const orderId = data(generated).webBuyOrder.webBuyOrderId as string;
    const res = await asStaff('PUT', `staff/webbuyorders/${orderId}/receive`);
    assert.equal(res.statusCode, 409);
    assert.equal(codeOf(res), 'WEB_BUY_ORDER_STATE_CONFLICT');
    assert.equal(await stateOf(q), 'accepted');
    assert.deepEqual(await t.db.query('SELECT 1 FROM web_buy_order_history WHERE web_buy_order_id = $1', [orderId]), []);
    assert.equal((await asStaff('PUT', 'staff/webbuyorders/WB00000000/receive')).statusCode, 404);
    const badId = await asStaff('PUT', 'staff/webbuyorders/not-an-order/receive');
    assert.equal(badId.statusCode, 400);
    const extra = await asStaff('PUT', `staff/webbuyorders/${orderId}/receive`, { state: 'received' });
    assert.equal(extra.statusCode, 400);
  });
});

/** Quotes received at the shop, ready for inspection. */
async function receivedQuotes(specs: Array<{ name: string; tolerance?: number }>) {
  const ids: string[] = [];
  for (const s of specs) ids.push(await acceptedQuote(s.name, s.tolerance ?? 0));
  const orderId = await sentOrder(ids);
  assert.equal((await asStaff('PUT', `staff/webbuyorders/${orderId}/receive`)).statusCode, 200);
  return { orderId, ids };
}
const inspect = (quoteId: string, body: object) => asStaff('PUT', `staff/quotations/${quoteId}/inspect`, body);
const pay = (quoteId: string) => asStaff('PUT', `staff/quotations/${quoteId}/pay`);

describe('inspecting and paying', () => {
  it('confirms the grade, then pays the offer once: a voucher of the exchange amount, whoever retries', async () => {
    const {
      ids: [q],
    } = await receivedQuotes([{ name: GRACO }]);
    const confirmed = await inspect(q!, { outcome: 'confirm' });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.deepEqual(data(confirmed), { status: 'inspected', paidWithoutAsking: false });
    const paid = await pay(q!);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(data(paid).status, 'paid');
    assert.ok((await voucherAt(GRACO, 'B')) > offerAt(GRACO, 'B').exchange, 'the Graco is on the trade-up list');
    assert.equal(data(paid).payout.amountPence, await voucherAt(GRACO, 'B'));
    assert.equal((await pay(q!)).statusCode, 200, 'paid again: the same payout');
    // Sent twice at once (two staff, a double click): still one payout.
    const both = await Promise.all([pay(q!), pay(q!)]);
    assert.deepEqual(
      both.map((r) => r.statusCode),
      [200, 200],
    );
    assert.deepEqual(await payoutsOf(q!), [{ amount_pence: await voucherAt(GRACO, 'B'), method: 'voucher' }]);
    assert.deepEqual((await historyOf(q!)).slice(-2), [
      { event: 'inspect', actor_type: 'staff', actor_id: staff.staffId },
      { event: 'pay', actor_type: 'staff', actor_id: staff.staffId },
    ]);
    // Paid, the item is stock: one box on sale at the grade it passed with, however often pay is sent.
    assert.deepEqual(await onSale(q!), [{ restocked_by: `staff:${staff.staffId}`, grade: 'B', ecom_quantity: 1 }]);
  });

  it('pays a revision within the tolerance without asking: re-priced by the offer rules at the new grade, exactly at the limit', async () => {
    const difference = offerAt(GRACO, 'B').exchange - offerAt(GRACO, 'C').exchange;
    const {
      orderId,
      ids: [q],
    } = await receivedQuotes([{ name: GRACO, tolerance: difference }]);
    const outboxBefore = (await t.db.query('SELECT 1 FROM outbox WHERE recipient = $1', [me.email])).length;
    const res = await inspect(q!, { outcome: 'revise', grade: 'C', reason: 'Scuffed frame and a torn hood.' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(data(res), { status: 'paid', paidWithoutAsking: true });
    const [row] = await t.db.query('SELECT revised_grade, revised_cash, revised_exchange, revision_reason, revised_by FROM quotations WHERE quote_id = $1', [q]);
    assert.deepEqual(row, { revised_grade: 'C', revised_cash: offerAt(GRACO, 'C').cash, revised_exchange: offerAt(GRACO, 'C').exchange, revision_reason: 'Scuffed frame and a torn hood.', revised_by: staff.staffId });
    assert.deepEqual(await payoutsOf(q!), [{ amount_pence: await voucherAt(GRACO, 'C'), method: 'voucher' }]);
    assert.deepEqual(
      (await historyOf(q!)).slice(-3).map((h) => `${h.event}:${h.actor_type}`),
      ['inspect:staff', 'revise:staff', 'accept-revision:staff'],
    );
    assert.deepEqual(await onSale(q!), [{ restocked_by: `staff:${staff.staffId}`, grade: 'C', ecom_quantity: 1 }], 'on sale at the revised grade');
    // Nobody asked the member (the payout's own e-mail aside): no "new offer" message.
    const mail = await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id OFFSET $2', [me.email, outboxBefore]);
    assert.ok(!mail.some((m) => /new offer/i.test(m.subject)), JSON.stringify(mail));
    // One e-mail for the payment (issue 32 §3), saying what it was, what it is, why, and that it was within what the member allowed.
    assert.equal(mail.length, 1, mail.map((m) => m.subject).join(' | '));
    const [voucherCode] = (await t.db.query<{ voucher_code: string }>('SELECT voucher_code FROM quote_payouts WHERE quote_id = $1', [q])).map((r) => r.voucher_code);
    for (const line of [
      `Was: ${formatMoney(offerAt(GRACO, 'B').exchange)}`,
      `Now: ${formatMoney(offerAt(GRACO, 'C').exchange)}`,
      'Why: Scuffed frame and a torn hood.',
      `within the ${formatMoney(difference)} you allowed`,
      `voucher for ${formatMoney(await voucherAt(GRACO, 'C'))} (${formatMoney(offerAt(GRACO, 'C').exchange)} for your`,
      voucherCode!,
    ])
      assert.ok(mail[0]!.body.includes(line), `${line} in ${mail[0]!.body}`);
    assert.doesNotMatch(mail[0]!.body + mail[0]!.subject, /Graco Graco/, 'the brand written once');
    // The parcel shows what was paid, not the first offer.
    const parcel = data(await call('GET', `webbuyorders/${orderId}/detail`)).webBuyOrder;
    assert.deepEqual(
      parcel.quotes.map((x: { amount: number; offeredAmount: number; paid: boolean }) => [x.amount, x.offeredAmount, x.paid]),
      [[await voucherAt(GRACO, 'C'), await voucherAt(GRACO, 'B'), true]],
    );
  });

  it('asks the member when the revision is beyond the tolerance (by a penny); the member accepts and is paid the revised amount', async () => {
    const difference = offerAt(GRACO, 'B').exchange - offerAt(GRACO, 'C').exchange;
    const {
      ids: [q],
    } = await receivedQuotes([{ name: GRACO, tolerance: difference - 1 }]);
    const res = await inspect(q!, { outcome: 'revise', grade: 'C', reason: 'The hood is torn.' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(data(res), { status: 'revised', paidWithoutAsking: false });
    assert.deepEqual(await payoutsOf(q!), [], 'nothing paid before the member answers');
    assert.deepEqual(await onSale(q!), [], 'nor on sale');
    const [mail] = await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [me.email]);
    assert.match(mail!.subject, /new offer/i);
    assert.match(mail!.body, /The hood is torn\./);
    // The member sees the revision on the quote.
    const seen = data(await call('GET', `quotations/${q}`)).quotation;
    assert.equal(seen.status, 'revised');
    assert.deepEqual(seen.revision.total, offerAt(GRACO, 'C'));
    assert.equal(seen.revision.reason, 'The hood is torn.');
    // Staff cannot pay over the member's head.
    const staffPay = await pay(q!);
    assert.equal(staffPay.statusCode, 409);
    assert.equal(codeOf(staffPay), 'QUOTE_STATE_CONFLICT');

    const accepted = await call('PUT', `quotations/${q}/revision`, { accept: true });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal(accepted.headers['cache-control'], 'no-store');
    const quotation = data(accepted).quotation;
    assert.equal(quotation.status, 'paid');
    assert.equal(quotation.quoteId, q);
    assert.deepEqual(quotation, data(await call('GET', `quotations/${q}`)).quotation, 'the answer is the quote as GET shows it');
    assert.deepEqual(await payoutsOf(q!), [{ amount_pence: await voucherAt(GRACO, 'C'), method: 'voucher' }]);
    assert.deepEqual((await historyOf(q!)).at(-1), { event: 'accept-revision', actor_type: 'member', actor_id: me.memberId });
    assert.deepEqual(await onSale(q!), [{ restocked_by: `member:${me.memberId}`, grade: 'C', ecom_quantity: 1 }]);
    // The same answer again is the one answer; the other answer now is 409.
    assert.equal((await call('PUT', `quotations/${q}/revision`, { accept: true })).statusCode, 200);
    assert.equal((await payoutsOf(q!)).length, 1);
    assert.equal((await call('PUT', `quotations/${q}/revision`, { accept: false })).statusCode, 409);
  });

  it('the member declines a revised offer: the item is returned, nothing is paid', async () => {
    const {
      ids: [q],
    } = await receivedQuotes([{ name: 'Joie Pact' }]);
    assert.equal((await inspect(q!, { outcome: 'revise', grade: 'C', reason: 'Wheel bearing worn.' })).statusCode, 200);
    const declined = await call('PUT', `quotations/${q}/revision`, { accept: false });
    assert.equal(declined.statusCode, 200, declined.body);
    assert.equal(data(declined).quotation.status, 'returned');
    assert.deepEqual(await payoutsOf(q!), []);
    assert.deepEqual((await historyOf(q!)).at(-1), { event: 'decline-revision', actor_type: 'member', actor_id: me.memberId });
    assert.deepEqual(await onSale(q!), []);
    assert.equal((await call('PUT', `quotations/${q}/revision`, { accept: true })).statusCode, 409);
  });

  it('a revision upwards is paid at once, whatever the tolerance', async () => {
    const {
      ids: [q],
    } = await receivedQuotes([{ name: 'Joie Pact', tolerance: 0 }]);
    const res = await inspect(q!, { outcome: 'revise', grade: 'A', reason: 'Barely used: like new.' });
    assert.deepEqual(data(res), { status: 'paid', paidWithoutAsking: true });
    assert.deepEqual(await payoutsOf(q!), [{ amount_pence: await voucherAt('Joie Pact', 'A'), method: 'voucher' }]);
  });

  it('returns an item: received → inspected → returned, with the reason, nothing paid', async () => {
    const {
      ids: [q],
    } = await receivedQuotes([{ name: 'Joie Pact' }]);
    const res = await inspect(q!, { outcome: 'return', reason: 'Not the model in the quote.' });
    assert.deepEqual(data(res), { status: 'returned', paidWithoutAsking: false });
    assert.deepEqual(
      (await historyOf(q!)).slice(-2).map((h) => h.event),
      ['inspect', 'return'],
    );
    assert.equal((await pay(q!)).statusCode, 409);
    assert.deepEqual(await payoutsOf(q!), []);
  });

  it('one item in dispute never holds back the others of the parcel', async () => {
    const { orderId, ids } = await receivedQuotes([{ name: GRACO }, { name: 'Joie Pact' }, { name: 'Bugaboo Butterfly' }]);
    const [disputed, ...others] = ids;
    assert.equal(data(await inspect(disputed!, { outcome: 'revise', grade: 'C', reason: 'Frame cracked.' })).status, 'revised');
    for (const q of others) {
      assert.equal((await inspect(q, { outcome: 'confirm' })).statusCode, 200);
      const paid = await pay(q);
      assert.equal(paid.statusCode, 200, paid.body);
    }
    assert.deepEqual(await Promise.all(ids.map(stateOf)), ['revised', 'paid', 'paid']);
    const view = data(await asStaff('GET', `webbuyorders/${orderId}/internal`)).webBuyOrder;
    const disputedItem = view.items.find((i: { quoteId: string }) => i.quoteId === disputed);
    assert.deepEqual(disputedItem.revision, { grade: 'C', amount: offerAt(GRACO, 'C').exchange, reason: 'Frame cracked.' });
  });

  it('answers 409 to every move the machine forbids, and changes nothing', async () => {
    const q = await acceptedQuote('Joie Pact');
    await sentOrder([q]);
    // Sent, not yet received: no inspection, no payment.
    for (const body of [{ outcome: 'confirm' }, { outcome: 'return' }, { outcome: 'revise', grade: 'C', reason: 'x' }]) {
      const res = await inspect(q, body);
      assert.equal(res.statusCode, 409, JSON.stringify(body));
      assert.equal(codeOf(res), 'QUOTE_STATE_CONFLICT');
    }
    assert.equal((await pay(q)).statusCode, 409);
    // A member's answer to a revision that does not exist.
    assert.equal((await call('PUT', `quotations/${q}/revision`, { accept: true })).statusCode, 409);
    assert.equal(await stateOf(q), 'sent');
    // Received but not inspected: no payment yet.
    const {
      ids: [r],
    } = await receivedQuotes([{ name: 'Joie Pact' }]);
    assert.equal((await pay(r!)).statusCode, 409);
    assert.equal(await stateOf(r!), 'received');
    // Paid: no more inspection.
    assert.equal((await inspect(r!, { outcome: 'confirm' })).statusCode, 200);
    assert.equal((await pay(r!)).statusCode, 200);
    assert.equal((await inspect(r!, { outcome: 'return' })).statusCode, 409);
    assert.equal(await stateOf(r!), 'paid');
  });

  it('refuses bad input before anything is written: no reason, an unknown grade, an unknown outcome, a bad or unknown quote id', async () => {
    const {
      ids: [q],
    } = await receivedQuotes([{ name: 'Joie Pact' }]);
    for (const body of [
      { outcome: 'revise', grade: 'C' },
      { outcome: 'revise', reason: 'no grade' },
      { outcome: 'revise', grade: 'D', reason: 'x' },
      { outcome: 'revise', grade: 'C', reason: '   ' },
      { outcome: 'revise', grade: 'C', reason: 'x'.repeat(501) },
      { outcome: 'polish' },
      { outcome: 'confirm', paid: true },
      {},
    ]) {
      const res = await inspect(q!, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(res.json().response.data, null);
    }
    assert.equal(await stateOf(q!), 'received');
    assert.equal((await asStaff('PUT', 'staff/quotations/nope/inspect', { outcome: 'confirm' })).statusCode, 400);
    const unknown = await asStaff('PUT', `staff/quotations/${'0'.repeat(26)}/inspect`, { outcome: 'confirm' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(codeOf(unknown), 'QUOTE_NOT_FOUND');
    assert.equal((await call('PUT', `quotations/${q}/revision`, { accept: 'yes please' })).statusCode, 400);
  });
});

describe("the member's photos, for inspection", () => {
  it("lists an item's photos at staff addresses (no member id) and serves them, no-store; a member is refused", async () => {
    const q = await acceptedQuote('Joie Pact', 0, await pngPhoto(900, 700));
    await sentOrder([q]);
    const res = await asStaff('GET', `staff/quotations/${q}/images`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const [image] = data(res).images as Array<{ imageId: string; viewName: string; urls: Record<string, string> }>;
    assert.equal(image!.viewName, 'front');
    assert.equal(image!.urls.m, `/v3/staff/quotations/${q}/images/${image!.imageId}/m`);
    assert.doesNotMatch(res.body, new RegExp(`/members/${me.memberId}`));
    const file = await t.app.inject({ url: image!.urls.m!, headers: staff.auth });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/webp');
    assert.equal(file.headers['cache-control'], 'no-store');
    assert.ok(file.rawPayload.length > 100);
    assert.equal((await t.app.inject({ url: image!.urls.m!, headers: me.auth })).statusCode, 403);
    const missing = await asStaff('GET', `staff/quotations/${q}/images/${'b'.repeat(22)}/m`);
    assert.equal(missing.statusCode, 404);
    assert.equal((await asStaff('GET', `staff/quotations/${'0'.repeat(26)}/images`)).statusCode, 404);
  });
});

describe('staff photos of a revision: taken at inspection, shown to the member with the revised offer', () => {
  /** A staff photo of an item (POST /v3/staff/quotations/{id}/images), as `auth` sends it. */
  const staffPhoto = async (quoteId: string, body: Buffer, auth: Auth | null = staff.auth, view: number = QUOTE_VIEWS.wear) => {
    const form = photoForm(body, 'IMG_0001.jpg');
    return t.app.inject({ method: 'POST', url: `/v3/staff/quotations/${quoteId}/images?view=${view}`, headers: { ...(auth ?? {}), ...form.headers }, payload: form.payload });
  };
  const memberImages = async (quoteId: string) => data(await call('GET', `members/${me.memberId}/quotations/${quoteId}/images`)).images as Array<{ imageId: string }>;

  it('staff photograph the item and revise with those photos; the member sees them with the new offer, owner-checked and stripped; only staff may add them', async () => {
    const {
      ids: [q],
    } = await receivedQuotes([{ name: GRACO }]);
    const before = await memberImages(q!);
    // A member, even the item's own, cannot add a staff photo; nor can anyone without a token.
    const jpeg = await phoneJpeg({ width: 1200, height: 900 });
    const asMember = await staffPhoto(q!, jpeg, me.auth);
    assert.equal(asMember.statusCode, 403, asMember.body);
    assert.equal((await staffPhoto(q!, jpeg, null)).statusCode, 401);
    // Staff do; checked like the member's photos: a PHP file named .jpg is refused.
    assert.equal((await staffPhoto(q!, PHP_FILE)).statusCode, 415);
    const added = await staffPhoto(q!, jpeg);
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(added.headers['cache-control'], 'no-store');
    const photo = data(added).image as { imageId: string; takenBy: string; viewName: string; urls: Record<string, string> };
    assert.equal(photo.takenBy, 'staff');
    assert.equal(photo.viewName, 'wear');
    assert.equal(photo.urls.m, `/v3/staff/quotations/${q}/images/${photo.imageId}/m`);
    const [row] = await t.db.query('SELECT taken_by_staff_id, member_id::text AS member_id FROM quote_images WHERE image_id = $1', [photo.imageId]);
    assert.deepEqual(row, { taken_by_staff_id: staff.staffId, member_id: me.memberId });
    // The member's own list, and so the views an offer needs and the box made on sale, are unchanged.
    assert.deepEqual(await memberImages(q!), before);
    const staffList = data(await asStaff('GET', `staff/quotations/${q}/images`)).images as Array<{ imageId: string; takenBy: string }>;
    assert.deepEqual(
      staffList.map((i) => i.takenBy),
      [...before.map(() => 'member'), 'staff'],
    );
    // Before a revision names it, the member cannot read it.
    const memberUrl = `/v3/members/${me.memberId}/quotations/${q}/images/${photo.imageId}/m`;
    assert.equal((await t.app.inject({ url: memberUrl, headers: me.auth })).statusCode, 404);

    const revised = await inspect(q!, { outcome: 'revise', grade: 'C', reason: 'The hood is torn: see the photo.', photoIds: [photo.imageId] });
    assert.equal(revised.statusCode, 200, revised.body);
    assert.equal(data(revised).status, 'revised');
    const seen = data(await call('GET', `quotations/${q}`)).quotation;
    assert.equal(seen.revision.reason, 'The hood is torn: see the photo.');
    assert.deepEqual(
      seen.revision.photos.map((p: { imageId: string; urls: Record<string, string> }) => [p.imageId, p.urls.m]),
      [[photo.imageId, memberUrl]],
    );
    const file = await t.app.inject({ url: memberUrl, headers: me.auth });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/webp');
    assert.equal(file.headers['cache-control'], 'no-store');
    assert.equal(file.headers['x-content-type-options'], 'nosniff');
    // Stored as pixels only: no EXIF, so no GPS.
    assert.equal(file.rawPayload.includes(Buffer.from('Exif')), false);
    // Another member sees neither the quote nor the photo.
    const other = await createVerifiedMember(t.app);
    const otherAuth = (await signedIn(t.app, other.email, other.password)).auth;
    assert.equal((await t.app.inject({ url: `/v3/quotations/${q}`, headers: otherAuth })).statusCode, 403);
    const foreign = await t.app.inject({ url: memberUrl, headers: otherAuth });
    assert.equal(foreign.statusCode, 403);
    assert.equal(foreign.rawPayload.includes(Buffer.from('RIFF')), false, 'no picture');
    // The member's answer carries the photos too; and a member cannot remove a staff photo.
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/v3/members/${me.memberId}/quotations/${q}/images/${photo.imageId}`, headers: me.auth })).statusCode, 409);
    const answered = await call('PUT', `quotations/${q}/revision`, { accept: false });
    assert.equal(answered.statusCode, 200, answered.body);
    assert.equal(data(answered).quotation.revision.photos[0].imageId, photo.imageId);
  });

  it('refuses a revision naming a photo that is not a staff photo of this item, writing nothing; photos only while the item is in hand', async () => {
    const {
      ids: [q, other],
    } = await receivedQuotes([{ name: GRACO }, { name: GRACO }]);
    const [memberPhoto] = await memberImages(q!);
    const othersPhoto = data(await staffPhoto(other!, await pngPhoto(800, 600))).image.imageId as string;
    for (const photoIds of [[memberPhoto!.imageId], [othersPhoto], ['c'.repeat(22)]]) {
      const res = await inspect(q!, { outcome: 'revise', grade: 'C', reason: 'Torn hood.', photoIds });
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(codeOf(res), 1042);
    }
    assert.equal(await stateOf(q!), 'received', 'nothing moved');
    assert.deepEqual(await t.db.query('SELECT 1 FROM quote_revision_photos WHERE quote_id = $1', [q]), []);
    // Only a revision carries photos, at most six, each a photo id.
    assert.equal((await inspect(q!, { outcome: 'confirm', photoIds: [othersPhoto] })).statusCode, 400);
    assert.equal((await inspect(q!, { outcome: 'revise', grade: 'C', reason: 'x', photoIds: ['../../etc/passwd'] })).statusCode, 400);
    assert.equal((await inspect(q!, { outcome: 'revise', grade: 'C', reason: 'x', photoIds: Array.from({ length: 7 }, (_, i) => String(i).repeat(22)) })).statusCode, 400);
    // Once paid, the item takes no more inspection photos.
    assert.equal((await inspect(other!, { outcome: 'confirm' })).statusCode, 200);
    assert.equal((await pay(other!)).statusCode, 200);
    const late = await staffPhoto(other!, await pngPhoto(800, 600));
    assert.equal(late.statusCode, 409, late.body);
    assert.equal(codeOf(late), 'QUOTE_STATE_CONFLICT');
    assert.equal((await staffPhoto('0'.repeat(26), await pngPhoto(800, 600))).statusCode, 404);
  });
});

describe('the trade-up list (nvidiatradeups/devices)', () => {
  it('lists real models with their bonus, publicly; staff add one or change its bonus', async () => {
    const list = await call('GET', 'nvidiatradeups/devices', undefined, null);
    assert.equal(list.statusCode, 200, list.body);
    assert.match(list.headers['cache-control'] as string, /public/);
    const devices = data(list).devices as Array<{ masterBoxId: string; modelName: string; bonus: number; exchangePrice: number }>;
    assert.ok(devices.length >= 5);
    const graco = devices.find((d) => d.masterBoxId === 'M90-GRACOBREAZELITE2');
    assert.equal(graco?.modelName, GRACO);
    assert.equal(graco?.bonus, 1000);
    assert.ok(graco!.exchangePrice > 0);

    const added = await asStaff('PUT' as 'GET', 'nvidiatradeups/devices');
    assert.equal(added.statusCode, 404, 'no PUT');
    const post = (payload: object, auth: Auth | null = staff.auth) => call('POST', 'nvidiatradeups/devices', payload, auth);
    const res = await post({ masterBoxId: 'm83-uppababycruzv2', bonus: 2500 });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(data(res).device, {
      masterBoxId: 'M83-UPPABABYCRUZV2',
      brand: 'UPPAbaby',
      modelName: 'UPPAbaby Cruz V2',
      categoryName: 'Pushchairs',
      exchangePrice: BUY_IN_MODELS.find((m) => m.masterBoxId === 'M83-UPPABABYCRUZV2')!.top.exchange,
      bonus: 2500,
    });
    assert.equal((await post({ masterBoxId: 'M83-UPPABABYCRUZV2', bonus: 3000 })).statusCode, 201);
    const now = (data(await call('GET', 'nvidiatradeups/devices', undefined, null)).devices as Array<{ masterBoxId: string; bonus: number }>).filter((d) => d.masterBoxId === 'M83-UPPABABYCRUZV2');
    assert.deepEqual(
      now.map((d) => d.bonus),
      [3000],
    );
    const [row] = await t.db.query('SELECT added_by FROM trade_up_devices WHERE master_box_id = $1', ['M83-UPPABABYCRUZV2']);
    assert.deepEqual(row, { added_by: staff.staffId });

    const unknownModel = await post({ masterBoxId: 'M83-NOSUCHPUSHCHAIR', bonus: 100 });
    assert.equal(unknownModel.statusCode, 400);
    assert.equal(codeOf(unknownModel), 1021);
    for (const bad of [{ masterBoxId: 'M83-UPPABABYCRUZV2', bonus: 0 }, { masterBoxId: 'M83-UPPABABYCRUZV2', bonus: 100_001 }, { masterBoxId: 'drop table', bonus: 100 }, { bonus: 100 }]) {
      assert.equal((await post(bad)).statusCode, 400, JSON.stringify(bad));
    }
    assert.equal((await post({ masterBoxId: 'M90-JOIEPACT', bonus: 1 }, me.auth)).statusCode, 403);
    assert.equal((await post({ masterBoxId: 'M90-JOIEPACT', bonus: 1 }, null)).statusCode, 401);
  });
});
