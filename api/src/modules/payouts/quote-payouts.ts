// What was paid for quotes, as the goods-in bench shows it (staff goods-in-bench.ts).
import type { Queryable } from '../../db/db.js';

/** The payouts of these quotes (at most one each; in no order): amount, method and when. */
export async function payoutsOfQuotes(q: Queryable, quoteIds: string[]) {
  return q.query<{ quote_id: string; amount_pence: number; method: string; created_at: Date | string }>('SELECT quote_id, amount_pence, method, created_at FROM quote_payouts WHERE quote_id = ANY($1::text[])', [
    quoteIds,
  ]);
}
