// What other modules may ask of vouchers and voucher_spends (this module's tables, issue 34 §3):
// the vouchers a member owns, each with its spends, as My account lists them.
import type { Queryable } from '../../db/db.js';

export interface OwnedVoucherRow {
  code: string;
  amount_pence: number;
  spent_pence: number;
  status: 'active' | 'reserved' | 'used' | 'cancelled';
  expires_at: Date | string | null;
  created_at: Date | string;
  /** Oldest first; `order_id` as text. */
  spends: Array<{ order_id: string; amount_pence: number; balance_after_pence: number; created_at: string }>;
}

/** The member's own vouchers, newest first, each with its spends (oldest first). */
export async function ownedVouchers(q: Queryable, memberId: string): Promise<OwnedVoucherRow[]> {
  return q.query<OwnedVoucherRow>(
    `SELECT v.code, v.amount_pence, v.spent_pence, v.status, v.expires_at, v.created_at,
            (SELECT COALESCE(json_agg(json_build_object('order_id', s.order_id::text, 'amount_pence', s.amount_pence,
               'balance_after_pence', s.balance_after_pence, 'created_at', s.created_at) ORDER BY s.created_at), '[]'::json)
             FROM voucher_spends s WHERE s.voucher_code = v.code) AS spends
     FROM vouchers v
     WHERE v.owner_member_id = $1
     ORDER BY v.created_at DESC, v.code`,
    [memberId],
  );
}
