// What staff corrected in an item's listing at the goods-in bench before it goes on sale (issue 35
// 'Restock'; goods_in_listing_corrections, migration 071, written by goods-in-bench.ts): the wear
// note shoppers read, and photos left off. Read by the listing preview, and by restock (which puts
// the item on sale), given this function where the app composes it (restock cannot import staff).
import type { Queryable } from '../../db/db.js';

export type ListingCorrectionOf = (db: Queryable, quoteId: string) => Promise<{ wearNote: string | null; hiddenImageIds: string[] } | null>;

/** A correction as restock reads it: null when staff have corrected nothing. */
export const listingCorrectionOf: ListingCorrectionOf = async (db, quoteId) => {
  const [row] = await db.query<{ wear_note: string | null; hidden_image_ids: string[] }>('SELECT wear_note, hidden_image_ids FROM goods_in_listing_corrections WHERE quote_id = $1', [quoteId]);
  return row ? { wearNote: row.wear_note, hiddenImageIds: row.hidden_image_ids } : null;
};
