// A member's own vouchers (issue 32 §4), as GET members/{id}/vouchers answers them: read by My
// account (each voucher, its balance and sale) and by checkout (offered with one tap).
import { toPence, toPounds } from './money';

export interface MemberVoucher {
  code: string;
  /** Pounds: what it was worth when issued. */
  amount: number;
  /** Pounds left to spend. */
  balance: number;
  /** 'reserved': held by an unpaid checkout; 'expired' is worked out from expiresAt. */
  status: 'active' | 'reserved' | 'used' | 'expired' | 'cancelled';
  expiresAt: string | null;
  createdAt: string;
  /** The sale that paid it, or null for a voucher given another way. */
  fromSale: { quoteId: string; item: string } | null;
  /** Each paid order it helped pay, oldest first. */
  spends: Array<{ orderNumber: string; amount: number; balanceAfter: number; spentAt: string }>;
}

/** The vouchers checkout can offer: active with something left. */
export const spendableVouchers = (vouchers: MemberVoucher[]) => vouchers.filter((v) => v.status === 'active' && v.balance > 0);

/** What a voucher pays towards a total, and what stays on it (in pounds, to the penny). */
export function voucherSplit(balance: number, total: number): { pays: number; left: number } {
  const balancePence = toPence(balance);
  const paysPence = Math.min(balancePence, Math.max(0, toPence(total)));
  return { pays: toPounds(paysPence), left: toPounds(balancePence - paysPence) };
}
