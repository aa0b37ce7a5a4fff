// The views the shop asks for per category (GET imagetypes) and, for the quotations module at
// offer time, which required ones a quote has no photo of yet (§8 1042).
import { missingQuoteViews, QUOTE_CODES, QUOTE_PHOTO_CODES as C, quoteImageTypes, type QuoteImageType } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';

export function createQuoteViews(db: Db) {
  async function imageTypes(categoryId: number): Promise<QuoteImageType[]> {
    const [category] = await db.query<{ product_line_id: number; super_cat_id: number }>(
      'SELECT c.product_line_id, pl.super_cat_id FROM categories c JOIN product_lines pl USING (product_line_id) WHERE c.category_id = $1',
      [categoryId],
    );
    if (!category) throw new ApiError(404, QUOTE_CODES.category, 'No such category.');
    return quoteImageTypes(category.super_cat_id, category.product_line_id);
  }

  /**
   * The required views of a category (its department and product line) with no photo among
   * `photographed`: the offer's check, on what the quote store read with the quote (bench:offer).
   */
  function missingAmong(category: { superCatId: number; productLineId: number }, photographed: number[]): QuoteImageType[] {
    return missingQuoteViews(quoteImageTypes(category.superCatId, category.productLineId), photographed);
  }

  /** The required views the quote has no photo of (at least one photo each); the category and the photos read together. */
  async function missingViews(quoteId: string, categoryId: number): Promise<QuoteImageType[]> {
    const [row] = await db.query<{ product_line_id: number; super_cat_id: number; views: number[] }>(
      `SELECT c.product_line_id, pl.super_cat_id, ARRAY(SELECT DISTINCT view FROM quote_images WHERE quote_id = $2 AND taken_by_staff_id IS NULL) AS views
       FROM categories c JOIN product_lines pl USING (product_line_id) WHERE c.category_id = $1`,
      [categoryId, quoteId],
    );
    if (!row) throw new ApiError(404, QUOTE_CODES.category, 'No such category.');
    return missingAmong({ superCatId: row.super_cat_id, productLineId: row.product_line_id }, row.views.map(Number));
  }

  /** Throws 1042 naming the missing views, so an offer is never made on a quote without them. */
  async function requireViews(quoteId: string, categoryId: number): Promise<void> {
    const missing = await missingViews(quoteId, categoryId);
    if (missing.length > 0) throw new ApiError(409, C.missing, `Please add a photo of the ${missing.map((t) => t.name).join(', ')} first.`);
  }

  return { imageTypes, missingAmong, missingViews, requireViews };
}
