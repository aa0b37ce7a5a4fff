// Sign-in throttling, per account and per IP, kept in the database so every copy of the API
// sees the same counts. A few failures are free; after that each failure locks the key for
// twice as long as the one before (capped at 15 minutes), and a locked key gets 429.
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';

const MAX_LOCK_MS = 15 * 60 * 1000;
// A quiet quarter of an hour forgives old failures.
const FORGET_AFTER_MS = 15 * 60 * 1000;

export interface ThrottleOptions {
  freeFailures: number;
  ipFreeFailures: number;
  baseMs: number;
}

export const throttleKeys = (email: string, ip: string) => [
  { key: `account:${email.trim().toLowerCase()}`, free: 'account' as const },
  { key: `ip:${ip}`, free: 'ip' as const },
];

export function createThrottle(db: Db, o: ThrottleOptions) {
  return {
    /** Throws 429 while any of the keys is locked. */
    async check(email: string, ip: string): Promise<void> {
      const keys = throttleKeys(email, ip).map((k) => k.key);
      const rows = await db.query<{ wait_ms: number }>(
        `SELECT ceil(extract(epoch FROM (locked_until - now())) * 1000)::int AS wait_ms FROM login_throttle
         WHERE key = ANY($1::text[]) AND locked_until > now() ORDER BY locked_until DESC LIMIT 1`,
        [keys],
      );
      const wait = rows[0]?.wait_ms;
      if (wait && wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new ApiError(429, 1253, `Too many sign-in attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`, {
          'retry-after': String(seconds),
        });
      }
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      for (const { key, free } of throttleKeys(email, ip)) {
        const freeFailures = free === 'account' ? o.freeFailures : o.ipFreeFailures;
        await db.query(
          `INSERT INTO login_throttle (key, failures, updated_at) VALUES ($1, 1, now())
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN login_throttle.updated_at < now() - make_interval(secs => $2::float8 / 1000.0) THEN 1 ELSE login_throttle.failures + 1 END,
             updated_at = now()`,
          [key, FORGET_AFTER_MS],
        );
        await db.query(
          `UPDATE login_throttle SET locked_until = now() + make_interval(secs => least($3::float8, $4::float8 * power(2, failures - $2 - 1)) / 1000.0)
           WHERE key = $1 AND failures > $2`,
          [key, freeFailures, MAX_LOCK_MS, o.baseMs],
        );
      }
    },

    async recordSuccess(email: string): Promise<void> {
      await db.query('DELETE FROM login_throttle WHERE key = $1', [throttleKeys(email, '')[0]!.key]);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
