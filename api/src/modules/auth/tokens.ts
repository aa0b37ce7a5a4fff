// Access tokens: short-lived signed JWTs (HS256) naming the member and the sign-in session
// (access-tokens.ts); whether their session still stands is read here on every call.
// Refresh tokens: opaque random strings, stored only as SHA-256, single use, rotated on every
// refresh; presenting a used one again revokes its whole session (its family).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';
import { createAccessTokens, tokenErrors, type Role } from './access-tokens.js';

export { STAFF_ONLY, tokenErrors, type Role } from './access-tokens.js';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

export interface AccessClaims {
  memberId: string;
  sessionId: string;
}

/** A staff account's token (its `role` claim is 'staff'; a member's token has no role claim). */
export interface StaffClaims {
  staffId: string;
  sessionId: string;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** The revoked_reason of sessions ended by a new password (members/service.ts). */
const PASSWORD_CHANGE_REASONS = new Set(['password changed', 'password reset']);

export interface TokenServiceOptions {
  secret: string;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  /** The time now for signing and expiry (tests move it instead of waiting); the real clock by default. */
  now?: () => Date;
  /**
   * Whether a member's or a staff account is active, read in the refresh's transaction (members'
   * and staff's, given where the service is composed: both modules import this one).
   */
  memberIsActive: (q: Queryable, memberId: string) => Promise<boolean>;
  staffIsActive: (q: Queryable, staffId: string) => Promise<boolean>;
}

interface ClaimedToken {
  session_id: string;
  member_id: string | null;
  staff_id: string | null;
  expired: boolean;
}

export function createTokenService(db: Db, o: TokenServiceOptions) {
  const { signAccess, verifiedClaims } = createAccessTokens(o);

  async function issueRefresh(tx: Queryable, sessionId: string): Promise<string> {
    const token = newOpaqueToken();
    await tx.query(`INSERT INTO refresh_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`, [sha256(token), sessionId, o.refreshTokenDays]);
    return token;
  }

  async function pair(tx: Queryable, subject: string, sessionId: string, role: Role = 'member'): Promise<TokenPair> {
    return {
      access_token: await signAccess(subject, sessionId, role),
      refresh_token: await issueRefresh(tx, sessionId),
      expires_in: o.accessTokenSeconds,
      token_type: 'Bearer',
    };
  }

  /** Checks a bearer token: signature, expiry, and that its session still stands. */
  async function standing(authorization: string | undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!authorization) throw tokenErrors.missing();
    if (!match) throw tokenErrors.invalid();
    const claims = await verifiedClaims(match[1]!);
    // Revocation (sign out, sign out everywhere, a reused refresh token) is read on every call.
    const [session] = await db.query<{ revoked: boolean; reason: string | null }>('SELECT revoked_at IS NOT NULL AS revoked, revoked_reason AS reason FROM auth_sessions WHERE session_id = $1', [claims.sid]);
    if (session?.revoked && PASSWORD_CHANGE_REASONS.has(session.reason ?? '')) throw tokenErrors.endedByPasswordChange();
    if (!session || session.revoked) throw tokenErrors.invalid();
    return claims;
  }

  /** A claimed refresh token's session goes on with a new pair, while its account may still sign in. */
  async function continueSession(tx: Queryable, claimed: ClaimedToken): Promise<TokenPair | 'invalid' | 'expired'> {
    if (claimed.expired) return 'expired';
    if (claimed.staff_id !== null) {
      return (await o.staffIsActive(tx, claimed.staff_id)) ? pair(tx, claimed.staff_id, claimed.session_id, 'staff') : 'invalid';
    }
    if (!(await o.memberIsActive(tx, claimed.member_id!))) return 'invalid';
    return pair(tx, claimed.member_id!, claimed.session_id);
  }

