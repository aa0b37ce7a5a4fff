// Draining (issue 20): an instance told to stop (SIGTERM from a deploy or an orchestrator) first
// says it is not ready (/readyz 503) while still serving, long enough for the balancer's health
// checks to take it out of rotation; then it stops listening, lets the requests in flight finish,
// and gives up on them after a time limit so that a stuck request cannot hold a deploy forever.
import type { FastifyInstance } from 'fastify';

export interface DrainState {
  readonly draining: boolean;
  begin(): void;
}

export function createDrainState(): DrainState {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
    },
  };
}

export interface DrainOptions {
  /** Still serving, but not ready: the balancer's checks (interval × failures) must see it first. */
  delayMs: number;
  /** The longest the requests in flight are waited for once the server stops listening. */
  timeoutMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Drains and closes the app: 'closed' when every request finished, 'timed-out' when some were cut off. */
export async function drainAndClose(app: FastifyInstance, drain: DrainState, { delayMs, timeoutMs }: DrainOptions): Promise<'closed' | 'timed-out'> {
  drain.begin();
  app.log.info({ delayMs, timeoutMs }, 'draining: not ready, finishing the requests in flight');
  await sleep(delayMs);
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'timed-out'>((resolve) => (timer = setTimeout(() => resolve('timed-out'), timeoutMs)));
  const outcome = await Promise.race([app.close().then(() => 'closed' as const), limit]);
  clearTimeout(timer);
  // Past the limit: cut the remaining connections so the process can end.
  if (outcome === 'timed-out') app.server.closeAllConnections();
  app.log.info({ outcome }, 'drained');
  return outcome;
}

/**
 * SIGTERM drains (the balancer's way to stop an instance); SIGINT (Ctrl-C in a terminal, where no
 * balancer is waiting) skips the not-ready delay. A second signal ends the process at once.
 */
export function closeOnSignals(app: FastifyInstance, drain: DrainState, opts: DrainOptions, exit: (code: number) => void = process.exit) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return exit(1);
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      void drainAndClose(app, drain, signal === 'SIGTERM' ? opts : { ...opts, delayMs: 0 }).then(
        (outcome) => exit(outcome === 'closed' ? 0 : 1),
        () => exit(1),
      );
    });
  }
}
