// A local stand-in for Adyen's Checkout API v71, for tests only: it speaks the documented
// requests and answers on 127.0.0.1 (X-API-Key, Idempotency-Key replays, merchantAccount, result
// codes, refusal reasons, 422 validation errors, the 3-D Secure redirect and /payments/details,
// stored payment methods, Apple Pay tokens) and lets a test act as the shopper on its 3-D Secure
// page. The card numbers behave as the embedded provider's TEST_CARDS.
// Its parts: adyen-stand-in-cards.ts (the payment method a request names, checked),
// adyen-stand-in-ledger.ts (payments and stored cards); this file serves them over HTTP.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { problem, type StoredMethod } from './adyen-stand-in-cards.js';
import { createAdyenLedger, type AdyenLedger, type AdyenStandInPayment, type Answer } from './adyen-stand-in-ledger.js';
import { readBody, send } from './provider-stand-ins.js';

export type { AdyenStandInPayment } from './adyen-stand-in-ledger.js';

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

type Credentials = AdyenStandIn['credentials'];

/** The issuer's 3-D Secure page (Adyen's redirect), where the shopper proves it is them. */
function threeDSecurePage(ledger: AdyenLedger, req: IncomingMessage, res: ServerResponse, raw: string, pspReference: string) {
  const p = ledger.challenged(pspReference);
  if (!p) {
    res.writeHead(410, { 'content-type': 'text/html' });
    return res.end('<h1>This authentication has finished</h1>');
  }
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end('<form method="post"><button name="result" value="approve">Complete</button><button name="result" value="fail">Fail</button></form>');
  }
  res.writeHead(302, { location: ledger.authenticate(p, new URLSearchParams(raw).get('result') === 'approve') });
  return res.end();
}

const wrongAccount = (res: ServerResponse) => send(res, 403, problem(403, '901', 'Invalid Merchant Account', 'security'));

/** The Checkout API: the key, the JSON body and Idempotency-Key replays, then each call. */
function api(ledger: AdyenLedger, credentials: Credentials, replays: Map<string, Answer>, req: IncomingMessage, res: ServerResponse, url: URL, raw: string) {
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
  const reply = (out: Answer) => {
    if (key && out.status < 300) replays.set(replayKey, out);
    return send(res, out.status, out.body);
  };

  if (url.pathname === '/v71/payments' && req.method === 'POST') {
    if (body.merchantAccount !== credentials.merchantAccount) return wrongAccount(res);
    return reply(ledger.createPayment(body));
  }
  if (url.pathname === '/v71/payments/details' && req.method === 'POST') return reply(ledger.details(body));
  const cancel = /^\/v71\/payments\/([A-Z0-9]{16})\/cancels$/.exec(url.pathname);
  if (cancel && req.method === 'POST') {
    if (body.merchantAccount !== credentials.merchantAccount) return wrongAccount(res);
    return reply(ledger.cancel(cancel[1]!, body, credentials.merchantAccount));
  }
  const stored = /^\/v71\/storedPaymentMethods\/([A-Z0-9]+)$/.exec(url.pathname);
  if (stored && req.method === 'DELETE') {
    if (url.searchParams.get('merchantAccount') !== credentials.merchantAccount) return wrongAccount(res);
    if (!ledger.disableStored(stored[1]!, url.searchParams.get('shopperReference'))) return send(res, 404, problem(404, '000', 'Stored payment method not found'));
    res.writeHead(204);
    return res.end();
  }
  send(res, 404, problem(404, '000', 'Not found', 'internal'));
}

export async function startAdyenStandIn(): Promise<AdyenStandIn> {
  const credentials = { apiKey: `AQE${randomBytes(12).toString('hex')}`, merchantAccount: 'LittleLoopECOM' };
  let base = '';
  const ledger = createAdyenLedger(() => base);
  // Idempotency-Key -> the first answer (Adyen keeps keys per account; answers with errors are not kept here).
  const replays = new Map<string, Answer>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const raw = await readBody(req);
    const page = /^\/v71\/threeds2\/([A-Z0-9]{16})$/.exec(url.pathname);
    if (page) return threeDSecurePage(ledger, req, res, raw, page[1]!);
    api(ledger, credentials, replays, req, res, url, raw);
  });

  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v71`;
  return {
    url: base,
    credentials,
    payments: ledger.payments,
    storedMethods: ledger.storedMethods,
    async shopper(challengeUrl, approve) {
      const page = await fetch(challengeUrl);
      if (page.status !== 200) throw new Error(`3-D Secure page answered ${page.status}`);
      const done = await fetch(challengeUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `result=${approve ? 'approve' : 'fail'}` });
      return done.headers.get('location')!;
    },
    paymentsFor: (ref) => [...ledger.payments.values()].filter((p) => p.merchantReference === ref),
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
