// The web sell order's state machine, in one place (issue 30). Every change of an order's status
// goes through `moveOrder`: a conditional update that only moves an order from a state the
// table allows, so two requests racing (a double click, a retry on another instance, the
// reconciler) can never both move it, and an illegal move changes nothing.
//
//   awaiting_payment --process--> charging --authorised--> paid
//          ^   |                     |  \--3-D Secure / PayPal / Klarna page--> awaiting_3ds --> paid
//          |   |                     |                                               |
//          |   |                     +--refused, card data refused--> payment_failed <+ (check failed, cancelled)
//          |   |                     +--provider unreachable (outcome unknown)--> awaiting_payment
//          |   +--30 min, or the basket changed--> expired
//          +--generate again, same basket (takes the stock again)-- payment_failed --process--> charging
//
// Stock: an order holds its units while it is awaiting payment, charging or at the provider's page,
// and keeps them once paid; a failed payment gives them back in the same transaction that
// records the failure, so a refusal never holds anything (issue 30: 'nothing held by a failure').
import type { StoredOrderStatus } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';

export type OrderStatus = StoredOrderStatus;

/** Unpaid and holding the stock of its lines: what a failure or a lapse gives back. */
export const HOLDS_UNPAID: readonly OrderStatus[] = ['awaiting_payment', 'charging', 'awaiting_3ds'];
/** Statuses in which an order holds the stock of its lines. */
export const HOLDS_STOCK: readonly OrderStatus[] = [...HOLDS_UNPAID, 'paid'];
/** Unpaid and not over: a member has at most one such order (generate reuses or replaces it). */
export const OPEN: readonly OrderStatus[] = ['awaiting_payment', 'charging', 'awaiting_3ds', 'payment_failed'];
/** A payment may start from these (payment_failed takes its stock again first). */
export const PAYABLE: readonly OrderStatus[] = ['awaiting_payment', 'payment_failed'];

const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['charging', 'payment_failed', 'expired'],
  // Paid again (stock taken again first), or lapsed.
  payment_failed: ['awaiting_payment', 'charging', 'expired'],
  // The provider's answer; awaiting_payment when its answer never came (safe to ask again: same reference).
  charging: ['paid', 'awaiting_3ds', 'payment_failed', 'awaiting_payment'],
  // The shopper's check ended (or asks for a further one), or they came back to pay another way (the old attempt is abandoned).
  awaiting_3ds: ['paid', 'payment_failed', 'awaiting_payment', 'expired', 'awaiting_3ds'],
  paid: [],
  expired: [],
  cancelled: [],
};

export const holdsStock = (status: OrderStatus) => HOLDS_STOCK.includes(status);

/** The states an order may move to `to` from. */
export function movesInto(to: OrderStatus): OrderStatus[] {
  return (Object.keys(MOVES) as OrderStatus[]).filter((from) => MOVES[from].includes(to));
}

/** A column value written as SQL (now(), payment_attempt + 1) rather than as a parameter. */
export class Raw {
  constructor(readonly sql: string) {}
}
export const NOW = new Raw('now()');

/**
 * Moves an order to `to` if it is in one of `from` (default: every state the table allows),
 * setting `set` columns too; answers the row (with `columns`) when it moved, else undefined.
 */
export async function moveOrder<T>(
  q: Queryable,
  orderId: number | string,
  to: OrderStatus,
  { from, set = {}, columns = 'order_id' }: { from?: readonly OrderStatus[]; set?: Record<string, unknown>; columns?: string } = {},
): Promise<T | undefined> {
  if (from && from.some((s) => !MOVES[s].includes(to))) throw new Error(`illegal order move ${from.join('|')} -> ${to}`);
  const allowed = movesInto(to).filter((s) => !from || from.includes(s));
  const params: unknown[] = [orderId, to, allowed];
  const assignments = Object.entries(set).map(([name, value]) => {
    if (value instanceof Raw) return `${name} = ${value.sql}`;
    params.push(value);
    return `${name} = $${params.length}`;
  });
  const [row] = await q.query<T>(`UPDATE web_sell_orders SET ${['status = $2', ...assignments].join(', ')} WHERE order_id = $1 AND status = ANY($3::text[]) RETURNING ${columns}`, params);
  return row;
}
