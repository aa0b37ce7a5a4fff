// Vouchers (spec §8 'Voucher'): single use, a fixed amount off, optionally a minimum spend.
// An order reserves its voucher when it is generated; payment uses it, a failed payment frees it.
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';

export const VOUCHER_CODE_PATTERN = '^[A-Za-z0-9-]{4,32}$';

export const voucherErrors = {
  invalid: () => new ApiError(422, 1018, 'That voucher code is not valid.'),
  badFormat: () => new ApiError(400, 1004, 'Please enter a voucher code of 4 to 32 letters and numbers.'),
  expired: () => new ApiError(422, 1022, 'That voucher has expired.'),
  minimumSpend: (pence: number) => new ApiError(422, 1036, `That voucher needs a basket of at least £${(pence / 100).toFixed(2)}.`),
  alreadyUsed: () => new ApiError(409, 1165, 'That voucher has already been used.'),
  cancelled: () => new ApiError(422, 1017, 'That voucher has been cancelled.'),
};

interface VoucherRow {
  code: string;
  amount_pence: number;
  min_spend_pence: number;
  status: 'active' | 'reserved' | 'used' | 'cancelled';
  expires_at: Date | string | null;
  /** The member a voucher belongs to (a sell-to-us exchange voucher), or null: anyone's. */
  member_id: string | null;
}

/**
 * The voucher if it can pay now, else the §8 error. Locks the row when called in a transaction.
 * A member's own voucher pays only for that member (`memberId`, known at checkout); to anyone
 * else it is a code that is not valid.
 */
export async function usableVoucher(q: Queryable, rawCode: string, basketPence: number | null, lock = false, memberId: string | null = null): Promise<VoucherRow> {
  if (!new RegExp(VOUCHER_CODE_PATTERN).test(rawCode)) throw voucherErrors.badFormat();
  const [v] = await q.query<VoucherRow>(
    `SELECT code, amount_pence, min_spend_pence, status, expires_at, member_id::text AS member_id FROM vouchers WHERE code = $1${lock ? ' FOR UPDATE' : ''}`,
    [rawCode.toUpperCase()],
  );
  if (!v) throw voucherErrors.invalid();
  if (v.member_id !== null && memberId !== null && v.member_id !== memberId) throw voucherErrors.invalid();
  if (v.status === 'cancelled') throw voucherErrors.cancelled();
  if (v.status !== 'active') throw voucherErrors.alreadyUsed();
  if (v.expires_at && new Date(v.expires_at) <= new Date()) throw voucherErrors.expired();
  if (basketPence !== null && basketPence < v.min_spend_pence) throw voucherErrors.minimumSpend(v.min_spend_pence);
  return v;
}

export const reserveVoucher = (tx: Queryable, code: string, orderId: number) =>
  tx.query("UPDATE vouchers SET status = 'reserved', order_id = $2 WHERE code = $1 AND status = 'active'", [code, orderId]);
export const useVoucher = (tx: Queryable, orderId: number) => tx.query("UPDATE vouchers SET status = 'used' WHERE order_id = $1 AND status = 'reserved'", [orderId]);
export const freeVoucher = (tx: Queryable, orderId: number) =>
  tx.query("UPDATE vouchers SET status = 'active', order_id = NULL WHERE order_id = $1 AND status = 'reserved'", [orderId]);
