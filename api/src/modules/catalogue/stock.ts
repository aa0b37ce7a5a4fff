// Taking and giving back stock for orders. Conditional updates: a row changes only while
// enough is left, so concurrent orders for the last unit cannot both succeed (no oversell).
import type { Queryable } from '../../db/db.js';
import { COLLECTION, stockState, type StockState } from '@shop/shared/rules';

export interface StockLine {
  boxId: string;
  deliveryMethodId: number;
  storeId: number | null;
  quantity: number;
}

/** Takes the stock for one line; false when there is not enough (nothing is changed then). */
export async function takeStock(tx: Queryable, line: StockLine): Promise<boolean> {
  const rows =
    line.deliveryMethodId === COLLECTION
      ? await tx.query('UPDATE store_stock SET quantity = quantity - $3 WHERE store_id = $1 AND box_id = $2 AND quantity >= $3 RETURNING box_id', [line.storeId, line.boxId, line.quantity])
      : await tx.query(
          `UPDATE boxes SET ecom_quantity = ecom_quantity - $2
           WHERE box_id = $1 AND ecom_quantity >= $2 AND box_sale_allowed AND box_web_sale_allowed RETURNING box_id`,
          [line.boxId, line.quantity],
        );
  return rows.length === 1;
}

/** SQL that is true when the box `alias` has none left, online or in any store (for another module's query). */
export const soldOutSql = (alias: string) => `(${alias}.ecom_quantity = 0 AND NOT EXISTS (SELECT 1 FROM store_stock ss WHERE ss.box_id = ${alias}.box_id AND ss.quantity > 0))`;

/** Called inside the stock change's transaction when a box was out of stock and is not any more. */
export type BackInStock = (tx: Queryable, boxId: string) => Promise<void>;

/**
 * A box's stock state (shared stockState: what its product page, its JSON-LD and the 'Back in
 * stock' label say), read under the box row's lock: the lock serialises every raise of this box,
 * so exactly one of two concurrent raises sees it come back, and a return is announced once (issue 13).
 */
export async function lockedStockState(tx: Queryable, boxId: string): Promise<StockState | null> {
  const [row] = await tx.query<{ online: number; in_stores: number; sale: boolean; web_sale: boolean }>(
    `SELECT b.ecom_quantity AS online, COALESCE((SELECT sum(ss.quantity) FROM store_stock ss WHERE ss.box_id = b.box_id), 0)::int AS in_stores,
            b.box_sale_allowed AS sale, b.box_web_sale_allowed AS web_sale
     FROM boxes b WHERE b.box_id = $1 FOR UPDATE`,
    [boxId],
  );
  if (!row) return null;
  const online = Number(row.online);
  const inStores = Number(row.in_stores);
  // The facts as the catalogue serves them (boxes.ts toBoxDetail), so the state is the page's.
  return stockState({ ecomQuantity: online, collectionQuantity: inStores, outOfStock: online + inStores < 1 ? 1 : 0, boxSaleAllowed: row.sale ? 1 : 0, webSaleAllowed: row.web_sale ? 1 : 0 });
}

/** Back in stock: the alert's promise kept. From out of stock to anything, or to deliverable from only in a store. */
export const isBackInStock = (before: StockState, after: StockState) => before !== after && after !== 'out-of-stock' && (before === 'out-of-stock' || after === 'online');

/**
 * Raises a box's stock (an order given back, stock received) and, when that brings it back
 * (isBackInStock, the states the shopper sees), lets `backInStock` announce it in the same
 * transaction: the e-mails exist only if the stock change does, and a retried change cannot
 * announce twice. A box sold online is back once it can be delivered again (issue 30: its product
 * page offered the alert while a store still held one, and the shopper waits to have it delivered).
 */
export async function raiseStock(tx: Queryable, line: StockLine, backInStock: BackInStock): Promise<boolean> {
  const before = await lockedStockState(tx, line.boxId);
  if (before === null || line.quantity < 1) return false;
  const rows =
    line.deliveryMethodId === COLLECTION
      ? await tx.query(
          `INSERT INTO store_stock (store_id, box_id, quantity) VALUES ($1, $2, $3)
           ON CONFLICT (store_id, box_id) DO UPDATE SET quantity = store_stock.quantity + EXCLUDED.quantity RETURNING box_id`,
          [line.storeId, line.boxId, line.quantity],
        )
      : await tx.query('UPDATE boxes SET ecom_quantity = ecom_quantity + $2 WHERE box_id = $1 RETURNING box_id', [line.boxId, line.quantity]);
  if (rows.length !== 1) return false;
  const after = await lockedStockState(tx, line.boxId);
  if (after && isBackInStock(before, after)) await backInStock(tx, line.boxId);
  return true;
}

/** How many of a box are in stock online, null for an unknown box. */
export async function onlineQuantity(q: Queryable, boxId: string): Promise<number | null> {
  const [row] = await q.query<{ ecom_quantity: number }>('SELECT ecom_quantity FROM boxes WHERE box_id = $1', [boxId]);
  return row ? Number(row.ecom_quantity) : null;
}

/** Gives back what an order held (payment refused, reservation expired, order cancelled). */
export async function returnStock(tx: Queryable, line: StockLine, backInStock: BackInStock): Promise<void> {
  await raiseStock(tx, line, backInStock);
}

/**
 * How many boxes of a super category are for sale in each of these sizes, online or in a store
 * (what 'Coming up' counts for a child's next clothes size). Sizes with none are absent.
 */
export async function inStockBySize(q: Queryable, superCatId: number, sizes: string[]): Promise<Map<string, number>> {
  if (sizes.length === 0) return new Map();
  const rows = await q.query<{ size: string; count: number }>(
    `SELECT b.size, count(*)::int AS count
     FROM boxes b JOIN categories c ON c.category_id = b.category_id JOIN product_lines pl ON pl.product_line_id = c.product_line_id
     WHERE pl.super_cat_id = $1 AND b.size = ANY($2::text[]) AND b.box_sale_allowed
       AND ((b.ecom_quantity > 0 AND b.box_web_sale_allowed) OR EXISTS (SELECT 1 FROM store_stock ss WHERE ss.box_id = b.box_id AND ss.quantity > 0))
     GROUP BY b.size`,
    [superCatId, sizes],
  );
  return new Map(rows.map((r) => [r.size, r.count]));
}

/**
 * The model's boxes other than `exceptBoxId` (a new box of it), each with whether it is sold out
 * (none left online or in any store): whose alerts a new box of the model answers.
 */
export async function otherBoxesOfModel(q: Queryable, masterBoxId: string, exceptBoxId: string): Promise<Array<{ boxId: string; soldOut: boolean }>> {
  const rows = await q.query<{ box_id: string; sold_out: boolean }>(`SELECT b.box_id, ${soldOutSql('b')} AS sold_out FROM boxes b WHERE b.master_box_id = $1 AND b.box_id <> $2`, [masterBoxId, exceptBoxId]);
  return rows.map((r) => ({ boxId: r.box_id, soldOut: r.sold_out }));
}
