// The staff view of a web buy order (GET internal, arriving, receive): its items with what was
// offered, any revision and the payout method, and the order's own history (who, when). Of the
// collection address only the town and postcode: enough to match a parcel at goods-in.
import { payoutAmount, WEB_BUY_ORDER_CODES, type QuoteAmounts, type SellPayoutMethod } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { orderItemQuotes } from '../quotations/goods-in-reads.js';
import { iso } from '../quotations/store.js';
import { goodsInOrder, type GoodsInOrderRow } from '../web-buy-orders/goods-in-orders.js';

export type OrderRow = GoodsInOrderRow;

const orderNotFound = () => new ApiError(404, WEB_BUY_ORDER_CODES.notFound, 'We could not find that order.');
export const orderConflict = (message: string) => new ApiError(409, WEB_BUY_ORDER_CODES.stateConflict, message);

/** How a quote is paid: the method chosen at acceptance; one accepted for cash alone is paid as cash. */
export const methodOf = (q: { payout_method: SellPayoutMethod | null; payout_type: 'cash' | 'exchange' | null }): SellPayoutMethod => q.payout_method ?? (q.payout_type === 'exchange' ? 'voucher' : 'bank');
export const amounts = (q: { offer_cash: number | null; offer_exchange: number | null }, revised?: { cash: number | null; exchange: number | null }): QuoteAmounts => ({
  offerCash: q.offer_cash,
  offerExchange: q.offer_exchange,
  revisedCash: revised?.cash ?? null,
  revisedExchange: revised?.exchange ?? null,
});

export async function orderView(q: Queryable, order: OrderRow) {
  const items = await orderItemQuotes(q, order.quote_ids);
  const history = await q.query<{ from_state: string; to_state: string; event: string; actor_type: string; actor_id: string | null; at: Date | string }>(
    'SELECT from_state, to_state, event, actor_type, actor_id, at FROM web_buy_order_history WHERE web_buy_order_id = $1 ORDER BY id',
    [order.web_buy_order_id],
  );
  return {
    webBuyOrderId: order.web_buy_order_id,
    memberId: order.member_id,
    status: order.state,
    handover: order.handover,
    storeId: order.store_id,
    // The town and postcode are what goods-in needs to match a parcel; the full address stays on the label.
    collectionFrom: order.collection_address ? { town: order.collection_address.town ?? '', postcode: order.collection_address.postcode ?? '' } : null,
    labelGeneratedAt: iso(order.label_generated_at),
    createdAt: iso(order.created_at)!,
    updatedAt: iso(order.updated_at)!,
    items: items.map((r) => ({
      quoteId: r.quote_id,
      status: r.state,
      brand: r.brand_name,
      modelName: r.model_name,
      quantity: r.quantity,
      declaredGrade: r.grade,
      payoutType: r.payout_type,
      payoutMethod: r.payout_method,
      offered: payoutAmount(methodOf(r), amounts(r)) ?? 0,
      revisionTolerance: r.revision_tolerance,
      revision: r.revised_grade === null ? null : { grade: r.revised_grade, amount: payoutAmount(methodOf(r), amounts(r, { cash: r.revised_cash, exchange: r.revised_exchange })) ?? 0, reason: r.revision_reason ?? '' },
    })),
    history: history.map((h) => ({ fromStatus: h.from_state, toStatus: h.to_state, event: h.event, by: h.actor_type, actorId: h.actor_id, at: iso(h.at)! })),
  };
}

export async function loadOrder(q: Queryable, orderId: string, lock = false): Promise<OrderRow> {
  const row = await goodsInOrder(q, orderId, lock);
  if (!row) throw orderNotFound();
  return row;
}
