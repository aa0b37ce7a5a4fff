// The parcel's label (PDF). The first one sends the order's quotes (accepted → sent) and the
// order; asked again, the same label, nothing moves.
import { returnsAddress, type WebBuyOrderDeps } from './order-deps.js';
import { boxesOf, ORDER_COLUMNS, orderConflict, type OrderRow } from './order-model.js';
import { loadOrder, quotesOf, storeOf } from './order-reads.js';
import { renderLabel } from './label.js';

export async function shippingLabel(deps: WebBuyOrderDeps, orderId: string, memberId: string): Promise<Buffer> {
  const { db, now, quotes } = deps;
  await quotes.expireLapsed(memberId);
  const order = await db.transaction(async (tx) => {
    const current = await loadOrder(tx, orderId, true);
    if (current.state === 'sent') return current;
    if (current.state !== 'open') throw orderConflict(`An order that is ${current.state} has no label.`);
    if (!current.handover) throw orderConflict('Choose a collection address or a store first.');
    for (const quote of await quotesOf(tx, current, true)) await quotes.move(tx, quote, 'sent', 'member', memberId);
    const [sent] = await tx.query<OrderRow>(`UPDATE web_buy_orders SET state = 'sent', label_generated_at = $2, updated_at = $2 WHERE web_buy_order_id = $1 RETURNING ${ORDER_COLUMNS}`, [orderId, now()]);
    return sent!;
  });
  const rows = await quotesOf(db, order);
  const store = await storeOf(db, order.store_id);
  const a = order.collection_address;
  return renderLabel({
    orderCode: order.web_buy_order_id,
    to: await returnsAddress(deps),
    from: a
      ? { heading: 'Collect from', lines: [`${a.firstName} ${a.lastName}`, a.line1, a.line2, a.town, a.county, a.postcode].filter(Boolean) }
      : { heading: 'Dropped off at', lines: [`Little Loop ${store!.store_name}`, store!.address_line1, store!.town, store!.postcode] },
    boxes: boxesOf(order).map((box) => box.flatMap((quoteId) => rows.filter((r) => r.quote_id === quoteId).map((r) => ({ quoteId: r.quote_id, description: r.model_name, quantity: r.quantity })))),
    createdAt: new Date(order.label_generated_at!),
  });
}
