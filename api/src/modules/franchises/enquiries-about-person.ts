// Franchise enquiries sent with one person's addresses, for their data export and their account's
// erasure (member-data and account-deletion), and the retention job's age limit.
import type { Queryable } from '../../db/db.js';

/** The franchise enquiries sent with these addresses (lower case), every column. */
export const franchiseEnquiriesFrom = (q: Queryable, emails: string[]) => q.query<Record<string, unknown>>('SELECT * FROM franchise_enquiries WHERE lower(email) = ANY($1::text[])', [emails]);

/** Deletes them. */
export async function eraseFranchiseEnquiriesFrom(tx: Queryable, emails: string[]): Promise<void> {
  await tx.query('DELETE FROM franchise_enquiries WHERE lower(email) = ANY($1::text[])', [emails]);
}

/** Removes franchise enquiries sent longer ago than `age` (an interval, e.g. '2 years'); answers how many went. */
export async function deleteFranchiseEnquiriesOlderThan(q: Queryable, age: string): Promise<number> {
  return (await q.query('DELETE FROM franchise_enquiries WHERE created_at < now() - $1::interval RETURNING 1', [age])).length;
}
