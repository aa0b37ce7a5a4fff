// Which box a bought item went on sale as (restocked_quotes, migration 023): asked by restock
// itself, by the goods-in bench and the listing preview, and (given where the app composes it)
// by quotations when a member's photo consent changes.
import type { Queryable } from '../../db/db.js';

export type RestockedBoxOf = (q: Queryable, quoteId: string) => Promise<string | null>;

/** The box a quote's item was put on sale as, null while it is not on sale. */
export const restockedBoxOf: RestockedBoxOf = async (q, quoteId) => (await q.query<{ box_id: string }>('SELECT box_id FROM restocked_quotes WHERE quote_id = $1', [quoteId]))[0]?.box_id ?? null;
