// The catalogue's reads (spec §7 'Catalogue', 'Attributes', 'Stores'), each a named query, so
// that routes.ts is schemas and handlers only (issue 34 §5). Column aliases are the wire names.
import type { Db } from '../../db/db.js';
import { BOX_SELECT, type BoxRow } from './boxes.js';
import type { StoreRow } from './stores.js';

/** The attribute ids of the fixed filters (the brand attributes are the supercats'). */
export const ATTRIBUTE = { condition: 101, size: 102, colour: 103 } as const;

export function createCatalogueQueries(db: Db) {
  return {
    superCats: () =>
      db.query(
        `SELECT super_cat_id AS "superCatId", super_cat_name AS "superCatName", super_cat_friendly_name AS "superCatFriendlyName", brand_attribute_id AS "brandAttributeId"
         FROM supercats ORDER BY sort_order`,
      ),
    productLinesOf: (superCatIds: number[]) =>
      db.query(
        `SELECT product_line_id AS "productLineId", product_line_name AS "productLineName", super_cat_id AS "superCatId"
         FROM product_lines WHERE super_cat_id = ANY($1::int[]) ORDER BY super_cat_id, product_line_id`,
        [superCatIds],
      ),
    categoriesOf: (productLineIds: number[]) =>
      db.query(
        `SELECT category_id AS "categoryId", product_line_id AS "productLineId", category_name AS "categoryName", category_friendly_name AS "categoryFriendlyName"
         FROM categories WHERE product_line_id = ANY($1::int[]) ORDER BY product_line_id, category_id`,
        [productLineIds],
      ),
    popularCategories: () =>
      db.query(
        `SELECT c.category_id AS "categoryId", c.category_name AS "categoryName", pl.product_line_id AS "productLineId", pl.product_line_name AS "productLineName",
                s.super_cat_id AS "superCatId", s.super_cat_friendly_name AS "superCatFriendlyName"
         FROM categories c JOIN product_lines pl USING (product_line_id) JOIN supercats s USING (super_cat_id) WHERE c.popular ORDER BY s.sort_order, pl.product_line_id`,
      ),
    /** The stores holding a box, by name (the product page's stock list). */
    stockOf: (boxId: string) =>
      db.query(
        `SELECT st.store_id AS "storeId", st.store_name AS "storeName", ss.quantity FROM store_stock ss JOIN stores st USING (store_id)
         WHERE ss.box_id = $1 AND ss.quantity > 0 ORDER BY st.store_name`,
        [boxId],
      ),
    storesStocking: (boxId: string) => db.query<StoreRow & { quantity: number }>('SELECT st.*, ss.quantity FROM store_stock ss JOIN stores st USING (store_id) WHERE ss.box_id = $1 AND ss.quantity > 0', [boxId]),
    /** A product rail: boxes on sale online, in `order` (SQL written here and in routes.ts only), at most `limit`. */
    rail: (order: string, where: string, limit: number) => db.query<BoxRow>(`${BOX_SELECT} WHERE b.box_web_sale_allowed AND b.ecom_quantity > 0 AND ${where} ORDER BY ${order} LIMIT $1`, [limit]),
    brandAttributes: () => db.query(`SELECT brand_attribute_id AS "attributeId", 'Brand' AS "attributeFriendlyName", super_cat_id AS "superCatId" FROM supercats ORDER BY sort_order`),
    /** The values of one attribute: a supercat's brands, or a fixed filter's values; null for an unknown attribute. */
    async attributeValues(attributeId: number): Promise<Array<{ value: string }> | null> {
      const [superCat] = await db.query<{ super_cat_id: number }>('SELECT super_cat_id FROM supercats WHERE brand_attribute_id = $1', [attributeId]);
      if (superCat) {
        return db.query(
          `SELECT DISTINCT br.brand_name AS value FROM boxes b JOIN brands br USING (brand_id) JOIN categories c USING (category_id) JOIN product_lines pl USING (product_line_id)
           WHERE pl.super_cat_id = $1 ORDER BY 1 LIMIT 500`,
          [superCat.super_cat_id],
        );
      }
      if (attributeId === ATTRIBUTE.condition) return db.query('SELECT grade AS value FROM grades ORDER BY sort_order');
      if (attributeId === ATTRIBUTE.size) return db.query('SELECT DISTINCT size AS value FROM boxes WHERE size IS NOT NULL ORDER BY 1');
      if (attributeId === ATTRIBUTE.colour) return db.query('SELECT DISTINCT colour AS value FROM boxes WHERE colour IS NOT NULL ORDER BY 1');
      return null;
    },
    grades: () => db.query('SELECT grade, grade_name AS "gradeName", description FROM grades ORDER BY sort_order'),
    brands: () =>
      db.query<{ brandName: string; description: string; clothingTier: string | null; boxes: number }>(
        `SELECT br.brand_name AS "brandName", br.description, br.clothing_tier AS "clothingTier", count(b.box_id)::int AS boxes
         FROM brands br LEFT JOIN boxes b USING (brand_id) GROUP BY br.brand_id ORDER BY lower(br.brand_name)`,
      ),
    brandNamed: async (name: string) => (await db.query<{ brandName: string; description: string }>('SELECT brand_name AS "brandName", description FROM brands WHERE lower(brand_name) = lower($1)', [name]))[0],
    stores: () => db.query<StoreRow>('SELECT * FROM stores ORDER BY store_name'),
    store: async (storeId: number) => (await db.query<StoreRow>('SELECT * FROM stores WHERE store_id = $1', [storeId]))[0],
  };
}

export type CatalogueQueries = ReturnType<typeof createCatalogueQueries>;
