// Where checkout shows a refusal (issue 30: 'the card's own words where the card is'): beside
// what the shopper has to change, so nothing else on the page is touched or lost.
import { normaliseFailure } from '@shop/shared/http';
import { STORE_CREDIT_CODES } from '@shop/shared/rules';
import { ADDRESS_CODES } from '@shop/shared/api';
import { basketFailureText } from '../basket/basket-store';

/** payment: the card fields; address: the delivery address; voucher: the voucher field; storeCredit: the store credit choice; basket: what is in it; page: anything else. */
export type FailurePlace = 'payment' | 'address' | 'voucher' | 'storeCredit' | 'basket' | 'page';

export interface CheckoutFailure {
  code: number | string | undefined;
  message: string;
  place: FailurePlace;
}

// §8 'Checkout / place order' and 'Card tokens': what the card or the way to pay decides.
const PAYMENT = new Set<number | string>([1520, 50002, 1656, 5]);
// §8 'Voucher', and 1165 voucher already used (also a checkout code).
const VOUCHER = new Set<number | string>([1018, 1004, 1022, 1036, 1016, 1165, 1017, 1029]);
// Issue 33 §2: the store credit chosen (more than there is now, or not to be spent online yet).
const STORE_CREDIT = new Set<number | string>(Object.values(STORE_CREDIT_CODES));
// §8: what is in the basket (stock, prices, limits, emptiness) must be changed on the basket page.
const BASKET = new Set<number | string>([50001, 50003, 50006, 50023, 50025, 1231, 'C001', 2030, 2034, 2035, 2040, 2046, 2047, 2049, 2050]);
// §8 'Address' and the postcode refusals of checkout.
const ADDRESS = new Set<number | string>([1600, 1601, 1602, 1603, 50013, 1162, 1163, ...Object.values(ADDRESS_CODES)]);

export function failurePlace(code: number | string | undefined): FailurePlace {
  if (code === undefined) return 'page';
  if (PAYMENT.has(code)) return 'payment';
  if (VOUCHER.has(code)) return 'voucher';
  if (STORE_CREDIT.has(code)) return 'storeCredit';
  if (BASKET.has(code)) return 'basket';
  if (ADDRESS.has(code)) return 'address';
  return 'page';
}

export function checkoutFailure(error: unknown): CheckoutFailure {
  const { code } = normaliseFailure(error);
  const place = failurePlace(code);
  return { code, place, message: basketFailureText(error, place === 'voucher' ? 'voucher' : 'checkout') };
}
