// The quotations as goods-in works on them (staff goods-in.ts, goods-in-bench.ts, order-view.ts,
// inspection-photos.ts, listing-preview.ts): each answer read here, in the quotations module that
// owns them, in the caller's transaction where one is given.
import type { QuoteState } from '@shop/shared/api';
import type { SellPayoutMethod } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import type { Answers } from './car-seat-safety.js';

/** Whether a quote with this id exists. */
export async function quoteExists(q: Queryable, quoteId: string): Promise<boolean> {
  const [row] = await q.query('SELECT 1 FROM quotations WHERE quote_id = $1', [quoteId]);
  return row !== undefined;
}

/** A quote's state, null for an unknown quote. */
export async function quoteStateOf(q: Queryable, quoteId: string): Promise<QuoteState | null> {
  const [row] = await q.query<{ state: QuoteState }>('SELECT state FROM quotations WHERE quote_id = $1', [quoteId]);
  return row?.state ?? null;
}

/** A quote's member and state, null for an unknown quote. */
export async function quoteMemberAndState(q: Queryable, quoteId: string): Promise<{ member_id: string; state: QuoteState } | null> {
  const [row] = await q.query<{ member_id: string; state: QuoteState }>('SELECT member_id::text AS member_id, state FROM quotations WHERE quote_id = $1', [quoteId]);
  return row ?? null;
}

/** A quote as inspection works on it. */
export interface InspectedQuote {
  quote_id: string;
  member_id: string;
  state: QuoteState;
  category_id: number;
  model_name: string;
  new_price: number;
  quantity: number;
  answers: Answers;
  payout_type: 'cash' | 'exchange' | null;
  payout_method: SellPayoutMethod | null;
  offer_cash: number | null;
  offer_exchange: number | null;
  revision_tolerance: number;
  web_buy_order_id: string | null;
}
const INSPECTED_COLUMNS = `quote_id, member_id::text AS member_id, state, category_id, model_name, new_price, quantity, answers, payout_type, payout_method,
  offer_cash, offer_exchange, revision_tolerance, web_buy_order_id`;

/** A quote for inspection, its row locked in the caller's transaction; null for an unknown quote. */
export async function lockInspectedQuote(tx: Queryable, quoteId: string): Promise<InspectedQuote | null> {
  const [row] = await tx.query<InspectedQuote>(`SELECT ${INSPECTED_COLUMNS} FROM quotations WHERE quote_id = $1 FOR UPDATE`, [quoteId]);
  return row ?? null;
}

/** The states of these quotes, by quote id, their rows locked in that order in the caller's transaction. */
export async function lockQuoteStates(tx: Queryable, quoteIds: string[]): Promise<Array<{ quote_id: string; state: QuoteState }>> {
  return tx.query<{ quote_id: string; state: QuoteState }>('SELECT quote_id, state FROM quotations WHERE quote_id = ANY($1::text[]) ORDER BY quote_id FOR UPDATE', [quoteIds]);
}

/** A quote as the goods-in bench shows it: what inspection works on, without whose it is or its state, and with any trade-up bonus. */
export type BenchQuote = Omit<InspectedQuote, 'member_id' | 'state' | 'web_buy_order_id'> & { trade_up_bonus_pence: number };

/** These quotes as the bench shows them, with whether the member's photos may go on the product page (in no order). */
export async function benchQuotes(q: Queryable, quoteIds: string[]): Promise<Array<BenchQuote & { photos_on_product_page: boolean }>> {
  return q.query<BenchQuote & { photos_on_product_page: boolean }>(
    `SELECT quote_id, category_id, model_name, new_price, quantity, answers, payout_type, payout_method, offer_cash, offer_exchange, revision_tolerance, trade_up_bonus_pence, photos_on_product_page
     FROM quotations WHERE quote_id = ANY($1::text[])`,
    [quoteIds],
  );
}

/** The state changes of these quotes, oldest first. */
export async function quoteHistories(q: Queryable, quoteIds: string[]) {
  return q.query<{ quote_id: string; from_state: string | null; to_state: QuoteState; actor_type: 'member' | 'staff' | 'system'; actor_id: string | null; at: Date | string }>(
    'SELECT quote_id, from_state, to_state, actor_type, actor_id, at FROM quotation_history WHERE quote_id = ANY($1::text[]) ORDER BY id',
    [quoteIds],
  );
}

/** The items of a web buy order as staff see them, by quote id: offer, revision and the grade the member declared. */
export async function orderItemQuotes(q: Queryable, quoteIds: string[]) {
  return q.query<{
    quote_id: string;
    state: QuoteState;
    brand_name: string;
    model_name: string;
    quantity: number;
    payout_type: 'cash' | 'exchange' | null;
    payout_method: SellPayoutMethod | null;
    offer_cash: number | null;
    offer_exchange: number | null;
    revision_tolerance: number;
    revised_grade: string | null;
    revised_cash: number | null;
    revised_exchange: number | null;
    revision_reason: string | null;
    grade: string | null;
  }>(
    `SELECT quote_id, state, brand_name, model_name, quantity, payout_type, payout_method, offer_cash, offer_exchange, revision_tolerance,
            revised_grade, revised_cash, revised_exchange, revision_reason, answers -> 'condition' -> 'answerIds' ->> 0 AS grade
     FROM quotations WHERE quote_id = ANY($1::text[]) ORDER BY quote_id`,
    [quoteIds],
  );
}

/** What a quote's listing is built from (restock/item.ts rules), null for an unknown quote. */
export async function listingQuote(q: Queryable, quoteId: string) {
  const [quote] = await q.query<{
    master_box_id: string;
    answers: Record<string, { answerIds?: string[]; value?: string }>;
    revised_grade: string | null;
    revision_reason: string | null;
    photos_on_product_page: boolean;
  }>('SELECT master_box_id, answers, revised_grade, revision_reason, photos_on_product_page FROM quotations WHERE quote_id = $1', [quoteId]);
  return quote ?? null;
}

/** A quote as restock puts its item on sale. */
export interface QuoteForSale {
  quote_id: string;
  member_id: string;
  photos_on_product_page: boolean;
  state: string;
  master_box_id: string;
  quantity: number;
  answers: Record<string, { answerIds?: string[]; value?: string }>;
  revised_grade: string | null;
  /** What staff found when they revised the grade: the product page's wear note. */
  revision_reason: string | null;
  category_id: number;
}

/** A quote as restock reads it, null for an unknown quote. */
export async function quoteForSale(q: Queryable, quoteId: string): Promise<QuoteForSale | null> {
  const [quote] = await q.query<QuoteForSale>(
    'SELECT quote_id, member_id::text AS member_id, photos_on_product_page, state, master_box_id, quantity, answers, revised_grade, revision_reason, category_id FROM quotations WHERE quote_id = $1',
    [quoteId],
  );
  return quote ?? null;
}

/** Locks a quote's row in the caller's transaction: work on one quote, one at a time. */
export async function lockQuote(tx: Queryable, quoteId: string): Promise<void> {
  await tx.query('SELECT quote_id FROM quotations WHERE quote_id = $1 FOR UPDATE', [quoteId]);
}
