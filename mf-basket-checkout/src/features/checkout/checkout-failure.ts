// Where checkout shows a refusal (issue 30: 'the card's own words where the card is'): beside
// what the shopper has to change, so nothing else on the page is touched or lost.
import { normaliseFailure } from '@shop/shared/http';
import { CARD_TOKEN_CODES, STORE_CREDIT_CODES } from '@shop/shared/rules';
import { ADDRESS_CODES, BASKET_CODES, CHECKOUT_POSTCODE_CODES, ORDER_CODES, VOUCHER_CODES } from '@shop/shared/api';
import { basketFailureText } from '../basket/basket-store';

/** payment: the card fields; address: the delivery address; voucher: the voucher field; storeCredit: the store credit choice; basket: what is in it; page: anything else. */
export type FailurePlace = 'payment' | 'address' | 'voucher' | 'storeCredit' | 'basket' | 'page';

export interface CheckoutFailure {
  code: number | string | undefined;
  message: string;
  place: FailurePlace;
}

// §8 'Checkout / place order' and 'Card tokens': what the card or the way to pay decides.
const PAYMENT = new Set<number | string>([ORDER_CODES.invalidCard, ORDER_CODES.paymentFailed, CARD_TOKEN_CODES.missingToken, CARD_TOKEN_CODES.format]);
// §8 'Voucher', and 1165 voucher already used (also a checkout code).
const VOUCHER = new Set<number | string>(Object.values(VOUCHER_CODES));
// Issue 33 §2: the store credit chosen (more than there is now, or not to be spent online yet).
const STORE_CREDIT = new Set<number | string>(Object.values(STORE_CREDIT_CODES));
// §8: what is in the basket (stock, prices, limits, emptiness) must be changed on the basket page.
const BASKET = new Set<number | string>([
  ORDER_CODES.itemLimit,
  ORDER_CODES.priceChanged,
  ORDER_CODES.emptyBasketOther,
  ORDER_CODES.outOfStockOnline,
  ORDER_CODES.outOfStockInStore,
  ORDER_CODES.belowMinimum,
  ORDER_CODES.emptyBasket,
  BASKET_CODES.basketLimit,
  BASKET_CODES.notEnough,
  BASKET_CODES.outOfStock,
  BASKET_CODES.itemLimit,
  BASKET_CODES.storeNeeded,
  BASKET_CODES.outOfStockInStore,
  BASKET_CODES.notOnline,
  BASKET_CODES.someUnavailable,
]);
// §8 'Address' and the postcode refusals of checkout.
const ADDRESS = new Set<number | string>([...Object.values(CHECKOUT_POSTCODE_CODES), 1162, 1163, ...Object.values(ADDRESS_CODES)]);

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
