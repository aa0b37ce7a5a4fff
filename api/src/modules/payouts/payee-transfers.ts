// The payout provider's record of the transfers for a member's payouts (the embedded stand-in's
// book), for their data export and their account's erasure (member-data and account-deletion).
import type { Queryable } from '../../db/db.js';

const FOR_MEMBER = 'idempotency_key IN (SELECT payout_id FROM quote_payouts WHERE member_id = $1)';

/** The transfers for the member's payouts, every column. */
export const memberBankTransfers = (q: Queryable, memberId: string) => q.query<Record<string, unknown>>(`SELECT * FROM embedded_bank_transfers WHERE ${FOR_MEMBER}`, [memberId]);

/** The book keeps the transfer (amount, reference) without the payee's name. */
export async function forgetPayeeNames(tx: Queryable, memberId: string): Promise<void> {
  await tx.query(`UPDATE embedded_bank_transfers SET payee_name = '' WHERE ${FOR_MEMBER}`, [memberId]);
}
