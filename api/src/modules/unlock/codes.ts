// Proving an unlock code (PUT verifyunlockonlineaccesscode and verifycombinemembershipcode) and
// issuing one (staff, the on-demand call, the seed). Guesses are limited per membership number
// (known or not: the counter is keyed by the number typed) and per address, and a wrong, unknown
// or malformed number answers exactly as a wrong code does, after the same hash work.
import { normaliseMembershipNumber, UNLOCK_LIMITS, type UnlockPurpose, type UnlockState } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { newOpaqueToken } from '../auth/tokens.js';
import type { Counters } from './counters.js';
import { isFinal, moveSql } from './attempts.js';
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
     * The attempt a right code starts or resumes (its token, given once), or the failure: 1805 wrong
     * (also for an unknown number), 1819 too many wrong, 1835 already linked, 1190 used or run
     * out, 1873 when the code's attempt was locked by wrong PINs.
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
        // The code stays the member's until its attempt ends in an account (issue 33 §1): a second
        // proof resumes the attempt it started (a new token for it), so closing the tab strands
        // nobody. Proofs at once queue on the code's row: one attempt per code at a time.
        const [code] = await tx.query('SELECT 1 FROM unlock_codes WHERE code_id = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE', [row.code_id]);
        if (!code) throw unlockErrors.codeExpired();
        const [last] = await tx.query<{ attempt_id: string; state: UnlockState; tries: number; idle: boolean; purpose: UnlockPurpose; member_id: string | null }>(
          `SELECT attempt_id::text AS attempt_id, state, tries, expires_at <= now() AS idle, purpose, member_id::text AS member_id
           FROM unlock_attempts WHERE code_id = $1 ORDER BY created_at DESC, attempt_id DESC LIMIT 1`,
          [row.code_id],
        );
        const resumable = last && !last.idle && ['code-verified', 'pin-sent', 'verified'].includes(last.state) && last.purpose === input.purpose && last.member_id === input.memberId;
        if (resumable) {
          await tx.query(
            `UPDATE unlock_attempts SET token_hash = $2, updated_at = now(), expires_at = now() + make_interval(mins => $3),
               history = history || jsonb_build_array(jsonb_build_object('to', state, 'event', 'resume', 'at', now())) WHERE attempt_id = $1`,
            [last.attempt_id, tokenHash, UNLOCK_LIMITS.pinValidMinutes],
          );
        } else {
          // Wrong PINs are counted per code, not per attempt: giving up and starting again keeps them.
          if (last?.state === 'locked') throw unlockErrors.pinAttemptsExceeded('mobile');
          if (last && !isFinal(last.state)) await tx.query(`UPDATE unlock_attempts SET ${last.idle ? moveSql('expired', 'expire', true) : moveSql('cancelled', 'cancel', true)} WHERE attempt_id = $1`, [last.attempt_id]);
          await tx.query(
            `INSERT INTO unlock_attempts (token_hash, purpose, state, membership_number, member_id, code_id, tries, expires_at, history)
             VALUES ($1, $2, 'code-verified', $3, $4, $5, $6, now() + make_interval(mins => $7), jsonb_build_array(jsonb_build_object('to', 'code-verified', 'event', 'verify-code', 'at', now())))`,
            [tokenHash, input.purpose, number, input.memberId, row.code_id, last?.tries ?? 0, UNLOCK_LIMITS.pinValidMinutes],
          );
        }
        await counters.clear(tx, [keys[0]!]);
      });
      return { token, tokenHash };
    },

    /** A new code for a membership (older unused ones stop working): the code, to show once. 1835 when it is linked. */
    async issue(q: Queryable, membershipNumber: string, how: { via: 'staff' | 'seed' | 'on-demand'; staffId?: string | null; validMinutes?: number; code?: string }) {
      // A receipt's code (staff, seed) is read at home later: days. One sent by text: minutes.
      const validMinutes = how.validMinutes ?? (how.via === 'on-demand' ? UNLOCK_LIMITS.pinValidMinutes : UNLOCK_LIMITS.receiptCodeValidDays * 24 * 60);
      const [m] = await q.query<{ linked: boolean }>('SELECT linked_member_id IS NOT NULL AS linked FROM in_store_memberships WHERE membership_number = $1 FOR UPDATE', [membershipNumber]);
      if (!m) throw unlockErrors.notFound();
      if (m.linked) throw unlockErrors.alreadyUnlocked();
      const code = how.code ?? newSixDigits();
      await q.query('UPDATE unlock_codes SET used_at = now() WHERE membership_number = $1 AND used_at IS NULL', [membershipNumber]);
      const [row] = await q.query<{ expires_at: string }>(
        `INSERT INTO unlock_codes (membership_number, code_hash, expires_at, issued_via, issued_by) VALUES ($1, $2, now() + make_interval(mins => $3), $4, $5) RETURNING expires_at`,
        [membershipNumber, secrets.codeHash(membershipNumber, code), validMinutes, how.via, how.staffId ?? null],
      );
      return { membershipNumber, unlockCode: code, expiresAt: new Date(row!.expires_at).toISOString() };
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
