// PayPal and Klarna, switched on by configuration, against local stand-ins that speak their
// documented protocols: the shopper is sent to the provider's page, comes back, and the order
// is paid once; cancelled or unreachable payments take nothing and keep the basket.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createVerifiedMember, signedIn, endOpenOrders, startTestApp, type TestApp } from '../../testing/test-app.js';
import { createPayPalProvider } from './paypal.js';
import { ProviderError } from './redirect-provider.js';
import { startStandIns, type StandIns } from './provider-stand-ins.js';

let stand: StandIns;
let t: TestApp;
let memberId: string;
let auth: Record<string, string>;
let box: { box_id: string; ecom_quantity: number };
const ADDRESS = { firstName: 'Amira', lastName: 'Khan', line1: '12 Lavender Hill', town: 'London', postcode: 'SW11 1NZ' };

before(async () => {
  stand = await startStandIns();
  t = await startTestApp({
    CATALOGUE_BOXES: '200',
    PUBLIC_URL: 'https://shop.example',
    PAYPAL_BASE_URL: stand.url,
    PAYPAL_CLIENT_ID: stand.paypal.credentials.clientId,
    PAYPAL_CLIENT_SECRET: stand.paypal.credentials.clientSecret,
    KLARNA_BASE_URL: stand.url,
    KLARNA_USERNAME: stand.klarna.credentials.username,
    KLARNA_PASSWORD: stand.klarna.credentials.password,
  });
  const m = await createVerifiedMember(t.app);
  memberId = m.memberId;
  auth = (await signedIn(t.app, m.email, m.password)).auth;
  box = (await t.db.query<typeof box>('SELECT box_id, ecom_quantity FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 1 AND sell_price BETWEEN 800 AND 4000 ORDER BY box_id LIMIT 1'))[0]!;
});
after(async () => {
  await t.close();
  await stand.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM basket_items');
  await endOpenOrders(t.db);
  await t.db.query('UPDATE boxes SET ecom_quantity = $2 WHERE box_id = $1', [box.box_id, box.ecom_quantity]);
});

async function orderFor(paymentTypeId: number) {
  const added = await t.app.inject({
    method: 'POST',
    url: `/v3/basket/${memberId}/add`,
    headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ boxId: box.box_id, quantity: '1', deliveryMethodId: '1' }).toString(),
  });
  const expectedTotal = added.json().response.data.wesellItems.totalSellCost;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v3/websellorders/generate',
    headers: { ...auth, 'idempotency-key': `rp-${randomBytes(6).toString('hex')}` },
    payload: { paymentTypeId, address: ADDRESS, expectedTotal },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().response.data.order as { orderId: string; orderNumber: string; toPay: number };
}
const processOrder = (orderId: string, body: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url: `/v3/websellorders/${orderId}/process`, headers: auth, payload: body });
const statusOf = async (orderId: string) => (await t.db.query<{ status: string }>('SELECT status FROM web_sell_orders WHERE order_id = $1', [orderId]))[0]!.status;
const stockOf = async () => (await t.db.query<{ ecom_quantity: number }>('SELECT ecom_quantity FROM boxes WHERE box_id = $1', [box.box_id]))[0]!.ecom_quantity;

