// What other modules may ask of quotations (this module's table, issue 34 §3): the item each quote
// is for, by its brand and model.
import type { Queryable } from '../../db/db.js';

/** Each of these quotes' brand and model name, keyed by quote id; a quote that does not exist is left out. */
export async function quoteItems(q: Queryable, quoteIds: string[]): Promise<Map<string, { brandName: string | null; modelName: string | null }>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await q.query<{ quote_id: string; brand_name: string | null; model_name: string | null }>('SELECT quote_id, brand_name, model_name FROM quotations WHERE quote_id = ANY($1::text[])', [quoteIds]);
  return new Map(rows.map((r) => [r.quote_id, { brandName: r.brand_name, modelName: r.model_name }]));
}
