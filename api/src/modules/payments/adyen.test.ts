// Adyen as the card provider, against a local stand-in that speaks its Checkout API v71: the
// adapter's mapping of every answer, and the whole order flow with Adyen switched on by
// configuration (3-D Secure redirect, verifyadyenorder once, only its own order's result).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createVerifiedMember, signedIn, endOpenOrders, startTestApp, type TestApp } from '../../testing/test-app.js';
import { createAdyenCardProvider, outcomeOf } from './adyen.js';
import { ADYEN_WEBHOOK_PATH, adyenSignature, validAdyenSignature, type AdyenNotificationItem } from './adyen-webhook.js';
import { startAdyenStandIn, standInApplePayToken, type AdyenStandIn } from './adyen-stand-in.js';
import { CardDataError, TEST_CARDS, VerificationMismatch, type CardProvider } from './card-provider.js';
import { ProviderError } from './redirect-provider.js';

let stand: AdyenStandIn;
let adyen: CardProvider;
const YEAR = new Date().getFullYear() + 2;
const card = (number: string = TEST_CARDS.success) => ({ number, expiryMonth: 7, expiryYear: YEAR, cvc: '123', holderName: 'Amira Khan' });
const ref = () => `WS${randomBytes(5).toString('hex')}`;
const RETURN = 'https://shop.example/buy/process?orderId=1';
const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const redirectResultOf = (location: string) => new URL(location).searchParams.get('redirectResult')!;

before(async () => {
  stand = await startAdyenStandIn();
  adyen = createAdyenCardProvider({ checkoutUrl: stand.url, ...stand.credentials });
});
after(() => stand.close());

