// Items the shop cannot buy: which of an order's the member may let the shop recycle instead of
// having them sent back, and their agreement (all or none).
import { QUOTE_CODES } from '@shop/shared/api';
import { recycleProblem, WEB_BUY_ORDER_CODES as CODES } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { iso } from '../quotations/store.js';
import { agreeRecycling } from '../quotations/web-buy-order-quotes.js';
import type { WebBuyOrderDeps } from './order-deps.js';
import type { OrderQuote, OrderRow } from './order-model.js';
import { loadOrder, quotesOf } from './order-reads.js';

const recycleFacts = (r: OrderQuote) => ({ state: r.state, recycleAgreedAt: iso(r.recycle_agreed_at) });

/** The order's items and which of them the member may let the shop recycle (GET {id}/recycle). */
export async function recyclingOf(q: Queryable, order: OrderRow) {
  const rows = (await quotesOf(q, order)).filter((r) => r.web_buy_order_id === order.web_buy_order_id);
  return {
    webBuyOrderId: order.web_buy_order_id,
    items: rows.map((r) => ({
      quoteId: r.quote_id,
      brand: r.brand_name,
      modelName: r.model_name,
      status: r.state,
      recyclable: recycleProblem(recycleFacts(r)) === null,
      recycleAgreedAt: iso(r.recycle_agreed_at),
    })),
  };
}

/**
 * The member lets the shop recycle items it cannot buy instead of sending them back (PUT
 * {id}/recycle). All or none: an item not in the order is 404, one the shop has bought or may
 * still buy is 409 WEB_BUY_ORDER_NOT_RECYCLABLE, and nothing is recorded. Agreed again, the
 * first agreement and its time stand.
 */
export async function recycle({ db, now }: Pick<WebBuyOrderDeps, 'db' | 'now'>, orderId: string, quoteIds: string[]) {
  return db.transaction(async (tx) => {
    const order = await loadOrder(tx, orderId, true);
    const items = new Map((await quotesOf(tx, order, true)).filter((r) => r.web_buy_order_id === orderId).map((r) => [r.quote_id, r]));
    const wanted = [...new Set(quoteIds)];
    const missing = wanted.find((id) => !items.has(id));
    if (missing) throw new ApiError(404, QUOTE_CODES.notFound, `Quote ${missing} is not in this order.`);
    const kept = wanted.find((id) => recycleProblem(recycleFacts(items.get(id)!)) === 'not-refused');
    if (kept) throw new ApiError(409, CODES.notRecyclable, `Quote ${kept} is ${items.get(kept)!.state}: only an item we cannot buy can be recycled.`);
    await agreeRecycling(tx, wanted, now());
    return recyclingOf(tx, order);
  });
}
