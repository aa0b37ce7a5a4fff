// Unlock codes, PINs and tokens (issue #16): six digits from node's CSPRNG, kept only as HMACs
// keyed with the server's secret (config.unlockSecret), compared in constant time. Every check
// does the same hash work whether or not there was anything to compare with, so the time an
// answer takes tells nothing about which memberships exist.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { UNLOCK_LIMITS } from '@shop/shared/rules';

export const newSixDigits = () => String(randomInt(0, 10 ** UNLOCK_LIMITS.digits)).padStart(UNLOCK_LIMITS.digits, '0');

export function createSecrets(secret: string) {
  const hmac = (purpose: string, ...parts: string[]) =>
    createHmac('sha256', secret)
      .update([purpose, ...parts].join('\u0000'))
      .digest('hex');
  // Compared against when there is no stored hash: the same work, never a match.
  const nothing = hmac('nothing', 'to', 'compare');
  return {
    /** A receipt's unlock code, bound to its membership (a code is no use on another one). */
    codeHash: (membershipNumber: string, code: string) => hmac('unlock-code', membershipNumber, code),
    /** A PIN of one attempt and channel ('mobile', 'email', 'link'). */
    pinHash: (attemptId: string, channel: string, pin: string) => hmac('pin', attemptId, channel, pin),
    /** An attempt's token or an e-mailed link's token (random 256 bits). */
    tokenHash: (token: string) => hmac('token', token),
    /** The caller's address, for counters: never stored in clear. */
    ipHash: (ip: string) => hmac('ip', ip).slice(0, 32),
    /** A mobile number (national digits), for counters: never stored in clear. */
    mobileHash: (mobile: string) => hmac('mobile', mobile).slice(0, 32),
    /** Constant-time: does `candidate` equal `stored` (null: no stored hash, still the same work)? */
    matches(stored: string | null | undefined, candidate: string): boolean {
      const a = Buffer.from(stored ?? nothing, 'hex');
      const b = Buffer.from(candidate, 'hex');
      return a.length === b.length && timingSafeEqual(a, b) && stored != null;
    },
  };
}

export type Secrets = ReturnType<typeof createSecrets>;
