// What other modules may ask of web_sell_orders (the table is this module's, issue 34 §3): whose an
// order is, the order numbers shoppers know their orders by, and where a member's orders went.
import type { Queryable } from '../../db/db.js';

/** The member who placed the order with this number; undefined for no such order. */
export async function sellOrderMemberId(q: Queryable, orderNumber: string): Promise<string | undefined> {
  const [row] = await q.query<{ member_id: string }>('SELECT member_id::text FROM web_sell_orders WHERE order_number = $1', [orderNumber]);
  return row?.member_id;
}

/** Each of these orders' number, keyed by order id (as text); an order that does not exist is left out. */
export async function orderNumbers(q: Queryable, orderIds: Array<string | number>): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await q.query<{ order_id: string; order_number: string }>('SELECT order_id::text, order_number FROM web_sell_orders WHERE order_id = ANY($1::bigint[])', [orderIds.map(String)]);
  return new Map(rows.map((r) => [r.order_id, r.order_number]));
}

/**
 * Each address the member had an order delivered to, once (the same first line, second line and
 * postcode, case and spaces aside), with the newest order's copy of it and when that order was placed.
 */
export const memberDeliveryAddresses = (q: Queryable, memberId: string) =>
  q.query<{ address: Record<string, unknown>; last_used_at: Date | string }>(
    `SELECT DISTINCT ON (lower(delivery_address->>'line1'), lower(coalesce(delivery_address->>'line2', '')), upper(replace(delivery_address->>'postcode', ' ', '')))
       delivery_address AS address, created_at AS last_used_at
     FROM web_sell_orders WHERE member_id = $1 AND delivery_address IS NOT NULL
     ORDER BY lower(delivery_address->>'line1'), lower(coalesce(delivery_address->>'line2', '')), upper(replace(delivery_address->>'postcode', ' ', '')), created_at DESC`,
    [memberId],
  );
