// Vouchers on the wire (spec §7 'Vouchers', §8 'Voucher'): the codes checking a voucher and
// spending it at checkout answer.

/** §8 'Voucher', by meaning. */
export const VOUCHER_CODES = {
  /** Not a voucher of ours (or not one the member may spend). */
  invalid: 1018,
  /** Not a voucher code as written: 4 to 32 letters and numbers. */
  badFormat: 1004,
  expired: 1022,
  /** The basket is below the voucher's minimum spend. */
  minimumSpend: 1036,
  /** A single-use voucher already spent. */
  alreadyUsed: 1165,
  /** §8's other 'already used' (the API answers 1165; a client reads both). */
  alreadyUsedOther: 1016,
  cancelled: 1017,
  /** §8's generic voucher failure: the voucher could not be checked. */
  generic: 1029,
} as const;
