// Expiry and cancellation: unpaid orders past their reservation give back what they hold, and a
// payment the shopper walked away from at the provider is called off there.
import { paymentReferenceOf, RESERVATION_MINUTES, type OrderRow } from './order-model.js';
import { lockOrder } from './order-reads.js';
import { release } from './order-holds.js';
import { redirectFor, type OrderDeps } from './order-deps.js';

/** Tells the provider a payment attempt the shopper walked away from is over (best effort: it has taken nothing). */
export async function abandonAtProvider(deps: Pick<OrderDeps, 'redirects' | 'cards'>, o: Pick<OrderRow, 'order_number' | 'payment_attempt' | 'payment_reference' | 'payment_type_id'>) {
  const { cards } = deps;
  if (redirectFor(deps, o.payment_type_id) || !o.payment_reference || !cards.cancel) return;
  await cards.cancel(o.payment_reference, paymentReferenceOf(o)).catch(() => undefined);
}

/**
 * Unpaid orders past their reservation give back what they hold (30 minutes after they took
 * it; a shopper who left the provider's page, 30 minutes after they were sent there). Run
 * before new orders and once a minute (charging-job.ts).
 */
export async function releaseExpired(deps: OrderDeps): Promise<number> {
  const { db } = deps;
  const stale = await db.query<{ order_id: number }>(
    `SELECT order_id FROM web_sell_orders
       WHERE (status IN ('awaiting_payment', 'payment_failed') AND reserved_at < now() - make_interval(mins => $1))
          OR (status = 'awaiting_3ds' AND charging_since < now() - make_interval(mins => $1))
       LIMIT 50`,
    [RESERVATION_MINUTES],
  );
  for (const { order_id } of stale) {
    const abandoned = await db.transaction(async (tx) => {
      const o = await lockOrder(tx, order_id);
      if (!o || !['awaiting_payment', 'payment_failed', 'awaiting_3ds'].includes(o.status)) return null;
      await release(deps, tx, o, 'expired', null);
      return o.status === 'awaiting_3ds' ? o : null;
    });
    if (abandoned) await abandonAtProvider(deps, abandoned);
  }
  return stale.length;
}
