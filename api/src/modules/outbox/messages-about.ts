// The messages about one person, for their data export and their account's erasure (member-data
// and account-deletion compose these): those to their addresses and numbers, and those about them
// sent elsewhere (`regarding`: the shop inbox's copies of what they sent, a confirmation to an
// address they asked for).
import type { Queryable } from '../../db/db.js';

/** Whose messages: their addresses (lower case) and numbers (the last ten digits). */
export interface MessagesOf {
  emails: string[];
  phones: string[];
}

const PHONE_SQL = (column: string) => `right(regexp_replace(${column}, '\\D', '', 'g'), 10)`;
const ABOUT = `lower(recipient) = ANY($1::text[]) OR regarding = ANY($1::text[]) OR (channel = 'sms' AND ${PHONE_SQL('recipient')} = ANY($2::text[]))`;

/** Their messages, oldest first; `elsewhere`: about them but sent to another address. */
export const messagesAbout = (q: Queryable, of: MessagesOf) =>
  q.query<Record<string, unknown>>(
    `SELECT channel, recipient, subject, body, created_at, sent_at, regarding IS NOT NULL AND lower(recipient) <> ALL($1::text[]) AS elsewhere FROM outbox
     WHERE ${ABOUT} ORDER BY id`,
    [of.emails, of.phones],
  );

/** Deletes their messages. */
export async function eraseMessagesAbout(tx: Queryable, of: MessagesOf): Promise<void> {
  await tx.query(`DELETE FROM outbox WHERE ${ABOUT}`, [of.emails, of.phones]);
}
