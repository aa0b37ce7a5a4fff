// What the shopper typed at checkout survives a reload, back and forward in this tab (issue 30:
// 'everything typed at checkout was gone'). Only the address and names: card data is never kept.
// sessionStorage: it ends with the tab, and is forgotten once the order is paid.
import type { CheckoutFormValues } from './checkout-form';

const KEY = 'shop:checkout-typed';
const KEPT = ['firstName', 'lastName', 'line1', 'line2', 'town', 'county', 'postcode', 'phone'] as const;
type Kept = Pick<CheckoutFormValues, (typeof KEPT)[number]>;

export function keepTypedAddress(values: Partial<CheckoutFormValues>): void {
  const kept = Object.fromEntries(KEPT.map((k) => [k, typeof values[k] === 'string' ? values[k] : '']));
  try {
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): the page still works, it only forgets on reload.
  }
}

/** The address typed earlier in this tab; only non-empty fields, so the member's own defaults still fill the rest. */
export function typedAddress(): Partial<Kept> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(KEPT.filter((k) => typeof saved[k] === 'string' && saved[k] !== '').map((k) => [k, saved[k] as string]));
  } catch {
    return {};
  }
}

export function forgetTypedAddress(): void {
  sessionStorage.removeItem(KEY);
}
