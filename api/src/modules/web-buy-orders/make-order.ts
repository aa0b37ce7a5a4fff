// Making an order (generate): the member's accepted quotes in one parcel. The same quotes again
// find the order they are in; quotes in an order still open (no label yet) leave it for the new one.
import { QUOTE_CODES } from '@shop/shared/api';
import { WEB_BUY_ORDER_CODES as CODES } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { stateConflict as quoteStateConflict } from '../quotations/states.js';
import { leaveOrder, putInOrder, quotesForOrder } from '../quotations/web-buy-order-quotes.js';
import type { WebBuyOrderDeps } from './order-deps.js';
import { newWebBuyOrderId, ORDER_COLUMNS, type OrderRow } from './order-model.js';
import { detail, loadOrder } from './order-reads.js';

/**
 * Quotes in another order still open (no label yet: the member left half-way, issue 32 §1) leave
 * it for the new one; an open order left empty is cancelled. A sent order keeps its quotes.
 */
async function leaveUnsentOrders({ now }: Pick<WebBuyOrderDeps, 'now'>, tx: Queryable, rows: Array<{ quote_id: string; web_buy_order_id: string | null }>, wanted: string[]) {
  const others = [...new Set(rows.map((r) => r.web_buy_order_id).filter((id): id is string => id !== null))];
  if (others.length === 0) return;
  const open = await tx.query<{ web_buy_order_id: string; quote_ids: string[] }>("SELECT web_buy_order_id, quote_ids FROM web_buy_orders WHERE web_buy_order_id = ANY($1::text[]) AND state = 'open' FOR UPDATE", [others]);
  const at = now();
  for (const order of open) {
    const left = order.quote_ids.filter((id) => !wanted.includes(id));
    await tx.query(
      `UPDATE web_buy_orders SET quote_ids = $2::text[], state = CASE WHEN cardinality($2::text[]) = 0 THEN 'cancelled' ELSE state END,
         cancelled_at = CASE WHEN cardinality($2::text[]) = 0 THEN $3 ELSE cancelled_at END, updated_at = $3 WHERE web_buy_order_id = $1`,
      [order.web_buy_order_id, left, at],
    );
    await leaveOrder(tx, order.web_buy_order_id, wanted);
    for (const r of rows) if (r.web_buy_order_id === order.web_buy_order_id) r.web_buy_order_id = null;
  }
}

/**
 * An order holding these accepted quotes of the member. The same quotes sent again (a double
 * click, a retried request) find the order they are already in: `created` false.
 */
export async function generate(deps: WebBuyOrderDeps, memberId: string, quoteIds: string[]) {
  const { db, now, quotes } = deps;
  const wanted = [...new Set(quoteIds)].sort();
  // An acceptance whose price lock has ended is expired first: it cannot go in a parcel.
  await quotes.expireLapsed(memberId);
  return db.transaction(async (tx) => {
    const rows = await quotesForOrder(tx, wanted, true);
    // Another member's quote reads as no quote at all.
    const mine = rows.filter((r) => r.member_id === memberId);
    if (mine.length !== wanted.length) throw new ApiError(404, QUOTE_CODES.notFound, 'We could not find one of those quotes.');
    const orderIds = new Set(mine.map((r) => r.web_buy_order_id));
    if (orderIds.size === 1 && mine[0]!.web_buy_order_id !== null) {
      const existing = await loadOrder(tx, mine[0]!.web_buy_order_id);
      if (existing.quote_ids.join() === wanted.join()) return { created: false, order: await detail(tx, existing) };
    }
    await leaveUnsentOrders(deps, tx, mine, wanted);
    const taken = mine.find((r) => r.web_buy_order_id !== null);
    if (taken) throw new ApiError(409, CODES.quoteUnavailable, `Quote ${taken.quote_id} is already in order ${taken.web_buy_order_id}.`);
    const notAccepted = mine.find((r) => r.state !== 'accepted');
    if (notAccepted) throw quoteStateConflict(`Only accepted quotes go in an order; quote ${notAccepted.quote_id} is ${notAccepted.state}.`);
    const at = now();
    const [order] = await tx.query<OrderRow>(`INSERT INTO web_buy_orders (web_buy_order_id, member_id, quote_ids, created_at, updated_at) VALUES ($1, $2, $3::text[], $4, $4) RETURNING ${ORDER_COLUMNS}`, [
      newWebBuyOrderId(),
      memberId,
      wanted,
      at,
    ]);
    await putInOrder(tx, order!.web_buy_order_id, wanted);
    return { created: true, order: await detail(tx, order!) };
  });
}
