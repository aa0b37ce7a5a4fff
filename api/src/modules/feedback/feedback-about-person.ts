// The feedback kept about one person, for their data export and their account's erasure
// (member-data and account-deletion compose these), and the retention job's age limit: the codes
// of their orders' feedback e-mails (and of e-mails to their addresses), and the feedback sent with them.
import type { Queryable } from '../../db/db.js';

/** Whose feedback: their addresses (lower case) and the ids of their orders. */
export interface FeedbackOf {
  emails: string[];
  orderIds: string[];
}

type Row = Record<string, unknown>;
const CODES = `lower(email) = ANY($1::text[]) OR order_id = ANY($2::bigint[])`;
const params = (of: FeedbackOf) => [of.emails, of.orderIds];

/** The feedback codes of their orders and addresses, every column. */
export const feedbackCodesOf = (q: Queryable, of: FeedbackOf) => q.query<Row>(`SELECT * FROM feedback_codes WHERE ${CODES}`, params(of));

/** The feedback sent with those codes, every column. */
export const orderFeedbackOf = (q: Queryable, of: FeedbackOf) => q.query<Row>(`SELECT * FROM order_feedback WHERE code IN (SELECT code FROM feedback_codes WHERE ${CODES})`, params(of));

/** Deletes the feedback sent with their codes, then the codes. */
export async function eraseFeedbackOf(tx: Queryable, of: FeedbackOf): Promise<void> {
  await tx.query(`DELETE FROM order_feedback WHERE code IN (SELECT code FROM feedback_codes WHERE ${CODES})`, params(of));
  await tx.query(`DELETE FROM feedback_codes WHERE ${CODES}`, params(of));
}

/** Removes feedback sent longer ago than `age` (an interval, e.g. '2 years'); answers how many went. */
export async function deleteFeedbackOlderThan(q: Queryable, age: string): Promise<number> {
  return (await q.query(`DELETE FROM order_feedback WHERE created_at < now() - $1::interval RETURNING 1`, [age])).length;
}
