// The price-lock sweep: once when the server is ready, then every 15 minutes, quotes whose offer
// has ended are expired (store.ts expireAllLapsed), so the member hears of it by
// e-mail and on any open page when it happens, not only when the quote is next read.
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/schedule-job.js';
import type { QuoteStore } from './store.js';

export const EXPIRY_SWEEP_MS = 15 * 60 * 1000;

export function scheduleExpirySweep(app: FastifyInstance, quotes: Pick<QuoteStore, 'expireAllLapsed'>, intervalMs = EXPIRY_SWEEP_MS): void {
  scheduleJob(app, { intervalMs, run: () => quotes.expireAllLapsed(), failed: 'quote expiry sweep failed' });
}
