// An order's dispatch, as the warehouse records it (staff dispatch-order.ts): the order read under
// its lock with how many of its lines are delivered, and the carrier and tracking number kept.
import { DELIVERY } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';

/** The order's number, status and count of delivered lines, its row locked in the caller's transaction; null for an unknown order. */
export async function lockOrderForDispatch(tx: Queryable, orderId: string): Promise<{ orderNumber: string; status: string; deliveries: number } | null> {
  const [o] = await tx.query<{ order_number: string; status: string; deliveries: number }>(
    `SELECT order_number, status, (SELECT count(*)::int FROM web_sell_order_items i WHERE i.order_id = o.order_id AND i.delivery_method_id = $2) AS deliveries
     FROM web_sell_orders o WHERE order_id = $1 FOR UPDATE`,
    [orderId, DELIVERY],
  );
  return o ? { orderNumber: o.order_number, status: o.status, deliveries: o.deliveries } : null;
}

/** Records the order dispatched (first dispatch time kept) with this carrier and tracking number. */
export async function recordDispatch(tx: Queryable, orderId: string, carrier: string, trackingNumber: string): Promise<void> {
  await tx.query('UPDATE web_sell_orders SET dispatched_at = COALESCE(dispatched_at, now()), carrier = $2, tracking_number = $3 WHERE order_id = $1', [orderId, carrier, trackingNumber]);
}
