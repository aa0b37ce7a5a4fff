// What a web buy order may ask and do of its quotes (quotations is this module's table, issue 34
// §3): read them (locked when asked), put them in an order or take them out, and record that the
// member lets the shop recycle them. Each takes the caller's connection or transaction.
import type { QuoteState } from '@shop/shared/api';
import type { Queryable } from '../../db/db.js';

/** A quote as a web buy order shows and checks it. */
export interface QuoteInOrder {
  quote_id: string;
  member_id: string;
  state: QuoteState;
  brand_name: string;
  model_name: string;
  quantity: number;
  payout_type: 'cash' | 'exchange' | null;
  offer_cash: number | null;
  offer_exchange: number | null;
  revised_cash: number | null;
  revised_exchange: number | null;
  trade_up_bonus_pence: number;
  offer_expires_at: Date | string | null;
  web_buy_order_id: string | null;
  recycle_agreed_at: Date | string | null;
}

/** These quotes by id, locked until the transaction ends when asked; one that does not exist is left out. */
export const quotesForOrder = (q: Queryable, quoteIds: string[], lock = false) =>
  q.query<QuoteInOrder>(
    `SELECT quote_id, member_id::text AS member_id, state, brand_name, model_name, quantity, payout_type, offer_cash, offer_exchange, revised_cash, revised_exchange,
       trade_up_bonus_pence, offer_expires_at, web_buy_order_id, recycle_agreed_at
     FROM quotations WHERE quote_id = ANY($1::text[]) ORDER BY quote_id${lock ? ' FOR UPDATE' : ''}`,
    [quoteIds],
  );

/** These quotes go in the order. */
export const putInOrder = (tx: Queryable, orderId: string, quoteIds: string[]) => tx.query('UPDATE quotations SET web_buy_order_id = $1 WHERE quote_id = ANY($2::text[])', [orderId, quoteIds]);

/** The order's quotes leave it: these ones, or with none given every one. */
export const leaveOrder = (tx: Queryable, orderId: string, quoteIds?: string[]) =>
  quoteIds === undefined
    ? tx.query('UPDATE quotations SET web_buy_order_id = NULL WHERE web_buy_order_id = $1', [orderId])
    : tx.query('UPDATE quotations SET web_buy_order_id = NULL WHERE web_buy_order_id = $1 AND quote_id = ANY($2::text[])', [orderId, quoteIds]);

/** The member lets the shop recycle these returned quotes; a first agreement and its time stand. */
export const agreeRecycling = (tx: Queryable, quoteIds: string[], at: Date) =>
  tx.query("UPDATE quotations SET recycle_agreed_at = $2 WHERE quote_id = ANY($1::text[]) AND state = 'returned' AND recycle_agreed_at IS NULL", [quoteIds, at]);
