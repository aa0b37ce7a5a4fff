// Apple Pay (issue 19): merchant validation only ever reaches Apple's gateway hosts, over mutual
// TLS with the merchant identity certificate (against a local stand-in of Apple's gateway that
// checks both), and an order paid with an Apple Pay token, on the embedded stand-in.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { after, before, describe, it } from 'node:test';
import { generate } from 'selfsigned';
import { memberSession, startTestApp, type TestApp } from '../../testing/test-app.js';
import { createApplePayValidator, validationUrlProblem } from './apple-pay.js';

const SANDBOX = 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession';

describe('validation URLs', () => {
  it("accepts Apple's documented gateway hosts and nothing that only looks like them", () => {
    for (const ok of [
      SANDBOX,
      'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
      'https://cn-apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://cn-apple-pay-gateway-cert.apple.com/paymentservices/startSession',
    ]) {
      assert.equal(validationUrlProblem(ok), null, ok);
    }
    for (const bad of [
      'http://apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway.apple.com.evil.example/paymentservices/startSession',
      'https://evil.example/apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway.apple.com@evil.example/paymentservices/startSession',
      'https://user:pw@apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway.apple.com:8443/paymentservices/startSession',
      'https://apple-pay-gateway.apple.com/paymentservices/startSession?next=https://evil.example',
      'https://apple-pay-gateway.apple.com/admin',
      'https://17.171.78.7/paymentservices/startSession',
      'https://127.0.0.1/paymentservices/startSession',
      'https://www.apple.com/paymentservices/startSession',
      'javascript:alert(1)',
      'not a url',
    ]) {
      assert.notEqual(validationUrlProblem(bad), null, bad);
    }
  });
});

/** A stand-in of Apple's gateway: TLS for the sandbox host, and a client certificate it trusts (the merchant identity). */
async function startGateway() {
  const server = await generate([{ name: 'commonName', value: 'apple-pay-gateway-cert.apple.com' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'apple-pay-gateway-cert.apple.com' }] }],
  });
  const merchant = await generate([{ name: 'commonName', value: 'merchant.shop.littleloop' }], { keySize: 2048, algorithm: 'sha256' });
  const stranger = await generate([{ name: 'commonName', value: 'someone.else' }], { keySize: 2048, algorithm: 'sha256' });
  const seen: Array<{ path: string; host: string; clientCn: unknown; body: Record<string, unknown> }> = [];
  const https: Server = createServer({ key: server.private, cert: server.cert, requestCert: true, rejectUnauthorized: true, ca: merchant.cert }, (req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const body = JSON.parse(text || '{}') as Record<string, unknown>;
      seen.push({ path: req.url ?? '', host: req.headers.host ?? '', clientCn: (req.socket as TLSSocket).getPeerCertificate().subject?.CN, body });
      if (body.merchantIdentifier !== 'merchant.shop.littleloop' || body.initiative !== 'web' || !body.initiativeContext || !body.displayName) {
        res.writeHead(400, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ statusMessage: 'Payment Services Exception Invalid session request', statusCode: '400' }));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          epochTimestamp: Date.now(),
          expiresAt: Date.now() + 300_000,
          merchantSessionIdentifier: `SSH${randomBytes(8).toString('hex')}`,
          nonce: 'a1b2c3d4',
          merchantIdentifier: 'ABC123',
          domainName: body.initiativeContext,
          displayName: body.displayName,
          signature: 'MIAGCSqGSIb3DQEHAqCAMIACAQEx',
        }),
      );
    });
  });
  await new Promise<void>((ok) => https.listen(0, '127.0.0.1', ok));
  const port = (https.address() as AddressInfo).port;
  return {
    seen,
    merchant,
    stranger,
    route: () => ({ host: '127.0.0.1', port, ca: server.cert }),
    close: () => new Promise<void>((ok) => https.close(() => ok())),
  };
}

