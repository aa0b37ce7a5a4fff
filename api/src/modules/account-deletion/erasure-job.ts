// The erasure job: once when the server is ready, then hourly, every account whose 14-day grace
// period has ended is erased. A failure is logged and retried on the next run.
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/schedule-job.js';
import type { AccountDeletion } from './service.js';

export const ERASURE_INTERVAL_MS = 60 * 60 * 1000;

export function scheduleErasure(app: FastifyInstance, deletion: AccountDeletion, intervalMs = ERASURE_INTERVAL_MS): void {
  scheduleJob(app, {
    intervalMs,
    run: () => deletion.eraseDue().then((n) => n > 0 && app.log.info({ erased: n }, 'accounts erased after their grace period')),
    failed: 'account erasure failed',
  });
}
