// What an unpaid order holds — its lines' stock, its voucher, the member's store credit — taken
// when it is made or paid again, and given back when a payment fails or the order lapses.
import type { Queryable } from '../../db/db.js';
import { returnStock, takeStock } from '../catalogue/stock.js';
import { freeVoucher } from '../payments/vouchers.js';
import { releaseCredit } from '../store-credit/ledger.js';
import { holdsStock, moveOrder, Raw } from './order-states.js';
import { orderErrors, type OrderRow } from './order-model.js';
import { items } from './order-reads.js';
import type { OrderDeps } from './order-deps.js';

/** Takes the stock of an order's lines again (paying again after a failure): the §8 code when a line has gone, and nothing changed. */
export async function takeOrderStock(tx: Queryable, lines: Array<{ boxId: string; boxName: string; deliveryMethodId: number; storeId: number | null; quantity: number }>) {
  // Always in one order (box, then method), so two checkouts never wait on each other in a cycle.
  const byBox = [...lines].sort((x, y) => x.boxId.localeCompare(y.boxId) || x.deliveryMethodId - y.deliveryMethodId);
  for (const l of byBox) {
    if (!(await takeStock(tx, l))) throw l.deliveryMethodId === 2 ? orderErrors.outOfStockInStore(l.boxName) : orderErrors.outOfStockOnline(l.boxName);
  }
}

/**
 * Moves a locked order to payment_failed (payable again, holding nothing) or expired (over),
 * giving back its stock in the same transaction; an expired order frees its voucher too (a
 * failed one keeps it reserved: it is the same checkout, paid again). `nextAttempt`: the
 * provider gave a definite answer, so paying again is a new payment there.
 */
export async function release({ backInStock }: Pick<OrderDeps, 'backInStock'>, tx: Queryable, o: OrderRow, to: 'payment_failed' | 'expired', failure: string | null, nextAttempt = false): Promise<boolean> {
  const moved = await moveOrder(tx, o.order_id, to, {
    from: [o.status],
    set: { payment_failure: failure, charging_since: null, ...(nextAttempt ? { payment_attempt: new Raw('payment_attempt + 1') } : {}) },
  });
  if (!moved) return false;
  if (holdsStock(o.status)) {
    for (const i of await items(tx, o.order_id)) {
      await returnStock(tx, { boxId: i.box_id, deliveryMethodId: i.delivery_method_id, storeId: i.store_id, quantity: i.quantity }, backInStock);
    }
  }
  if (to === 'expired') await freeVoucher(tx, o.order_id);
  // Store credit goes back like the stock (issue 33 §2): a refusal holds nothing; paying again takes it again.
  await releaseCredit(tx, o.order_id);
  return true;
}
