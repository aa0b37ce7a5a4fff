// The member's own view of one order and of their order list (GET /v3/members/{id}/orders…):
// the items with photo and grade, the delivery address or the collection stores with their
// address and opening hours, the payment method and state, and the tracking once dispatched.
import { CARRIERS, isCarrier, type OrderDetail, orderStateOf, type OrderSummary, paymentStateOf, type StoredOrderStatus, toPounds, trackingUrl } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { imageUrl } from '../catalogue/images.js';
import { orderedBoxes } from '../catalogue/ordered-boxes.js';
import { storesByIds, toOrderStore } from '../catalogue/stores.js';
import { paymentTypeNameSql } from '../payments/payment-types.js';
import { orderErrors, paymentsOfRow, type OrderRow } from './order-model.js';

/** The order's columns the member's order page reads (order-model's row), with its dispatch. */
type DetailRow = Pick<
  OrderRow,
  | 'order_number'
  | 'status'
  | 'delivery_address'
  | 'sell_cost_pence'
  | 'delivery_charge_pence'
  | 'voucher_code'
  | 'voucher_pence'
  | 'store_credit_pence'
  | 'to_pay_pence'
  | 'payment_type_id'
  | 'payment_name'
  | 'created_at'
  | 'paid_at'
> & { order_id: string | number; dispatched_at: Date | string | null; carrier: string | null; tracking_number: string | null };

interface ItemRow {
  box_id: string;
  box_name: string;
  grade: string;
  grade_name: string;
  image_views: number[];
  delivery_method_id: 1 | 2;
  store_id: number | null;
  quantity: number;
  unit_price_pence: number;
  delivery_charge_pence: number;
}

const iso = (d: Date | string) => new Date(d).toISOString();

// The front photo when the box has one (view 1), else its first view.
const photoOf = (boxId: string, views: number[]) => (views.length ? imageUrl(boxId, views.includes(1) ? 1 : views[0]!, 's') : null);

function trackingOf(o: DetailRow): OrderDetail['tracking'] {
  if (!o.dispatched_at || !o.carrier || !o.tracking_number || !isCarrier(o.carrier)) return null;
  return {
    carrier: o.carrier,
    carrierName: CARRIERS[o.carrier].name,
    trackingNumber: o.tracking_number,
    trackingUrl: trackingUrl(o.carrier, o.tracking_number),
    dispatchedAt: iso(o.dispatched_at),
  };
}

/** One order of the member's; someone else's or a missing one is 'not found' (C000, 404). */
export async function memberOrderDetail(q: Queryable, memberId: string, orderId: string): Promise<OrderDetail> {
  const [o] = await q.query<DetailRow>(
    `SELECT o.order_id, o.order_number, o.status, o.delivery_address, o.sell_cost_pence, o.delivery_charge_pence, o.voucher_code,
            o.voucher_pence, o.store_credit_pence, o.to_pay_pence, o.payment_type_id, ${paymentTypeNameSql('o.payment_type_id')} AS payment_name, o.created_at, o.paid_at,
            o.dispatched_at, o.carrier, o.tracking_number
     FROM web_sell_orders o
     WHERE o.order_id = $1 AND o.member_id = $2`,
    [orderId, memberId],
  );
  if (!o) throw orderErrors.notFound();
  const lines = await q.query<Omit<ItemRow, 'grade' | 'grade_name' | 'image_views'>>(
    `SELECT i.box_id, i.box_name, i.delivery_method_id, i.store_id, i.quantity, i.unit_price_pence, i.delivery_charge_pence
     FROM web_sell_order_items i WHERE i.order_id = $1 ORDER BY i.delivery_method_id, i.box_name, i.box_id`,
    [o.order_id],
  );
  const boxes = await orderedBoxes(q, [...new Set(lines.map((i) => i.box_id))]);
  // A line whose box, or the box's grade, is gone is not shown.
  const items: ItemRow[] = lines.flatMap((i) => {
    const b = boxes.get(i.box_id);
    return b && b.gradeName !== null ? [{ ...i, grade: b.grade, grade_name: b.gradeName, image_views: b.imageViews }] : [];
  });
  const storeIds = [...new Set(items.map((i) => i.store_id).filter((id): id is number => id !== null))];
  const stores = await storesByIds(q, storeIds);
  const dispatched = o.dispatched_at !== null;
  return {
    orderId: String(o.order_id),
    orderNumber: o.order_number,
    createdAt: iso(o.created_at),
    state: orderStateOf(o.status, dispatched),
    items: items.map((i) => ({
      boxId: i.box_id,
      boxName: i.box_name,
      imageUrl: photoOf(i.box_id, i.image_views),
      grade: i.grade,
      gradeName: i.grade_name,
      quantity: i.quantity,
      unitPrice: toPounds(i.unit_price_pence),
      totalPrice: toPounds(i.unit_price_pence * i.quantity),
      deliveryMethodId: i.delivery_method_id,
      deliveryCharge: toPounds(i.delivery_charge_pence),
      storeId: i.store_id,
    })),
    deliveryAddress: o.delivery_address,
    stores: stores.map(toOrderStore),
    sellCost: toPounds(o.sell_cost_pence),
    deliveryCharge: toPounds(o.delivery_charge_pence),
    voucherCode: o.voucher_code,
    voucherAmount: toPounds(o.voucher_pence),
    storeCreditAmount: toPounds(o.store_credit_pence),
    totalCost: toPounds(o.sell_cost_pence + o.delivery_charge_pence),
    toPay: toPounds(o.to_pay_pence),
    payments: paymentsOfRow(o),
    payment: { paymentTypeId: o.payment_type_id, method: o.payment_name, state: paymentStateOf(o.status), paidAt: o.paid_at === null ? null : iso(o.paid_at) },
    tracking: trackingOf(o),
  };
}

