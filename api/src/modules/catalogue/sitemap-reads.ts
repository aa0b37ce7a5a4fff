// What the sitemap (seo/sitemap.ts) asks of the catalogue (categories, product lines, super
// categories and boxes are this module's tables, issue 34 §3): every category in its place, and
// every box with what its canonical address is made of. Each is one query over the whole set.
import type { Queryable } from '../../db/db.js';

/** Every category with its product line and super category, by super category id, product line id, category id. */
export function categoriesForSitemap(q: Queryable) {
  return q.query<{ super_cat_id: number; super_cat_friendly_name: string; product_line_id: number; product_line_name: string; category_name: string }>(
    `SELECT s.super_cat_id, s.super_cat_friendly_name, pl.product_line_id, pl.product_line_name, c.category_name
       FROM categories c JOIN product_lines pl USING (product_line_id) JOIN supercats s ON s.super_cat_id = pl.super_cat_id
      ORDER BY s.super_cat_id, pl.product_line_id, c.category_id`,
  );
}

/** Every box with its category and super category names and when it was listed, newest first. */
export function boxesForSitemap(q: Queryable) {
  return q.query<{ box_id: string; box_name: string; category_name: string; super_cat_friendly_name: string; created_at: Date | string }>(
    `SELECT b.box_id, b.box_name, c.category_name, s.super_cat_friendly_name, b.created_at
       FROM boxes b JOIN categories c USING (category_id) JOIN product_lines pl USING (product_line_id) JOIN supercats s ON s.super_cat_id = pl.super_cat_id
      ORDER BY b.created_at DESC, b.box_id`,
  );
}
