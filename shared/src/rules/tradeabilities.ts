// What a member may do online (spec §7 'GET tradeabilities', issue #16): buy, sell to us, be
// paid by bank transfer, spend in-store credit. Written once so the API answers it and pages
// can explain a missing choice. A mobile proved by an unlock PIN is what the unified-membership
// guard asks for before money leaves the shop (bank payouts, store credit).

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
  canBuy: boolean;
  canSell: boolean;
  canBePaidByBankTransfer: boolean;
  canSpendStoreCredit: boolean;
}

export function tradeabilitiesOf(f: TradeabilityFacts): Tradeabilities {
  const proved = f.active && f.emailVerified;
  return {
    canBuy: f.active,
    canSell: proved,
    canBePaidByBankTransfer: proved && f.mobileVerified,
    canSpendStoreCredit: proved && f.membershipLinked && f.mobileVerified && f.storeCreditPence > 0,
  };
}
