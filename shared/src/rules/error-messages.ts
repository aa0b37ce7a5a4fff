import { enGB } from '@shop/shared/i18n';
import { ADDRESS_CODES, BASKET_CODES, ENQUIRY_CODES, GENERIC_CODES, ORDER_CODES, QUOTE_CODES, VOUCHER_CODES } from '@shop/shared/api';
import { BANK_ACCOUNT_CODES } from './bank-account';
import { QUOTE_PHOTO_CODES } from './quote-photos';
import { STORE_CREDIT_CODES } from './store-credit';
import { UNLOCK_CODES } from './unlock-states';

/** Where a code came from: the same number means different things in different calls (§8). */
export type ErrorContext = 'login' | 'email' | 'password' | 'account' | 'basket' | 'checkout' | 'voucher' | 'quoteImages' | 'quotation' | 'wallet' | 'inStore' | 'cardTokens' | 'unlock' | 'enquiry' | 'feedback';

/** Codes whose server text carries the details a shopper needs (a figure, an item, a bank's reason). */
const DETAILED: Partial<Record<ErrorContext, Set<number | string>>> = {
  basket: new Set([BASKET_CODES.basketLimit, BASKET_CODES.notEnough, BASKET_CODES.itemLimit, ORDER_CODES.belowMinimum]),
  // The server says how much store credit there is now.
  checkout: new Set([ORDER_CODES.itemLimit, ORDER_CODES.paymentFailed, ORDER_CODES.outOfStockOnline, ORDER_CODES.outOfStockInStore, ORDER_CODES.belowMinimum, ORDER_CODES.invalidCard, STORE_CREDIT_CODES.short]),
  voucher: new Set([VOUCHER_CODES.minimumSpend]),
  // The server says which views are missing or which limit was passed.
  quoteImages: new Set([QUOTE_PHOTO_CODES.missing, QUOTE_PHOTO_CODES.invalid]),
  // The limits' figures, the question to answer, and why an item cannot be bought and where it can go.
  quotation: new Set([QUOTE_CODES.missingQuestion, QUOTE_CODES.sellTotalLimit, QUOTE_CODES.sellItemLimit, QUOTE_CODES.unsafe]),
  // How long to wait before sending again.
  enquiry: new Set([ENQUIRY_CODES.throttled]),
  feedback: new Set([ENQUIRY_CODES.throttled]),
  // Which of their own accounts the member already has (masked).
  account: new Set([BANK_ACCOUNT_CODES.alreadyYours]),
};

/** §8's 'attempts exceeded' codes: answered with 429 and, where the server knows it, the wait. */
const WAIT_CODES = new Set<number | string>([GENERIC_CODES.tooManyAttempts, UNLOCK_CODES.pinAttemptsExceeded, UNLOCK_CODES.unlockAttemptsExceeded, UNLOCK_CODES.linkingAttemptsExceeded]);

/** The message for a failure code in its context; unknown codes give the generic system error. */
/**
 * A schema failure's text ('Invalid card.number: too long'): it names the API's own field path,
 * so a page never shows it; the catalogue's message for the code is shown instead.
 */
export const isSchemaFailureText = (text: string) => /^Invalid [A-Za-z0-9_.-]+: /.test(text);

/** Address codes mean the same in checkout as in the account (§8 'Address'). */
const ADDRESS_CODE_SET = new Set<number | string>(Object.values(ADDRESS_CODES));
const FALLBACK: Partial<Record<ErrorContext, { context: ErrorContext; codes: Set<number | string> }>> = {
  checkout: { context: 'account', codes: ADDRESS_CODE_SET },
};

export function errorMessage(code: number | string | undefined, context: ErrorContext, serverMessage?: string): string {
  if (code === -1 && serverMessage && /network|timed out|refused|reset|unreachable/.test(serverMessage)) return enGB['error.network'];
  const shown = serverMessage && !isSchemaFailureText(serverMessage) ? serverMessage : undefined;
  // A throttled call (sign-in, a password check, e-mail changes, mobile PINs) says how long to wait; the server's text carries the figure.
  if (code !== undefined && WAIT_CODES.has(code) && shown && /\d/.test(shown)) return shown;
  if (code !== undefined && shown && DETAILED[context]?.has(code)) return shown;
  const key = `error.${context}.${code}` as keyof typeof enGB;
  if (key in enGB) return enGB[key];
  const fallback = FALLBACK[context];
  const other = `error.${fallback?.context}.${code}` as keyof typeof enGB;
  if (code !== undefined && fallback?.codes.has(code) && other in enGB) return enGB[other];
  return enGB['error.generic'];
}