describe('Adyen adapter', () => {
  it('authorises a card: one payment however often the same reference is sent (Idempotency-Key)', async () => {
    const reference = ref();
    const answers = await Promise.all([1, 2, 3].map(() => adyen.authorise({ merchantReference: reference, amountPence: 1250, returnUrl: RETURN, card: card() })));
    assert.deepEqual(new Set(answers.map((a) => a.status)), new Set(['authorised']));
    assert.equal(new Set(answers.map((a) => a.pspReference)).size, 1);
    assert.equal(stand.paymentsFor(reference).length, 1);
    assert.deepEqual(stand.paymentsFor(reference)[0]!.amount, { currency: 'GBP', value: 1250 });
  });

  it('maps refusals: declined, insufficient funds (Not enough balance)', async () => {
    const declined = await adyen.authorise({ merchantReference: ref(), amountPence: 100, returnUrl: RETURN, card: card(TEST_CARDS.declined) });
    assert.deepEqual([declined.status, declined.status === 'refused' && declined.reason], ['refused', 'declined']);
    const poor = await adyen.authorise({ merchantReference: ref(), amountPence: 100, returnUrl: RETURN, card: card(TEST_CARDS.insufficientFunds) });
    assert.deepEqual([poor.status, poor.status === 'refused' && poor.reason], ['refused', 'insufficient_funds']);
  });

  it('maps result codes without a network: Cancelled, 3-D Secure refusals, Error, Pending, POST redirects', () => {
    assert.deepEqual(outcomeOf({ resultCode: 'Cancelled', pspReference: 'P' }, 'WS1'), { status: 'refused', pspReference: 'P', reason: 'cancelled' });
    assert.deepEqual(outcomeOf({ resultCode: 'Refused', refusalReasonCode: '11', refusalReason: '3D Not Authenticated' }, 'WS1'), { status: 'refused', pspReference: 'WS1', reason: 'authentication_failed' });
    assert.equal((outcomeOf({ resultCode: 'Refused', refusalReason: 'Shopper Cancelled' }, 'WS1') as { reason: string }).reason, 'cancelled');
    assert.equal((outcomeOf({ resultCode: 'Refused', refusalReasonCode: '24', refusalReason: 'CVC Declined' }, 'WS1') as { reason: string }).reason, 'declined');
    for (const resultCode of ['Error', 'Pending', 'Received', 'PresentToShopper', undefined]) {
      assert.throws(() => outcomeOf({ resultCode }, 'WS1'), ProviderError, String(resultCode));
    }
    assert.throws(() => outcomeOf({ resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'POST', url: 'https://issuer.example/acs' } }, 'WS1'), ProviderError);
    assert.throws(() => outcomeOf({ resultCode: 'IdentifyShopper', action: { type: 'threeDS2' } }, 'WS1'), ProviderError);
  });

  it("card data Adyen refuses as malformed is CardDataError (§8 1520) with the shopper's words; the shop's own mistakes are provider errors", async () => {
    const cases: Array<[Partial<ReturnType<typeof card>>, RegExp]> = [
      [{ number: '4242424242424241' }, /card number/],
      [{ cvc: '12' }, /security code/],
      [{ holderName: ' ' }, /name on the card/],
      [{ expiryMonth: 13 }, /expiry date/],
      [{ expiryYear: 2021 }, /expired/],
    ];
    for (const [change, words] of cases) {
      await assert.rejects(
        adyen.authorise({ merchantReference: ref(), amountPence: 100, returnUrl: RETURN, card: { ...card(), ...change } }),
        (e) => e instanceof CardDataError && words.test(e.message),
        JSON.stringify(change),
      );
    }
    await assert.rejects(adyen.authorise({ merchantReference: ref(), amountPence: 0, returnUrl: RETURN, card: card() }), (e) => e instanceof ProviderError && e.status === 422);
  });

  it('wrong API key (401), wrong merchant account (403) and an unreachable Adyen are provider errors, never payments', async () => {
    const wrongKey = createAdyenCardProvider({ checkoutUrl: stand.url, apiKey: 'nope', merchantAccount: stand.credentials.merchantAccount });
    await assert.rejects(wrongKey.authorise({ merchantReference: ref(), amountPence: 100, returnUrl: RETURN, card: card() }), (e) => e instanceof ProviderError && e.status === 401);
    const wrongAccount = createAdyenCardProvider({ checkoutUrl: stand.url, apiKey: stand.credentials.apiKey, merchantAccount: 'Someone' });
    await assert.rejects(wrongAccount.authorise({ merchantReference: ref(), amountPence: 100, returnUrl: RETURN, card: card() }), (e) => e instanceof ProviderError && e.status === 403);
    const down = createAdyenCardProvider({ checkoutUrl: 'http://127.0.0.1:9/v71', ...stand.credentials });
    await assert.rejects(down.authorise({ merchantReference: ref(), amountPence: 100, returnUrl: RETURN, card: card() }), ProviderError);
  });

  it("3-D Secure: RedirectShopper -> challenge at the action URL; verify with the redirect result; another payment's or a made-up result is a mismatch", async () => {
    const reference = ref();
    const started = await adyen.authorise({ merchantReference: reference, amountPence: 900, returnUrl: RETURN, card: card(TEST_CARDS.threeDSecure) });
    assert.equal(started.status, 'challenge');
    if (started.status !== 'challenge') return;
    assert.ok(started.challengeUrl.startsWith(`${stand.url}/threeds2/`));
    const back = await stand.shopper(started.challengeUrl, true);
    assert.equal(back.split('&redirectResult=')[0], RETURN, 'back to the return URL with redirectResult');
    const redirectResult = redirectResultOf(back);

    const other = ref();
    const otherStarted = await adyen.authorise({ merchantReference: other, amountPence: 900, returnUrl: RETURN, card: card(TEST_CARDS.threeDSecure) });
    const otherResult = redirectResultOf(await stand.shopper((otherStarted as { challengeUrl: string }).challengeUrl, true));
    await assert.rejects(adyen.verify({ pspReference: started.pspReference, merchantReference: reference, redirectResult: otherResult }), VerificationMismatch);
    await assert.rejects(adyen.verify({ pspReference: started.pspReference, merchantReference: reference, redirectResult: 'made-up' }), VerificationMismatch);

    const paid = await adyen.verify({ pspReference: started.pspReference, merchantReference: reference, redirectResult });
    assert.deepEqual(paid, { status: 'authorised', pspReference: started.pspReference });
    const again = await adyen.verify({ pspReference: started.pspReference, merchantReference: reference, redirectResult });
    assert.equal(again.status, 'authorised', 'asking again answers the same');
    assert.equal(stand.paymentsFor(reference).length, 1);

    const failedRef = ref();
    const failing = await adyen.authorise({ merchantReference: failedRef, amountPence: 900, returnUrl: RETURN, card: card(TEST_CARDS.threeDSecure) });
    const failedResult = redirectResultOf(await stand.shopper((failing as { challengeUrl: string }).challengeUrl, false));
    const refused = await adyen.verify({ pspReference: failing.pspReference, merchantReference: failedRef, redirectResult: failedResult });
    assert.deepEqual(refused, { status: 'refused', pspReference: failing.pspReference, reason: 'authentication_failed' });
  });

  it('stores a card for a shopper, pays with it (CVC typed again), and forgets it (twice is fine)', async () => {
    const shopper = `LL-M${randomBytes(3).toString('hex')}`;
    const saved = await adyen.authorise({ merchantReference: ref(), amountPence: 500, returnUrl: RETURN, card: card(), storeFor: shopper });
    assert.equal(saved.status, 'authorised');
    const storedCard = saved.status === 'authorised' ? saved.storedCard! : undefined;
    assert.deepEqual({ ...storedCard, id: undefined }, { id: undefined, brand: 'Visa', last4: '4242', expiryMonth: 7, expiryYear: YEAR });
    const sameAgain = await adyen.authorise({ merchantReference: ref(), amountPence: 500, returnUrl: RETURN, card: card(), storeFor: shopper });
    assert.equal(sameAgain.status === 'authorised' && sameAgain.storedCard?.id, storedCard!.id, 'the same card is one stored method');
    const notSaved = await adyen.authorise({ merchantReference: ref(), amountPence: 500, returnUrl: RETURN, card: card() });
    assert.equal(notSaved.status === 'authorised' && notSaved.storedCard, undefined);

    const reference = ref();
    const paid = await adyen.authorise({ merchantReference: reference, amountPence: 700, returnUrl: RETURN, stored: { shopperReference: shopper, id: storedCard!.id, cvc: '321' } });
    assert.equal(paid.status, 'authorised');
    assert.equal(paid.status === 'authorised' && paid.storedCard?.id, storedCard!.id);
    await assert.rejects(
      adyen.authorise({ merchantReference: ref(), amountPence: 700, returnUrl: RETURN, stored: { shopperReference: 'LL-Mother', id: storedCard!.id, cvc: '321' } }),
      (e) => e instanceof CardDataError && /no longer available/.test(e.message),
      "another shopper's stored card",
    );

    await adyen.disableStored(shopper, storedCard!.id);
    assert.equal(stand.storedMethods.get(storedCard!.id)!.disabled, true);
    await adyen.disableStored(shopper, storedCard!.id);
    await assert.rejects(adyen.authorise({ merchantReference: ref(), amountPence: 700, returnUrl: RETURN, stored: { shopperReference: shopper, id: storedCard!.id, cvc: '321' } }), CardDataError);
  });

  it('Apple Pay: the token goes as applePayToken (base64 of paymentData); no 3-D Secure; a broken token is 1520', async () => {
    const ok = await adyen.authorise({ merchantReference: ref(), amountPence: 1500, returnUrl: RETURN, applePay: standInApplePayToken(TEST_CARDS.success, 1500) });
    assert.equal(ok.status, 'authorised');
    const threeDS = await adyen.authorise({ merchantReference: ref(), amountPence: 1500, returnUrl: RETURN, applePay: standInApplePayToken(TEST_CARDS.threeDSecure) });
    assert.equal(threeDS.status, 'authorised', 'Apple Pay has authenticated the shopper');
    const poor = await adyen.authorise({ merchantReference: ref(), amountPence: 1500, returnUrl: RETURN, applePay: standInApplePayToken(TEST_CARDS.insufficientFunds) });
    assert.equal(poor.status === 'refused' && poor.reason, 'insufficient_funds');
    const broken = standInApplePayToken(TEST_CARDS.success);
    broken.paymentData.data = 'not a token';
    await assert.rejects(adyen.authorise({ merchantReference: ref(), amountPence: 1500, returnUrl: RETURN, applePay: broken }), (e) => e instanceof CardDataError && /Apple Pay/.test(e.message));
    await assert.rejects(adyen.authorise({ merchantReference: ref(), amountPence: 1500, returnUrl: RETURN, applePay: standInApplePayToken(TEST_CARDS.success, 999) }), CardDataError, 'amount mismatch');
  });
});

