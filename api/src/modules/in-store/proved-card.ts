// What linking a proved in-store membership (Unlock online access) does to the account's in-store
// detail: the table is this module's (issue 34 §3), the link is made in the unlock module's transaction.
import type { Queryable } from '../../db/db.js';

/**
 * The card number is unique across accounts' in-store details: a number typed in by hand on another
 * account gives way to the proved link. The account's detail gets the number and home store when it has none.
 */
export async function keepProvedCard(tx: Queryable, memberId: string, membershipNumber: string, homeStoreId: number): Promise<void> {
  await tx.query('UPDATE member_instore_details SET membership_number = NULL, updated_at = now() WHERE membership_number = $1 AND member_id <> $2', [membershipNumber, memberId]);
  await tx.query(
    `INSERT INTO member_instore_details (member_id, home_store_id, membership_number) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET membership_number = COALESCE(member_instore_details.membership_number, EXCLUDED.membership_number), updated_at = now()`,
    [memberId, homeStoreId, membershipNumber],
  );
}
