// The units a member's own unpaid order holds (issue 30): their basket counts them as theirs, so a
// shopper whose order is being paid (or waits at their bank's page) never reads 'out of stock'
// for the very units they are buying. Read by the basket (injected in app.ts).
import type { Queryable } from '../../db/db.js';
import { HOLDS_UNPAID } from './order-states.js';

export interface HeldUnits {
  boxId: string;
  deliveryMethodId: 1 | 2;
  storeId: number | null;
  quantity: number;
}

export type HeldStock = (q: Queryable, memberId: string) => Promise<HeldUnits[]>;

export const unitsHeldFor: HeldStock = async (q, memberId) => {
  const rows = await q.query<{ box_id: string; delivery_method_id: 1 | 2; store_id: number | null; quantity: number }>(
    `SELECT i.box_id, i.delivery_method_id, i.store_id, i.quantity
     FROM web_sell_orders o JOIN web_sell_order_items i USING (order_id)
     WHERE o.member_id = $1 AND o.status = ANY($2::text[])`,
    [memberId, HOLDS_UNPAID],
  );
  return rows.map((r) => ({ boxId: r.box_id, deliveryMethodId: r.delivery_method_id, storeId: r.store_id, quantity: r.quantity }));
};

/** How many of a box (by one method, from one store) the member's order holds. */
export function heldOf(held: HeldUnits[], boxId: string, deliveryMethodId: number, storeId: number | null | undefined): number {
  return held.filter((h) => h.boxId === boxId && h.deliveryMethodId === deliveryMethodId && (deliveryMethodId === 1 || h.storeId === (storeId ?? null))).reduce((n, h) => n + h.quantity, 0);
}
