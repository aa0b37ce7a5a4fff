// What a box's product page address is made of (boxes, categories, product lines and super
// categories are this module's tables, issue 34 §3), for another module's link to it (shared
// productDetailUrl): a stock alert's e-mail.
import type { Queryable } from '../../db/db.js';

export interface BoxPageNames {
  boxName: string;
  categoryName: string;
  superCatName: string;
}

/** The box's name, its category's and its super category's; undefined for no such box. */
export async function boxPageNames(q: Queryable, boxId: string): Promise<BoxPageNames | undefined> {
  const [row] = await q.query<{ box_name: string; category_name: string; super_cat_name: string }>(
    `SELECT b.box_name, c.category_name, s.super_cat_name
       FROM boxes b JOIN categories c ON c.category_id = b.category_id JOIN product_lines pl ON pl.product_line_id = c.product_line_id JOIN supercats s ON s.super_cat_id = pl.super_cat_id
      WHERE b.box_id = $1`,
    [boxId],
  );
  return row && { boxName: row.box_name, categoryName: row.category_name, superCatName: row.super_cat_name };
}
