// The daily roll-up, run by the API on start and every ten minutes (today's counts stay fresh;
// a finished day's raw rows and salt go on the first run after midnight UTC). By hand:
// `npm run staff -- search-rollup`.
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/schedule-job.js';
import type { PopularSearches } from './service.js';

export const ROLLUP_INTERVAL_MS = 10 * 60 * 1000;

export function scheduleSearchRollUp(app: FastifyInstance, popularSearches: PopularSearches, intervalMs = ROLLUP_INTERVAL_MS): void {
  scheduleJob(app, { intervalMs, run: () => popularSearches.rollUp(), failed: 'popular searches roll-up failed' });
}
