// Examples for tests of the rules' shapes (not shipped: only tests import this).
import type { MemberVoucher } from './vouchers';

/** A member's exchange voucher from selling a pushchair, £45.50 with £37.02 left; `over` changes any part. */
export const exampleVoucher = (over: Partial<MemberVoucher> = {}): MemberVoucher => ({
  code: 'SELL-7K2M-Q9PD-W3XR',
  amount: 45.5,
  balance: 37.02,
  status: 'active',
  expiresAt: '2027-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  fromSale: { quoteId: '01JBXAMPLE', item: 'Joie Versatrax' },
  spends: [],
  ...over,
});
