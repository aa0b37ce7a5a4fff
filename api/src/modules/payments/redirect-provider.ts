// Payments the shopper finishes on the provider's own site (PayPal, Klarna): start one, send
// the shopper to its page, and complete it when they come back. Both calls are idempotent on
// the order's merchant reference, so a retried request never makes a second payment.
import type { CardOutcome } from './card-provider.js';
import { toPounds } from '@shop/shared/rules';

export interface RedirectOrder {
  merchantReference: string;
  amountPence: number;
  lines: Array<{ name: string; reference: string; quantity: number; unitPence: number; totalPence: number }>;
  /** Absolute URLs the provider sends the shopper back to. */
  returnUrl: string;
  cancelUrl: string;
}

export interface RedirectProvider {
  readonly name: 'paypal' | 'klarna';
  start(order: RedirectOrder): Promise<{ reference: string; redirectUrl: string }>;
  /**
   * After the shopper came back, with the query the provider added to the return URL.
   * 'challenge' means the shopper has not finished on the provider's page yet.
   */
  complete(reference: string, returned: Record<string, string>, order: RedirectOrder): Promise<CardOutcome>;
}

/** A provider answered with something we did not expect: nothing was taken, the shopper may retry. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** JSON over HTTPS with a time limit; provider errors keep their status and body (never logged whole: they may hold personal data). */
export async function providerFetch(url: string, init: { method: string; headers: Record<string, string>; body?: unknown; timeoutMs?: number }): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, {
    method: init.method,
    headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body };
}

/** Pence as the decimal string providers want ('12.50'). */
export const decimalAmount = (pence: number) => toPounds(pence).toFixed(2);
