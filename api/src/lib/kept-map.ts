/**
 * A map keeping about `max` entries, those least recently used dropped first, at a constant cost
 * a call. Not the usual `map.delete(map.keys().next().value)`: V8 leaves a deleted entry as a hole
 * at the front of a Map until it compacts, and keys() steps over every hole, so dropping the
 * oldest of 20,000 that way cost some 17 µs an entry (measured), 40 of them a search page.
 * Two generations instead: entries go into the young one; when it holds max / 2, it becomes the
 * old one and the former old one is dropped whole. A hit in the old one moves to the young one.
 */
export class KeptMap<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();
  private readonly half: number;

  constructor(max: number) {
    this.half = Math.max(1, Math.floor(max / 2));
  }

  get(key: K): V | undefined {
    const value = this.young.get(key);
    if (value !== undefined) return value;
    const older = this.old.get(key);
    if (older !== undefined) {
      this.old.delete(key);
      this.set(key, older);
    }
    return older;
  }

  set(key: K, value: V): void {
    this.young.set(key, value);
    if (this.young.size >= this.half) {
      this.old = this.young;
      this.young = new Map();
    }
  }

  delete(key: K): void {
    this.young.delete(key);
    this.old.delete(key);
  }

  clear(): void {
    this.young.clear();
    this.old.clear();
  }

  /** Entries kept (at most max). */
  get size(): number {
    return this.young.size + this.old.size;
  }
}
