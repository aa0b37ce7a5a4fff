// Reading web buy orders: the row (locked when asked), its quotes, its drop-off store, its booked
// collection with the tracking events, and the order as the member reads it. Each read takes the
// connection or transaction to read with, so a transaction reads its own locked rows.
import type { TrackingStatus } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { storesByIds } from '../catalogue/stores.js';
import { payoutsOfQuotes } from '../payouts/quote-payouts.js';
import { iso } from '../quotations/store.js';
import { quotesForOrder } from '../quotations/web-buy-order-quotes.js';
import { boxesOf, COLLECTION_COLUMNS, notFound, ORDER_COLUMNS, type CollectionRow, type DropOffStore, type OrderQuote, type OrderRow } from './order-model.js';

/** Who owns an order (member-auth's check on /v3/webbuyorders/:id...), or null when there is none. */
export const webBuyOrderOwner = (db: Queryable) => async (orderId: string) =>
  (await db.query<{ member_id: string }>('SELECT member_id::text AS member_id FROM web_buy_orders WHERE web_buy_order_id = $1', [orderId]))[0]?.member_id ?? null;

export async function loadOrder(q: Queryable, orderId: string, lock = false): Promise<OrderRow> {
  const [row] = await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM web_buy_orders WHERE web_buy_order_id = $1${lock ? ' FOR UPDATE' : ''}`, [orderId]);
  if (!row) throw notFound();
  return row;
}

/** The order's quotes (locked when asked), each with what its payout paid once paid. */
export async function quotesOf(q: Queryable, order: OrderRow, lock = false): Promise<OrderQuote[]> {
  const rows = await quotesForOrder(q, order.quote_ids, lock);
  const paid = new Map(
    (
      await payoutsOfQuotes(
        q,
        rows.map((r) => r.quote_id),
      )
    ).map((p) => [p.quote_id, p.amount_pence]),
  );
  return rows.map((r) => ({ ...r, paid_amount: paid.get(r.quote_id) ?? null }));
}

export const storeOf = async (q: Queryable, storeId: number | null): Promise<DropOffStore | null> => (storeId === null ? null : ((await storesByIds(q, [storeId]))[0] ?? null));

/** The booked collection and its tracking events, as the member reads them. */
export async function collectionOf(q: Queryable, orderId: string) {
  const [c] = await q.query<CollectionRow>(`SELECT ${COLLECTION_COLUMNS} FROM web_buy_order_collections WHERE web_buy_order_id = $1`, [orderId]);
  if (!c) return null;
  const events = await q.query<{ status: TrackingStatus; location: string | null; at: Date | string }>('SELECT status, location, at FROM web_buy_order_tracking_events WHERE web_buy_order_id = $1 ORDER BY at, id', [
    orderId,
  ]);
  return { courier: c.courier, date: c.collection_date, trackingNumber: c.tracking_number, status: c.status, events: events.map((e) => ({ status: e.status, location: e.location, at: iso(e.at)! })) };
}

/** The order as the member reads it: its quotes and what each pays, the totals, the boxes and the collection. */
export async function detail(q: Queryable, order: OrderRow) {
  const rows = await quotesOf(q, order);
  const store = await storeOf(q, order.store_id);
  const collection = await collectionOf(q, order.web_buy_order_id);
  // A voucher's trade-up bonus is part of what was offered and paid (0 for any other payout).
  const offered = (r: OrderQuote) => (r.payout_type === 'exchange' ? (r.offer_exchange ?? 0) + r.trade_up_bonus_pence : (r.offer_cash ?? 0));
  const revised = (r: OrderQuote) => (r.payout_type === 'exchange' ? (r.revised_exchange === null ? null : r.revised_exchange + r.trade_up_bonus_pence) : r.revised_cash);
  // What the member gets (issue 32 §3): what was paid; before that, a revision's amount, else the offer.
  const amount = (r: OrderQuote) => r.paid_amount ?? revised(r) ?? offered(r);
  const total = (type: 'cash' | 'exchange') => rows.filter((r) => r.payout_type === type).reduce((n, r) => n + amount(r), 0);
  return {
    webBuyOrderId: order.web_buy_order_id,
    status: order.state,
    handover: order.handover,
    collectionAddress: order.collection_address,
    store: store && { storeId: store.store_id, storeName: store.store_name, addressLine1: store.address_line1, town: store.town, postcode: store.postcode },
    quotes: rows.map((r) => ({
      quoteId: r.quote_id,
      status: r.state,
      brand: r.brand_name,
      modelName: r.model_name,
      quantity: r.quantity,
      payoutType: r.payout_type,
      amount: amount(r),
      offeredAmount: offered(r),
      paid: r.paid_amount !== null,
      offerExpiresAt: iso(r.offer_expires_at),
      recycleAgreedAt: iso(r.recycle_agreed_at),
    })),
    totals: { cash: total('cash'), exchange: total('exchange') },
    boxes: boxesOf(order),
    collection,
    labelGeneratedAt: iso(order.label_generated_at),
    cancelledAt: iso(order.cancelled_at),
    createdAt: iso(order.created_at)!,
    updatedAt: iso(order.updated_at)!,
  };
}

export type WebBuyOrderView = Awaited<ReturnType<typeof detail>>;
