// Checkout on the wire (spec §7 'Orders', §8 'Checkout / place order'): the codes generating,
// paying and reading an order answer. The delivery postcode's are CHECKOUT_POSTCODE_CODES
// (addresses.ts); a voucher's VOUCHER_CODES (vouchers.ts); a saved card's and store credit's are
// CARD_TOKEN_CODES and STORE_CREDIT_CODES (@shop/shared/rules).

/** §8 'Checkout / place order', by meaning. */
export const ORDER_CODES = {
  /** The generic checkout failure (no such order, a checkout key used for another order, a payment in progress…). */
  generic: 'C000',
  /** The basket is empty. */
  emptyBasket: 'C001',
  /** §8's other 'empty cart' (the API answers C001; a client reads both). */
  emptyBasketOther: 50006,
  /** More of one item than an order may take. */
  itemLimit: 50001,
  /** The payment provider refused or failed (no money taken): its words are the message. */
  paymentFailed: 50002,
  /** A price in the basket has changed: the shopper checks the basket before paying. */
  priceChanged: 50003,
  /** An item has just sold out online. */
  outOfStockOnline: 50023,
  /** An item is no longer available in the store chosen for collection. */
  outOfStockInStore: 50025,
  /** The basket is below the minimum order (§8 Basket and Checkout). */
  belowMinimum: 1231,
  /** Invalid card data (or a saved card that has expired). */
  invalidCard: 1520,
} as const;
