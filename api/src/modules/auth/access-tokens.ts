// Access tokens: short-lived JWTs (HS256) naming the member (or staff account) and the sign-in
// session, signed here and checked once, then remembered until they expire. Whether the session
// still stands is the token service's (tokens.ts), read on every call.
import { AUTH_CODES, GENERIC_CODES } from '@shop/shared/api';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ApiError } from '../../http/envelope.js';

export type Role = 'member' | 'staff';

/** The failure code of a staff route called with a member's token. */
export const STAFF_ONLY = 'STAFF_ONLY';

/** §8: 6 expired, 7 invalid, 8 missing; 1062 a session a new password ended. */
export const tokenErrors = {
  expired: () => new ApiError(401, GENERIC_CODES.tokenExpired, 'Access token expired'),
  invalid: () => new ApiError(401, GENERIC_CODES.tokenInvalid, 'Access token invalid'),
  /** The session was ended by a password change or reset (on another device): the sign-in dialog says so. */
  endedByPasswordChange: () => new ApiError(401, AUTH_CODES.passwordChanged, 'Your password was changed, so you were signed out on this device. Please sign in with the new password.'),
  missing: () => new ApiError(401, GENERIC_CODES.tokenMissing, 'Access token missing'),
  /** A staff token on a member's route: staff never act as a member (§8 1002 invalid member id). */
  staffAsMember: () => new ApiError(403, GENERIC_CODES.memberId, 'Staff accounts cannot act for a member'),
  /** A member's token on a staff route. */
  memberAsStaff: () => new ApiError(403, STAFF_ONLY, "Only the shop's staff may do that"),
};

/** Access tokens whose signature has been checked, held per process (about 300 bytes each). */
const VERIFIED_TOKENS_MAX = 10_000;

export interface AccessTokenOptions {
  secret: string;
  accessTokenSeconds: number;
  /** The time now for signing and expiry; the real clock by default. */
  now?: () => Date;
}

export function createAccessTokens(o: AccessTokenOptions) {
  const key = new TextEncoder().encode(o.secret);
  const now = o.now ?? (() => new Date());

  // A token's signature is checked once, then its claims are kept by the exact token text until
  // it expires: the HMAC check through WebCrypto was the largest single cost of a member read
  // (a third of the API's CPU for GET /v3/members/:id under load). Same bytes, same answer; the
  // expiry is checked again on every use, and revocation is never cached (see verifyAccess).
  const verified = new Map<string, { sub: string; sid: string; exp: number; role: Role }>();
  async function verifiedClaims(token: string): Promise<{ sub: string; sid: string; role: Role }> {
    const known = verified.get(token);
    if (known) {
      if (known.exp * 1000 > now().getTime()) return known;
      verified.delete(token);
      throw tokenErrors.expired();
    }
    let claims: { sub?: string; sid?: unknown; exp?: number; role?: unknown };
    try {
      ({ payload: claims } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() }));
    } catch (error) {
      throw error instanceof errors.JWTExpired ? tokenErrors.expired() : tokenErrors.invalid();
    }
    if (!claims.sub || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') throw tokenErrors.invalid();
    // Bounded: the oldest entry goes first (a Map keeps insertion order).
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
    if (claims.role !== undefined && claims.role !== 'staff') throw tokenErrors.invalid();
    const entry = { sub: claims.sub, sid: claims.sid, exp: claims.exp, role: claims.role === 'staff' ? ('staff' as const) : ('member' as const) };
    verified.set(token, entry);
    return entry;
  }

  async function signAccess(subject: string, sessionId: string, role: Role): Promise<string> {
    const issuedAt = Math.floor(now().getTime() / 1000);
    return new SignJWT(role === 'staff' ? { sid: sessionId, role } : { sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + o.accessTokenSeconds)
      .sign(key);
  }

  return { signAccess, verifiedClaims };
}
