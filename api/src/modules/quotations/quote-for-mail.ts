// What an e-mail about a quote's move is written from, as this module holds it (quotations is its
// table, issue 34 §3): the quote's own facts, with whose it is and the charity it chose by id, as
// live's e-mails need them (QuoteForMail).
import type { Queryable } from '../../db/db.js';
import type { QuoteForMail } from '../live/status-emails.js';

/** The quote as its e-mail is written from; undefined for no such quote. */
export async function quoteForMail(q: Queryable, quoteId: string): Promise<QuoteForMail | undefined> {
  const [row] = await q.query<QuoteForMail>(
    `SELECT q.quote_id, q.member_id::text AS member_id, q.brand_name, q.model_name, q.quantity, q.payout_type, q.payout_method, q.offer_cash, q.offer_exchange,
       q.offer_expires_at, q.revised_cash, q.revised_exchange, q.revision_reason, q.revision_tolerance, q.payout_charity_id
     FROM quotations q WHERE q.quote_id = $1`,
    [quoteId],
  );
  return row;
}
