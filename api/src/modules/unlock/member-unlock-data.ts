// What the unlock module holds of an online member, for their data export and their account's
// erasure (member-data and account-deletion compose these): the in-store memberships joined to
// the account and their trades, the mobiles it asked a PIN for, and its attempt counters.
import type { Queryable } from '../../db/db.js';

type Row = Record<string, unknown>;

/** The mobile numbers the member asked a PIN for, and those of the in-store memberships joined to the account, as stored. */
export async function memberUnlockPhones(q: Queryable, memberId: string): Promise<string[]> {
  const [m] = await q.query<{ phones: string[] }>(`SELECT ARRAY(SELECT mobile FROM member_mobile_pins WHERE member_id = $1) || ARRAY(SELECT mobile FROM in_store_memberships WHERE linked_member_id = $1) AS phones`, [
    memberId,
  ]);
  return m!.phones;
}

/** The in-store memberships joined to the account (unlock or combine), every column, by membership number. */
export const linkedMemberships = (q: Queryable, memberId: string) => q.query<Row>('SELECT m.* FROM in_store_memberships m WHERE linked_member_id = $1 ORDER BY membership_number', [memberId]);

/** The trades of the in-store memberships joined to the account, every column, oldest first. */
export const linkedMembershipTrades = (q: Queryable, memberId: string) =>
  q.query<Row>('SELECT t.* FROM in_store_trades t JOIN in_store_memberships m ON m.membership_number = t.membership_number WHERE m.linked_member_id = $1 ORDER BY t.traded_on, t.trade_id', [memberId]);

/**
 * An in-store membership is the store's record of the family, not the online account's: on
 * erasure it stays, unlinked, so the family can unlock it again with a new code.
 */
export async function unlinkMemberships(tx: Queryable, memberId: string): Promise<void> {
  await tx.query('UPDATE in_store_memberships SET linked_member_id = NULL, linked_how = NULL, linked_at = NULL WHERE linked_member_id = $1', [memberId]);
}

/** Forgets the attempt counters kept under the member's id. */
export async function forgetMemberUnlockCounters(tx: Queryable, memberId: string): Promise<void> {
  await tx.query("DELETE FROM unlock_counters WHERE key LIKE '%:member:' || $1", [memberId]);
}
