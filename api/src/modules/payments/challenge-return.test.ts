// Issue 31 §3: the test card provider's 3-D Secure page sends the shopper back to the way back
// stored with the payment, and only ever to a page of the shop (judged against PUBLIC_URL, never
// the request's Host). A way back that would leave the shop goes to the basket instead.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { valuesThatLeave } from '@shop/shared/routes/testing';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { CHALLENGE_PATH } from './routes.js';

const PUBLIC_URL = 'https://shop.example';
let t: TestApp;
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '10', PUBLIC_URL });
});
after(() => t.close());

/** A payment waiting for its 3-D Secure answer, with this way back stored. */
async function challenge(returnUrl: string, amountPence = 1000): Promise<string> {
  const psp = `TP${randomBytes(8).toString('hex').toUpperCase()}`;
  await t.db.query(
    `INSERT INTO test_card_payments (psp_reference, merchant_reference, amount_pence, card_last4, status, refusal_reason, return_url, card_brand)
     VALUES ($1, $2, $4, '3220', 'challenge', NULL, $3, 'Visa')`,
    [psp, `WS${randomBytes(4).toString('hex')}`, returnUrl, amountPence],
  );
  return psp;
}

const answer = (psp: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${CHALLENGE_PATH}/${psp}`, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: 'result=approve' });

describe('the 3-D Secure page’s way back', () => {
  it('goes back to the order’s page with the provider’s result', async () => {
    const res = await answer(await challenge('/buy/process?orderId=42'));
    assert.equal(res.statusCode, 303);
    assert.match(String(res.headers.location), /^\/buy\/process\?orderId=42&redirectResult=[\w-]+$/);
  });

  it('sends a way back that would leave the shop to the basket, whatever Host the request names', async () => {
    for (const back of valuesThatLeave(PUBLIC_URL)) {
      const res = await answer(await challenge(back), { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
      assert.deepEqual([res.statusCode, res.headers.location], [303, '/basket'], JSON.stringify(back));
    }
  });
});

describe('the 3-D Secure page', () => {
  it('shows the shop and the amount being confirmed, in a main landmark, and is not cached (issue 33 §7)', async () => {
    const psp = await challenge('/buy/process?orderId=42', 124_950);
    const res = await t.app.inject({ method: 'GET', url: `${CHALLENGE_PATH}/${psp}` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const main = /<main>([\s\S]*)<\/main>/.exec(res.body)?.[1] ?? '';
    assert.match(main, /<dt>Paying<\/dt><dd>Little Loop<\/dd><dt>Amount<\/dt><dd>£1,249\.50<\/dd>/);
    assert.match(main, /<button name="result" value="approve">Complete authentication<\/button>/);
    assert.match(res.body, /<html lang="en-GB">/);
  });

  it('once answered, says there is nothing to confirm, with no amount', async () => {
    const psp = await challenge('/buy/process?orderId=43', 2500);
    await answer(psp);
    const res = await t.app.inject({ method: 'GET', url: `${CHALLENGE_PATH}/${psp}` });
    assert.match(res.body, /<main><h1>Nothing to confirm<\/h1>/);
    assert.doesNotMatch(res.body, /£25\.00/);
  });
});