/** The member's orders, newest first: those placed (paid, perhaps dispatched) and those since cancelled. */
export async function memberOrders(q: Queryable, memberId: string): Promise<OrderSummary[]> {
  const rows = await q.query<{ order_id: string | number; order_number: string; status: StoredOrderStatus; created_at: Date | string; dispatched: boolean; total_pence: number; item_count: number }>(
    `SELECT order_id, order_number, status, created_at, dispatched_at IS NOT NULL AS dispatched, sell_cost_pence + delivery_charge_pence AS total_pence,
            (SELECT COALESCE(sum(quantity), 0)::int FROM web_sell_order_items i WHERE i.order_id = o.order_id) AS item_count
     FROM web_sell_orders o WHERE member_id = $1 AND status IN ('paid', 'cancelled') ORDER BY created_at DESC, order_id DESC LIMIT 100`,
    [memberId],
  );
  return rows.map((o) => ({
    orderId: String(o.order_id),
    orderNumber: o.order_number,
    state: orderStateOf(o.status, o.dispatched),
    createdAt: iso(o.created_at),
    itemCount: o.item_count,
    totalCost: toPounds(o.total_pence),
  }));
}

/** One thing a member bought: what it was, which model and the grade it was sold at (for 'Outgrown? Sell it back', the children module). */
export interface BoughtItem {
  orderId: string;
  orderNumber: string;
  boughtAt: string;
  boxId: string;
  boxName: string;
  masterBoxId: string;
  categoryId: number;
  /** The box's grade (A, B or C), as the order's page shows it. */
  grade: string;
}

/** What the member has bought and kept: the items of their paid orders (not cancelled ones), newest first. */
export async function boughtItems(q: Queryable, memberId: string): Promise<BoughtItem[]> {
  const lines = await q.query<{ order_id: string | number; order_number: string; created_at: Date | string; box_id: string; box_name: string }>(
    `SELECT o.order_id, o.order_number, o.created_at, i.box_id, i.box_name
     FROM web_sell_orders o JOIN web_sell_order_items i USING (order_id)
     WHERE o.member_id = $1 AND o.status = 'paid' ORDER BY o.created_at DESC, o.order_id DESC, i.box_id`,
    [memberId],
  );
  const boxes = await orderedBoxes(q, [...new Set(lines.map((r) => r.box_id))]);
  // A line whose box is gone is left out.
  const rows = lines.flatMap((r) => {
    const b = boxes.get(r.box_id);
    return b ? [{ ...r, master_box_id: b.masterBoxId, category_id: b.categoryId, grade: b.grade }] : [];
  });
  return rows.map((r) => ({
    orderId: String(r.order_id),
    orderNumber: r.order_number,
    boughtAt: iso(r.created_at),
    boxId: r.box_id,
    boxName: r.box_name,
    masterBoxId: r.master_box_id,
    categoryId: Number(r.category_id),
    grade: r.grade,
  }));
}
