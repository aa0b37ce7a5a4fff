// Klarna through the Klarna Payments API and its Hosted Payment Page
// (docs.klarna.com/api/payments/, docs.klarna.com/api/hpp-merchant/): create a payment
// session, open a hosted page for it (no Klarna script on our pages), and place the order with
// the authorisation token the page returns. HTTP Basic auth with the merchant's API
// credentials. Off unless KLARNA_USERNAME and KLARNA_PASSWORD are set.
import type { CardOutcome } from './card-provider.js';
import { ProviderError, providerFetch, type RedirectOrder, type RedirectProvider } from './redirect-provider.js';

export interface KlarnaConfig {
  /** https://api.playground.klarna.com (test) or https://api.klarna.com (live, Europe) */
  baseUrl: string;
  username: string;
  password: string;
}

/** §9 payment ids to Klarna's payment method categories (26 lets the shopper choose). */
export const KLARNA_CATEGORIES: Record<number, string[] | undefined> = { 5: ['pay_later'], 6: ['pay_over_time'], 26: undefined };

export function createKlarnaProvider(cfg: KlarnaConfig): RedirectProvider & { startFor(order: RedirectOrder, paymentTypeId: number): Promise<{ reference: string; redirectUrl: string }> } {
  const headers = (idempotencyKey?: string) => ({
    authorization: `Basic ${Buffer.from(`${cfg.username}:${cfg.password}`).toString('base64')}`,
    ...(idempotencyKey ? { 'Klarna-Idempotency-Key': idempotencyKey } : {}),
  });

  const orderData = (order: RedirectOrder) => ({
    purchase_country: 'GB',
    purchase_currency: 'GBP',
    locale: 'en-GB',
    order_amount: order.amountPence,
    order_tax_amount: 0,
    merchant_reference1: order.merchantReference,
    order_lines: order.lines.map((l) => ({
      type: 'physical',
      reference: l.reference,
      name: l.name,
      quantity: l.quantity,
      unit_price: l.unitPence,
      tax_rate: 0,
      total_amount: l.totalPence,
      total_tax_amount: 0,
    })),
  });

  async function startFor(order: RedirectOrder, paymentTypeId: number) {
    const session = await providerFetch(`${cfg.baseUrl}/payments/v1/sessions`, { method: 'POST', headers: headers(`session-${order.merchantReference}`), body: { ...orderData(order), intent: 'buy' } });
    const sessionId = (session.body as { session_id?: string })?.session_id;
    if (session.status >= 300 || !sessionId) throw new ProviderError('Klarna did not create a payment session', session.status, null);
    // Klarna fills {{authorization_token}} in the success URL when the shopper has paid.
    const back = (outcome: string) => `${order.returnUrl}${order.returnUrl.includes('?') ? '&' : '?'}klarna=${outcome}`;
    const categories = KLARNA_CATEGORIES[paymentTypeId];
    const hpp = await providerFetch(`${cfg.baseUrl}/hpp/v1/sessions`, {
      method: 'POST',
      headers: headers(`hpp-${order.merchantReference}`),
      body: {
        payment_session_url: `${cfg.baseUrl}/payments/v1/sessions/${sessionId}`,
        merchant_urls: {
          success: `${back('success')}&authorization_token={{authorization_token}}`,
          cancel: back('cancel'),
          back: back('back'),
          failure: back('failure'),
          error: back('error'),
        },
        options: { place_order_mode: 'NONE', ...(categories ? { payment_method_categories: categories } : {}) },
      },
    });
    const redirectUrl = (hpp.body as { redirect_url?: string })?.redirect_url;
    if (hpp.status >= 300 || !redirectUrl) throw new ProviderError('Klarna did not open a payment page', hpp.status, null);
    return { reference: sessionId, redirectUrl };
  }

  return {
    name: 'klarna',
    startFor,
    start: (order) => startFor(order, 26),

    async complete(reference, returned, order): Promise<CardOutcome> {
      if (returned.klarna !== 'success') {
        return returned.klarna ? { status: 'refused', pspReference: reference, reason: 'authentication_failed' } : { status: 'challenge', pspReference: reference, challengeUrl: '' };
      }
      const token = returned.authorization_token ?? '';
      if (!/^[A-Za-z0-9-]{8,100}$/.test(token)) return { status: 'refused', pspReference: reference, reason: 'authentication_failed' };
      const placed = await providerFetch(`${cfg.baseUrl}/payments/v1/authorizations/${encodeURIComponent(token)}/order`, {
        method: 'POST',
        headers: headers(`order-${order.merchantReference}`),
        body: orderData(order),
      });
      const body = placed.body as { order_id?: string; fraud_status?: string };
      if (placed.status < 300 && body.order_id && body.fraud_status !== 'REJECTED') return { status: 'authorised', pspReference: body.order_id };
      if (placed.status < 300 && body.fraud_status === 'REJECTED') return { status: 'refused', pspReference: reference, reason: 'declined' };
      throw new ProviderError('Klarna did not place the order', placed.status, null);
    },
  };
}
