// A quote's photos as goods-in uses them (staff goods-in.ts, listing-preview.ts): which named
// photos are the staff's, and every photo in the order the listing shows them.
import type { Queryable } from '../../db/db.js';

/** Of these image ids, the ones that are staff photos of this quote (in the caller's transaction). */
export async function staffPhotosAmong(q: Queryable, quoteId: string, imageIds: string[]): Promise<string[]> {
  const found = await q.query<{ image_id: string }>('SELECT image_id FROM quote_images WHERE quote_id = $1 AND image_id = ANY($2::text[]) AND taken_by_staff_id IS NOT NULL', [quoteId, imageIds]);
  return found.map((f) => f.image_id);
}

/** Every photo of a quote, the member's first, each in the order taken, with who took it (staff id, null for the member). */
export async function listingPhotosOf(q: Queryable, quoteId: string): Promise<Array<{ image_id: string; taken_by_staff_id: string | null }>> {
  return q.query<{ image_id: string; taken_by_staff_id: string | null }>('SELECT image_id, taken_by_staff_id FROM quote_images WHERE quote_id = $1 ORDER BY taken_by_staff_id IS NOT NULL, created_at, image_id', [
    quoteId,
  ]);
}

/**
 * A quote's photos its product page may show once on sale, the member's first, each in the order
 * taken: the staff's, the member's only `withMembers`, none of those `hidden`.
 */
export async function photosForSale(q: Queryable, quoteId: string, withMembers: boolean, hidden: string[]) {
  return q.query<{ image_id: string; view: number; taken_by_staff_id: string | null }>(
    `SELECT image_id, view, taken_by_staff_id FROM quote_images WHERE quote_id = $1 AND ($2 OR taken_by_staff_id IS NOT NULL) AND image_id <> ALL($3::text[])
     ORDER BY taken_by_staff_id IS NOT NULL, created_at, image_id`,
    [quoteId, withMembers, hidden],
  );
}

/**
 * SQL for the views the member has photographed of the quote `quoteId` (an SQL expression), an
 * int array: for a statement that must read them with the quote (quotations' load, for the offer's 1042 check).
 */
export const memberPhotographedViewsSql = (quoteId: string) => `ARRAY(SELECT DISTINCT i.view::int FROM quote_images i WHERE i.quote_id = ${quoteId} AND i.taken_by_staff_id IS NULL)`;