describe('PayPal and Klarna (configured)', () => {
  it('offers PayPal (8) and Klarna (26, pay later 5, pay in 3 6) beside card, voucher and store credit (30)', async () => {
    const types = (await t.app.inject('/v3/payments/types')).json().response.data.paymentTypes.map((p: { paymentTypeId: number }) => p.paymentTypeId);
    assert.deepEqual(types, [20, 8, 26, 5, 6, 12, 30]);
  });

  it('PayPal: approval link, nothing captured before the payer approves, one capture after, however often asked', async () => {
    const order = await orderFor(8);
    const token = await t.app.inject({ method: 'POST', url: '/v3/websellorders/generatepaypaltoken', headers: auth, payload: { orderId: order.orderId } });
    assert.equal(token.statusCode, 200, token.body);
    const approvalUrl = token.json().response.data.approvalUrl as string;
    const paypalId = new URL(approvalUrl).searchParams.get('token')!;
    assert.equal(stand.paypal.orders.get(paypalId)!.amount.value, order.toPay.toFixed(2));
    assert.equal(stand.paypal.orders.get(paypalId)!.returnUrl, `https://shop.example/buy/process?orderId=${order.orderId}`);

    const early = await t.app.inject({ method: 'POST', url: `/v3/websellorders/${order.orderId}/verifypaypalorder`, headers: auth, payload: { token: paypalId } });
    assert.equal(early.json().response.data.payment.status, 'challenge', 'not approved yet: the payer is sent back to PayPal');
    assert.equal(early.json().response.data.payment.challengeUrl, approvalUrl);
    assert.equal(stand.paypal.captures, 0);

    stand.paypal.approve(paypalId);
    const answers = await Promise.all([1, 2, 3].map(() => processOrder(order.orderId, { providerReturn: { token: paypalId, PayerID: 'PAYER1' } })));
    assert.ok(
      answers.some((a) => a.json().response.data?.payment?.status === 'paid'),
      answers.map((a) => a.body).join('\n'),
    );
    assert.equal(await statusOf(order.orderId), 'paid');
    assert.equal(stand.paypal.captures, 1, 'captured once');
    assert.equal((await t.db.query('SELECT 1 FROM basket_items WHERE member_id = $1', [memberId])).length, 0, 'the basket is emptied');
  });

  it('PayPal: a payer who cancels pays nothing, the stock comes back and the basket stays', async () => {
    const order = await orderFor(8);
    const started = await processOrder(order.orderId);
    assert.equal(started.json().response.data.payment.status, 'challenge');
    assert.equal(await stockOf(), box.ecom_quantity - 1);
    const cancelled = await processOrder(order.orderId, { providerReturn: { cancelled: '1' } });
    assert.equal(cancelled.statusCode, 402);
    assert.equal(cancelled.json().response.error.code, 50002);
    assert.match(cancelled.json().response.error.message, /No money has been taken/);
    assert.equal(await stockOf(), box.ecom_quantity);
    assert.equal((await t.db.query('SELECT 1 FROM basket_items WHERE member_id = $1', [memberId])).length, 1);
  });

  it('Klarna pay later: a hosted page limited to pay_later, then the order is placed with the returned authorisation token', async () => {
    const order = await orderFor(5);
    const started = await processOrder(order.orderId);
    const page = new URL(started.json().response.data.payment.challengeUrl);
    const session = stand.klarna.sessions.get(page.searchParams.get('kp')!)!;
    assert.deepEqual(session.categories, ['pay_later']);
    assert.equal(session.amount, Math.round(order.toPay * 100));

    const back = new URL(stand.klarna.pay(session.id));
    assert.equal(back.pathname, '/buy/process');
    const providerReturn = Object.fromEntries([...back.searchParams].filter(([k]) => k !== 'orderId'));
    const paid = await processOrder(order.orderId, { providerReturn });
    assert.equal(paid.json().response.data.payment.status, 'paid', paid.body);
    assert.equal(stand.klarna.ordersPlaced, 1);
    const again = await processOrder(order.orderId, { providerReturn });
    assert.equal(again.json().response.data.payment.status, 'paid');
    assert.equal(stand.klarna.ordersPlaced, 1, 'placed once');
  });

  it('Klarna: a shopper who backs out pays nothing', async () => {
    const order = await orderFor(26);
    const started = await processOrder(order.orderId);
    const session = new URL(started.json().response.data.payment.challengeUrl).searchParams.get('kp')!;
    const back = new URL(stand.klarna.cancel(session));
    const res = await processOrder(order.orderId, { providerReturn: Object.fromEntries([...back.searchParams].filter(([k]) => k !== 'orderId')) });
    assert.equal(res.json().response.error.code, 50002);
    assert.equal(await statusOf(order.orderId), 'payment_failed');
    assert.equal(await stockOf(), box.ecom_quantity);
  });

  it('rejects a malformed provider return with 400, not a 500', async () => {
    const order = await orderFor(8);
    const res = await processOrder(order.orderId, { providerReturn: { 'bad name!': 'x' } });
    assert.equal(res.statusCode, 400);
    const long = await processOrder(order.orderId, { providerReturn: { token: 'x'.repeat(500) } });
    assert.equal(long.statusCode, 400);
  });
});

describe('provider adapters', () => {
  it('PayPal with wrong credentials fails as a provider error, never a payment', async () => {
    const pp = createPayPalProvider({ baseUrl: stand.url, clientId: 'nobody', clientSecret: 'wrong' });
    await assert.rejects(
      pp.start({ merchantReference: 'WS1', amountPence: 100, lines: [], returnUrl: 'https://shop.example/r', cancelUrl: 'https://shop.example/c' }),
      (e) => e instanceof ProviderError && e.status === 401,
    );
  });

  it('an unreachable provider leaves the order payable: 50002, nothing taken, and a retry can succeed', async () => {
    const down = await startTestApp({ CATALOGUE_BOXES: '50', PAYPAL_BASE_URL: 'http://127.0.0.1:9', PAYPAL_CLIENT_ID: 'x', PAYPAL_CLIENT_SECRET: 'y' });
    try {
      const m = await createVerifiedMember(down.app);
      const a = (await signedIn(down.app, m.email, m.password)).auth;
      const [b] = await down.db.query<{ box_id: string }>('SELECT box_id FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 1 AND sell_price BETWEEN 800 AND 4000 ORDER BY box_id LIMIT 1');
      const added = await down.app.inject({
        method: 'POST',
        url: `/v3/basket/${m.memberId}/add`,
        headers: { ...a, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ boxId: b!.box_id, quantity: '1', deliveryMethodId: '1' }).toString(),
      });
      const gen = await down.app.inject({
        method: 'POST',
        url: '/v3/websellorders/generate',
        headers: { ...a, 'idempotency-key': 'down-1234567' },
        payload: { paymentTypeId: 8, address: ADDRESS, expectedTotal: added.json().response.data.wesellItems.totalSellCost },
      });
      const orderId = gen.json().response.data.order.orderId;
      const res = await down.app.inject({ method: 'POST', url: `/v3/websellorders/${orderId}/process`, headers: a, payload: {} });
      assert.equal(res.json().response.error.code, 50002, res.body);
      assert.match(res.json().response.error.message, /could not reach PayPal/);
      const [o] = await down.db.query<{ status: string }>('SELECT status FROM web_sell_orders WHERE order_id = $1', [orderId]);
      assert.equal(o!.status, 'awaiting_payment');
    } finally {
      await down.close();
    }
  });
});
