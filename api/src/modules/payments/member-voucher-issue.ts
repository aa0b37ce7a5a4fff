// What other modules may do with vouchers (this module's table, issue 34 §3): make a member's own
// voucher, usable at once.
import type { Queryable } from '../../db/db.js';

/** Makes an active voucher of `amountPence` owned by the member, valid until `expiresAt`, in the caller's transaction. */
export async function issueMemberVoucher(tx: Queryable, voucher: { code: string; amountPence: number; expiresAt: Date; memberId: string }): Promise<void> {
  await tx.query('INSERT INTO vouchers (code, amount_pence, status, expires_at, owner_member_id) VALUES ($1, $2, $3, $4, $5)', [voucher.code, voucher.amountPence, 'active', voucher.expiresAt, voucher.memberId]);
}
