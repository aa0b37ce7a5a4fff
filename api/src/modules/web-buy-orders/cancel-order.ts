// Cancelling an order until its parcel is received: a booked collection is called off at the
// carrier first, sent quotes go back to accepted, and every quote leaves the order.
import type { QuoteState } from '@shop/shared/api';
import { COLLECTION_CODES } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import { queueWebBuyOrderCancelledEmail } from '../live/status-emails.js';
import { leaveOrder } from '../quotations/web-buy-order-quotes.js';
import type { WebBuyOrderDeps } from './order-deps.js';
import { COLLECTION_COLUMNS, ORDER_COLUMNS, orderConflict, type CollectionRow, type OrderRow } from './order-model.js';
import { detail, loadOrder, quotesOf } from './order-reads.js';

const LEFT_AS_THEY_ARE: readonly QuoteState[] = ['accepted', 'cancelled', 'expired'];

/**
 * Cancels the order until its parcel is received: sent quotes go back to accepted, and every
 * quote leaves the order (free for another). Cancelled twice is one cancellation.
 */
export async function cancel({ db, now, carrier, quotes }: WebBuyOrderDeps, orderId: string, memberId: string) {
  return db.transaction(async (tx) => {
    const order = await loadOrder(tx, orderId, true);
    if (order.state === 'cancelled') return detail(tx, order);
    if (order.state === 'received') throw orderConflict('This parcel has arrived: the order can no longer be cancelled.');
    // A booked collection is called off with the parcel, until the courier has it (then it is on its way to us).
    const [booked] = await tx.query<CollectionRow>(`SELECT ${COLLECTION_COLUMNS} FROM web_buy_order_collections WHERE web_buy_order_id = $1 FOR UPDATE`, [orderId]);
    if (booked && booked.status !== 'booked') throw orderConflict('The courier has collected this parcel: it is on its way to us and can no longer be cancelled.');
    if (booked) {
      // The carrier first: if it will not call the collection off, nothing here changes either.
      try {
        await carrier.cancel({ trackingNumber: booked.tracking_number, carrierReference: booked.carrier_reference ?? '' });
      } catch (err) {
        throw new ApiError(502, COLLECTION_CODES.carrierCancelFailed, `We could not call off the courier's collection just now, so nothing was cancelled. Please try again. (${(err as Error).message})`);
      }
      await tx.query('DELETE FROM web_buy_order_collections WHERE web_buy_order_id = $1', [orderId]);
    }
    for (const quote of await quotesOf(tx, order, true)) {
      // Sent ones come back; one the member cancelled or that expired stays so; one the shop
      // has received cannot come back (the machine has no such move): 409, nothing changed.
      if (!LEFT_AS_THEY_ARE.includes(quote.state)) await quotes.move(tx, quote, 'accepted', 'member', memberId);
    }
    await leaveOrder(tx, orderId);
    const at = now();
    const [cancelled] = await tx.query<OrderRow>(`UPDATE web_buy_orders SET state = 'cancelled', cancelled_at = $2, updated_at = $2 WHERE web_buy_order_id = $1 RETURNING ${ORDER_COLUMNS}`, [orderId, at]);
    await queueWebBuyOrderCancelledEmail(tx, quotes.publicUrl, { orderId, memberId: order.member_id });
    return detail(tx, cancelled!);
  });
}
