// Vouchers (spec §8 'Voucher'): a fixed amount off, optionally a minimum spend. A shop voucher
// is single use (§8). A member's own exchange voucher (sell-to-us money) is never lost: what a
// basket does not use stays on it as balance (issue 32 §4), spent again at the next checkout.
// An order reserves its voucher when it is generated (one unpaid order at a time: it cannot be
// spent twice at once); payment spends it (a voucher_spends ledger row, migration 064), a
// failed payment frees it.
import { VOUCHER_CODES } from '@shop/shared/api';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { formatMoney } from '@shop/shared/rules';

export const VOUCHER_CODE_PATTERN = '^[A-Za-z0-9-]{4,32}$';

export const voucherErrors = {
  invalid: () => new ApiError(422, VOUCHER_CODES.invalid, 'That voucher code is not valid.'),
  badFormat: () => new ApiError(400, VOUCHER_CODES.badFormat, 'Please enter a voucher code of 4 to 32 letters and numbers.'),
  expired: () => new ApiError(422, VOUCHER_CODES.expired, 'That voucher has expired.'),
  minimumSpend: (pence: number) => new ApiError(422, VOUCHER_CODES.minimumSpend, `That voucher needs a basket of at least ${formatMoney(pence)}.`),
  alreadyUsed: () => new ApiError(409, VOUCHER_CODES.alreadyUsed, 'That voucher has already been used.'),
  cancelled: () => new ApiError(422, VOUCHER_CODES.cancelled, 'That voucher has been cancelled.'),
};

interface VoucherRow {
  code: string;
  amount_pence: number;
  min_spend_pence: number;
  status: 'active' | 'reserved' | 'used' | 'cancelled';
  /** What is left to spend: amount_pence less the ledger's spends. */
  balance_pence: number;
  expires_at: Date | string | null;
  /** The member a voucher belongs to (a sell-to-us exchange voucher), or null: anyone's. */
  owner_member_id: string | null;
}

/**
 * The voucher if it can pay now, else the §8 error. Locks the row when called in a transaction.
 * A member's own voucher pays only for that member (`memberId`, given at checkout); to anyone
 * else it is a code that is not valid. Without a member (validatevoucher is public) it is not checked.
 */
export async function usableVoucher(q: Queryable, rawCode: string, basketPence: number | null, lock = false, memberId: string | null = null): Promise<VoucherRow> {
  if (!new RegExp(VOUCHER_CODE_PATTERN).test(rawCode)) throw voucherErrors.badFormat();
  const [v] = await q.query<VoucherRow>(
    `SELECT code, amount_pence, amount_pence - spent_pence AS balance_pence, min_spend_pence, status, expires_at, owner_member_id::text AS owner_member_id FROM vouchers WHERE code = $1${lock ? ' FOR UPDATE' : ''}`,
    [rawCode.toUpperCase()],
  );
  if (!v) throw voucherErrors.invalid();
  if (v.owner_member_id !== null && memberId !== null && v.owner_member_id !== memberId) throw voucherErrors.invalid();
  if (v.status === 'cancelled') throw voucherErrors.cancelled();
  if (v.status !== 'active') throw voucherErrors.alreadyUsed();
  if (v.expires_at && new Date(v.expires_at) <= new Date()) throw voucherErrors.expired();
  if (basketPence !== null && basketPence < v.min_spend_pence) throw voucherErrors.minimumSpend(v.min_spend_pence);
  return v;
}

export const reserveVoucher = (tx: Queryable, code: string, orderId: number) => tx.query("UPDATE vouchers SET status = 'reserved', order_id = $2 WHERE code = $1 AND status = 'active'", [code, orderId]);

/**
 * The paid order spends its reserved voucher: one ledger row and the voucher's new total spent,
 * in the caller's transaction; `voucherPence` is what the order takes off (its own row's, which
 * the caller holds). A member's voucher with something left goes back to 'active' (free of the
 * order); a shop voucher, or one used up, is 'used' and stays with its order.
 */
export async function useVoucher(tx: Queryable, order: { orderId: number; voucherPence: number }): Promise<void> {
  const { orderId } = order;
  const [found] = await tx.query<{ code: string; amount_pence: number; spent_pence: number; owned: boolean }>(
    `SELECT v.code, v.amount_pence, v.spent_pence, v.owner_member_id IS NOT NULL AS owned
     FROM vouchers v
     WHERE v.order_id = $1 AND v.status = 'reserved' FOR UPDATE OF v`,
    [orderId],
  );
  const v = found && { ...found, voucher_pence: order.voucherPence };
  if (!v) return;
  const spent = v.owned ? v.spent_pence + v.voucher_pence : v.amount_pence;
  const left = v.amount_pence - spent;
  if (v.voucher_pence > 0) {
    await tx.query('INSERT INTO voucher_spends (voucher_code, order_id, amount_pence, balance_after_pence) VALUES ($1, $2, $3, $4)', [v.code, orderId, v.voucher_pence, left]);
  }
  await tx.query('UPDATE vouchers SET spent_pence = $2, status = $3, order_id = $4 WHERE code = $1', [v.code, spent, left > 0 ? 'active' : 'used', left > 0 ? null : orderId]);
}
export const freeVoucher = (tx: Queryable, orderId: number) => tx.query("UPDATE vouchers SET status = 'active', order_id = NULL WHERE order_id = $1 AND status = 'reserved'", [orderId]);
