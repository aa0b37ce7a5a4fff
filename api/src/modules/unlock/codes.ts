// Proving an unlock code (PUT verifyunlockonlineaccesscode and verifycombinemembershipcode) and
// issuing one (staff, the on-demand call, the seed). Guesses are limited per membership number
// (known or not: the counter is keyed by the number typed) and per address, and a wrong, unknown
// or malformed number answers exactly as a wrong code does, after the same hash work.
import { normaliseMembershipNumber, UNLOCK_LIMITS, type UnlockPurpose } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { newOpaqueToken } from '../auth/tokens.js';
import type { Counters } from './counters.js';
import { unlockErrors } from './errors.js';
import { newSixDigits, type Secrets } from './secrets.js';

/** Wrong codes per membership number, and per address (across numbers), in a window. */
export const WRONG_CODES_PER_ADDRESS = 20;
/** A number that cannot be a membership (bad check digit) is still hashed, as this one. */
const NO_MEMBERSHIP = 'LL00000000';

interface CodeRow {
  membership_number: string | null;
  linked: boolean;
  code_id: string | null;
  code_hash: string | null;
  spent: boolean;
}

export function createCodes(deps: { db: Db; secrets: Secrets; counters: Counters }) {
  const { db, secrets, counters } = deps;

  return {
    /**
     * The attempt a right code starts (its token, given once), or the failure: 1805 wrong (also
     * for an unknown number), 1819 too many wrong, 1835 already linked, 1190 used or run out.
     */
    async prove(input: { membershipNumber: string; unlockCode: string; purpose: UnlockPurpose; memberId: string | null; ip: string }): Promise<{ token: string; tokenHash: string }> {
      const number = normaliseMembershipNumber(input.membershipNumber) ?? NO_MEMBERSHIP;
      const keys = [`code:m:${input.membershipNumber.replace(/[\s-]/g, '').toUpperCase()}`, `code:ip:${secrets.ipHash(input.ip)}`];
      const [byNumber, byAddress] = await Promise.all([counters.peek(db, [keys[0]!]), counters.peek(db, [keys[1]!])]);
      if (byNumber.hits >= UNLOCK_LIMITS.triesPerCode || byAddress.hits >= WRONG_CODES_PER_ADDRESS) throw unlockErrors.codeAttemptsExceeded(Math.max(byNumber.retryAfter, byAddress.retryAfter));
      const [row] = await db.query<CodeRow>(
        `SELECT m.membership_number, m.linked_member_id IS NOT NULL AS linked, c.code_id::text AS code_id, c.code_hash, (c.used_at IS NOT NULL OR c.expires_at <= now()) AS spent
         FROM (SELECT $1::text AS n) x LEFT JOIN in_store_memberships m ON m.membership_number = x.n
         LEFT JOIN LATERAL (SELECT * FROM unlock_codes u WHERE u.membership_number = m.membership_number ORDER BY u.issued_at DESC, u.code_id DESC LIMIT 1) c ON true`,
        [number],
      );
      const right = secrets.matches(row?.code_hash, secrets.codeHash(number, input.unlockCode));
      if (!right || !row?.code_id) {
        const [afterNumber] = await counters.hit(db, keys);
        if (afterNumber!.hits >= UNLOCK_LIMITS.triesPerCode) throw unlockErrors.codeAttemptsExceeded(afterNumber!.retryAfter);
        throw unlockErrors.wrongCode();
      }
      if (row.linked) throw unlockErrors.alreadyUnlocked();
      if (row.spent) throw unlockErrors.codeExpired();
      const token = newOpaqueToken();
      const tokenHash = secrets.tokenHash(token);
      await db.transaction(async (tx) => {
        // Single use: of two requests with one code, one starts an attempt.
        const [used] = await tx.query('UPDATE unlock_codes SET used_at = now() WHERE code_id = $1 AND used_at IS NULL RETURNING 1', [row.code_id]);
        if (!used) throw unlockErrors.codeExpired();
        await tx.query(
          `INSERT INTO unlock_attempts (token_hash, purpose, state, membership_number, member_id, expires_at, history)
           VALUES ($1, $2, 'code-verified', $3, $4, now() + make_interval(mins => $5), jsonb_build_array(jsonb_build_object('to', 'code-verified', 'event', 'verify-code', 'at', now())))`,
          [tokenHash, input.purpose, number, input.memberId, UNLOCK_LIMITS.pinValidMinutes],
        );
        await counters.clear(tx, [keys[0]!]);
      });
      return { token, tokenHash };
    },

    /** A new code for a membership (older unused ones stop working): the code, to show once. 1835 when it is linked. */
    async issue(q: Queryable, membershipNumber: string, how: { via: 'staff' | 'seed' | 'on-demand'; staffId?: string | null; validMinutes?: number; code?: string }) {
      const [m] = await q.query<{ linked: boolean }>('SELECT linked_member_id IS NOT NULL AS linked FROM in_store_memberships WHERE membership_number = $1 FOR UPDATE', [membershipNumber]);
      if (!m) throw unlockErrors.notFound();
      if (m.linked) throw unlockErrors.alreadyUnlocked();
      const code = how.code ?? newSixDigits();
      await q.query('UPDATE unlock_codes SET used_at = now() WHERE membership_number = $1 AND used_at IS NULL', [membershipNumber]);
      const [row] = await q.query<{ expires_at: string }>(
        `INSERT INTO unlock_codes (membership_number, code_hash, expires_at, issued_via, issued_by) VALUES ($1, $2, now() + make_interval(mins => $3), $4, $5) RETURNING expires_at`,
        [membershipNumber, secrets.codeHash(membershipNumber, code), how.validMinutes ?? UNLOCK_LIMITS.pinValidMinutes, how.via, how.staffId ?? null],
      );
      return { membershipNumber, unlockCode: code, expiresAt: new Date(row!.expires_at).toISOString() };
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
