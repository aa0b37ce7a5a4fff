// Password throttling (sign-in, and every other check of a member's or staff password), kept in
// the database so every copy of the API sees the same counts. Three keys count each failure:
// - the account and the address together: a few failures are free, then each one locks that pair
//   for twice as long as the one before (capped at 15 minutes). This is the lock a guesser meets;
//   it never touches the owner signing in from anywhere else. Past the cap, a guess every 15 minutes.
// - the address alone: many accounts tried from one address (30 free).
// - the account alone, slower (20 free): guessing spread over many addresses. One address cannot
//   reach it: its own lock holds it to about a dozen failures before its quiet quarter of an hour.
// A locked key gets 429 (1253) naming the wait. Each attempt is counted before its password is
// checked (begin), and taken back once it proves right, so a burst of requests at once stops at
// the lock like requests one after another. Times come from the injected clock.
import { GENERIC_CODES } from '@shop/shared/api';
import type { Db, Queryable } from '../../db/db.js';
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

/** An erased account's counts go with it: its e-mail's keys, alone and with every address. */
export async function forgetThrottledAccount(q: Queryable, email: string): Promise<void> {
  const account = accountOf(email);
  await q.query('DELETE FROM login_throttle WHERE key = $1 OR starts_with(key, $2)', [`account:${account}`, `pair:${account}:`]);
}

/** One password check under way: counted as a failure from the start, settled once the password is known. */
export interface PasswordAttempt {
  /** The password was right: this address's count for the account goes, the others' provisional count is taken back. */
  succeeded(): Promise<void>;
  /** The password was right but the sign-in refused for another reason (closed, unverified): nothing counted. */
  withdrawn(): Promise<void>;
}

/** Thrown inside begin's transaction to undo what it counted. */
class Locked extends Error {}

export function createThrottle(db: Db, o: ThrottleOptions) {
  const free = { pair: o.freeFailures, ip: o.ipFreeFailures, account: o.accountFreeFailures };

  /** The 429 for keys still locked at `now`: the longest wait, in words and Retry-After. */
  async function lockedFor(keys: string[], now: string, what: PasswordCheck): Promise<ApiError> {
    const [row] = await db.query<{ wait_ms: number }>(
      `SELECT ceil(extract(epoch FROM (max(locked_until) - $2::timestamptz)) * 1000)::int AS wait_ms FROM login_throttle WHERE key = ANY($1::text[]) AND locked_until > $2::timestamptz`,
      [keys, now],
    );
    const seconds = Math.max(1, Math.ceil((row?.wait_ms ?? 0) / 1000));
    const tooMany = what === 'sign-in' ? 'Too many sign-in attempts.' : 'Too many wrong passwords.';
    return new ApiError(429, GENERIC_CODES.tooManyAttempts, `${tooMany} Please wait ${waitInWords(seconds)} and try again.`, { 'retry-after': String(seconds) });
  }

  /** Takes back one attempt's provisional count on a key, and the lock it set, if it did. */
  async function takeBack(key: string, lockSet: string | null): Promise<void> {
    await db.query(`UPDATE login_throttle SET failures = greatest(failures - 1, 0), locked_until = CASE WHEN locked_until = $2::timestamptz THEN NULL ELSE locked_until END WHERE key = $1`, [key, lockSet]);
  }

  const throttle = {
    /**
     * Starts a password check: 429 (1253) while any key is locked; otherwise the attempt is
     * counted as a failure on every key at once, before the password is looked at, and the key it
     * takes past its free failures is locked from now. Requests at once therefore each take their
     * own count and a burst stops at the lock: no more passwords are checked than one at a time
     * would allow. A right password is then taken back (PasswordAttempt).
     */
    async begin(email: string, ip: string, what: PasswordCheck = 'sign-in'): Promise<PasswordAttempt> {
      const now = o.now().toISOString();
      const keys = throttleKeys(email, ip);
      let counted: Array<{ key: string; lockSet: string | null }>;
      try {
        counted = await db.transaction(async (tx) => {
          const out: Array<{ key: string; lockSet: string | null }> = [];
          for (const { key, kind } of keys) {
            const [row] = await tx.query<{ locked_until: string | null }>(
              `INSERT INTO login_throttle AS t (key, failures, updated_at) VALUES ($1, 1, $3::timestamptz)
               ON CONFLICT (key) DO UPDATE SET
                 failures = CASE WHEN greatest(t.updated_at, t.locked_until) < $3::timestamptz - make_interval(secs => $2::float8 / 1000.0) THEN 1 ELSE t.failures + 1 END,
                 updated_at = $3::timestamptz
               WHERE t.locked_until IS NULL OR t.locked_until <= $3::timestamptz
               RETURNING failures`,
              [key, FORGET_AFTER_MS, now],
            );
            if (!row) throw new Locked();
            const [lock] = await tx.query<{ locked_until: string }>(
              `UPDATE login_throttle SET locked_until = $5::timestamptz + make_interval(secs => least($3::float8, $4::float8 * power(2, failures - $2 - 1)) / 1000.0)
               WHERE key = $1 AND failures > $2 RETURNING locked_until`,
              [key, free[kind], MAX_LOCK_MS, o.baseMs, now],
            );
            out.push({ key, lockSet: lock ? new Date(lock.locked_until).toISOString() : null });
          }
          return out;
        });
      } catch (error) {
        if (error instanceof Locked)
          throw await lockedFor(
            keys.map((k) => k.key),
            now,
            what,
          );
        throw error;
      }
      const [pair, ...others] = counted;
      return {
        async succeeded() {
          // This address's failures for the account are forgiven; the account's and the address's
          // own counts keep the others' failures (the owner must not wipe a spread-out guesser's).
          await db.query('DELETE FROM login_throttle WHERE key = $1', [pair!.key]);
          for (const k of others) await takeBack(k.key, k.lockSet);
        },
        async withdrawn() {
          for (const k of counted) await takeBack(k.key, k.lockSet);
        },
      };
    },

    /**
     * A signed-in member's password again (changing it, deleting the account, confirming a
     * sensitive change): counted exactly as a sign-in, so a stolen access token cannot guess it
     * faster than the sign-in form could. True when it is right.
     */
    async confirmPassword(account: { email: string; passwordHash: string }, password: string, ip: string): Promise<boolean> {
      const attempt = await throttle.begin(account.email, ip, 'password');
      if (!(await verifyPassword(account.passwordHash, password))) return false;
      await attempt.succeeded();
      return true;
    },
  };
  return throttle;
}

export type Throttle = ReturnType<typeof createThrottle>;
