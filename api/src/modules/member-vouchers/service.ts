// A member's own vouchers (issue 32 §4): the exchange vouchers their sales paid them, each with
// its code, amount, what is left and the sale it came from, so My account can show them and
// checkout can offer them with one tap. Read only: vouchers are made by payouts and spent by
// checkout (payments/vouchers.ts); the balance is the amount less the voucher_spends ledger.
import type { MemberVoucher } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { toPounds } from '@shop/shared/rules';

interface Row {
  code: string;
  amount_pence: number;
  spent_pence: number;
  status: 'active' | 'reserved' | 'used' | 'cancelled';
  expires_at: Date | string | null;
  created_at: Date | string;
  quote_id: string | null;
  brand_name: string | null;
  model_name: string | null;
  spends: Array<{ order_number: string; amount_pence: number; balance_after_pence: number; created_at: string }>;
}

/** 'Joie Versatrax', never 'Joie Joie Versatrax' (a model name often starts with its brand). */
export const itemName = (brand: string, model: string) => (model.toLowerCase().startsWith(brand.toLowerCase()) ? model : `${brand} ${model}`);

export function createMemberVoucherService(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Spendable first (most left first), then the rest newest first. */
    async list(memberId: string): Promise<MemberVoucher[]> {
      const rows = await db.query<Row>(
        `SELECT v.code, v.amount_pence, v.spent_pence, v.status, v.expires_at, v.created_at,
                q.quote_id, q.brand_name, q.model_name,
                (SELECT COALESCE(json_agg(json_build_object('order_number', o.order_number, 'amount_pence', s.amount_pence,
                   'balance_after_pence', s.balance_after_pence, 'created_at', s.created_at) ORDER BY s.created_at), '[]'::json)
                 FROM voucher_spends s JOIN web_sell_orders o ON o.order_id = s.order_id WHERE s.voucher_code = v.code) AS spends
         FROM vouchers v
         LEFT JOIN quote_payouts p ON p.voucher_code = v.code
         LEFT JOIN quotations q ON q.quote_id = p.quote_id
         WHERE v.owner_member_id = $1
         ORDER BY v.created_at DESC, v.code`,
        [memberId],
      );
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
