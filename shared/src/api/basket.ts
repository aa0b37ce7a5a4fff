// The live basket on the wire (spec §7 'Basket'; §8 'Basket'): the codes a change to the basket
// answers, which a guest's basket (kept in the browser) gives the same way. The checkout's own
// codes are ORDER_CODES (orders.ts).
import { GENERIC_CODES } from './common';

/** §8 'Basket', by meaning. */
export const BASKET_CODES = {
  /** The basket holds its most items (§8 2030, every list's 'too many'). */
  basketLimit: GENERIC_CODES.tooMany,
  /** Fewer of the item are available than asked for (the line is marked unavailable). */
  notEnough: 2034,
  /** The item is out of stock (or not for sale). */
  outOfStock: 2035,
  /** More of one item than a basket may hold. */
  itemLimit: 2040,
  /** No such line in the basket, or no such item. */
  notFound: 2042,
  /** Collection needs a store to collect from. */
  storeNeeded: 2046,
  /** Not to be collected from the store chosen: out of stock there, or click and collect is off. */
  outOfStockInStore: 2047,
  /** The item can only be collected from a store, not delivered. */
  notOnline: 2049,
  /** A warning, not a refusal: a few items in the basket are out of stock (the basket still loads). */
  someUnavailable: 2050,
} as const;
