// Order feedback through the real routes: an order paid by card is e-mailed with its feedback
// code and link; the code is checked (§8 1001, 1002, 1003, 1005) and used once with the ratings
// the order calls for (1007 store, 1008 delivery) and the e-mail it was sent to (1006, 1010).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { COLLECTION, DELIVERY, FEEDBACK_CODES as C } from '@shop/shared/rules';
import { TEST_CARDS } from '../payments/card-provider.js';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let email: string;
let code: string;
let mailBody: string;

const ADDRESS = { firstName: 'Amira', lastName: 'Khan', line1: '12 Lavender Hill', town: 'London', postcode: 'sw11 1nz' };
const CARD = { number: TEST_CARDS.success, expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'A Khan' };
let ip = 0;
const codeOf = (res: { json(): { response: { error: { code: unknown } | null } } }) => res.json().response.error?.code;
const validate = (c?: string) => t.app.inject({ url: `/v3/feedback/validatecode${c === undefined ? '' : `?code=${encodeURIComponent(c)}`}` });
const leave = (payload: object) => t.app.inject({ method: 'POST', url: '/v3/feedback/store', payload, remoteAddress: `198.51.100.${++ip}` });

before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '300' });
  const m = await createVerifiedMember(t.app, { firstName: 'Amira' });
  email = m.email;
  const { auth, member_id: memberId } = await signedIn(t.app, m.email, m.password);
  const [online] = await t.db.query<{ box_id: string }>('SELECT box_id FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 1 ORDER BY box_id LIMIT 1');
  const [inStore] = await t.db.query<{ box_id: string; store_id: number }>(
    'SELECT b.box_id, ss.store_id FROM boxes b JOIN store_stock ss USING (box_id) WHERE b.box_sale_allowed AND ss.quantity >= 1 AND b.box_id <> $1 ORDER BY b.box_id LIMIT 1',
    [online!.box_id],
  );
  const add = (boxId: string, deliveryMethodId: number, storeId?: number) =>
    t.app.inject({
      method: 'POST',
      url: `/v3/basket/${memberId}/add`,
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ boxId, quantity: '1', deliveryMethodId: String(deliveryMethodId), ...(storeId ? { storeId: String(storeId) } : {}) }).toString(),
    });
  assert.equal((await add(online!.box_id, DELIVERY)).statusCode, 200);
  assert.equal((await add(inStore!.box_id, COLLECTION, inStore!.store_id)).statusCode, 200);
  const total = (await t.app.inject({ url: `/v3/basket/${memberId}`, headers: auth })).json().response.data.wesellItems.totalSellCost;
  const generated = await t.app.inject({
    method: 'POST',
    url: '/v3/websellorders/generate',
    headers: { ...auth, 'idempotency-key': `k-${randomBytes(8).toString('hex')}` },
    payload: { paymentTypeId: 20, address: ADDRESS, expectedTotal: total },
  });
  assert.equal(generated.statusCode, 201, generated.body);
  const orderId = generated.json().response.data.order.orderId;
  const paid = await t.app.inject({ method: 'POST', url: `/v3/websellorders/${orderId}/process`, headers: auth, payload: { card: CARD } });
  assert.equal(paid.statusCode, 200, paid.body);
  const [mail] = await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND subject LIKE 'Your order %' ORDER BY id DESC LIMIT 1", [email]);
  mailBody = mail!.body;
  code = /\/feedback\?code=([A-Z0-9]{10})/.exec(mailBody)![1]!;
});
after(() => t.close());

describe('the order e-mail', () => {
  it('carries the feedback code and a link to /feedback with it', () => {
    assert.match(mailBody, new RegExp(`feedback code ${code}`));
    assert.match(mailBody, new RegExp(`http://[^/]+/feedback\\?code=${code}`));
  });
});

describe('GET feedback/validatecode', () => {
  it('answers what the code rates: the store collected from and the delivery; no-store', async () => {
    const res = await validate(code.toLowerCase());
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const data = res.json().response.data;
    assert.equal(data.code, code);
    assert.match(data.orderNumber, /^WS\d+$/);
    assert.equal(data.ratesStore, true);
    assert.equal(data.ratesDelivery, true);
    assert.ok(data.storeName);
  });

  it('1001 missing, 1002 malformed or unknown, 1003 expired', async () => {
    assert.equal(codeOf(await validate()), C.missing);
    assert.equal(codeOf(await validate('')), C.missing);
    assert.equal(codeOf(await validate('ABC')), C.invalid);
    assert.equal(codeOf(await validate('ZZZZZZZZZZ')), C.invalid);
    await t.db.query("UPDATE feedback_codes SET expires_at = now() - interval '1 day' WHERE code = $1", [code]);
    assert.equal(codeOf(await validate(code)), C.expired);
    assert.equal(codeOf(await leave({ code, email, storeRating: 5, deliveryRating: 5 })), C.expired);
    await t.db.query("UPDATE feedback_codes SET expires_at = now() + interval '30 days' WHERE code = $1", [code]);
  });

  it('never writes the code into the log', async () => {
    await validate(code);
    assert.ok(!t.logs.join('\n').includes(code));
  });
});

describe('POST feedback/store', () => {
  it('asks for the ratings the order calls for, the right e-mail, and refuses a honeypot', async () => {
    assert.equal(codeOf(await leave({ code, email, deliveryRating: 4 })), C.storeRating);
    assert.equal(codeOf(await leave({ code, email, storeRating: 4 })), C.deliveryRating);
    assert.equal(codeOf(await leave({ code, email, storeRating: 6, deliveryRating: 4 })), C.storeRating);
    assert.equal(codeOf(await leave({ code, email, storeRating: 4, deliveryRating: 0 })), C.deliveryRating);
    assert.equal(codeOf(await leave({ code, email: 'not-an-email', storeRating: 4, deliveryRating: 4 })), C.emailInvalid);
    assert.equal(codeOf(await leave({ code, storeRating: 4, deliveryRating: 4 })), C.emailInvalid);
    assert.equal(codeOf(await leave({ code, email: 'someone.else@example.co.uk', storeRating: 4, deliveryRating: 4 })), C.emailMismatch);
    assert.equal(codeOf(await leave({ email, storeRating: 4, deliveryRating: 4 })), C.missing);
    assert.equal(codeOf(await leave({ code, email, storeRating: 4, deliveryRating: 4, website: 'x' })), 1033);
    assert.equal((await t.db.query('SELECT 1 FROM order_feedback')).length, 0);
  });

  it('stores the feedback once; the code is then used (1005)', async () => {
    const res = await leave({ code, email: email.toUpperCase(), storeRating: 5, deliveryRating: 4, comment: 'Lovely staff at collection, and the cot arrived well packed.' });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const [row] = await t.db.query<{ store_rating: number; delivery_rating: number; comment: string }>('SELECT store_rating, delivery_rating, comment FROM order_feedback');
    assert.deepEqual(row, { store_rating: 5, delivery_rating: 4, comment: 'Lovely staff at collection, and the cot arrived well packed.' });
    assert.equal(codeOf(await leave({ code, email, storeRating: 1, deliveryRating: 1 })), C.redeemed);
    assert.equal(codeOf(await validate(code)), C.redeemed);
  });
});
