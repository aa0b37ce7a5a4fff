import type { SharedStore } from './redis.js';

export interface Window {
  /** Hits counted so far in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/**
 * Fixed-window counts per key for a limit every API instance must share: in Redis when the
 * instances have one (no database write per hit on a hot route), otherwise, and while Redis is
 * away, by the caller's database counter (a window may then start again: a limit, not accounting).
 */
export function windowLimit(shared: SharedStore | null, windowSeconds: number, inDatabase: (keys: string[]) => Promise<Window[]>) {
  return {
    hit: async (keys: string[]): Promise<Window[]> =>
      (await shared?.hit(
        keys.map((k) => `limit:${k}`),
        windowSeconds,
      )) ?? inDatabase(keys),
  };
}
