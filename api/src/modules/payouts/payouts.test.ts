// Sell-to-us payouts through the real routes and service on a real database: the payout chosen
// at acceptance and its codes, each method paid once (sequential and concurrent retries), the
// state machine's guard, the voucher spent at checkout, the provider's retry with one key, and
// no bank number in any answer, e-mail or log line.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createBankCipher } from '../bank-accounts/cipher.js';
import { TEST_CARDS } from '../payments/card-provider.js';
import { BUY_IN_MODELS } from '../quotations/buy-in-models.js';
import { createQuoteStore } from '../quotations/store.js';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { addRequiredPhotos } from '../../testing/quote-photos.js';
import { embeddedPayoutProvider, type BankTransferRequest, type PayoutProvider } from './provider.js';
import { createPayoutService } from './service.js';
import { revisionPhotoIdsOf } from '../staff/revision-photos.js';

let t: TestApp;
const BANK_DATA_KEY = randomBytes(32);
type Member = { memberId: string; email: string; auth: Record<string, string> };
let me: Member;
let other: Member;
let myAccountId: string;
let othersAccountId: string;
// Vocalink test pairs (bank-accounts.test.ts): valid for the modulus rules.
const MY_ACCOUNT = { accountHolderName: 'Ada Lovelace', sortCode: '089999', bankAccountNumber: '66374958' };
const OTHERS_ACCOUNT = { accountHolderName: 'Bea Other', sortCode: '107999', bankAccountNumber: '88837491' };

const PUSHCHAIR_ANSWERS = [
  { questionId: 'condition', answerIds: ['B'] },
  { questionId: 'included', answerIds: ['bumper-bar', 'manual'] },
  { questionId: 'faults', answerIds: [] },
  { questionId: 'age', answerIds: ['1-2'] },
];

async function member(firstName: string): Promise<Member> {
  const m = await createVerifiedMember(t.app, { firstName });
  return { memberId: m.memberId, email: m.email, auth: (await signedIn(t.app, m.email, m.password)).auth };
}
async function addBankAccount(m: Member, details: typeof MY_ACCOUNT) {
  const again = await t.app.inject({ method: 'POST', url: `/v3/members/${m.memberId}/reauthenticate`, headers: m.auth, payload: { password: 'correct horse battery' } });
  assert.equal(again.statusCode, 200, again.body);
  const res = await t.app.inject({ method: 'POST', url: `/v3/members/${m.memberId}/bankaccounts`, headers: m.auth, payload: details });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().response.data.bankAccount.bankAccountId as string;
}

before(async () => {
  t = await startTestApp({ BANK_DATA_KEY: BANK_DATA_KEY.toString('base64') });
  me = await member('Ada');
  other = await member('Bea');
  myAccountId = await addBankAccount(me, MY_ACCOUNT);
  othersAccountId = await addBankAccount(other, OTHERS_ACCOUNT);
});
after(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, auth: Record<string, string> = me.auth) =>
  t.app.inject({ method, url: `/v3/${url}`, headers: auth, ...(payload !== undefined ? { payload: payload as object } : {}) });
const data = (res: { json(): any }) => res.json().response.data;
const codeOf = (res: { json(): any }) => res.json().response.error?.code;
const staff = { type: 'staff' as const, id: 'staff-7' };

// Pushchairs (83): the answers above are theirs.
const models = BUY_IN_MODELS.filter((m) => m.categoryId === 83);
// The quotes made without a named model take turns among those not on the launch trade-up list
// (migration 022), so a voucher is worth the exchange offer alone whatever order the tests run in.
const TRADE_UP_LAUNCH_LIST = new Set(['M83-JOIEVERSATRAX']);
const plainModels = models.filter((m) => !TRADE_UP_LAUNCH_LIST.has(m.masterBoxId));
let modelIndex = 0;
/** A quote of `m` with its offer made (a different pushchair each time). */
async function offeredQuote(m: Member = me, masterBoxId?: string) {
  const model = masterBoxId ? models.find((x) => x.masterBoxId === masterBoxId)! : plainModels[modelIndex++ % plainModels.length]!;
  const created = await call('POST', 'quotations/create', { categoryId: model.categoryId, masterBoxId: model.masterBoxId }, m.auth);
  assert.equal(created.statusCode, 201, created.body);
  const quoteId = data(created).quotation.quoteId as string;
  const answered = await call('POST', `quotations/${quoteId}/questions`, { answers: PUSHCHAIR_ANSWERS }, m.auth);
  assert.equal(answered.statusCode, 200, answered.body);
  await addRequiredPhotos(t.app, m, quoteId);
  const offered = await call('POST', `quotations/${quoteId}/offer`, {}, m.auth);
  assert.equal(offered.statusCode, 200, offered.body);
  return { quoteId, total: data(offered).quotation.offer.total as { cash: number; exchange: number } };
}
const accept = (quoteId: string, body: unknown, m: Member = me) => call('PUT', `quotations/${quoteId}/accept`, body, m.auth);

