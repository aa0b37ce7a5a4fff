import { tradeabilitiesOf, type TradeabilityFacts } from './tradeabilities';

const linked: TradeabilityFacts = { active: true, emailVerified: true, membershipLinked: true, mobileVerified: true, storeCreditPence: 1250 };

describe('tradeabilities', () => {
  it('lets a linked member with a proved mobile and credit do everything', () => {
    expect(tradeabilitiesOf(linked)).toEqual({ needsMobileVerification: false, canBuy: true, canSell: true, canBePaidByBankTransfer: true, canSpendStoreCredit: true });
  });
  it('keeps money in the shop until the mobile is proved', () => {
    expect(tradeabilitiesOf({ ...linked, mobileVerified: false })).toEqual({ needsMobileVerification: true, canBuy: true, canSell: true, canBePaidByBankTransfer: false, canSpendStoreCredit: false });
  });
  it('pays an online-only account by bank transfer as before (no membership, no mobile to prove)', () => {
    expect(tradeabilitiesOf({ ...linked, membershipLinked: false, mobileVerified: false, storeCreditPence: 0 })).toEqual({
      needsMobileVerification: false,
      canBuy: true,
      canSell: true,
      canBePaidByBankTransfer: true,
      canSpendStoreCredit: false,
    });
  });
  it('has no store credit to spend without a linked membership or without credit', () => {
    expect(tradeabilitiesOf({ ...linked, membershipLinked: false }).canSpendStoreCredit).toBe(false);
    expect(tradeabilitiesOf({ ...linked, storeCreditPence: 0 }).canSpendStoreCredit).toBe(false);
  });
  it('lets an unverified e-mail only buy, and an inactive account nothing', () => {
    expect(tradeabilitiesOf({ ...linked, emailVerified: false })).toEqual({ needsMobileVerification: false, canBuy: true, canSell: false, canBePaidByBankTransfer: false, canSpendStoreCredit: false });
    const { needsMobileVerification: _, ...inactive } = tradeabilitiesOf({ ...linked, active: false });
    expect(Object.values(inactive).some(Boolean)).toBe(false);
  });
});
