// A local stand-in for Adyen's Checkout API v71, for tests only: it speaks the documented
// requests and answers on 127.0.0.1 (X-API-Key, Idempotency-Key replays, merchantAccount, result
// codes, refusal reasons, 422 validation errors, the 3-D Secure redirect and /payments/details,
// stored payment methods, Apple Pay tokens) and lets a test act as the shopper on its 3-D Secure
// page. The card numbers behave as the embedded provider's TEST_CARDS.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardBrand, luhnValid, TEST_CARDS } from './card-provider.js';
import { readBody, send } from './provider-stand-ins.js';

export interface AdyenStandInPayment {
  pspReference: string;
  merchantReference: string;
  amount: { currency: string; value: number };
  resultCode: 'Authorised' | 'Refused' | 'RedirectShopper';
  refusal: { reason: string; code: string } | null;
  returnUrl: string;
  card: { variant: string; last4: string; expiryMonth: number; expiryYear: number };
  storeFor: string | null;
  storedId: string | null;
  /** After the 3-D Secure page: the result the shopper came back with, and how the check went. */
  redirectResult: string | null;
  authenticated: boolean | null;
  detailsCalls: number;
}

interface StoredMethod {
  id: string;
  shopperReference: string;
  card: AdyenStandInPayment['card'];
  challenge: boolean;
  disabled: boolean;
}

const VARIANTS: Record<string, string> = { Visa: 'visa', Mastercard: 'mc', 'American Express': 'amex', Discover: 'discover' };
const psp = () => randomBytes(8).toString('hex').toUpperCase().slice(0, 16);

/** Adyen's error body (docs.adyen.com/development-resources/error-codes). */
const problem = (status: number, errorCode: string, message: string, errorType = 'validation') => ({ status, errorCode, message, errorType, pspReference: psp() });

/** An Apple Pay token as the stand-in can "decrypt" it: the card's number in paymentData.data (real tokens are encrypted for the merchant's key). */
export function standInApplePayToken(number: string, amountPence?: number) {
  const data = Buffer.from(JSON.stringify({ applicationPrimaryAccountNumber: number, ...(amountPence === undefined ? {} : { transactionAmount: amountPence }) })).toString('base64');
  return {
    paymentData: { version: 'EC_v1', data, signature: 'c2lnbmF0dXJl', header: { ephemeralPublicKey: 'a2V5', publicKeyHash: 'aGFzaA==', transactionId: randomBytes(16).toString('hex') } },
    paymentMethod: { displayName: `Visa ${number.slice(-4)}`, network: 'Visa', type: 'debit' },
    transactionIdentifier: randomBytes(16).toString('hex'),
  };
}

export interface AdyenStandIn {
  /** The checkout URL the adapter is given (ends in /v71). */
  url: string;
  credentials: { apiKey: string; merchantAccount: string };
  payments: Map<string, AdyenStandInPayment>;
  storedMethods: Map<string, StoredMethod>;
  /** The shopper on the 3-D Secure page (GET action.url, then its form): where the browser is sent next. */
  shopper(challengeUrl: string, approve: boolean): Promise<string>;
  paymentsFor(merchantReference: string): AdyenStandInPayment[];
  close(): Promise<void>;
}

