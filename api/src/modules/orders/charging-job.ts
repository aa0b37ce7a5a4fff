// Once a minute: settles orders an instance left 'charging' when it stopped mid-payment (issue 20:
// an instance killed under load costs no order), with the card provider's record of the payment;
// and gives back what lapsed unpaid orders hold (issue 30: not only when the next order comes).
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/schedule-job.js';
import type { OrderService } from './service.js';

export function scheduleChargingReconciler(app: FastifyInstance, orders: Pick<OrderService, 'reconcileCharging' | 'releaseExpired'>, intervalMs = 60_000): void {
  scheduleJob(app, {
    intervalMs,
    run: async () => {
      const settled = await orders.reconcileCharging();
      if (settled > 0) app.log.warn({ orders: settled }, 'orders left charging by a stopped instance settled');
      await orders.releaseExpired();
    },
    failed: 'charging reconciler failed',
  });
}
