// What other modules may ask of quote_payouts (this module's table, issue 34 §3): which quote's
// payout made each voucher.
import type { Queryable } from '../../db/db.js';

/** The quotes whose payouts made these vouchers, one pair for each payout that names one. */
export async function quotesPaidByVouchers(q: Queryable, voucherCodes: string[]): Promise<Array<{ voucherCode: string; quoteId: string }>> {
  if (voucherCodes.length === 0) return [];
  const rows = await q.query<{ voucher_code: string; quote_id: string }>('SELECT voucher_code, quote_id FROM quote_payouts WHERE voucher_code = ANY($1::text[])', [voucherCodes]);
  return rows.map((r) => ({ voucherCode: r.voucher_code, quoteId: r.quote_id }));
}
