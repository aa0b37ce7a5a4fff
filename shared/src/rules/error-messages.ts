import { enGB } from '@shop/shared/i18n';

/** Where a code came from: the same number means different things in different calls (§8). */
export type ErrorContext = 'login' | 'email' | 'password' | 'account' | 'basket' | 'checkout' | 'voucher' | 'wallet' | 'inStore' | 'cardTokens';

/** Codes whose server text carries the details a shopper needs (a figure, an item, a bank's reason). */
const DETAILED: Partial<Record<ErrorContext, Set<number | string>>> = {
  basket: new Set([2030, 2034, 2040, 1231]),
  checkout: new Set([50001, 50002, 50023, 50025, 1231, 1520]),
  voucher: new Set([1036]),
};

/** The message for a failure code in its context; unknown codes give the generic system error. */
export function errorMessage(code: number | string | undefined, context: ErrorContext, serverMessage?: string): string {
  if (code === -1 && serverMessage && /network|timed out|refused|reset|unreachable/.test(serverMessage)) return enGB['error.network'];
  // A throttled sign-in says how long to wait; the server's text carries the figure.
  if (code === 1253 && serverMessage && /\d/.test(serverMessage)) return serverMessage;
  if (code !== undefined && serverMessage && DETAILED[context]?.has(code)) return serverMessage;
  const key = `error.${context}.${code}` as keyof typeof enGB;
  if (key in enGB) return enGB[key];
  return enGB['error.generic'];
}