describe('orders with Adyen configured', () => {
  let t: TestApp;
  let memberId: string;
  let auth: Record<string, string>;
  let box: { box_id: string };
  const ADDRESS = { firstName: 'Amira', lastName: 'Khan', line1: '12 Lavender Hill', town: 'London', postcode: 'SW11 1NZ' };

  before(async () => {
    t = await startTestApp({
      CATALOGUE_BOXES: '60',
      PUBLIC_URL: 'https://shop.example',
      ADYEN_CHECKOUT_URL: stand.url,
      ADYEN_API_KEY: stand.credentials.apiKey,
      ADYEN_MERCHANT_ACCOUNT: stand.credentials.merchantAccount,
      ADYEN_HMAC_KEY: HMAC_KEY,
      ADYEN_WEBHOOK_BASIC_AUTH: 'adyen-webhook:s3cret-Pa55',
    });
    const m = await createVerifiedMember(t.app);
    memberId = m.memberId;
    auth = (await signedIn(t.app, m.email, m.password)).auth;
    box = (await t.db.query<typeof box>('SELECT box_id FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 1 AND sell_price BETWEEN 800 AND 4000 ORDER BY box_id LIMIT 1'))[0]!;
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM basket_items');
    await endOpenOrders(t.db);
    // Orders left waiting for their check hold stock: each test starts with plenty.
    await t.db.query('UPDATE boxes SET ecom_quantity = 50 WHERE box_id = $1', [box.box_id]);
  });

  async function orderFor(id = memberId, headers = auth) {
    const added = await t.app.inject({
      method: 'POST',
      url: `/v3/basket/${id}/add`,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ boxId: box.box_id, quantity: '1', deliveryMethodId: '1' }).toString(),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/websellorders/generate',
      headers: { ...headers, 'idempotency-key': `ad-${randomBytes(6).toString('hex')}` },
      payload: { paymentTypeId: 20, address: ADDRESS, expectedTotal: added.json().response.data.wesellItems.totalSellCost },
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().response.data.order as { orderId: string; orderNumber: string; toPay: number };
  }
  const processOrder = (orderId: string, body: Record<string, unknown> = {}, headers = auth) => t.app.inject({ method: 'POST', url: `/v3/websellorders/${orderId}/process`, headers, payload: body });
  const verifyOrder = (orderId: string, redirectResult: string, headers = auth) => t.app.inject({ method: 'POST', url: `/v3/websellorders/${orderId}/verifyadyenorder`, headers, payload: { redirectResult } });
  const rowOf = async (orderId: string) => (await t.db.query<{ status: string; payment_reference: string | null }>('SELECT status, payment_reference FROM web_sell_orders WHERE order_id = $1', [orderId]))[0]!;
  const stockOf = async () => (await t.db.query<{ ecom_quantity: number }>('SELECT ecom_quantity FROM boxes WHERE box_id = $1', [box.box_id]))[0]!.ecom_quantity;
  /** An order whose 3-D Secure check the shopper has done at the stand-in; returns the redirect result they came back with. */
  async function challenged(approve = true, id = memberId, headers = auth) {
    const order = await orderFor(id, headers);
    const started = await processOrder(order.orderId, { card: card(TEST_CARDS.threeDSecure) }, headers);
    assert.equal(started.statusCode, 200, started.body);
    const { payment } = started.json().response.data;
    assert.equal(payment.status, 'challenge');
    const back = new URL(await stand.shopper(payment.challengeUrl, approve));
    assert.equal(`${back.origin}${back.pathname}`, 'https://shop.example/buy/process');
    assert.equal(back.searchParams.get('orderId'), order.orderId);
    return { order, redirectResult: back.searchParams.get('redirectResult')! };
  }

  it('the embedded test provider steps aside: its 3-D Secure page is not served, cards go to Adyen', async () => {
    assert.equal(t.app.hasRoute({ method: 'GET', url: '/test-provider/3ds/:psp' }), false);
    const order = await orderFor();
    const paid = await processOrder(order.orderId, { card: card() });
    assert.equal(paid.json().response.data?.payment.status, 'paid', paid.body);
    const [payment] = stand.paymentsFor(order.orderNumber);
    assert.deepEqual(payment!.amount, { currency: 'GBP', value: Math.round(order.toPay * 100) });
    assert.equal((await rowOf(order.orderId)).payment_reference, payment!.pspReference);
  });

  it('3-D Secure: challenge -> the shopper completes it -> verifyadyenorder pays once; verifying again is 409 and changes nothing', async () => {
    const { order, redirectResult } = await challenged();
    assert.equal((await rowOf(order.orderId)).status, 'awaiting_3ds');
    const paid = await verifyOrder(order.orderId, redirectResult);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(paid.json().response.data.order.status, 'paid');
    assert.equal(stand.paymentsFor(order.orderNumber).length, 1, 'exactly one payment at Adyen');
    const before = await rowOf(order.orderId);
    const again = await verifyOrder(order.orderId, redirectResult);
    assert.equal(again.statusCode, 409);
    assert.match(again.json().response.error.message, /already been confirmed/);
    assert.deepEqual(await rowOf(order.orderId), before);
    assert.equal(stand.paymentsFor(order.orderNumber).length, 1);
  });

  it("another member's order is 404 and changes nothing", async () => {
    const { order, redirectResult } = await challenged();
    const other = await createVerifiedMember(t.app);
    const otherAuth = (await signedIn(t.app, other.email, other.password)).auth;
    const res = await verifyOrder(order.orderId, redirectResult, otherAuth);
    assert.equal(res.statusCode, 404);
    assert.equal((await rowOf(order.orderId)).status, 'awaiting_3ds');
    assert.equal(stand.paymentsFor(order.orderNumber)[0]!.detailsCalls, 0, 'Adyen was not asked');
    assert.equal((await verifyOrder(order.orderId, redirectResult)).json().response.data.order.status, 'paid', 'the owner still can');
  });

  it('a verification before the payment started is 409 (out of order)', async () => {
    const order = await orderFor();
    const res = await verifyOrder(order.orderId, 'anything');
    assert.equal(res.statusCode, 409);
    assert.match(res.json().response.error.message, /not waiting for a card check/);
    assert.equal((await rowOf(order.orderId)).status, 'awaiting_payment');
  });

  it("another order's redirect result is 409; the order still awaits its own check", async () => {
    const mine = await challenged();
    // Another member's (a member has one open order: a second checkout of theirs would replace the first).
    const other = await createVerifiedMember(t.app);
    const theirs = await challenged(true, other.memberId, (await signedIn(t.app, other.email, other.password)).auth);
    const res = await verifyOrder(mine.order.orderId, theirs.redirectResult);
    assert.equal(res.statusCode, 409);
    assert.match(res.json().response.error.message, /does not belong to this order/);
    assert.equal((await rowOf(mine.order.orderId)).status, 'awaiting_3ds');
    const made = await verifyOrder(mine.order.orderId, 'made-up-result');
    assert.equal(made.statusCode, 409);
    assert.equal((await rowOf(mine.order.orderId)).status, 'awaiting_3ds');
    assert.equal((await verifyOrder(mine.order.orderId, mine.redirectResult)).json().response.data.order.status, 'paid');
  });

  it('a failed 3-D Secure check is 50002: nothing taken, stock given back', async () => {
    const before = await stockOf();
    const { order, redirectResult } = await challenged(false);
    assert.equal(await stockOf(), before - 1);
    const res = await verifyOrder(order.orderId, redirectResult);
    assert.equal(res.statusCode, 402);
    assert.equal(res.json().response.error.code, 50002);
    assert.match(res.json().response.error.message, /3-D Secure/);
    assert.equal((await rowOf(order.orderId)).status, 'payment_failed');
    assert.equal(await stockOf(), before);
  });

  it('refusals and card data: insufficient funds is 50002 with its words; a card Adyen cannot read is 1520 and the order stays payable', async () => {
    const poor = await orderFor();
    const refused = await processOrder(poor.orderId, { card: card(TEST_CARDS.insufficientFunds) });
    assert.equal(refused.json().response.error.code, 50002);
    assert.match(refused.json().response.error.message, /insufficient funds/);

    const order = await orderFor();
    // The shop's own check lets it through (Luhn-valid); Adyen's 'Unable to determine variant' is 1520.
    const res = await processOrder(order.orderId, { card: card('9000000000000001') });
    assert.equal(res.json().response.error.code, 1520, res.body);
    assert.equal((await rowOf(order.orderId)).status, 'payment_failed', 'it holds nothing while the shopper corrects the card');
    // Adyen is idempotent on the reference: paying again is a new payment there, under the next one.
    assert.equal((await processOrder(order.orderId, { card: card(TEST_CARDS.success) })).json().response.data?.order.status, 'paid');
    assert.equal(stand.paymentsFor(`${order.orderNumber}-2`)[0]?.resultCode, 'Authorised');
  });

  it('a shopper back from the bank page to pay another way: Adyen is told to cancel the abandoned payment', async () => {
    const order = await orderFor();
    const started = (await processOrder(order.orderId, { card: card(TEST_CARDS.threeDSecure) })).json().response.data.payment;
    assert.equal(started.status, 'challenge');
    const expectedTotal = (await t.app.inject({ url: `/v3/basket/${memberId}`, headers: auth })).json().response.data.wesellItems.totalSellCost;
    const again = await t.app.inject({
      method: 'POST',
      url: '/v3/websellorders/generate',
      headers: { ...auth, 'idempotency-key': `ad-${randomBytes(6).toString('hex')}` },
      payload: { paymentTypeId: 20, address: ADDRESS, expectedTotal },
    });
    assert.equal(again.json().response.data.order.orderId, order.orderId);
    const [abandoned] = stand.paymentsFor(order.orderNumber);
    assert.equal(abandoned?.resultCode, 'Refused', 'cancelled at Adyen: it can never complete later');
    assert.equal((await processOrder(order.orderId, { card: card(TEST_CARDS.success) })).json().response.data?.order.status, 'paid');
  });

  it("saves a card under Adyen's name, pays with it after the CVV, and forgets it at Adyen", async () => {
    const order = await orderFor();
    assert.equal((await processOrder(order.orderId, { card: card(), saveCard: true })).json().response.data.payment.status, 'paid');
    const [row] = await t.db.query<{ provider: string; provider_token: string; card_token_id: string }>('SELECT provider, provider_token, card_token_id FROM member_card_tokens WHERE member_id = $1', [memberId]);
    assert.equal(row!.provider, 'adyen');
    assert.equal(stand.storedMethods.get(row!.provider_token)!.shopperReference, `LL-M${memberId}`);
    const next = await orderFor();
    const paid = await processOrder(next.orderId, { storedCard: { cardTokenId: row!.card_token_id, cvc: '999' } });
    assert.equal(paid.json().response.data?.payment.status, 'paid', paid.body);
    const removed = await t.app.inject({ method: 'DELETE', url: `/v3/members/${memberId}/cardtokens?cardTokenId=${row!.card_token_id}`, headers: auth });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(stand.storedMethods.get(row!.provider_token)!.disabled, true);
  });

  describe("Adyen's webhook settles an order an instance left 'charging'", () => {
    const basic = { authorization: `Basic ${Buffer.from('adyen-webhook:s3cret-Pa55').toString('base64')}` };
    const item = (o: { orderNumber: string; toPay: number }, success: boolean, psp: string, reason?: string): AdyenNotificationItem => {
      const i: AdyenNotificationItem = {
        amount: { currency: 'GBP', value: Math.round(o.toPay * 100) },
        eventCode: 'AUTHORISATION',
        eventDate: '2026-11-27T10:00:00+00:00',
        merchantAccountCode: stand.credentials.merchantAccount,
        merchantReference: o.orderNumber,
        pspReference: psp,
        success: String(success),
        ...(reason ? { reason } : {}),
      };
      return { ...i, additionalData: { hmacSignature: adyenSignature(i, HMAC_KEY) } };
    };
    const notify = (items: AdyenNotificationItem[], headers: Record<string, string> = basic) =>
      t.app.inject({ method: 'POST', url: ADYEN_WEBHOOK_PATH, headers, payload: { live: 'false', notificationItems: items.map((i) => ({ NotificationRequestItem: i })) } });
    /** What an instance killed mid-payment leaves: the order claimed for charging, minutes ago, and nothing settled. */
    const cutShort = async () => {
      const order = await orderFor();
      await t.db.query("UPDATE web_sell_orders SET status = 'charging', charging_since = now() - interval '10 minutes' WHERE order_id = $1", [order.orderId]);
      return order;
    };

    it('signs as Adyen documents (its published example key and fields)', () => {
      const i = item({ orderNumber: 'WS100001', toPay: 12.5 }, true, '7914073381342284');
      assert.equal(validAdyenSignature(i, HMAC_KEY), true);
      assert.equal(validAdyenSignature({ ...i, amount: { ...i.amount, value: 1 } }, HMAC_KEY), false, 'an altered amount');
      assert.equal(validAdyenSignature({ ...i, additionalData: {} }, HMAC_KEY), false, 'no signature');
    });

    it("waits for Adyen's word, then pays the order once; a repeat of the notification changes nothing", async () => {
      const order = await cutShort();
      assert.equal(await t.app.orders.reconcileCharging(), 0, 'nothing known yet: the order waits');
      assert.equal((await rowOf(order.orderId)).status, 'charging');
      const psp = `PSP${randomBytes(6).toString('hex')}`;
      for (let i = 0; i < 2; i++) {
        const res = await notify([item(order, true, psp)]);
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.body, '[accepted]');
      }
      assert.equal(await t.app.orders.reconcileCharging(), 1);
      assert.equal((await rowOf(order.orderId)).status, 'paid');
      assert.equal(await t.app.orders.reconcileCharging(), 0);
      const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM card_notifications WHERE psp_reference = $1', [psp])) as [{ n: number }];
      assert.equal(n, 1, 'kept once');
    });

    it('a refusal releases the order and gives its stock back', async () => {
      const before = await stockOf();
      const order = await cutShort();
      assert.equal(await stockOf(), before - 1);
      assert.equal((await notify([item(order, false, `PSP${randomBytes(6).toString('hex')}`, 'Not enough balance')])).statusCode, 200);
      await t.app.orders.reconcileCharging();
      assert.notEqual((await rowOf(order.orderId)).status, 'paid');
      assert.notEqual((await rowOf(order.orderId)).status, 'charging');
      assert.equal(await stockOf(), before, 'stock given back');
    });

    it("ignores a forged or another account's notification, refuses wrong credentials, and is never queued", async () => {
      const order = await cutShort();
      const forged = { ...item(order, true, 'PSPFORGED0001'), additionalData: { hmacSignature: adyenSignature(item(order, true, 'PSPFORGED0001'), 'AB'.repeat(32)) } };
      const otherAccount = item(order, true, 'PSPOTHER0001');
      otherAccount.merchantAccountCode = 'SomeoneElsesShop';
      otherAccount.additionalData = { hmacSignature: adyenSignature(otherAccount, HMAC_KEY) };
      assert.equal((await notify([forged, otherAccount])).body, '[accepted]');
      assert.equal(await t.app.orders.reconcileCharging(), 0);
      assert.equal((await rowOf(order.orderId)).status, 'charging', 'not paid on a forged word');
      assert.equal((await notify([item(order, true, 'PSPNOAUTH0001')], {})).statusCode, 401);
      assert.equal((await notify([item(order, true, 'PSPNOAUTH0001')], { authorization: `Basic ${Buffer.from('adyen-webhook:wrong').toString('base64')}` })).statusCode, 401);
      const bad = await t.app.inject({ method: 'POST', url: ADYEN_WEBHOOK_PATH, headers: basic, payload: { notificationItems: [{ NotificationRequestItem: { eventCode: 'AUTHORISATION' } }] } });
      assert.equal(bad.statusCode, 400, 'malformed: a clear 400, never a 500');
      // On a sale day with the waiting room on, Adyen (no admission, over real HTTP) still gets through.
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      await t.app.waitingRoom.store.setSwitch(true, 'test', new Date());
      t.app.waitingRoom.forget();
      try {
        const post = (path: string, body: object) => fetch(base + path, { method: 'POST', headers: { ...basic, 'content-type': 'application/json' }, body: JSON.stringify(body) });
        assert.equal((await post('/v3/payments/types', {})).status, 503, 'the queue is on: anything else without an admission is turned away');
        const res = await post(ADYEN_WEBHOOK_PATH, { live: 'false', notificationItems: [{ NotificationRequestItem: item(order, true, `PSP${randomBytes(6).toString('hex')}`) }] });
        assert.equal(res.status, 200);
        assert.equal(await res.text(), '[accepted]');
      } finally {
        await t.app.waitingRoom.store.setSwitch(false, 'test', new Date());
        t.app.waitingRoom.forget();
      }
      assert.equal(await t.app.orders.reconcileCharging(), 1);
      assert.equal((await rowOf(order.orderId)).status, 'paid');
    });
  });

  it('never logs card numbers, redirect results or stored-card ids', async () => {
    const joined = t.logs.join('\n');
    assert.doesNotMatch(joined, new RegExp(`${TEST_CARDS.success}|${TEST_CARDS.threeDSecure}`));
    for (const p of stand.payments.values()) {
      if (p.redirectResult) assert.ok(!joined.includes(p.redirectResult));
    }
    for (const id of stand.storedMethods.keys()) assert.ok(!joined.includes(id));
  });
});
