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

export async function returnStock(tx: Queryable, line: StockLine): Promise<void> {
  if (line.deliveryMethodId === COLLECTION) {
    await tx.query('UPDATE store_stock SET quantity = quantity + $3 WHERE store_id = $1 AND box_id = $2', [line.storeId, line.boxId, line.quantity]);
  } else {
    await tx.query('UPDATE boxes SET ecom_quantity = ecom_quantity + $2 WHERE box_id = $1', [line.boxId, line.quantity]);
  }
}
