// A job the server runs by itself: once when it is ready, then every intervalMs; a failure is
// logged and the job tried again next time. The timer never keeps the process alive.
import type { FastifyInstance } from 'fastify';

// The first run of every job of an app, so tests can start once those have finished instead of racing them.
const firstRuns = new WeakMap<FastifyInstance, Promise<unknown>[]>();

export function scheduleJob(app: FastifyInstance, { intervalMs, run, failed }: { intervalMs: number; run: () => Promise<unknown>; failed: string }): void {
  const once = () => run().catch((err) => app.log.error({ err }, failed));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const first = once();
    firstRuns.set(app, [...(firstRuns.get(app) ?? []), first]);
    timer = setInterval(once, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Settles when the first run of every job scheduled on this app has finished (after ready). */
export async function scheduledFirstRuns(app: FastifyInstance): Promise<void> {
  await Promise.all(firstRuns.get(app) ?? []);
}
