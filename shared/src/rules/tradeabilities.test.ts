import { tradeabilitiesOf, type TradeabilityFacts } from './tradeabilities';

const linked: TradeabilityFacts = { active: true, emailVerified: true, membershipLinked: true, mobileVerified: true, storeCreditPence: 1250 };

describe('tradeabilities', () => {
  it('lets a linked member with a proved mobile and credit do everything', () => {
    expect(tradeabilitiesOf(linked)).toEqual({ canBuy: true, canSell: true, canBePaidByBankTransfer: true, canSpendStoreCredit: true });
  });
  it('keeps money in the shop until the mobile is proved', () => {
    expect(tradeabilitiesOf({ ...linked, mobileVerified: false })).toEqual({ canBuy: true, canSell: true, canBePaidByBankTransfer: false, canSpendStoreCredit: false });
  });
  it('has no store credit to spend without a linked membership or without credit', () => {
    expect(tradeabilitiesOf({ ...linked, membershipLinked: false }).canSpendStoreCredit).toBe(false);
    expect(tradeabilitiesOf({ ...linked, storeCreditPence: 0 }).canSpendStoreCredit).toBe(false);
  });
  it('lets an unverified e-mail only buy, and an inactive account nothing', () => {
    expect(tradeabilitiesOf({ ...linked, emailVerified: false })).toEqual({ canBuy: true, canSell: false, canBePaidByBankTransfer: false, canSpendStoreCredit: false });
    expect(Object.values(tradeabilitiesOf({ ...linked, active: false })).some(Boolean)).toBe(false);
  });
});
