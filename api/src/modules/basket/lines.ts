// The basket's lines as checkout and the changes read and write them, inside the caller's transaction.
import { COLLECTION, itemDeliveryCharge } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { boxNamesAndPrices, boxWebSaleAllowed } from '../catalogue/box-sale.js';
import type { CheckoutLine } from '../orders/order-deps.js';
import type { Limits } from './view.js';

export interface LineChange {
  boxId: string;
  quantity: number;
  deliveryMethodId: 1 | 2;
  storeId?: number;
}

/**
 * For checkout: the member's lines with today's prices and per-item delivery charges,
 * locked until the caller's transaction ends (a second checkout of the same basket waits).
 * The caller reads the limits before its transaction: PGlite runs one query at a time, so a
 * read outside the transaction would wait for it forever.
 */
export async function checkoutLines(tx: Queryable, memberId: string, lim: Limits): Promise<CheckoutLine[]> {
  const lines = await tx.query<{ box_id: string; delivery_method_id: 1 | 2; store_id: number | null; quantity: number }>(
    'SELECT bi.box_id, bi.delivery_method_id, bi.store_id, bi.quantity FROM basket_items bi WHERE bi.member_id = $1 ORDER BY bi.added_at, bi.box_id FOR UPDATE OF bi',
    [memberId],
  );
  const boxes = await boxNamesAndPrices(tx, [...new Set(lines.map((l) => l.box_id))]);
  // A line whose box is gone is no checkout line.
  return lines.flatMap((r) => {
    const box = boxes.get(r.box_id);
    if (!box) return [];
    return [
      {
        boxId: r.box_id,
        boxName: box.boxName,
        deliveryMethodId: r.delivery_method_id,
        storeId: r.store_id,
        quantity: r.quantity,
        pricePence: box.sellPricePence,
        deliveryChargePence: itemDeliveryCharge({ pricePence: box.sellPricePence, quantity: r.quantity, deliveryMethodId: r.delivery_method_id }, lim),
      },
    ];
  });
}

/** After payment: the ordered lines leave the basket (anything added since stays). */
export async function removeOrdered(tx: Queryable, memberId: string, ordered: Array<{ boxId: string; deliveryMethodId: number; quantity: number }>) {
  for (const line of ordered) {
    await tx.query('DELETE FROM basket_items WHERE member_id = $1 AND box_id = $2 AND delivery_method_id = $3 AND quantity <= $4', [memberId, line.boxId, line.deliveryMethodId, line.quantity]);
    await tx.query('UPDATE basket_items SET quantity = quantity - $4, updated_at = now() WHERE member_id = $1 AND box_id = $2 AND delivery_method_id = $3 AND quantity > $4', [
      memberId,
      line.boxId,
      line.deliveryMethodId,
      line.quantity,
    ]);
  }
}

/**
 * Collection on a box that may be sold online is the shopper's choice (§4's default would
 * have been delivery), and stays marked as such: the basket page's §4 conversion skips it.
 */
export async function upsert(tx: Queryable, memberId: string, change: LineChange) {
  const webSaleAllowed = await boxWebSaleAllowed(tx, change.boxId);
  // No such box: no line.
  if (webSaleAllowed === undefined) return;
  await tx.query(
    `INSERT INTO basket_items (member_id, box_id, delivery_method_id, store_id, quantity, collection_chosen)
     VALUES ($1, $2, $3, $4, $5, $3 = 2 AND $6::boolean)
     ON CONFLICT (member_id, box_id, delivery_method_id) DO UPDATE SET quantity = EXCLUDED.quantity, store_id = EXCLUDED.store_id,
       collection_chosen = basket_items.collection_chosen OR EXCLUDED.collection_chosen, updated_at = now()`,
    [memberId, change.boxId, change.deliveryMethodId, change.deliveryMethodId === COLLECTION ? change.storeId : null, change.quantity, webSaleAllowed],
  );
}

export async function currentQuantity(tx: Queryable, memberId: string, boxId: string, method: number): Promise<number | null> {
  const [row] = await tx.query<{ quantity: number }>('SELECT quantity FROM basket_items WHERE member_id = $1 AND box_id = $2 AND delivery_method_id = $3 FOR UPDATE', [memberId, boxId, method]);
  return row ? row.quantity : null;
}
