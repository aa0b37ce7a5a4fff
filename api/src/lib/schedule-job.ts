// A job the server runs by itself: once when it is ready, then every intervalMs; a failure is
// logged and the job tried again next time. The timer never keeps the process alive.
import type { FastifyInstance } from 'fastify';

export function scheduleJob(app: FastifyInstance, { intervalMs, run, failed }: { intervalMs: number; run: () => Promise<unknown>; failed: string }): void {
  const once = () => run().catch((err) => app.log.error({ err }, failed));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void once();
    timer = setInterval(once, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
