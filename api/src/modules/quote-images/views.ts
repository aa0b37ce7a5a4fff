// The views the shop asks for per category (GET imagetypes) and, for the quotations module at
// offer time, which required ones a quote has no photo of yet (§8 1042).
import { QUOTE_CODES } from '@shop/shared/api';
import { missingQuoteViews, QUOTE_PHOTO_CODES as C, quoteImageTypes, type QuoteImageType } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { categoryPlace } from '../catalogue/category-place.js';

export function createQuoteViews(db: Db) {
  async function imageTypes(categoryId: number): Promise<QuoteImageType[]> {
    const category = await categoryPlace(db, categoryId);
    if (!category) throw new ApiError(404, QUOTE_CODES.category, 'No such category.');
    return quoteImageTypes(category.superCatId, category.productLineId);
  }

  /**
   * The required views of a category (its department and product line) with no photo among
   * `photographed`: the offer's check, on what the quote store read with the quote (bench:offer).
   */
  function missingAmong(category: { superCatId: number; productLineId: number }, photographed: number[]): QuoteImageType[] {
    return missingQuoteViews(quoteImageTypes(category.superCatId, category.productLineId), photographed);
  }

  /** The required views the quote has no photo of (at least one photo each): the catalogue's place of the category, then the member's photos. */
  async function missingViews(quoteId: string, categoryId: number): Promise<QuoteImageType[]> {
    const category = await categoryPlace(db, categoryId);
    if (!category) throw new ApiError(404, QUOTE_CODES.category, 'No such category.');
    const [row] = await db.query<{ views: number[] }>('SELECT ARRAY(SELECT DISTINCT view FROM quote_images WHERE quote_id = $1 AND taken_by_staff_id IS NULL) AS views', [quoteId]);
    return missingAmong(category, row!.views.map(Number));
  }

  /** Throws 1042 naming the missing views, so an offer is never made on a quote without them. */
  async function requireViews(quoteId: string, categoryId: number): Promise<void> {
    const missing = await missingViews(quoteId, categoryId);
    if (missing.length > 0) throw new ApiError(409, C.missing, `Please add a photo of the ${missing.map((t) => t.name).join(', ')} first.`);
  }

  return { imageTypes, missingAmong, missingViews, requireViews };
}
