// A bought item's new box (restock/service.ts): one box of its model, graded, priced and worded as
// restock built it, a new box not yet in stock (its stock rises through stock.ts) and drawn until
// its photos are in (box-photos.ts refreshPictures).
import type { Queryable } from '../../db/db.js';

export interface RestockedBox {
  boxId: string;
  masterBoxId: string;
  name: string;
  categoryId: number;
  brandId: number | null;
  grade: string;
  wear: string;
  sellPrice: number;
  cashPrice: number;
  exchangePrice: number;
  size: string | null;
  attributes: unknown[];
  searchText: string;
}

/** Adds the box, in the caller's transaction: out of stock online, no was-price, the drawing's front view. */
export async function insertRestockedBox(tx: Queryable, box: RestockedBox): Promise<void> {
  await tx.query(
    `INSERT INTO boxes (box_id, master_box_id, box_name, category_id, brand_id, grade, wear, sell_price, was_price, cash_price, exchange_price,
       is_new_box, ecom_quantity, size, attributes, image_views, search_text)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, $9, $10, true, 0, $11, $12::jsonb, $13::integer[], $14)`,
    [box.boxId, box.masterBoxId, box.name, box.categoryId, box.brandId, box.grade, box.wear, box.sellPrice, box.cashPrice, box.exchangePrice, box.size, JSON.stringify(box.attributes), [1], box.searchText],
  );
}
