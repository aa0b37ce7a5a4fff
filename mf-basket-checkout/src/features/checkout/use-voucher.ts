// The voucher at checkout: a code typed and checked against the basket, or one of the member's
// own applied with a tap (issue 32 §4); what it pays now and, for a member's own, what stays on it.
import { useState } from 'react';
import { useApiData } from '@shop/shared/http';
import { spendableVouchers, voucherSplit, type MemberVoucher } from '@shop/shared/rules';
import { basketApi } from '../../api/basket-api';
import { basketFailureText } from '../basket/basket-store';

export interface AppliedVoucher {
  code: string;
  /** Pounds it can pay now (a member's voucher: its balance). */
  amount: number;
  /** The member's own voucher: what the basket leaves stays on it (a shop voucher is single use, §8). */
  keepsBalance: boolean;
}

export interface VoucherChoice {
  text: string;
  setText: (text: string) => void;
  applied: AppliedVoucher | null;
  error: string | null;
  /** Pounds the voucher pays of the total, and what is left on it. */
  pays: number;
  left: number;
  apply: () => Promise<void>;
  /** The member's own vouchers that can pay (issue 32 §4); none for a guest or when the call fails. */
  mine: MemberVoucher[];
  applyMine: (voucher: MemberVoucher) => void;
}

const NO_VOUCHERS: MemberVoucher[] = [];

export function useVoucher({ memberId, total, sellCost }: { memberId: string | null; total: number; sellCost: number }): VoucherChoice {
  const mine = useApiData(memberId ? `vouchers:${memberId}` : null, () => basketApi.vouchers(memberId!).then(spendableVouchers)).data ?? NO_VOUCHERS;
  const [text, setText] = useState('');
  const [applied, setApplied] = useState<AppliedVoucher | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { pays, left } = applied ? voucherSplit(applied.amount, total) : { pays: 0, left: 0 };

  async function apply() {
    setError(null);
    try {
      const v = await basketApi.validateVoucher(text.trim(), sellCost);
      setApplied({ code: v.voucherCode, amount: v.amount, keepsBalance: mine.some((m) => m.code === v.voucherCode) });
    } catch (failure) {
      setApplied(null);
      setError(basketFailureText(failure, 'voucher'));
    }
  }

  function applyMine(v: MemberVoucher) {
    setError(null);
    setText(v.code);
    setApplied({ code: v.code, amount: v.balance, keepsBalance: true });
  }

  return { text, setText, applied, error, pays, left, apply, mine, applyMine };
}
