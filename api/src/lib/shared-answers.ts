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
