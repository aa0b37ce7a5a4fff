// PayPal Checkout through the Orders v2 REST API (developer.paypal.com/docs/api/orders/v2/):
// OAuth2 client-credentials token, create an order with intent CAPTURE and the payer-action
// link, capture it once the payer approved. PayPal-Request-Id makes create and capture
// idempotent. Off unless PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set.
import type { CardOutcome } from './card-provider.js';
import { decimalAmount, ProviderError, providerFetch, type RedirectOrder, type RedirectProvider } from './redirect-provider.js';

export interface PayPalConfig {
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

interface PayPalOrder {
  id: string;
  status: string;
  links?: Array<{ rel: string; href: string }>;
  purchase_units?: Array<{ payments?: { captures?: Array<{ id: string; status: string }> } }>;
}

export function createPayPalProvider(cfg: PayPalConfig): RedirectProvider {
  let cached: { token: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const res = await fetch(`${cfg.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!res.ok || !body?.access_token) throw new ProviderError('PayPal refused our credentials', res.status, null);
    cached = { token: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000 };
    return cached.token;
  }

  const call = async (method: string, path: string, requestId: string, body?: unknown) =>
    providerFetch(`${cfg.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${await accessToken()}`, 'PayPal-Request-Id': requestId, Prefer: 'return=representation' }, body });

  return {
    name: 'paypal',

    async start(order: RedirectOrder) {
      const { status, body } = await call('POST', '/v2/checkout/orders', `create-${order.merchantReference}`, {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.merchantReference,
            invoice_id: order.merchantReference,
            amount: { currency_code: 'GBP', value: decimalAmount(order.amountPence) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: { return_url: order.returnUrl, cancel_url: order.cancelUrl, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING', locale: 'en-GB' },
          },
        },
      });
      const created = body as PayPalOrder;
      const approve = created?.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
      if (status >= 300 || !created?.id || !approve) throw new ProviderError('PayPal did not create the order', status, null);
      return { reference: created.id, redirectUrl: approve };
    },

    async complete(reference, returned, order): Promise<CardOutcome> {
      // PayPal adds ?token=<order id>&PayerID=... to the return URL; a different token is not this order.
      if (returned.cancelled) return { status: 'refused', pspReference: reference, reason: 'authentication_failed' };
      if (returned.token && returned.token !== reference) throw new ProviderError('PayPal returned another order', 400, null);
      const { status, body } = await call('POST', `/v2/checkout/orders/${encodeURIComponent(reference)}/capture`, `capture-${order.merchantReference}`);
      const issue = (body as { details?: Array<{ issue?: string }> })?.details?.[0]?.issue;
      if (status === 422 && issue === 'ORDER_NOT_APPROVED') {
        return { status: 'challenge', pspReference: reference, challengeUrl: '' };
      }
      if (status === 422 && (issue === 'INSTRUMENT_DECLINED' || issue === 'PAYER_ACTION_REQUIRED')) {
        return { status: 'refused', pspReference: reference, reason: 'declined' };
      }
      const captured = body as PayPalOrder;
      const capture = captured?.purchase_units?.[0]?.payments?.captures?.[0];
      if (status < 300 && captured.status === 'COMPLETED' && capture && (capture.status === 'COMPLETED' || capture.status === 'PENDING')) {
        return { status: 'authorised', pspReference: capture.id };
      }
      if (status < 300 && capture?.status === 'DECLINED') return { status: 'refused', pspReference: reference, reason: 'declined' };
      throw new ProviderError('PayPal did not capture the payment', status, null);
    },
  };
}
