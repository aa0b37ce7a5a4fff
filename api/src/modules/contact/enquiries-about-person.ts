// Contact enquiries and price requests about one person, for their data export and their
// account's erasure (member-data and account-deletion), and the retention job's age limit.
import type { Queryable } from '../../db/db.js';

const FROM = 'member_id = $1 OR lower(email) = ANY($2::text[])';

/** A member's own enquiries, and a guest's sent with one of their addresses (lower case), every column. */
export const enquiriesFrom = (q: Queryable, memberId: string, emails: string[]) => q.query<Record<string, unknown>>(`SELECT * FROM contact_enquiries WHERE ${FROM}`, [memberId, emails]);

/** Deletes them. */
export async function eraseEnquiriesFrom(tx: Queryable, memberId: string, emails: string[]): Promise<void> {
  await tx.query(`DELETE FROM contact_enquiries WHERE ${FROM}`, [memberId, emails]);
}

/** Removes enquiries sent longer ago than `age` (an interval, e.g. '2 years'); answers how many went. */
export async function deleteEnquiriesOlderThan(q: Queryable, age: string): Promise<number> {
  return (await q.query('DELETE FROM contact_enquiries WHERE created_at < now() - $1::interval RETURNING 1', [age])).length;
}
