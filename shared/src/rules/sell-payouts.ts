// How a member is paid for what they sell to us (issue #14, point 8), chosen when they accept the
// offer: a bank transfer, an exchange voucher (payment id 12, worth more) or a donation to a
// charity; and how much less staff may pay after inspection without asking again (the revision
// tolerance). One place for the offer page and the API.

export const SELL_PAYOUT_METHODS = ['bank', 'voucher', 'charity'] as const;
export type SellPayoutMethod = (typeof SELL_PAYOUT_METHODS)[number];

/** The payout type of the offer a method pays: a voucher is exchange (store credit), the others cash. */
export const payoutTypeOf = (method: SellPayoutMethod): 'cash' | 'exchange' => (method === 'voucher' ? 'exchange' : 'cash');

/** The tolerances the offer page offers, in pence (none, £2, £5, £10). */
export const REVISION_TOLERANCE_CHOICES = [0, 200, 500, 1000] as const;
/** The most a member may let staff take off without asking: £20 (and never more than the offer). */
export const REVISION_TOLERANCE_MAX = 2000;

/** Why a tolerance cannot be accepted: 'range' not a whole number of pence from 0 to the max, 'offer' more than the offer. */
export function toleranceProblem(tolerancePence: number, offerPence: number): 'range' | 'offer' | null {
  if (!Number.isInteger(tolerancePence) || tolerancePence < 0 || tolerancePence > REVISION_TOLERANCE_MAX) return 'range';
  return tolerancePence > offerPence ? 'offer' : null;
}

/** The amounts of a quote (all pence, for the whole quote: the offer's total covers its quantity). */
export interface QuoteAmounts {
  offerCash: number | null;
  offerExchange: number | null;
  revisedCash: number | null;
  revisedExchange: number | null;
}

/** What a quote pays out by a method: the revised offer when inspection changed it, else the offer. */
export function payoutAmount(method: SellPayoutMethod, q: QuoteAmounts): number | null {
  return method === 'voucher' ? (q.revisedExchange ?? q.offerExchange) : (q.revisedCash ?? q.offerCash);
}

/**
 * Whether a revision goes through without asking the member: the revised amount is at most
 * `tolerance` below the offer (a revision upwards always does).
 */
export function withinTolerance(method: SellPayoutMethod, q: QuoteAmounts, tolerancePence: number): boolean {
  const offered = payoutAmount(method, { ...q, revisedCash: null, revisedExchange: null });
  const revised = payoutAmount(method, q);
  if (offered === null || revised === null) return false;
  return offered - revised <= tolerancePence;
}