export async function startAdyenStandIn(): Promise<AdyenStandIn> {
  const credentials = { apiKey: `AQE${randomBytes(12).toString('hex')}`, merchantAccount: 'LittleLoopECOM' };
  const payments = new Map<string, AdyenStandInPayment>();
  const storedMethods = new Map<string, StoredMethod>();
  // Idempotency-Key -> the first answer (Adyen keeps keys per account; answers with errors are not kept here).
  const replays = new Map<string, { status: number; body: unknown }>();
  let base = '';

  /** What a payment answers now, as /payments and /payments/details do. */
  function answer(p: AdyenStandInPayment) {
    const common = { pspReference: p.pspReference, merchantReference: p.merchantReference, amount: p.amount };
    if (p.resultCode === 'RedirectShopper') {
      return { ...common, resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET', url: `${base}/threeds2/${p.pspReference}`, paymentMethodType: 'scheme' } };
    }
    if (p.resultCode === 'Refused') return { ...common, resultCode: 'Refused', refusalReason: p.refusal!.reason, refusalReasonCode: p.refusal!.code };
    const stored = p.storedId ? { 'tokenization.storedPaymentMethodId': p.storedId, 'tokenization.shopperReference': p.storeFor ?? '', 'recurring.recurringDetailReference': p.storedId } : {};
    return {
      ...common,
      resultCode: 'Authorised',
      paymentMethod: { brand: p.card.variant, type: 'scheme' },
      additionalData: { cardSummary: p.card.last4, expiryDate: `${p.card.expiryMonth}/${p.card.expiryYear}`, paymentMethod: p.card.variant, ...stored },
    };
  }

  /** Keeps an authorised payment's card once per shopper and card, as Adyen's tokenization does. */
  function tokenise(p: AdyenStandInPayment) {
    if (p.resultCode !== 'Authorised' || !p.storeFor || p.storedId) return;
    const same = [...storedMethods.values()].find((m) => !m.disabled && m.shopperReference === p.storeFor && JSON.stringify(m.card) === JSON.stringify(p.card));
    const method = same ?? { id: psp(), shopperReference: p.storeFor, card: p.card, challenge: p.authenticated !== null, disabled: false };
    storedMethods.set(method.id, method);
    p.storedId = method.id;
  }

  type Built = { card: AdyenStandInPayment['card']; number: string; storeFor: string | null; storedId: string | null; challengeStored?: boolean; wallet?: boolean } | { error: ReturnType<typeof problem> };

  function cardOf(body: Record<string, any>): Built {
    const pm = body.paymentMethod ?? {};
    if (pm.type === 'applepay') {
      let token: Record<string, any>;
      let decrypted: Record<string, any>;
      try {
        token = JSON.parse(Buffer.from(String(pm.applePayToken ?? ''), 'base64').toString('utf8'));
        decrypted = JSON.parse(Buffer.from(String(token.data), 'base64').toString('utf8'));
      } catch {
        return { error: problem(422, '5_002', 'Invalid Apple Pay token') };
      }
      if (token.version !== 'EC_v1' || typeof token.signature !== 'string' || typeof token.header !== 'object' || typeof decrypted.applicationPrimaryAccountNumber !== 'string') {
        return { error: problem(422, '5_002', 'Invalid Apple Pay token') };
      }
      if (decrypted.transactionAmount !== undefined && decrypted.transactionAmount !== body.amount?.value) return { error: problem(422, '5_001', 'Apple Pay token amount-mismatch') };
      const number = decrypted.applicationPrimaryAccountNumber as string;
      return { card: { variant: VARIANTS[cardBrand(number)] ?? 'visa', last4: number.slice(-4), expiryMonth: 12, expiryYear: new Date().getFullYear() + 3 }, number, storeFor: null, storedId: null, wallet: true };
    }
    if (pm.type !== 'scheme') return { error: problem(422, '109', 'Invalid variant') };
    if (pm.storedPaymentMethodId) {
      const m = storedMethods.get(String(pm.storedPaymentMethodId));
      if (!m || m.disabled || m.shopperReference !== body.shopperReference) return { error: problem(422, '800', 'Contract not found') };
      if (body.recurringProcessingModel !== 'CardOnFile') return { error: problem(422, '158', "Required field 'recurringProcessingModel' not specified") };
      if (pm.cvc !== undefined && !/^[0-9]{3,4}$/.test(String(pm.cvc))) return { error: problem(422, '103', 'CVC is not the right length') };
      return { card: m.card, number: '', storeFor: null, storedId: m.id, challengeStored: m.challenge };
    }
    const number = String(pm.number ?? '');
    if (!/^[0-9]{12,19}$/.test(number) || !luhnValid(number)) return { error: problem(422, '101', 'Invalid card number') };
    if (cardBrand(number) === 'Card') return { error: problem(422, '102', 'Unable to determine variant') };
    const month = Number(pm.expiryMonth);
    const year = Number(pm.expiryYear);
    if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year <= 2000) return { error: problem(422, '141', 'Invalid expiryMonth[1..12] / expiryYear[>2000]') };
    if (Date.UTC(year, month, 1) <= Date.now()) return { error: problem(422, '140', 'Invalid expiryMonth[1..12] / expiryYear[>2000], or before now') };
    if (!/^[0-9]{3,4}$/.test(String(pm.cvc ?? ''))) return { error: problem(422, '103', 'CVC is not the right length') };
    if (!String(pm.holderName ?? '').trim()) return { error: problem(422, '128', 'Card Holder Missing') };
    if (body.storePaymentMethod && !body.shopperReference) return { error: problem(422, '121', 'ShopperReference is missing') };
    const card = { variant: VARIANTS[cardBrand(number)] ?? 'visa', last4: number.slice(-4), expiryMonth: month, expiryYear: year };
    return { card, number, storeFor: body.storePaymentMethod ? String(body.shopperReference) : null, storedId: null };
  }

  function createPayment(body: Record<string, any>): { status: number; body: unknown } {
    if (!Number.isInteger(body.amount?.value) || body.amount.value <= 0) return { status: 422, body: problem(422, '137', 'Invalid amount specified') };
    if (body.amount.currency !== 'GBP') return { status: 422, body: problem(422, '138', 'Unsupported currency specified') };
    if (!body.reference) return { status: 422, body: problem(422, '130', 'Reference Missing') };
    if (!body.returnUrl) return { status: 422, body: problem(422, '158', "Required field 'returnUrl' not specified") };
    const built = cardOf(body);
    if ('error' in built) return { status: 422, body: built.error };
    const p: AdyenStandInPayment = {
      pspReference: psp(),
      merchantReference: String(body.reference),
      amount: body.amount,
      resultCode: 'Authorised',
      refusal: null,
      returnUrl: String(body.returnUrl),
      card: built.card,
      storeFor: built.storeFor,
      storedId: built.storedId,
      redirectResult: null,
      authenticated: null,
      detailsCalls: 0,
    };
    // Apple Pay has authenticated the shopper already: no 3-D Secure step for it.
    const challenge = built.storedId ? built.challengeStored : built.number === TEST_CARDS.threeDSecure && !built.wallet;
    if (built.number === TEST_CARDS.declined) Object.assign(p, { resultCode: 'Refused', refusal: { reason: 'Refused', code: '2' } });
    else if (built.number === TEST_CARDS.insufficientFunds) Object.assign(p, { resultCode: 'Refused', refusal: { reason: 'Not enough balance', code: '12' } });
    else if (challenge) p.resultCode = 'RedirectShopper';
    else if (built.number && built.number !== TEST_CARDS.success && built.number !== TEST_CARDS.threeDSecure) Object.assign(p, { resultCode: 'Refused', refusal: { reason: 'Refused', code: '2' } });
    payments.set(p.pspReference, p);
    tokenise(p);
    return { status: 200, body: answer(p) };
  }

  function details(body: Record<string, any>): { status: number; body: unknown } {
    const redirectResult = body.details?.redirectResult;
    const p = typeof redirectResult === 'string' ? [...payments.values()].find((x) => x.redirectResult === redirectResult) : undefined;
    if (!p) return { status: 422, body: problem(422, '14_018', 'Invalid payload provided') };
    // The payment is finished once; asking again with its redirect result answers the same result.
    p.detailsCalls++;
    if (p.resultCode === 'RedirectShopper') {
      if (p.authenticated) p.resultCode = 'Authorised';
      else Object.assign(p, { resultCode: 'Refused', refusal: { reason: '3D Not Authenticated', code: '11' } });
      tokenise(p);
    }
    return { status: 200, body: answer(p) };
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const raw = await readBody(req);

    // ---- The issuer's 3-D Secure page (Adyen's redirect), where the shopper proves it is them ----
    const page = /^\/v71\/threeds2\/([A-Z0-9]{16})$/.exec(url.pathname);
    if (page) {
      const p = payments.get(page[1]!);
      if (!p || p.resultCode !== 'RedirectShopper' || p.redirectResult) {
        res.writeHead(410, { 'content-type': 'text/html' });
        return res.end('<h1>This authentication has finished</h1>');
      }
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<form method="post"><button name="result" value="approve">Complete</button><button name="result" value="fail">Fail</button></form>');
      }
      p.authenticated = new URLSearchParams(raw).get('result') === 'approve';
      p.redirectResult = randomBytes(48).toString('base64url');
      const back = new URL(p.returnUrl);
      back.searchParams.set('redirectResult', p.redirectResult);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    // ---- The API ----
    if (req.headers['x-api-key'] !== credentials.apiKey) return send(res, 401, problem(401, '000', 'HTTP Status Response - Unauthorized', 'security'));
    let body: Record<string, any>;
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return send(res, 400, problem(400, '702', 'Problem parsing request'));
    }
    const key = String(req.headers['idempotency-key'] ?? '');
    const replayKey = `${req.method} ${url.pathname} ${key}`;
    if (key && replays.has(replayKey)) {
      const first = replays.get(replayKey)!;
      res.setHeader('idempotent-replayed', 'true');
      return send(res, first.status, first.body);
    }
    const reply = (out: { status: number; body: unknown }) => {
      if (key && out.status < 300) replays.set(replayKey, out);
      return send(res, out.status, out.body);
    };

    if (url.pathname === '/v71/payments' && req.method === 'POST') {
      if (body.merchantAccount !== credentials.merchantAccount) return send(res, 403, problem(403, '901', 'Invalid Merchant Account', 'security'));
      return reply(createPayment(body));
    }
    if (url.pathname === '/v71/payments/details' && req.method === 'POST') return reply(details(body));
    // A payment ended before it was authorised (the shopper left its 3-D Secure page): Adyen answers
    // 201 'received' and the payment can no longer complete.
    const cancel = /^\/v71\/payments\/([A-Z0-9]{16})\/cancels$/.exec(url.pathname);
    if (cancel && req.method === 'POST') {
      if (body.merchantAccount !== credentials.merchantAccount) return send(res, 403, problem(403, '901', 'Invalid Merchant Account', 'security'));
      const p = payments.get(cancel[1]!);
      if (!p) return send(res, 422, problem(422, '167', 'Original pspReference required for this operation'));
      if (p.resultCode === 'RedirectShopper') Object.assign(p, { resultCode: 'Refused', refusal: { reason: 'Cancelled', code: '31' }, redirectResult: p.redirectResult ?? 'cancelled' });
      return reply({ status: 201, body: { merchantAccount: credentials.merchantAccount, paymentPspReference: p.pspReference, reference: body.reference, pspReference: psp(), status: 'received' } });
    }
    const stored = /^\/v71\/storedPaymentMethods\/([A-Z0-9]+)$/.exec(url.pathname);
    if (stored && req.method === 'DELETE') {
      if (url.searchParams.get('merchantAccount') !== credentials.merchantAccount) return send(res, 403, problem(403, '901', 'Invalid Merchant Account', 'security'));
      const m = storedMethods.get(stored[1]!);
      if (!m || m.disabled || m.shopperReference !== url.searchParams.get('shopperReference')) return send(res, 404, problem(404, '000', 'Stored payment method not found'));
      m.disabled = true;
      res.writeHead(204);
      return res.end();
    }
    send(res, 404, problem(404, '000', 'Not found', 'internal'));
  });

  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v71`;
  return {
    url: base,
    credentials,
    payments,
    storedMethods,
    async shopper(challengeUrl, approve) {
      const page = await fetch(challengeUrl);
      if (page.status !== 200) throw new Error(`3-D Secure page answered ${page.status}`);
      const done = await fetch(challengeUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `result=${approve ? 'approve' : 'fail'}` });
      return done.headers.get('location')!;
    },
    paymentsFor: (ref) => [...payments.values()].filter((p) => p.merchantReference === ref),
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
