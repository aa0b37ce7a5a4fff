// What an e-mail about a quote's move is written from, as this module holds it (quotations is its
// table, issue 34 §3): the quote's own facts, with whose it is and the charity it chose by id.
import type { Queryable } from '../../db/db.js';
import type { SellPayoutMethod } from '@shop/shared/rules';

/** The quote's facts for its e-mail; the member's first name and the charity's name are the caller's to add (live's QuoteMailRow). */
export interface QuoteForMail {
  quote_id: string;
  member_id: string;
  brand_name: string;
  model_name: string;
  quantity: number;
  payout_type: 'cash' | 'exchange' | null;
  payout_method: SellPayoutMethod | null;
  offer_cash: number | null;
  offer_exchange: number | null;
  offer_expires_at: Date | string | null;
  revised_cash: number | null;
  revised_exchange: number | null;
  revision_reason: string | null;
  revision_tolerance: number;
  payout_charity_id: number | null;
}

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
