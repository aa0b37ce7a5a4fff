// A member's own vouchers (issue 32 §4): the exchange vouchers their sales paid them, each with
// its code, amount, what is left and the sale it came from, so My account can show them and
// checkout can offer them with one tap. Read only: vouchers are made by payouts and spent by
// checkout (payments/vouchers.ts); the balance is the amount less the voucher_spends ledger.
import type { MemberVoucher } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { orderNumbers } from '../orders/order-lookups.js';
import { ownedVouchers, type OwnedVoucherRow } from '../payments/member-voucher-rows.js';
import { quotesPaidByVouchers } from '../payouts/voucher-payouts.js';
import { quoteItems } from '../quotations/quote-items.js';
import { toPounds } from '@shop/shared/rules';

interface Row extends Omit<OwnedVoucherRow, 'spends'> {
  quote_id: string | null;
  brand_name: string | null;
  model_name: string | null;
  spends: Array<{ order_number: string; amount_pence: number; balance_after_pence: number; created_at: string }>;
}

/**
 * The member's vouchers (payments), each with the quote whose payout made it (payouts, quotations)
 * and its spends by order number (orders): one query to each, merged here.
 */
async function memberVoucherRows(q: Queryable, memberId: string): Promise<Row[]> {
  const vouchers = await ownedVouchers(q, memberId);
  const paidBy = await quotesPaidByVouchers(
    q,
    vouchers.map((v) => v.code),
  );
  const items = await quoteItems(q, [...new Set(paidBy.map((p) => p.quoteId))]);
  const numbers = await orderNumbers(q, [...new Set(vouchers.flatMap((v) => v.spends.map((s) => s.order_id)))]);
  return vouchers.flatMap((v) => {
    const spends = v.spends.flatMap(({ order_id, ...s }) => {
      const orderNumber = numbers.get(order_id);
      return orderNumber === undefined ? [] : [{ order_number: orderNumber, ...s }];
    });
    const quoteIds = paidBy.filter((p) => p.voucherCode === v.code).map((p) => p.quoteId);
    // A voucher no payout made has no quote; one made by a payout whose quote is gone has none either.
    return (quoteIds.length ? quoteIds : [null]).map((quoteId) => {
      const item = quoteId === null ? undefined : items.get(quoteId);
      return { ...v, spends, quote_id: item ? quoteId : null, brand_name: item?.brandName ?? null, model_name: item?.modelName ?? null };
    });
  });
}

/** 'Joie Versatrax', never 'Joie Joie Versatrax' (a model name often starts with its brand). */
export const itemName = (brand: string, model: string) => (model.toLowerCase().startsWith(brand.toLowerCase()) ? model : `${brand} ${model}`);

export function createMemberVoucherService(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Spendable first (most left first), then the rest newest first. */
    async list(memberId: string): Promise<MemberVoucher[]> {
      const rows = await memberVoucherRows(db, memberId);
      const at = now();
      const views = rows.map((r): MemberVoucher => {
        const expired = r.expires_at !== null && new Date(r.expires_at) <= at;
        const balance = r.amount_pence - r.spent_pence;
        return {
          code: r.code,
          amount: toPounds(r.amount_pence),
          balance: toPounds(balance),
          status: r.status === 'active' && expired ? 'expired' : r.status,
          expiresAt: r.expires_at === null ? null : new Date(r.expires_at).toISOString(),
          createdAt: new Date(r.created_at).toISOString(),
          fromSale: r.quote_id ? { quoteId: r.quote_id, item: itemName(r.brand_name ?? '', r.model_name ?? '') } : null,
          spends: r.spends.map((s) => ({ orderNumber: s.order_number, amount: toPounds(s.amount_pence), balanceAfter: toPounds(s.balance_after_pence), spentAt: new Date(s.created_at).toISOString() })),
        };
      });
      const spendable = (v: MemberVoucher) => (v.status === 'active' && v.balance > 0 ? 1 : 0);
      return views.sort((a, b) => spendable(b) - spendable(a) || (spendable(a) ? b.balance - a.balance : 0));
    },
  };
}

export type MemberVoucherService = ReturnType<typeof createMemberVoucherService>;
