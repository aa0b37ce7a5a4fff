// Password throttling (sign-in, and every other check of a member's or staff password), kept in
// the database so every copy of the API sees the same counts. Three keys count each failure:
// - the account and the address together: a few failures are free, then each one locks that pair
//   for twice as long as the one before (capped at 15 minutes). This is the lock a guesser meets;
//   it never touches the owner signing in from anywhere else. Past the cap, a guess every 15 minutes.
// - the address alone: many accounts tried from one address (30 free).
// - the account alone, slower (20 free): guessing spread over many addresses. One address cannot
//   reach it: its own lock holds it to about a dozen failures before its quiet quarter of an hour.
// A locked key gets 429 (1253) naming the wait. Times come from the injected clock.
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { waitInWords } from '../../lib/wait-in-words.js';
import { verifyPassword } from './passwords.js';
import { sha256 } from './tokens.js';

const MAX_LOCK_MS = 15 * 60 * 1000;
// A quiet quarter of an hour after the last failure and its lock forgives old failures (after the
// lock, so waiting out a 15-minute lock is not itself the quiet that starts the count again).
const FORGET_AFTER_MS = 15 * 60 * 1000;

export interface ThrottleOptions {
  /** Free failures for one account from one address. */
  freeFailures: number;
  /** Free failures from one address, whatever the accounts. */
  ipFreeFailures: number;
  /** Free failures for one account, whatever the addresses. */
  accountFreeFailures: number;
  baseMs: number;
  now: () => Date;
}

/** What was being checked: the 429's words say so. */
export type PasswordCheck = 'sign-in' | 'password';

// The e-mail only as a hash: the table never holds an address (it is not erased with an account).
const accountOf = (email: string) => sha256(email.trim().toLowerCase());

export const throttleKeys = (email: string, ip: string) => [
  { key: `pair:${accountOf(email)}:${ip}`, kind: 'pair' as const },
  { key: `ip:${ip}`, kind: 'ip' as const },
  { key: `account:${accountOf(email)}`, kind: 'account' as const },
];

export function createThrottle(db: Db, o: ThrottleOptions) {
  const free = { pair: o.freeFailures, ip: o.ipFreeFailures, account: o.accountFreeFailures };
  const throttle = {
    /** Throws 429 while any of the keys is locked. */
    async check(email: string, ip: string, what: PasswordCheck = 'sign-in'): Promise<void> {
      const keys = throttleKeys(email, ip).map((k) => k.key);
      const rows = await db.query<{ wait_ms: number }>(
        `SELECT ceil(extract(epoch FROM (locked_until - $2::timestamptz)) * 1000)::int AS wait_ms FROM login_throttle
         WHERE key = ANY($1::text[]) AND locked_until > $2::timestamptz ORDER BY locked_until DESC LIMIT 1`,
        [keys, o.now().toISOString()],
      );
      const wait = rows[0]?.wait_ms;
      if (wait && wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        const tooMany = what === 'sign-in' ? 'Too many sign-in attempts.' : 'Too many wrong passwords.';
        throw new ApiError(429, 1253, `${tooMany} Please wait ${waitInWords(seconds)} and try again.`, { 'retry-after': String(seconds) });
      }
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      const now = o.now().toISOString();
      for (const { key, kind } of throttleKeys(email, ip)) {
        await db.query(
          `INSERT INTO login_throttle (key, failures, updated_at) VALUES ($1, 1, $3::timestamptz)
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN greatest(login_throttle.updated_at, login_throttle.locked_until) < $3::timestamptz - make_interval(secs => $2::float8 / 1000.0) THEN 1 ELSE login_throttle.failures + 1 END,
             updated_at = $3::timestamptz`,
          [key, FORGET_AFTER_MS, now],
        );
        await db.query(
          `UPDATE login_throttle SET locked_until = $5::timestamptz + make_interval(secs => least($3::float8, $4::float8 * power(2, failures - $2 - 1)) / 1000.0)
           WHERE key = $1 AND failures > $2`,
          [key, free[kind], MAX_LOCK_MS, o.baseMs, now],
        );
      }
    },

    /**
     * The right password forgives this address's failures for the account. The account's own
     * count is left to its quiet quarter of an hour: the owner's sign-in must not wipe the count
     * of a guesser spread over many addresses.
     */
    async recordSuccess(email: string, ip: string): Promise<void> {
      await db.query('DELETE FROM login_throttle WHERE key = $1', [throttleKeys(email, ip)[0]!.key]);
    },

    /**
     * A signed-in member's password again (changing it, deleting the account, confirming a
     * sensitive change): counted exactly as a sign-in, so a stolen access token cannot guess it
     * faster than the sign-in form could. True when it is right.
     */
    async confirmPassword(account: { email: string; passwordHash: string }, password: string, ip: string): Promise<boolean> {
      await throttle.check(account.email, ip, 'password');
      if (!(await verifyPassword(account.passwordHash, password))) {
        await throttle.recordFailure(account.email, ip);
        return false;
      }
      await throttle.recordSuccess(account.email, ip);
      return true;
    },
  };
  return throttle;
}

export type Throttle = ReturnType<typeof createThrottle>;
