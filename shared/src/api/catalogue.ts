// The catalogue on the wire (spec §7 'Catalogue', 'Attributes', 'Stores'): the codes its reads
// answer beyond the generic ones. Searching from a postcode (nearest stores, stock nearby, jobs
// near you) answers CHECKOUT_POSTCODE_CODES (addresses.ts): missing, malformed, an area we do not know.

export const CATALOGUE_CODES = {
  /** No such item (box): §8's 'no data' / 'item not found'. */
  boxNotFound: 2042,
  /** No such attribute, or no such value of one (a brand): §8's 'attribute item'. */
  attributeNotFound: 1021,
  /** No such store. */
  storeNotFound: 1002,
} as const;
