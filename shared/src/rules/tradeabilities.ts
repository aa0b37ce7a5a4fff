// What a member may do online (spec §7 'GET tradeabilities', issue #16): buy, sell to us, be
// paid by bank transfer, spend in-store credit. Written once so the API answers it and pages
// can explain a missing choice. A member joined to an in-store membership proves its mobile with
// an unlock PIN before money leaves the shop (bank payouts, store credit): the unified-membership
// guard's rule.

export interface TradeabilityFacts {
  /** The account is active (not banned, suspended or being erased). */
  active: boolean;
  emailVerified: boolean;
  /** At least one in-store membership is linked to the account (unlocked or combined). */
  membershipLinked: boolean;
  /** The account's mobile is one proved by an unlock PIN (and not changed since). */
  mobileVerified: boolean;
  storeCreditPence: number;
}

export interface Tradeabilities {
  /** A linked membership whose mobile is not (or no longer) proved: the /verify-phone-number guard's case. */
  needsMobileVerification: boolean;
  canBuy: boolean;
  canSell: boolean;
  canBePaidByBankTransfer: boolean;
  canSpendStoreCredit: boolean;
}

/**
 * The unified-membership guard's fact (rules in mf-unlock's README): only an account joined to an
 * in-store membership has a mobile to prove; online-only accounts are never asked.
 */
export const needsMobileVerificationOf = (f: Pick<TradeabilityFacts, 'membershipLinked' | 'mobileVerified'>): boolean => f.membershipLinked && !f.mobileVerified;

export function tradeabilitiesOf(f: TradeabilityFacts): Tradeabilities {
  const proved = f.active && f.emailVerified;
  const needsMobileVerification = needsMobileVerificationOf(f);
  return {
    needsMobileVerification,
    canBuy: f.active,
    canSell: proved,
    canBePaidByBankTransfer: proved && !needsMobileVerification,
    canSpendStoreCredit: proved && f.membershipLinked && f.mobileVerified && f.storeCreditPence > 0,
  };
}
