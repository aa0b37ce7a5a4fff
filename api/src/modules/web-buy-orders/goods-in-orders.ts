// Web buy orders as goods-in works on them (staff goods-in.ts, order-view.ts): the parcels on
// their way, one order (locked in the caller's transaction when asked), and a parcel received.
import type { WebBuyOrderState } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';

/** An order as goods-in reads it. */
export interface GoodsInOrderRow {
  web_buy_order_id: string;
  member_id: string;
  state: WebBuyOrderState;
  quote_ids: string[];
  handover: string | null;
  store_id: number | null;
  collection_address: Record<string, string> | null;
  label_generated_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}
const GOODS_IN_COLUMNS = 'web_buy_order_id, member_id::text AS member_id, state, quote_ids, handover, store_id, collection_address, label_generated_at, created_at, updated_at';

/** Orders sent (parcels on their way), oldest first, at most `limit`. */
export async function sentOrders(q: Queryable, limit: number): Promise<GoodsInOrderRow[]> {
  return q.query<GoodsInOrderRow>(`SELECT ${GOODS_IN_COLUMNS} FROM web_buy_orders WHERE state = 'sent' ORDER BY updated_at, web_buy_order_id LIMIT $1`, [limit]);
}

/** One order, its row locked in the caller's transaction when `lock`; null for an unknown order. */
export async function goodsInOrder(q: Queryable, orderId: string, lock = false): Promise<GoodsInOrderRow | null> {
  const [row] = await q.query<GoodsInOrderRow>(`SELECT ${GOODS_IN_COLUMNS} FROM web_buy_orders WHERE web_buy_order_id = $1${lock ? ' FOR UPDATE' : ''}`, [orderId]);
  return row ?? null;
}

/** The order's parcel has arrived: it is received, at `at` (in the caller's transaction); the order as it is then. */
export async function markOrderReceived(tx: Queryable, orderId: string, at: Date): Promise<GoodsInOrderRow | null> {
  const [received] = await tx.query<GoodsInOrderRow>(`UPDATE web_buy_orders SET state = 'received', updated_at = $2 WHERE web_buy_order_id = $1 RETURNING ${GOODS_IN_COLUMNS}`, [orderId, at]);
  return received ?? null;
}
