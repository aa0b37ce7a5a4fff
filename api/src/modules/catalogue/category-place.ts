// Where a category sits in the catalogue: its product line and that line's super category (what
// decides, for instance, which photos a quote of it needs: quote-images/views.ts).
import type { Queryable } from '../../db/db.js';

export interface CategoryPlace {
  superCatId: number;
  productLineId: number;
}

/** The category's product line and super category, null for an unknown category. */
export async function categoryPlace(q: Queryable, categoryId: number): Promise<CategoryPlace | null> {
  const [row] = await q.query<{ product_line_id: number; super_cat_id: number }>('SELECT c.product_line_id, pl.super_cat_id FROM categories c JOIN product_lines pl USING (product_line_id) WHERE c.category_id = $1', [
    categoryId,
  ]);
  return row ? { superCatId: row.super_cat_id, productLineId: row.product_line_id } : null;
}

/**
 * These categories with their product lines and super categories (those of one super category when
 * `superCatId` is given), in the shop's order: super category, product line, category.
 */
export async function placedCategories(q: Queryable, categoryIds: readonly number[], superCatId: number | null) {
  return q.query<{ super_cat_id: number; super_cat_friendly_name: string; product_line_id: number; product_line_name: string; category_id: number; category_name: string }>(
    `SELECT s.super_cat_id, s.super_cat_friendly_name, pl.product_line_id, pl.product_line_name, c.category_id, c.category_name
     FROM categories c JOIN product_lines pl USING (product_line_id) JOIN supercats s USING (super_cat_id)
     WHERE c.category_id = ANY($1::int[]) AND ($2::int IS NULL OR s.super_cat_id = $2) ORDER BY s.sort_order, pl.product_line_id, c.category_id`,
    [categoryIds, superCatId],
  );
}

/**
 * SQL for the place of the category `categoryId` (an SQL expression) as JSON { superCatId,
 * productLineId }, null for an unknown category: for a statement that must read it with its own
 * rows (quotations' load, which an offer's round-trip budget allows one read: offer-round-trips.test.ts).
 */
export const categoryPlaceSql = (categoryId: string) =>
  `(SELECT json_build_object('superCatId', pl.super_cat_id, 'productLineId', c.product_line_id)
     FROM categories c JOIN product_lines pl USING (product_line_id) WHERE c.category_id = ${categoryId})`;
