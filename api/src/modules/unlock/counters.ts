// Limits shared by every copy of the API (issue #16: 5 wrong codes, 3 resends per 15 minutes per
// membership and per address, linking attempts per member): a fixed window per key in
// unlock_counters, counted by one atomic upsert, so two requests at once are both counted.
import type { Queryable } from '../../db/db.js';

export interface Window {
  /** Hits counted so far in the current window (after this one, for hit()). */
  hits: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

export function createCounters(windowMinutes: number) {
  return {
    /** Counts one hit on each key; the counts after it. */
    async hit(q: Queryable, keys: string[]): Promise<Window[]> {
      const out: Window[] = [];
      for (const key of keys) {
        const [row] = await q.query<{ hits: number; retry_after: number }>(
          `INSERT INTO unlock_counters (key, window_started_at, hits) VALUES ($1, now(), 1)
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN unlock_counters.window_started_at <= now() - make_interval(mins => $2) THEN 1 ELSE unlock_counters.hits + 1 END,
             window_started_at = CASE WHEN unlock_counters.window_started_at <= now() - make_interval(mins => $2) THEN now() ELSE unlock_counters.window_started_at END
           RETURNING hits, ceil(extract(epoch FROM (window_started_at + make_interval(mins => $2) - now())))::int AS retry_after`,
          [key, windowMinutes],
        );
        out.push({ hits: row!.hits, retryAfter: Math.max(1, row!.retry_after) });
      }
      return out;
    },

    /** The largest count of the keys in their current windows (0 for a key with none). */
    async peek(q: Queryable, keys: string[]): Promise<Window> {
      const [row] = await q.query<{ hits: number | null; retry_after: number | null }>(
        `SELECT max(hits)::int AS hits, max(ceil(extract(epoch FROM (window_started_at + make_interval(mins => $2) - now()))))::int AS retry_after
         FROM unlock_counters WHERE key = ANY($1::text[]) AND window_started_at > now() - make_interval(mins => $2)`,
        [keys, windowMinutes],
      );
      return { hits: row?.hits ?? 0, retryAfter: Math.max(1, row?.retry_after ?? 1) };
    },

    /** Forgets keys (a right code clears its membership's wrong ones). */
    async clear(q: Queryable, keys: string[]): Promise<void> {
      await q.query('DELETE FROM unlock_counters WHERE key = ANY($1::text[])', [keys]);
    },
  };
}

export type Counters = ReturnType<typeof createCounters>;

/** Forgets the counters whose key starts with `keyPrefix` and whose window began more than `minutes` ago (the beacons' per-page counts, once their tokens have ended). */
export async function forgetCountersOlderThan(q: Queryable, keyPrefix: string, minutes: number): Promise<void> {
  await q.query(`DELETE FROM unlock_counters WHERE key LIKE $1::text || '%' AND window_started_at < now() - make_interval(mins => $2)`, [keyPrefix, minutes]);
}
