// Which payment providers this server offers: the card provider, vouchers and store credit always (the
// embedded test card provider by default); PayPal and Klarna when their credentials are set.
import type { ApiConfig } from '../../config.js';
import { createKlarnaProvider } from './klarna.js';
import { createPayPalProvider } from './paypal.js';
import type { RedirectProvider } from './redirect-provider.js';

export interface RedirectProviders {
  paypal?: RedirectProvider;
  klarna?: ReturnType<typeof createKlarnaProvider>;
}

export function redirectProviders(payments: ApiConfig['payments']): RedirectProviders {
  return {
    ...(payments.paypal ? { paypal: createPayPalProvider(payments.paypal) } : {}),
    ...(payments.klarna ? { klarna: createKlarnaProvider(payments.klarna) } : {}),
  };
}

/** Provider names as payment_types.provider spells them. */
export function enabledProviders(redirects: RedirectProviders, { applePay = false } = {}): Set<string> {
  return new Set([
    'card',
    'voucher',
    'storecredit',
    ...(applePay ? ['applepay'] : []),
    ...Object.entries(redirects)
      .filter(([, p]) => p)
      .map(([name]) => name),
  ]);
}
