// Reading orders: an order's row (the member's own only), its lines, the view a shopper reads,
// the member's open order and their last delivery address. Every read takes the connection or
// transaction to read with, so a transaction reads its own locked rows.
import type { DeliveryAddress } from '@shop/shared/api';
import type { Db, Queryable } from '../../db/db.js';
import { storesByIds } from '../catalogue/stores.js';
import { holdsStock, OPEN } from './order-states.js';
import { ORDER_COLUMNS, orderErrors, toView, type ItemRow, type OrderRow, type OrderView } from './order-model.js';

export async function items(q: Queryable, orderId: number): Promise<ItemRow[]> {
  const lines = await q.query<Omit<ItemRow, 'store_name' | 'store'>>(
    `SELECT i.box_id, i.box_name, i.delivery_method_id, i.store_id, i.quantity, i.unit_price_pence, i.delivery_charge_pence
       FROM web_sell_order_items i WHERE i.order_id = $1 ORDER BY i.box_id, i.delivery_method_id`,
    [orderId],
  );
  const stores = new Map((await storesByIds(q, [...new Set(lines.flatMap((i) => (i.store_id === null ? [] : [i.store_id])))])).map((s) => [Number(s.store_id), s]));
  return lines.map((i) => {
    const store = i.store_id === null ? undefined : stores.get(Number(i.store_id));
    return { ...i, store_name: store?.store_name ?? null, store: store ?? null };
  });
}

export async function find(q: Queryable, memberId: string, orderId: string, lock = false): Promise<OrderRow> {
  if (!/^[0-9]{1,18}$/.test(orderId)) throw orderErrors.notFound();
  const [o] = await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM web_sell_orders WHERE order_id = $1${lock ? ' FOR UPDATE' : ''}`, [orderId]);
  // Someone else's order is "not found": its existence is not theirs to learn.
  if (!o || String(o.member_id) !== memberId) throw orderErrors.notFound();
  return o;
}

export const view = async (q: Queryable, o: OrderRow) => toView(o, await items(q, o.order_id));
export const lockOrder = async (tx: Queryable, orderId: number) => (await tx.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM web_sell_orders WHERE order_id = $1 FOR UPDATE`, [orderId]))[0];

export const orderLines = (rows: ItemRow[]) => rows.map((i) => ({ boxId: i.box_id, boxName: i.box_name, deliveryMethodId: i.delivery_method_id, storeId: i.store_id, quantity: i.quantity }));

/** The member's open order (unpaid, not over), locked when asked; at most one exists. */
export async function openOrder(q: Queryable, memberId: string, lock = false): Promise<OrderRow | undefined> {
  const [o] = await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM web_sell_orders WHERE member_id = $1 AND status = ANY($2::text[]) ORDER BY order_id DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`, [memberId, OPEN]);
  return o;
}

/**
 * The member's open order as checkout and the product page read it (issue 30: 'say where it
 * stands'): its lines, whether it holds their stock, and the provider's page to go back to.
 */
export async function openFor({ db }: { db: Db }, memberId: string) {
  const o = await openOrder(db, memberId);
  if (!o) return null;
  return { ...(await view(db, o)), holdsStock: holdsStock(o.status), challengeUrl: o.status === 'awaiting_3ds' ? o.payment_redirect_url : null };
}

export async function detail({ db }: { db: Db }, memberId: string, orderId: string): Promise<OrderView> {
  return view(db, await find(db, memberId, orderId));
}

/** §7 checkout: the delivery address of the member's most recent order that had one, offered as a one-click choice. */
export async function lastAddress({ db }: { db: Db }, memberId: string): Promise<DeliveryAddress | null> {
  const [row] = await db.query<{ delivery_address: DeliveryAddress }>(
    'SELECT delivery_address FROM web_sell_orders WHERE member_id = $1 AND delivery_address IS NOT NULL ORDER BY created_at DESC, order_id DESC LIMIT 1',
    [memberId],
  );
  return row?.delivery_address ?? null;
}
