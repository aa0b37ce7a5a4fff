// Redis, when the shop runs as several API instances (REDIS_URL; `npm run start:cluster` sets it).
// What instances share through it: answers worth sharing (first views) and fixed-window counters
// (per-address limits). Redis is a help, never a dependency: every call here gives up at once
// while Redis is away (no queue of commands waiting for it), and callers then work as one
// instance alone would (render the view themselves; count in the database).
import { Redis } from 'ioredis';

export interface SharedStore {
  /** A kept text, or null (absent, expired, or Redis away). */
  get(key: string): Promise<string | null>;
  /** Keeps a text for ttlMs; a failure is ignored (the answer was given all the same). */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Counts one hit on each key in a window of windowSeconds; null when Redis is away. */
  hit(keys: string[], windowSeconds: number): Promise<{ hits: number; retryAfter: number }[] | null>;
  close(): Promise<void>;
}

/** A fixed window: the count after this hit, and the seconds left (any Redis version, unlike EXPIRE NX). */
const WINDOW_HIT = `local n = redis.call('INCR', KEYS[1])
local t = redis.call('TTL', KEYS[1])
if t < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {n, t}`;
type WindowHit = { windowHit(key: string, windowSeconds: number): unknown };

export function connectRedis(url: string, { prefix = 'shop:', logFailure = (_err: unknown) => undefined }: { prefix?: string; logFailure?: (err: unknown) => void } = {}): SharedStore {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    // Commands while disconnected fail at once instead of waiting for a reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.defineCommand('windowHit', { numberOfKeys: 1, lua: WINDOW_HIT });
  // Once per outage, not once per reconnection attempt.
  let away = false;
  redis.on('error', (err) => {
    if (!away) logFailure(err);
    away = true;
  });
  redis.on('ready', () => (away = false));
  const quietly = async <T>(run: () => Promise<T>, otherwise: T): Promise<T> => {
    if (redis.status !== 'ready') return otherwise;
    try {
      return await run();
    } catch (err) {
      logFailure(err);
      return otherwise;
    }
  };
  return {
    get: (key) => quietly(() => redis.get(key), null),
    set: (key, value, ttlMs) => quietly(async () => void (await redis.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)))), undefined),
    hit: (keys, windowSeconds) =>
      quietly(async () => {
        // One round trip for all keys; the script starts a key's window on its first hit.
        const pipe = redis.pipeline();
        for (const key of keys) (pipe as unknown as WindowHit).windowHit(key, windowSeconds);
        const out: { hits: number; retryAfter: number }[] = [];
        for (const [err, reply] of (await pipe.exec()) ?? []) {
          if (err) throw err;
          const [hits, ttl] = reply as [number, number];
          out.push({ hits, retryAfter: Math.max(1, ttl) });
        }
        return out;
      }, null),
    async close() {
      redis.disconnect();
    },
  };
}
