import { isStaleChunkError, reloadOnce, RELOAD_GUARD_MS } from './stale-chunk';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) } as unknown as Storage;
}

describe('stale chunks', () => {
  it('recognises stale-script errors and nothing else', () => {
    expect(isStaleChunkError(Object.assign(new Error('Loading chunk 212 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isStaleChunkError(new Error('Loading chunk vendors-abc failed.\n(error: /x.js)'))).toBe(true);
    expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleChunkError(null)).toBe(false);
  });

  it('reloads once, then not again within 10 s, then again after', () => {
    const storage = memoryStorage();
    const reloads: number[] = [];
    const reload = () => reloads.push(1);
    expect(reloadOnce('stale', { now: 1_000_000, storage, reload })).toBe(true);
    expect(reloadOnce('stale', { now: 1_000_000 + RELOAD_GUARD_MS - 1, storage, reload })).toBe(false);
    expect(reloads).toHaveLength(1);
    expect(reloadOnce('stale', { now: 1_000_000 + RELOAD_GUARD_MS + 1, storage, reload })).toBe(true);
    expect(reloads).toHaveLength(2);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });
});
