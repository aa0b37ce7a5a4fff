// Local stand-ins for PayPal's Orders v2 API and Klarna's Payments + Hosted Payment Page APIs,
// for tests only: they speak the documented requests and answers (auth, idempotency headers,
// statuses, error bodies) on 127.0.0.1, and let a test act as the shopper on their pages.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface PayPalOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  declined: boolean;
  amount: { currency_code: string; value: string };
  returnUrl: string;
}

interface KlarnaSession {
  id: string;
  amount: number;
  categories: string[] | null;
  successUrl: string | null;
  cancelUrl: string | null;
  token: string | null;
}

const id = (prefix: string, n = 8) => `${prefix}${randomBytes(n).toString('hex').toUpperCase()}`;

/** The request's body as text (the stand-ins read JSON and forms). */
export async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

/** A JSON answer, as the providers send them. */
export function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export interface StandIns {
  url: string;
  paypal: {
    credentials: { clientId: string; clientSecret: string };
    /** The payer approves (or their funding source is declined) on PayPal's page. */
    approve(orderId: string, opts?: { declined?: boolean }): void;
    orders: Map<string, PayPalOrder>;
    captures: number;
  };
  klarna: {
    credentials: { username: string; password: string };
    /** The shopper pays on Klarna's hosted page: the success URL Klarna sends them to. */
    pay(sessionId: string): string;
    cancel(sessionId: string): string;
    sessions: Map<string, KlarnaSession>;
    ordersPlaced: number;
  };
  close(): Promise<void>;
}