describe("merchant validation against Apple's gateway (mutual TLS)", () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let t: TestApp;
  let wrongCert: TestApp;
  before(async () => {
    gateway = await startGateway();
    const merchant = { merchantIdentifier: 'merchant.shop.littleloop', displayName: 'Little Loop', domain: 'www.littleloop.shop' };
    t = await startTestApp({}, { applePayValidator: createApplePayValidator({ mode: 'apple', ...merchant, certPem: gateway.merchant.cert, keyPem: gateway.merchant.private }, { route: gateway.route }) });
    wrongCert = await startTestApp({}, { applePayValidator: createApplePayValidator({ mode: 'apple', ...merchant, certPem: gateway.stranger.cert, keyPem: gateway.stranger.private }, { route: gateway.route }) });
  });
  after(async () => {
    await t.close();
    await wrongCert.close();
    await gateway.close();
  });

  const session = (app: TestApp, headers: Record<string, string>, validationUrl: string) => app.app.inject({ method: 'POST', url: '/v3/websellorders/generateapplepaysession', headers, payload: { validationUrl } });

  it("passes Apple's merchant session to a signed-in shopper, sent with the merchant identity certificate", async () => {
    const m = await memberSession(t.app);
    const res = await session(t, m.auth, SANDBOX);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(res.json().response.data.merchantSession.merchantSessionIdentifier, /^SSH/);
    assert.equal(gateway.seen.length, 1);
    assert.deepEqual(gateway.seen[0], {
      path: '/paymentservices/startSession',
      host: 'apple-pay-gateway-cert.apple.com',
      clientCn: 'merchant.shop.littleloop',
      body: { merchantIdentifier: 'merchant.shop.littleloop', displayName: 'Little Loop', initiative: 'web', initiativeContext: 'www.littleloop.shop' },
    });
  });

  it("refuses a validation URL outside Apple's domains (C000) and calls nothing", async () => {
    const m = await memberSession(t.app);
    const before = gateway.seen.length;
    for (const url of [
      'https://evil.example/paymentservices/startSession',
      'https://apple-pay-gateway-cert.apple.com.evil.example/paymentservices/startSession',
      'http://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
    ]) {
      const res = await session(t, m.auth, url);
      assert.equal(res.statusCode, 400, url);
      assert.equal(res.json().response.error.code, 'C000');
    }
    assert.equal(gateway.seen.length, before, 'no request left the server');
  });

  it('is for signed-in shoppers only', async () => {
    const res = await session(t, {}, SANDBOX);
    assert.equal(res.statusCode, 401);
  });

  it("Apple refusing the merchant's certificate is 50002, with nothing of Apple's answer passed on", async () => {
    const m = await memberSession(wrongCert.app);
    const res = await session(wrongCert, m.auth, SANDBOX);
    assert.equal(res.statusCode, 502, res.body);
    assert.equal(res.json().response.error.code, 50002);
  });
});

