// The waiting room's two signed passes (HS256 JWTs, kept in first-party HttpOnly cookies): a
// ticket (a place in line) and an admission (shopping for a while). Each holds an opaque visitor
// id and, for a ticket, the place in line; no personal data. Their own key, derived from the API's
// signing key, so an access token is never taken for a pass nor a pass for an access token.
import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type PassKind = 'ticket' | 'admission';
export interface Pass {
  visitorId: string;
  /** The order of arrival (tickets): position data, not a person. */
  seq?: number;
  /** Seconds since the epoch. */
  expiresAt: number;
  /**
   * An admission given while the queue was off, with no row in the line (page loads stay
   * read-only): registered as shopping the first time its holder comes back while it is on.
   */
  free?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createPasses(signingSecret: string) {
  const key = createHash('sha256').update(`waiting-room:${signingSecret}`).digest();
  return {
    async sign(kind: PassKind, pass: Pass): Promise<string> {
      return new SignJWT({ typ: kind, ...(pass.seq !== undefined ? { seq: pass.seq } : {}), ...(pass.free ? { free: true } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(pass.visitorId)
        .setExpirationTime(pass.expiresAt)
        .sign(key);
    },
    /**
     * The pass when it is ours, of this kind and not expired (or lapsed less than `graceSeconds`
     * ago); null for anything else (forged, expired, absent).
     */
    async verify(kind: PassKind, token: string | undefined, now: Date, graceSeconds = 0): Promise<Pass | null> {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now, clockTolerance: graceSeconds });
        if (payload.typ !== kind || typeof payload.sub !== 'string' || !UUID.test(payload.sub) || typeof payload.exp !== 'number') return null;
        return { visitorId: payload.sub, seq: typeof payload.seq === 'number' ? payload.seq : undefined, expiresAt: payload.exp, ...(payload.free === true ? { free: true } : {}) };
      } catch {
        return null;
      }
    },
  };
}

export type Passes = ReturnType<typeof createPasses>;