export async function startStandIns(): Promise<StandIns> {
  const paypal: StandIns['paypal'] = {
    credentials: { clientId: 'pp-client', clientSecret: 'pp-secret' },
    approve(orderId, opts = {}) {
      const o = paypal.orders.get(orderId)!;
      o.status = 'APPROVED';
      o.declined = Boolean(opts.declined);
    },
    orders: new Map(),
    captures: 0,
  };
  const klarna: StandIns['klarna'] = {
    credentials: { username: 'K_merchant', password: 'k-secret' },
    pay(sessionId) {
      const s = klarna.sessions.get(sessionId)!;
      s.token = id('auth-', 12).toLowerCase();
      return s.successUrl!.replace('{{authorization_token}}', s.token).replace('{{session_id}}', s.id);
    },
    cancel(sessionId) {
      return klarna.sessions.get(sessionId)!.cancelUrl!;
    },
    sessions: new Map(),
    ordersPlaced: 0,
  };
  const ppTokens = new Set<string>();
  const ppIdempotent = new Map<string, { status: number; body: unknown }>();
  const placed = new Map<string, unknown>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const raw = await readBody(req);
    const json = () => (raw ? JSON.parse(raw) : {});
    const auth = req.headers.authorization ?? '';
    const basic = (user: string, pass: string) => auth === `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

    // ---- PayPal ----
    if (url.pathname === '/v1/oauth2/token' && req.method === 'POST') {
      if (!basic(paypal.credentials.clientId, paypal.credentials.clientSecret)) return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials') return send(res, 400, { error: 'unsupported_grant_type' });
      const token = id('A21AA', 16);
      ppTokens.add(token);
      return send(res, 200, { scope: 'https://uri.paypal.com/services/payments', access_token: token, token_type: 'Bearer', expires_in: 32400 });
    }
    if (url.pathname.startsWith('/v2/checkout/orders')) {
      if (!ppTokens.has(auth.replace(/^Bearer /, ''))) return send(res, 401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials.' });
      const requestId = String(req.headers['paypal-request-id'] ?? '');
      const key = `${req.method} ${url.pathname} ${requestId}`;
      if (requestId && ppIdempotent.has(key)) {
        const again = ppIdempotent.get(key)!;
        return send(res, again.status === 201 ? 200 : again.status, again.body);
      }
      const remember = (status: number, body: unknown) => {
        if (requestId && status < 300) ppIdempotent.set(key, { status, body });
        return send(res, status, body);
      };
      if (url.pathname === '/v2/checkout/orders' && req.method === 'POST') {
        const body = json();
        const unit = body.purchase_units?.[0];
        const ctx = body.payment_source?.paypal?.experience_context;
        if (body.intent !== 'CAPTURE' || unit?.amount?.currency_code !== 'GBP' || !/^\d+\.\d{2}$/.test(unit?.amount?.value ?? '') || !ctx?.return_url) {
          return send(res, 400, { name: 'INVALID_REQUEST', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] });
        }
        const order: PayPalOrder = { id: id('', 8), status: 'PAYER_ACTION_REQUIRED', declined: false, amount: unit.amount, returnUrl: ctx.return_url };
        paypal.orders.set(order.id, order);
        return remember(201, { id: order.id, status: order.status, links: [{ href: `${server.url}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }] });
      }
      const capture = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(url.pathname);
      if (capture && req.method === 'POST') {
        const order = paypal.orders.get(capture[1]!);
        if (!order) return send(res, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
        if (order.status === 'PAYER_ACTION_REQUIRED') return send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        if (order.declined) return send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
        if (order.status === 'COMPLETED') return send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        order.status = 'COMPLETED';
        paypal.captures++;
        return remember(201, { id: order.id, status: 'COMPLETED', purchase_units: [{ payments: { captures: [{ id: id('CAP', 6), status: 'COMPLETED', amount: order.amount }] } }] });
      }
    }

    // ---- Klarna ----
    if (url.pathname.startsWith('/payments/v1/') || url.pathname.startsWith('/hpp/v1/')) {
      if (!basic(klarna.credentials.username, klarna.credentials.password)) return send(res, 401, { error_code: 'UNAUTHORIZED', error_messages: ['Bad credentials'] });
      const body = json();
      if (url.pathname === '/payments/v1/sessions' && req.method === 'POST') {
        const lines = (body.order_lines ?? []) as Array<{ total_amount: number }>;
        if (body.purchase_currency !== 'GBP' || body.purchase_country !== 'GB' || lines.reduce((n, l) => n + l.total_amount, 0) !== body.order_amount) {
          return send(res, 400, { error_code: 'BAD_VALUE', error_messages: ['Bad value: order_amount'] });
        }
        const session: KlarnaSession = { id: id('', 16).toLowerCase(), amount: body.order_amount, categories: null, successUrl: null, cancelUrl: null, token: null };
        klarna.sessions.set(session.id, session);
        return send(res, 200, {
          session_id: session.id,
          client_token: id('eyJ', 20),
          payment_method_categories: [
            { identifier: 'pay_later', name: 'Pay later.' },
            { identifier: 'pay_over_time', name: 'Pay in 3.' },
          ],
        });
      }
      if (url.pathname === '/hpp/v1/sessions' && req.method === 'POST') {
        const sessionId = String(body.payment_session_url ?? '')
          .split('/')
          .pop()!;
        const session = klarna.sessions.get(sessionId);
        if (!session || !String(body.merchant_urls?.success ?? '').includes('{{authorization_token}}')) return send(res, 400, { error_code: 'BAD_VALUE', error_messages: ['Bad value: payment_session_url'] });
        session.successUrl = body.merchant_urls.success;
        session.cancelUrl = body.merchant_urls.cancel;
        session.categories = body.options?.payment_method_categories ?? null;
        const hppId = id('', 16).toLowerCase();
        return send(res, 201, { session_id: hppId, redirect_url: `${server.url}/hpp/${hppId}?kp=${session.id}`, session_url: `${server.url}/hpp/v1/sessions/${hppId}` });
      }
      const order = /^\/payments\/v1\/authorizations\/([a-z0-9-]+)\/order$/.exec(url.pathname);
      if (order && req.method === 'POST') {
        const idem = String(req.headers['klarna-idempotency-key'] ?? '');
        if (idem && placed.has(idem)) return send(res, 200, placed.get(idem));
        const session = [...klarna.sessions.values()].find((s) => s.token === order[1]);
        if (!session) return send(res, 404, { error_code: 'NOT_FOUND', error_messages: ['Invalid authorization token'] });
        if (body.order_amount !== session.amount) return send(res, 400, { error_code: 'BAD_VALUE', error_messages: ['Bad value: order_amount'] });
        session.token = null; // single use
        klarna.ordersPlaced++;
        const answer = { order_id: randomBytes(16).toString('hex'), redirect_url: `${server.url}/confirmation`, fraud_status: 'ACCEPTED' };
        if (idem) placed.set(idem, answer);
        return send(res, 200, answer);
      }
    }
    send(res, 404, { error: 'not found' });
  }) as ReturnType<typeof createServer> & { url: string };

  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  server.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: server.url,
    paypal,
    klarna,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
