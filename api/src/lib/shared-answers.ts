import type { SharedStore } from './redis.js';

/**
 * Answers shared for a while: calls with the same key within `ttlMs` get the same promise
 * (also while it is still running, so a burst of identical calls does the work once). A
 * failure is forgotten at once. At most `max` keys are kept, the oldest dropped first.
 */
export function sharedAnswers<T>({ ttlMs, max }: { ttlMs: number; max: number }) {
  const kept = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, run: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    let hit = kept.get(key);
    if (!hit || now - hit.at > ttlMs) {
      hit = { at: now, value: run() };
      kept.delete(key);
      kept.set(key, hit);
      hit.value.catch(() => kept.get(key) === hit && kept.delete(key));
      if (kept.size > max) kept.delete(kept.keys().next().value!);
    }
    return hit.value;
  };
}

/**
 * An answer other API instances may already have worked out (kept in Redis, `store`): theirs when
 * found, otherwise `run`'s, kept there for ttlMs for them. Without a store, just `run`. Only for
 * answers that are the same for every visitor (no credentials, no personal data).
 */
export async function throughShared<T>(store: SharedStore | null, key: string, ttlMs: number, run: () => Promise<T>): Promise<T> {
  if (!store) return run();
  const kept = await store.get(`answer:${key}`);
  if (kept !== null) return JSON.parse(kept) as T;
  const value = await run();
  if (value !== null && value !== undefined) void store.set(`answer:${key}`, JSON.stringify(value), ttlMs);
  return value;
}