/** The item sent, received and inspected: the moves the staff routes make, through the same state machine. */
async function inspected(quoteId: string) {
  const { move, load } = createQuoteStore({ db: t.db, now: () => new Date(), publicUrl: 'https://shop.example' });
  let q = await load(quoteId);
  for (const to of ['sent', 'received', 'inspected'] as const) q = await move(t.db, q, to, 'staff', 'staff-7');
  return q;
}
const ledger = (quoteId: string) => t.db.query<{ method: string; amount_pence: number; status: string; voucher_code: string | null }>('SELECT * FROM quote_payouts WHERE quote_id = $1', [quoteId]);
const events = async (quoteId: string) =>
  (await t.db.query<{ event: string; actor_type: string }>('SELECT event, actor_type FROM quotation_history WHERE quote_id = $1 ORDER BY id', [quoteId])).map((h) => `${h.event}:${h.actor_type}`);

describe('choosing the payout at acceptance', () => {
  it('refuses a choice it cannot pay, with a code for each, and leaves the quote offered', async () => {
    const { quoteId } = await offeredQuote();
    const refused: Array<[unknown, number, string | number]> = [
      [{}, 400, 'QUOTE_PAYOUT_METHOD'],
      [{ payoutMethod: 'cheque' }, 400, 'QUOTE_PAYOUT_METHOD'],
      [{ payoutType: 'cash', payoutMethod: 'voucher' }, 400, 'QUOTE_PAYOUT_METHOD'],
      [{ payoutType: 'exchange', payoutMethod: 'bank', bankAccountId: myAccountId }, 400, 'QUOTE_PAYOUT_METHOD'],
      [{ payoutMethod: 'voucher', bankAccountId: myAccountId }, 400, 'QUOTE_PAYOUT_METHOD'],
      [{ payoutMethod: 'bank', charityId: 1, bankAccountId: myAccountId }, 400, 'QUOTE_PAYOUT_METHOD'],
      [{ payoutMethod: 'bank' }, 400, 'QUOTE_PAYOUT_BANK_ACCOUNT'],
      [{ payoutMethod: 'bank', bankAccountId: '66374958' }, 400, 'QUOTE_PAYOUT_BANK_ACCOUNT'],
      [{ payoutMethod: 'bank', bankAccountId: "x' OR 1=1 --" }, 400, 'QUOTE_PAYOUT_BANK_ACCOUNT'],
      // Another member's account answers like one that does not exist.
      [{ payoutMethod: 'bank', bankAccountId: othersAccountId }, 422, 'QUOTE_PAYOUT_BANK_ACCOUNT'],
      [{ payoutMethod: 'bank', bankAccountId: '00000000-0000-4000-8000-000000000000' }, 422, 'QUOTE_PAYOUT_BANK_ACCOUNT'],
      [{ payoutMethod: 'charity' }, 400, 'QUOTE_PAYOUT_CHARITY'],
      [{ payoutMethod: 'charity', charityId: 999 }, 422, 'QUOTE_PAYOUT_CHARITY'],
      [{ payoutMethod: 'charity', charityId: 'NSPCC' }, 400, 'QUOTE_PAYOUT_CHARITY'],
      [{ payoutMethod: 'voucher', revisionTolerance: 2001 }, 400, 'QUOTE_REVISION_TOLERANCE'],
      [{ payoutMethod: 'voucher', revisionTolerance: -1 }, 400, 'QUOTE_REVISION_TOLERANCE'],
      [{ payoutMethod: 'voucher', revisionTolerance: 2.5 }, 400, 'QUOTE_REVISION_TOLERANCE'],
      [{ payoutMethod: 'voucher', amountPence: 1 }, 400, 5],
    ];
    for (const [body, status, code] of refused) {
      const res = await accept(quoteId, body);
      assert.equal(res.statusCode, status, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(codeOf(res), code, JSON.stringify(body));
      assert.doesNotMatch(res.body, /66374958|88837491/);
    }
    const [q] = await t.db.query<{ state: string; payout_method: string | null }>('SELECT state, payout_method FROM quotations WHERE quote_id = $1', [quoteId]);
    assert.deepEqual({ ...q }, { state: 'offered', payout_method: null });
  });

  it('refuses a tolerance above the offer (the same code)', async () => {
    const { quoteId } = await offeredQuote();
    // An offer smaller than the largest tolerance: the quote priced low by hand.
    await t.db.query('UPDATE quotations SET offer_cash = 150 WHERE quote_id = $1', [quoteId]);
    const res = await accept(quoteId, { payoutMethod: 'charity', charityId: 2, revisionTolerance: 200 });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(codeOf(res), 'QUOTE_REVISION_TOLERANCE');
    assert.equal((await accept(quoteId, { payoutMethod: 'charity', charityId: 2, revisionTolerance: 150 })).statusCode, 200);
  });

  it('accepts a bank transfer to one of their own accounts, shown masked', async () => {
    const { quoteId } = await offeredQuote();
    const res = await accept(quoteId, { payoutMethod: 'bank', bankAccountId: myAccountId, revisionTolerance: 500 });
    assert.equal(res.statusCode, 200, res.body);
    const q = data(res).quotation;
    assert.equal(q.status, 'accepted');
    assert.equal(q.payoutType, 'cash');
    assert.deepEqual(q.payoutChoice, {
      method: 'bank',
      revisionTolerance: 500,
      tradeUpBonus: 0,
      bankAccount: { bankAccountId: myAccountId, accountHolderName: 'Ada Lovelace', sortCode: '08**99', bankAccountNumber: '66****58' },
      charity: null,
    });
    assert.equal(q.payout, null);
    assert.doesNotMatch(res.body, /66374958|089999/);
    // The same acceptance again is the one acceptance; another choice is a conflict.
    assert.equal((await accept(quoteId, { payoutMethod: 'bank', bankAccountId: myAccountId, revisionTolerance: 500 })).statusCode, 200);
    const changed = await accept(quoteId, { payoutMethod: 'bank', bankAccountId: myAccountId, revisionTolerance: 1000 });
    assert.equal(changed.statusCode, 409);
    assert.equal(codeOf(changed), 'QUOTE_STATE_CONFLICT');
    assert.equal(codeOf(await accept(quoteId, { payoutMethod: 'voucher' })), 'QUOTE_STATE_CONFLICT');
    assert.deepEqual(await events(quoteId), ['create:member', 'offer:member', 'accept:member']);
  });

  it('accepts an exchange voucher (payoutType follows) and a donation to a charity, named on the quote', async () => {
    const voucher = await offeredQuote();
    const v = data(await accept(voucher.quoteId, { payoutMethod: 'voucher' })).quotation;
    assert.equal(v.payoutType, 'exchange');
    assert.deepEqual({ ...v.payoutChoice, tradeUpBonus: 'kept' }, { method: 'voucher', revisionTolerance: 0, tradeUpBonus: 'kept', bankAccount: null, charity: null });
    assert.equal(typeof v.payoutChoice.tradeUpBonus, 'number', "the model's trade-up bonus (0 when not on the list)");
    // The call before methods existed: exchange alone is a voucher, and the same acceptance.
    assert.equal((await accept(voucher.quoteId, { payoutType: 'exchange' })).statusCode, 200);

    const charity = await offeredQuote();
    const c = data(await accept(charity.quoteId, { payoutMethod: 'charity', charityId: 2, revisionTolerance: 200 })).quotation;
    assert.equal(c.payoutType, 'cash');
    assert.deepEqual(c.payoutChoice.charity, { charityId: 2, name: 'NSPCC' });
    const read = data(await call('GET', `quotations/${charity.quoteId}`)).quotation;
    assert.deepEqual(read.payoutChoice, c.payoutChoice);
  });

  it("keeps another member out of a quote's payout (403, nothing about it)", async () => {
    const { quoteId } = await offeredQuote();
    const res = await accept(quoteId, { payoutMethod: 'bank', bankAccountId: othersAccountId }, other);
    assert.equal(res.statusCode, 403);
    assert.equal(codeOf(res), 1001);
    const read = await call('GET', `quotations/${quoteId}`, undefined, other.auth);
    assert.equal(read.statusCode, 403);
    assert.doesNotMatch(read.body, /payout/);
  });
});

describe('paying a quote once', () => {
  it('pays a bank transfer through the provider: pending, then paid, masked everywhere', async () => {
    const { quoteId, total } = await offeredQuote();
    await accept(quoteId, { payoutMethod: 'bank', bankAccountId: myAccountId });
    await inspected(quoteId);
    const paid = await t.app.payouts.payQuote(quoteId, staff);
    assert.equal(paid.method, 'bank');
    assert.equal(paid.amountPence, total.cash);
    assert.equal(paid.status, 'paid');
    assert.match(paid.reference, /^LL[0-9A-Z]{16}$/);
    assert.equal(paid.voucherCode, null);
    assert.deepEqual(await events(quoteId), ['create:member', 'offer:member', 'accept:member', 'send:staff', 'receive:staff', 'inspect:staff', 'pay:staff']);
    const [transfer] = await t.db.query<{ amount_pence: number; account_masked: string; reference: string }>('SELECT * FROM embedded_bank_transfers WHERE idempotency_key = $1', [paid.payoutId]);
    assert.deepEqual({ amount: transfer!.amount_pence, account: transfer!.account_masked, reference: transfer!.reference }, { amount: total.cash, account: '66****58', reference: paid.reference });

    const q = data(await call('GET', `quotations/${quoteId}`)).quotation;
    assert.equal(q.status, 'paid');
    assert.equal(q.payout.status, 'paid');
    assert.equal(q.payout.amountPence, total.cash);
    assert.deepEqual(q.payout.bankAccount, { bankAccountId: myAccountId, accountHolderName: 'Ada Lovelace', sortCode: '08**99', bankAccountNumber: '66****58' });
    const mail = await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND subject LIKE '%paying you%'", [me.email]);
    assert.equal(mail.length, 1);
    assert.match(mail[0]!.body, /66\*\*\*\*58/);
    const everything = JSON.stringify(await t.db.query('SELECT * FROM quote_payouts')) + JSON.stringify(await t.db.query('SELECT * FROM outbox')) + t.logs.join('');
    // Whole numbers only (a log line's response time can hold the digits 089999).
    assert.doesNotMatch(everything, /(?<![\d.])(66374958|089999)(?!\d)/);
    // Asked again: the same payout, no second transfer.
    assert.deepEqual(await t.app.payouts.payQuote(quoteId, staff), paid);
    assert.equal((await t.db.query('SELECT 1 FROM embedded_bank_transfers WHERE reference = $1', [paid.reference])).length, 1);
    assert.deepEqual(await t.app.payouts.payoutOf(quoteId), paid);
  });

  it('issues one voucher of the exchange amount, its code e-mailed, however often it is asked', async () => {
    const { quoteId, total } = await offeredQuote();
    await accept(quoteId, { payoutMethod: 'voucher' });
    await inspected(quoteId);
    const first = await t.app.payouts.payQuote(quoteId, staff);
    const second = await t.app.payouts.payQuote(quoteId, staff);
    assert.deepEqual(second, first);
    assert.equal(first.amountPence, total.exchange);
    assert.match(first.voucherCode!, /^SELL-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    assert.equal((await ledger(quoteId)).length, 1);
    const vouchers = await t.db.query<{ amount_pence: number; owner_member_id: number; status: string }>('SELECT amount_pence, owner_member_id, status FROM vouchers WHERE code = $1', [first.voucherCode]);
    assert.deepEqual(
      vouchers.map((v) => ({ ...v })),
      [{ amount_pence: total.exchange, owner_member_id: Number(me.memberId), status: 'active' }],
    );
    const mail = await t.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 AND body LIKE $2', [me.email, `%${first.voucherCode}%`]);
    assert.equal(mail.length, 1);
    assert.equal(data(await call('GET', `quotations/${quoteId}`)).quotation.payout.voucherCode, first.voucherCode);
  });

  it('adds the trade-up bonus kept at acceptance to a voucher, never to cash', async () => {
    // The Joie Versatrax is on the launch trade-up list (£15, migration 022); staff change it after acceptance.
    const voucher = await offeredQuote(me, 'M83-JOIEVERSATRAX');
    await accept(voucher.quoteId, { payoutMethod: 'voucher' });
    await t.db.query("UPDATE trade_up_devices SET bonus_pence = 2500 WHERE master_box_id = 'M83-JOIEVERSATRAX'");
    await inspected(voucher.quoteId);
    // The member's quote says the bonus it keeps (the account's card shows the whole), and the bank choice none.
    assert.equal(data(await call('GET', `quotations/${voucher.quoteId}`)).quotation.payoutChoice.tradeUpBonus, 1500);
    assert.equal((await t.app.payouts.payQuote(voucher.quoteId, staff)).amountPence, voucher.total.exchange + 1500);

    const bank = await offeredQuote(me, 'M83-JOIEVERSATRAX');
    await accept(bank.quoteId, { payoutMethod: 'bank', bankAccountId: myAccountId });
    await inspected(bank.quoteId);
    assert.equal(data(await call('GET', `quotations/${bank.quoteId}`)).quotation.payoutChoice.tradeUpBonus, 0);
    assert.equal((await t.app.payouts.payQuote(bank.quoteId, staff)).amountPence, bank.total.cash);
    await t.db.query("UPDATE trade_up_devices SET bonus_pence = 1500 WHERE master_box_id = 'M83-JOIEVERSATRAX'");
  });

  it('pays once when five payments of one quote arrive at once', async () => {
    const { quoteId } = await offeredQuote();
    await accept(quoteId, { payoutMethod: 'voucher' });
    await inspected(quoteId);
    const vouchersBefore = (await t.db.query('SELECT 1 FROM vouchers')).length;
    const all = await Promise.all([1, 2, 3, 4, 5].map(() => t.app.payouts.payQuote(quoteId, staff)));
    assert.equal(new Set(all.map((p) => p.payoutId)).size, 1);
    assert.equal((await ledger(quoteId)).length, 1);
    assert.equal((await t.db.query('SELECT 1 FROM vouchers')).length, vouchersBefore + 1);
    assert.equal((await events(quoteId)).filter((e) => e.startsWith('pay:')).length, 1);
  });

  it('records a donation with its charity, shown by name', async () => {
    const { quoteId, total } = await offeredQuote();
    await accept(quoteId, { payoutMethod: 'charity', charityId: 4 });
    await inspected(quoteId);
    const paid = await t.app.payouts.payQuote(quoteId, staff);
    assert.deepEqual({ method: paid.method, amount: paid.amountPence, charityId: paid.charityId, status: paid.status }, { method: 'charity', amount: total.cash, charityId: 4, status: 'paid' });
    const q = data(await call('GET', `quotations/${quoteId}`)).quotation;
    assert.deepEqual(q.payout.charity, { charityId: 4, name: 'Great Ormond Street Hospital Charity' });
  });

  it('pays only an inspected quote (staff) or a revised one (member or staff): 409 otherwise, nothing written', async () => {
    const { quoteId, total } = await offeredQuote();
    await accept(quoteId, { payoutMethod: 'bank', bankAccountId: myAccountId });
    await assert.rejects(t.app.payouts.payQuote(quoteId, staff), (err: { status: number; code: string }) => err.status === 409 && err.code === 'QUOTE_STATE_CONFLICT');
    const q = await inspected(quoteId);
    // The member cannot release their own payment of an inspected item.
    await assert.rejects(t.app.payouts.payQuote(quoteId, { type: 'member', id: me.memberId }), (err: { code: string }) => err.code === 'QUOTE_STATE_CONFLICT');
    assert.equal((await ledger(quoteId)).length, 0);
    // Revised by staff (grade B to C): the member accepts the revision, paid the revised amount.
    const { move } = createQuoteStore({ db: t.db, now: () => new Date(), publicUrl: 'https://shop.example' });
    await move(t.db, q, 'revised', 'staff', 'staff-7', { revised_grade: 'C', revised_cash: total.cash - 700, revised_exchange: total.exchange - 840, revision_reason: 'Scuffed frame' });
    const paid = await t.app.payouts.payQuote(quoteId, { type: 'member', id: me.memberId });
    assert.equal(paid.amountPence, total.cash - 700);
    assert.deepEqual((await events(quoteId)).slice(-2), ['revise:staff', 'accept-revision:member']);
  });

  it('pays nothing for a quote revised to nothing (409, no voucher of £0)', async () => {
    const { quoteId } = await offeredQuote();
    await accept(quoteId, { payoutMethod: 'voucher' });
    const q = await inspected(quoteId);
    const { move } = createQuoteStore({ db: t.db, now: () => new Date(), publicUrl: 'https://shop.example' });
    await move(t.db, q, 'revised', 'staff', 'staff-7', { revised_grade: 'D', revised_cash: 0, revised_exchange: 0, revision_reason: 'Broken frame' });
    await assert.rejects(t.app.payouts.payQuote(quoteId, staff), (err: { status: number; code: string }) => err.status === 409 && err.code === 'QUOTE_STATE_CONFLICT');
    assert.equal((await ledger(quoteId)).length, 0);
  });

  it('answers 404 for no such quote, and 409 QUOTE_PAYOUT_METHOD for a cash acceptance with no method', async () => {
    await assert.rejects(t.app.payouts.payQuote('01JAAAAAAAAAAAAAAAAAAAAAAA', staff), (err: { status: number }) => err.status === 404);
    const { quoteId } = await offeredQuote();
    await accept(quoteId, { payoutType: 'cash' });
    await inspected(quoteId);
    await assert.rejects(t.app.payouts.payQuote(quoteId, staff), (err: { status: number; code: string }) => err.status === 409 && err.code === 'QUOTE_PAYOUT_METHOD');
    assert.equal((await t.db.query<{ state: string }>('SELECT state FROM quotations WHERE quote_id = $1', [quoteId]))[0]!.state, 'inspected');
  });
});

/** One box, in `m`'s basket for delivery, that costs less than `pence` (the dearest such) or more (the cheapest, at least £8, the minimum order); answers the basket's total. */
async function basketWith(m: Member, side: 'under' | 'over', pence: number) {
  const [box] = await t.db.query<{ box_id: string }>(
    side === 'under'
      ? 'SELECT box_id FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 1 AND sell_price < $1 ORDER BY sell_price DESC LIMIT 1'
      : 'SELECT box_id FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 1 AND sell_price > $1 AND sell_price >= 800 ORDER BY sell_price LIMIT 1',
    [pence],
  );
  assert.ok(box, `a box ${side} ${pence}p`);
  await t.db.query('DELETE FROM basket_items WHERE member_id = $1', [m.memberId]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/v3/basket/${m.memberId}/add`,
    headers: { ...m.auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ boxId: box!.box_id, quantity: '1', deliveryMethodId: '1' }).toString(),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().response.data.wesellItems.totalSellCost as number;
}
const basketUnder = (m: Member, pence: number) => basketWith(m, 'under', pence);
const basketOver = (m: Member, pence: number) => basketWith(m, 'over', pence);
const GOOD_CARD = { number: TEST_CARDS.success, expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'D Seller' };
const ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', line1: '12 Lavender Hill', town: 'London', postcode: 'SW11 1NZ' };
const checkout = (m: Member, total: number, voucherCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v3/websellorders/generate',
    headers: { ...m.auth, 'idempotency-key': `k-${randomBytes(6).toString('hex')}` },
    payload: { paymentTypeId: 20, address: ADDRESS, expectedTotal: total, voucherCode },
  });
/** Checks out `m`'s basket with the voucher, which covers it all (payment id 12), and answers the order. */
async function spend(m: Member, voucherCode: string, amountPence: number) {
  const order = data(await checkout(m, await basketUnder(m, amountPence - 600), voucherCode)).order;
  assert.equal(order.toPay, 0);
  assert.equal(order.paymentTypeId, 12);
  const processed = await t.app.inject({ method: 'POST', url: `/v3/websellorders/${order.orderId}/process`, headers: m.auth, payload: {} });
  assert.equal(data(processed).order.status, 'paid', processed.body);
  return order;
}
async function paidVoucher(m: Member) {
  const { quoteId } = await offeredQuote(m);
  await accept(quoteId, { payoutMethod: 'voucher' }, m);
  await inspected(quoteId);
  return t.app.payouts.payQuote(quoteId, staff);
}

describe('the exchange voucher at checkout', () => {
  it('pays for a basket of its member at once (payment id 12) and is refused to anyone else (1018)', async () => {
    const { voucherCode, amountPence } = await paidVoucher(me);
    const stranger = await checkout(other, await basketUnder(other, amountPence - 600), voucherCode!);
    assert.equal(stranger.statusCode, 422, stranger.body);
    assert.equal(codeOf(stranger), 1018);

    const checked = await call('POST', 'payments/validatevoucher', { voucherCode });
    assert.equal(data(checked).amount, amountPence / 100);
    await spend(me, voucherCode!, amountPence);
    // What the basket did not use stays on it (issue 32 §4): still the member's to spend.
    assert.equal((await t.db.query<{ status: string }>('SELECT status FROM vouchers WHERE code = $1', [voucherCode]))[0]!.status, 'active');
  });

  it("keeps what a smaller basket leaves as balance, shown in the member's list with its sale, and spends the rest at the next checkout", async () => {
    const seller = await member('Dee');
    const { voucherCode, amountPence, quoteId } = await paidVoucher(seller);
    const [q] = await t.db.query<{ brand_name: string; model_name: string }>('SELECT brand_name, model_name FROM quotations WHERE quote_id = $1', [quoteId]);
    const first = await spend(seller, voucherCode!, amountPence);
    const firstPence = Math.round(first.voucherAmount * 100);
    assert.ok(firstPence < amountPence);
    const leftPence = amountPence - firstPence;

    const listed = await call('GET', `members/${seller.memberId}/vouchers`, undefined, seller.auth);
    assert.equal(listed.statusCode, 200, listed.body);
    assert.equal(listed.headers['cache-control'], 'no-store');
    const [v] = data(listed).vouchers;
    assert.deepEqual(
      {
        code: v.code,
        amount: v.amount,
        balance: v.balance,
        status: v.status,
        quoteId: v.fromSale.quoteId,
        spends: v.spends.map((s: { orderNumber: string; amount: number; balanceAfter: number }) => [s.orderNumber, s.amount, s.balanceAfter]),
      },
      { code: voucherCode, amount: amountPence / 100, balance: leftPence / 100, status: 'active', quoteId, spends: [[first.orderNumber, firstPence / 100, leftPence / 100]] },
    );
    assert.match(v.fromSale.item, new RegExp(q!.model_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    // The next checkout is offered what is left, and a bigger basket spends it all and pays the rest by card.
    assert.equal(data(await call('POST', 'payments/validatevoucher', { voucherCode }, seller.auth)).amount, leftPence / 100);
    const total = await basketOver(seller, leftPence);
    const order = data(await checkout(seller, total, voucherCode!)).order;
    assert.equal(Math.round(order.voucherAmount * 100), leftPence);
    assert.equal(Math.round(order.toPay * 100), Math.round(total * 100) - leftPence);
    const paid = await t.app.inject({ method: 'POST', url: `/v3/websellorders/${order.orderId}/process`, headers: seller.auth, payload: { card: GOOD_CARD } });
    assert.equal(data(paid).order.status, 'paid', paid.body);
    const [after] = data(await call('GET', `members/${seller.memberId}/vouchers`, undefined, seller.auth)).vouchers;
    assert.deepEqual([after.balance, after.status, after.spends.length], [0, 'used', 2]);
    // The ledger and the voucher agree: its spends add up to its amount, never more.
    const [sum] = await t.db.query<{ spent: number; total: number }>(
      'SELECT v.spent_pence AS spent, (SELECT sum(amount_pence)::int FROM voucher_spends WHERE voucher_code = v.code) AS total FROM vouchers v WHERE code = $1',
      [voucherCode],
    );
    assert.deepEqual({ ...sum }, { spent: amountPence, total: amountPence });
    assert.equal(codeOf(await checkout(seller, await basketUnder(seller, 2000), voucherCode!)), 1165, 'used up');
  });

  it('never spends a voucher twice when checkouts race: one ledger row per paid order, the balance never below nought', async () => {
    const seller = await member('Eve');
    const { voucherCode, amountPence } = await paidVoucher(seller);
    const total = await basketUnder(seller, amountPence - 600);
    const orders = await Promise.all([1, 2, 3].map(() => checkout(seller, total, voucherCode!)));
    const ids = new Set(orders.filter((o) => o.statusCode < 300).map((o) => data(o).order.orderId));
    assert.equal(ids.size, 1, 'one checkout of the member at a time: the same order');
    const [orderId] = [...ids];
    await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'POST', url: `/v3/websellorders/${orderId}/process`, headers: seller.auth, payload: {} })));
    const spends = await t.db.query<{ amount_pence: number }>('SELECT amount_pence FROM voucher_spends WHERE voucher_code = $1', [voucherCode]);
    assert.equal(spends.length, 1);
    const [v] = await t.db.query<{ spent_pence: number }>('SELECT spent_pence FROM vouchers WHERE code = $1', [voucherCode]);
    assert.equal(v!.spent_pence, spends[0]!.amount_pence);

    // A shop voucher anyone may use: two members race for it, one gets it (1165 to the other).
    const code = `RACE${randomBytes(3).toString('hex').toUpperCase()}`;
    await t.db.query('INSERT INTO vouchers (code, amount_pence) VALUES ($1, 500)', [code]);
    const racers = [await member('Fay'), await member('Gus')];
    const totals = [await basketUnder(racers[0]!, 3000), await basketUnder(racers[1]!, 3000)];
    const raced = await Promise.all(racers.map((r, i) => checkout(r, totals[i]!, code)));
    assert.deepEqual(raced.map((r) => r.statusCode).sort(), [201, 409]);
    assert.equal(codeOf(raced.find((r) => r.statusCode === 409)!), 1165);
  });

  it("shows a member only their own vouchers (403 for another member's list)", async () => {
    const { voucherCode } = await paidVoucher(me);
    const theirs = await call('GET', `members/${me.memberId}/vouchers`, undefined, other.auth);
    assert.equal(theirs.statusCode, 403);
    assert.doesNotMatch(theirs.body, new RegExp(voucherCode!));
    const own = data(await call('GET', `members/${other.memberId}/vouchers`, undefined, other.auth)).vouchers as Array<{ code: string }>;
    assert.ok(!own.some((v) => v.code === voucherCode));
    assert.equal((await t.app.inject({ method: 'GET', url: `/v3/members/${me.memberId}/vouchers` })).statusCode, 401);
  });

  it('lets a seller who was paid, and spent the voucher, still erase their account', async () => {
    const seller = await member('Cy');
    const accountId = await addBankAccount(seller, { accountHolderName: 'Cy Seller', sortCode: '938063', bankAccountNumber: '55065200' });
    const { voucherCode, amountPence } = await paidVoucher(seller);
    await spend(seller, voucherCode!, amountPence);
    const bank = await offeredQuote(seller);
    await accept(bank.quoteId, { payoutMethod: 'bank', bankAccountId: accountId }, seller);
    await inspected(bank.quoteId);
    await t.app.payouts.payQuote(bank.quoteId, staff);

    await t.app.accountDeletion.request(seller.memberId, 'correct horse battery', '127.0.0.1');
    assert.ok((await t.app.accountDeletion.eraseDue(new Date(Date.now() + 30 * 86_400_000))) >= 1);
    assert.equal((await t.db.query<{ status: string }>('SELECT status FROM members WHERE member_id = $1', [seller.memberId]))[0]!.status, 'erased');
    assert.equal((await t.db.query('SELECT 1 FROM quote_payouts WHERE member_id = $1', [seller.memberId])).length, 0);
    // The order the voucher paid is kept for the accounts, with its voucher.
    assert.equal((await t.db.query('SELECT 1 FROM web_sell_orders WHERE voucher_code = $1', [voucherCode])).length, 1);
  });
});

describe('the bank transfer provider', () => {
  const service = (provider: PayoutProvider) =>
    createPayoutService({ db: t.db, now: () => new Date(), cipher: createBankCipher(BANK_DATA_KEY), provider, publicUrl: 'https://shop.example', logFailure: () => {}, revisionPhotoIdsOf });

  it('leaves a payout pending when the provider does not answer, and sends it again with the same key', async () => {
    const seen: Array<Omit<BankTransferRequest, 'account'> & { account: unknown }> = [];
    let up = false;
    const flaky: PayoutProvider = {
      name: 'flaky',
      async sendBankTransfer(r) {
        seen.push({ ...r, account: r.account() });
        if (!up) throw new Error('connection reset');
        return { providerReference: 'P-1', status: 'paid', failure: null };
      },
    };
    const payouts = service(flaky);
    const { quoteId } = await offeredQuote();
    await accept(quoteId, { payoutMethod: 'bank', bankAccountId: myAccountId });
    await inspected(quoteId);
    const first = await payouts.payQuote(quoteId, staff);
    assert.equal(first.status, 'pending');
    assert.equal((await t.db.query<{ state: string }>('SELECT state FROM quotations WHERE quote_id = $1', [quoteId]))[0]!.state, 'paid');
    up = true;
    const second = await payouts.payQuote(quoteId, staff);
    assert.equal(second.status, 'paid');
    assert.equal(second.payoutId, first.payoutId);
    assert.deepEqual(
      seen.map((s) => [s.idempotencyKey, s.retry]),
      [
        [first.payoutId, false],
        [first.payoutId, true],
      ],
    );
    // The numbers exist only inside the adapter's call.
    assert.deepEqual(seen[0]!.account, { sortCode: '089999', accountNumber: '66374958' });
    assert.equal((await payouts.payQuote(quoteId, staff)).status, 'paid');
    assert.equal(seen.length, 2, 'a paid payout is not sent again');
  });

  it('the embedded provider pays one transfer per key and refuses numbers that cannot be an account', async () => {
    const provider = embeddedPayoutProvider(t.db);
    const key = `key-${randomBytes(4).toString('hex')}`;
    const request = { amountPence: 1234, payeeName: 'A Person', maskedAccount: '15****17', reference: 'LLTEST', idempotencyKey: key, retry: false };
    const bad = await provider.sendBankTransfer({ ...request, account: () => ({ sortCode: '938063', accountNumber: '15763217' }) });
    assert.equal(bad.status, 'failed');
    const again = await provider.sendBankTransfer({ ...request, retry: true, account: () => ({ sortCode: '089999', accountNumber: '66374958' }) });
    assert.equal(again.providerReference, bad.providerReference, 'the first answer for the key, not a second transfer');
    const good = await provider.sendBankTransfer({ ...request, idempotencyKey: `${key}-2`, account: () => ({ sortCode: '089999', accountNumber: '66374958' }) });
    assert.equal(good.status, 'paid');
    assert.equal((await t.db.query('SELECT 1 FROM embedded_bank_transfers WHERE idempotency_key LIKE $1', [`${key}%`])).length, 2);
  });

  it('refuses to pay (409, nothing written) when the chosen bank account was removed', async () => {
    const payouts = service(embeddedPayoutProvider(t.db));
    const extra = await addBankAccount(me, { accountHolderName: 'Ada Lovelace', sortCode: '871427', bankAccountNumber: '46238510' });
    const { quoteId } = await offeredQuote();
    await accept(quoteId, { payoutMethod: 'bank', bankAccountId: extra });
    await inspected(quoteId);
    await t.app.inject({ method: 'DELETE', url: `/v3/members/${me.memberId}/bankaccounts/${extra}`, headers: me.auth });
    await assert.rejects(payouts.payQuote(quoteId, staff), (err: { status: number; code: string }) => err.status === 409 && err.code === 'QUOTE_PAYOUT_BANK_ACCOUNT');
    assert.equal((await ledger(quoteId)).length, 0);
    assert.equal((await t.db.query<{ state: string }>('SELECT state FROM quotations WHERE quote_id = $1', [quoteId]))[0]!.state, 'inspected');
  });
});
