// The store credit on linked in-store memberships (in_store_memberships.store_credit_pence, this
// module's table, issue 34 §3), as store credit spent online reads and moves it (store-credit/ledger.ts),
// in the checkout's transaction.
import type { Queryable } from '../../db/db.js';

export interface CreditBalance {
  membership_number: string;
  store_credit_pence: number;
}

/** The member's linked memberships with their credit, oldest link first; locked until the transaction ends when asked. */
export const creditBalances = (q: Queryable, memberId: string, lock = false) =>
  q.query<CreditBalance>(`SELECT membership_number, store_credit_pence FROM in_store_memberships WHERE linked_member_id = $1 ORDER BY linked_at, membership_number${lock ? ' FOR UPDATE' : ''}`, [memberId]);

/** Takes `pence` off the membership's credit (the DB refuses a balance below nought); answers the balance after. */
export async function takeCredit(tx: Queryable, membershipNumber: string, pence: number): Promise<number> {
  const [after] = await tx.query<{ store_credit_pence: number }>('UPDATE in_store_memberships SET store_credit_pence = store_credit_pence - $2 WHERE membership_number = $1 RETURNING store_credit_pence', [
    membershipNumber,
    pence,
  ]);
  return after!.store_credit_pence;
}

/** Gives `pence` back to the membership's credit. */
export async function giveCreditBack(tx: Queryable, membershipNumber: string, pence: number): Promise<void> {
  await tx.query('UPDATE in_store_memberships SET store_credit_pence = store_credit_pence + $2 WHERE membership_number = $1', [membershipNumber, pence]);
}
