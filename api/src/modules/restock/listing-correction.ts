// What staff corrected in an item's listing at the goods-in bench before it goes on sale (issue 35
// 'Restock'; goods_in_listing_corrections, migration 071, written by staff/goods-in-bench.ts): the
// wear note shoppers read, and photos left off. Read here, by restock, which puts the item on sale.
import type { Queryable } from '../../db/db.js';

/** A correction as restock reads it: null when staff have corrected nothing. */
export async function listingCorrectionOf(db: Queryable, quoteId: string): Promise<{ wearNote: string | null; hiddenImageIds: string[] } | null> {
  const [row] = await db.query<{ wear_note: string | null; hidden_image_ids: string[] }>('SELECT wear_note, hidden_image_ids FROM goods_in_listing_corrections WHERE quote_id = $1', [quoteId]);
  return row ? { wearNote: row.wear_note, hiddenImageIds: row.hidden_image_ids } : null;
}
