// A member's orders as their data export, their account's erasure and the retention job need
// them (member-data, account-deletion and retention compose these): the merchant references
// they were paid under, the ids and items, the delivery addresses forgotten, and the old orders
// of erased accounts removed.
import type { Queryable } from '../../db/db.js';
import { paymentReferenceOf } from './order-model.js';

/** Every merchant reference the member's orders were paid (or tried) under: one per payment attempt. */
export async function memberPaymentReferences(q: Queryable, memberId: string): Promise<string[]> {
  const orders = await q.query<{ order_number: string; payment_attempt: number }>('SELECT order_number, payment_attempt FROM web_sell_orders WHERE member_id = $1', [memberId]);
  return orders.flatMap((o) => Array.from({ length: Math.max(1, o.payment_attempt) }, (_, i) => paymentReferenceOf({ order_number: o.order_number, payment_attempt: i + 1 })));
}

/** The ids of the member's orders. */
export async function memberOrderIds(q: Queryable, memberId: string): Promise<string[]> {
  const rows = await q.query<{ order_id: string }>('SELECT order_id::text AS order_id FROM web_sell_orders WHERE member_id = $1', [memberId]);
  return rows.map((o) => o.order_id);
}

/** The items of the member's orders, every column, by order. */
export const memberOrderItems = (q: Queryable, memberId: string) =>
  q.query<Record<string, unknown>>('SELECT i.* FROM web_sell_order_items i JOIN web_sell_orders o ON o.order_id = i.order_id WHERE o.member_id = $1 ORDER BY i.order_id', [memberId]);

/** Orders stay for the accounts; where they went does not (an erased account's delivery addresses). */
export async function forgetDeliveryAddresses(tx: Queryable, memberId: string): Promise<void> {
  await tx.query(`UPDATE web_sell_orders SET delivery_address = CASE WHEN delivery_address IS NULL THEN NULL ELSE '{"erased": true}'::jsonb END WHERE member_id = $1`, [memberId]);
}

/** Removes these members' orders placed longer ago than `age` (an interval, e.g. '7 years'); answers how many went. */
export async function deleteOrdersOlderThan(q: Queryable, memberIds: string[], age: string): Promise<number> {
  const rows = await q.query(`DELETE FROM web_sell_orders WHERE member_id = ANY($1::bigint[]) AND created_at < now() - $2::interval RETURNING 1`, [memberIds, age]);
  return rows.length;
}
