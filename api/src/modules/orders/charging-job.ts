// Settles orders an instance left 'charging' when it stopped mid-payment (issue 20: an instance
// killed under load costs no order): once a minute, with the card provider's record of the payment.
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/schedule-job.js';
import type { OrderService } from './service.js';

export function scheduleChargingReconciler(app: FastifyInstance, orders: Pick<OrderService, 'reconcileCharging'>, intervalMs = 60_000): void {
  scheduleJob(app, {
    intervalMs,
    run: () =>
      orders.reconcileCharging().then((n) => {
        if (n > 0) app.log.warn({ orders: n }, 'orders left charging by a stopped instance settled');
      }),
    failed: 'charging reconciler failed',
  });
}
