// Taking and giving back stock for orders. Conditional updates: a row changes only while
// enough is left, so concurrent orders for the last unit cannot both succeed (no oversell).
import type { Queryable } from '../../db/db.js';
import { COLLECTION } from '@shop/shared/rules';

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
      ? await tx.query('UPDATE store_stock SET quantity = quantity - $3 WHERE store_id = $1 AND box_id = $2 AND quantity >= $3 RETURNING box_id', [
          line.storeId,
          line.boxId,
          line.quantity,
        ])
      : await tx.query(
          `UPDATE boxes SET ecom_quantity = ecom_quantity - $2
           WHERE box_id = $1 AND ecom_quantity >= $2 AND box_sale_allowed AND box_web_sale_allowed RETURNING box_id`,
          [line.boxId, line.quantity],
        );
  return rows.length === 1;
}

/** Called inside the stock change's transaction when a box was out of stock and is not any more. */
export type BackInStock = (tx: Queryable, boxId: string) => Promise<void>;

/** What a box holds online and in every store, and whether it sells online (the product page's 'out of stock' when both are 0). */
async function lockedAvailability(tx: Queryable, boxId: string): Promise<{ online: number; inStores: number; sellsOnline: boolean } | null> {
  // The box row's lock serialises every raise of this box, so exactly one of two concurrent
  // raises sees the box at 0: a return to stock is announced once (spec issue 13).
  const [row] = await tx.query<{ online: number; in_stores: number; sells_online: boolean }>(
    `SELECT b.ecom_quantity AS online, COALESCE((SELECT sum(ss.quantity) FROM store_stock ss WHERE ss.box_id = b.box_id), 0)::int AS in_stores,
            b.box_sale_allowed AND b.box_web_sale_allowed AS sells_online
     FROM boxes b WHERE b.box_id = $1 FOR UPDATE`,
    [boxId],
  );
  return row ? { online: Number(row.online), inStores: Number(row.in_stores), sellsOnline: row.sells_online } : null;
}

/**
 * Raises a box's stock (an order given back, stock received) and, when that brings it back,
 * lets `backInStock` announce it in the same transaction: the e-mails exist only if the stock
 * change does, and a retried change cannot announce twice. Back is from nothing anywhere, or,
 * for a box sold online, back online from none online (issue 30: its product page offered the
 * alert while a store still held one, and the shopper waits to have it delivered).
 */
export async function raiseStock(tx: Queryable, line: StockLine, backInStock: BackInStock): Promise<boolean> {
  const before = await lockedAvailability(tx, line.boxId);
  if (before === null || line.quantity < 1) return false;
  const online = line.deliveryMethodId !== COLLECTION;
  const rows = !online
    ? await tx.query(
        `INSERT INTO store_stock (store_id, box_id, quantity) VALUES ($1, $2, $3)
         ON CONFLICT (store_id, box_id) DO UPDATE SET quantity = store_stock.quantity + EXCLUDED.quantity RETURNING box_id`,
        [line.storeId, line.boxId, line.quantity],
      )
    : await tx.query('UPDATE boxes SET ecom_quantity = ecom_quantity + $2 WHERE box_id = $1 RETURNING box_id', [line.boxId, line.quantity]);
  if (rows.length !== 1) return false;
  const fromNothing = before.online + before.inStores === 0;
  const backOnline = online && before.sellsOnline && before.online === 0;
  if (fromNothing || backOnline) await backInStock(tx, line.boxId);
  return true;
}

/** Gives back what an order held (payment refused, reservation expired, order cancelled). */
export async function returnStock(tx: Queryable, line: StockLine, backInStock: BackInStock): Promise<void> {
  await raiseStock(tx, line, backInStock);
}