describe('paying with Apple Pay (the embedded stand-in)', () => {
  let t: TestApp;
  let off: TestApp;
  before(async () => {
    t = await startTestApp({ APPLE_PAY: 'embedded' });
    off = await startTestApp();
  });
  after(async () => {
    await t.close();
    await off.close();
  });

  const token = (
    displayName: string,
    paymentData: Record<string, unknown> = { version: 'EC_v1', data: 'c2VhbGVk', signature: 'c2lnbmVk', header: { ephemeralPublicKey: 'a2V5', publicKeyHash: 'aGFzaA==', transactionId: 'f00d' } },
  ) => ({
    paymentData,
    paymentMethod: { displayName, network: 'Visa', type: 'debit' },
    transactionIdentifier: randomBytes(16).toString('hex').toUpperCase(),
  });

  async function applePayOrder(app: TestApp) {
    const m = await memberSession(app.app);
    const [box] = await app.db.query<{ box_id: string }>('SELECT box_id FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 2 AND sell_price BETWEEN 800 AND 4000 ORDER BY box_id LIMIT 1');
    await app.app.inject({
      method: 'POST',
      url: `/v3/basket/${m.memberId}/add`,
      headers: { ...m.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `boxId=${box!.box_id}&quantity=1&deliveryMethodId=1`,
    });
    const total = (await app.app.inject({ url: `/v3/basket/${m.memberId}`, headers: m.auth })).json().response.data.wesellItems.totalSellCost;
    const generated = await app.app.inject({
      method: 'POST',
      url: '/v3/websellorders/generate',
      headers: { ...m.auth, 'idempotency-key': `k-${randomBytes(8).toString('hex')}` },
      payload: { paymentTypeId: 22, expectedTotal: total, address: { firstName: 'Amira', lastName: 'Khan', line1: '12 Lavender Hill', town: 'London', postcode: 'SW11 1NZ' } },
    });
    const stock = async () => (await app.db.query<{ n: number }>('SELECT ecom_quantity AS n FROM boxes WHERE box_id = $1', [box!.box_id]))[0]!.n;
    return { m, generated, orderId: generated.json().response.data?.order?.orderId as string, stock };
  }
  const pay = (app: TestApp, m: { auth: Record<string, string> }, orderId: string, body: object) => app.app.inject({ method: 'POST', url: `/v3/websellorders/${orderId}/process`, headers: m.auth, payload: body });

  it("offers Apple Pay (22) only when configured, and answers a merchant session of Apple's shape", async () => {
    const ids = async (app: TestApp) => (await app.app.inject('/v3/payments/types')).json().response.data.paymentTypes.map((p: { paymentTypeId: number }) => p.paymentTypeId);
    assert.ok((await ids(t)).includes(22));
    assert.ok(!(await ids(off)).includes(22));
    const m = await memberSession(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/v3/websellorders/generateapplepaysession', headers: m.auth, payload: { validationUrl: SANDBOX } });
    const s = res.json().response.data.merchantSession;
    for (const field of ['epochTimestamp', 'expiresAt', 'merchantSessionIdentifier', 'nonce', 'merchantIdentifier', 'domainName', 'displayName', 'signature']) assert.ok(field in s, field);
    const offSession = await off.app.inject({ method: 'POST', url: '/v3/websellorders/generateapplepaysession', headers: (await memberSession(off.app)).auth, payload: { validationUrl: SANDBOX } });
    assert.equal(offSession.json().response.error.code, 5);
    const offOrder = await applePayOrder(off);
    assert.equal(offOrder.generated.json().response.error.code, 5, 'no Apple Pay order where it is off');
  });

  it('pays an order with the Apple Pay token, once', async () => {
    const { m, orderId } = await applePayOrder(t);
    const res = await pay(t, m, orderId, { applePayToken: token('Visa 4242') });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().response.data.order.status, 'paid');
    assert.equal(res.json().response.data.order.paymentTypeId, 22);
    const again = await pay(t, m, orderId, { applePayToken: token('Visa 4242') });
    assert.equal(again.json().response.data.order.status, 'paid');
    const [{ n }] = (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM test_card_payments WHERE merchant_reference = 'WS' || $1::text AND wallet = 'applepay'", [orderId])) as [{ n: number }];
    assert.equal(n, 1, 'one payment at the provider');
  });

  it('a declined Apple Pay card is 50002 and gives the stock back; a missing or unreadable token is 1520 and holds nothing; the order is paid again', async () => {
    const declined = await applePayOrder(t);
    const before = await declined.stock();
    const res = await pay(t, declined.m, declined.orderId, { applePayToken: token('Visa 0002') });
    assert.equal(res.json().response.error.code, 50002);
    assert.equal(await declined.stock(), before + 1);

    const unread = await applePayOrder(t);
    const held = await unread.stock();
    assert.equal((await pay(t, unread.m, unread.orderId, {})).json().response.error.code, 1520);
    assert.equal(await unread.stock(), held + 1, 'nothing held while the shopper tries again');
    assert.equal((await pay(t, unread.m, unread.orderId, { applePayToken: token('Visa 4242', { version: 'RSA_v1' }) })).json().response.error.code, 1520);
    const detail = await t.app.inject({ url: `/v3/websellorders/${unread.orderId}/detail`, headers: unread.m.auth });
    assert.equal(detail.json().response.data.order.status, 'payment_failed', 'the order can still be paid');
    assert.equal((await pay(t, unread.m, unread.orderId, { applePayToken: token('Visa 4242') })).json().response.data.order.status, 'paid');
  });
});