  return {
    /** A new sign-in: a new session (family) and its first token pair. */
    async startSession(memberId: string, clientId: string): Promise<TokenPair> {
      const sessionId = randomUUID();
      return db.transaction(async (tx) => {
        await tx.query('INSERT INTO auth_sessions (session_id, member_id, client_id) VALUES ($1, $2, $3)', [sessionId, memberId, clientId]);
        return pair(tx, memberId, sessionId);
      });
    },

    /** A staff sign-in: a session of the staff account (no member), its tokens carrying the role. */
    async startStaffSession(staffId: string, clientId: string): Promise<TokenPair> {
      const sessionId = randomUUID();
      return db.transaction(async (tx) => {
        await tx.query('INSERT INTO auth_sessions (session_id, staff_id, client_id) VALUES ($1, $2, $3)', [sessionId, staffId, clientId]);
        return pair(tx, staffId, sessionId, 'staff');
      });
    },

    /**
     * Rotate: the presented token is used up in one conditional update, so of two parallel
     * refreshes with one token at most one succeeds. A token used before revokes its family,
     * unless it was used less than `reuseGraceSeconds` ago: the web shop's cookie is shared by
     * every tab, and a tab that sent it while another's refresh was rotating it (or a reload that
     * dropped the answer carrying the new cookie) continues the session instead of ending it.
     */
    async refresh(refreshToken: string, clientId: string, { reuseGraceSeconds = 0 } = {}): Promise<TokenPair | 'invalid' | 'expired' | 'password-changed'> {
      const hash = sha256(refreshToken);
      return db.transaction(async (tx) => {
        const [claimed] = await tx.query<ClaimedToken>(
          `UPDATE refresh_tokens r SET used_at = now()
           FROM auth_sessions s
           WHERE r.token_hash = $1 AND r.used_at IS NULL AND s.session_id = r.session_id
             AND s.revoked_at IS NULL AND s.client_id = $2
           RETURNING r.session_id, s.member_id::text AS member_id, s.staff_id, r.expires_at < now() AS expired`,
          [hash, clientId],
        );
        if (claimed) return continueSession(tx, claimed);
        if (reuseGraceSeconds > 0) {
          const [recent] = await tx.query<ClaimedToken>(
            `SELECT r.session_id, s.member_id::text AS member_id, s.staff_id, r.expires_at < now() AS expired
             FROM refresh_tokens r JOIN auth_sessions s ON s.session_id = r.session_id
             WHERE r.token_hash = $1 AND r.used_at > now() - make_interval(secs => $3)
               AND s.revoked_at IS NULL AND s.client_id = $2`,
            [hash, clientId, reuseGraceSeconds],
          );
          if (recent) return continueSession(tx, recent);
        }
        // A session a new password ended says so (1062), so the device can tell its member why
        // on the next page load too, not only to a call made with an old access token.
        const [ended] = await tx.query<{ reason: string | null }>(
          `SELECT s.revoked_reason AS reason FROM refresh_tokens r JOIN auth_sessions s ON s.session_id = r.session_id
           WHERE r.token_hash = $1 AND s.client_id = $2 AND s.revoked_at IS NOT NULL`,
          [hash, clientId],
        );
        if (ended && PASSWORD_CHANGE_REASONS.has(ended.reason ?? '')) return 'password-changed';
        // Not claimable: unknown, or already used (a replay: revoke the whole family).
        await tx.query(
          `UPDATE auth_sessions SET revoked_at = now(), revoked_reason = 'refresh token reused'
           WHERE revoked_at IS NULL AND session_id = (SELECT session_id FROM refresh_tokens WHERE token_hash = $1 AND used_at IS NOT NULL)`,
          [hash],
        );
        return 'invalid';
      });
    },

    /** Sign-out: the session of this refresh token ends (all its tokens with it). */
    async revoke(refreshToken: string): Promise<void> {
      await db.query(
        `UPDATE auth_sessions SET revoked_at = now(), revoked_reason = 'signed out'
         WHERE revoked_at IS NULL AND session_id = (SELECT session_id FROM refresh_tokens WHERE token_hash = $1)`,
        [sha256(refreshToken)],
      );
    },

    /** End every session of a member, but one (the current one, on a password change). */
    async revokeSessions(tx: Queryable, memberId: string, reason: string, keepSessionId: string | null = null): Promise<void> {
      await tx.query(
        `UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $3
         WHERE member_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR session_id <> $2)`,
        [memberId, keepSessionId, reason],
      );
    },

    /** A member's bearer token: signature, expiry, its session still standing; a staff token is 403. */
    async verifyAccess(authorization: string | undefined): Promise<AccessClaims> {
      const claims = await standing(authorization);
      if (claims.role !== 'member') throw tokenErrors.staffAsMember();
      return { memberId: claims.sub, sessionId: claims.sid };
    },

    /** A staff account's bearer token, checked the same way; a member's token is 403. */
    async verifyStaff(authorization: string | undefined): Promise<StaffClaims> {
      const claims = await standing(authorization);
      if (claims.role !== 'staff') throw tokenErrors.memberAsStaff();
      return { staffId: claims.sub, sessionId: claims.sid };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
