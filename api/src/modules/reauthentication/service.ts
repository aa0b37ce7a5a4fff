// Re-authentication: the password again, within the last 5 minutes, before a sensitive change
// (adding or changing bank details). The time is kept on the sign-in session named by the
// access token, so it ends with that session and counts for no other device. Wrong passwords
// count towards the sign-in throttle, like a failed sign-in.
import { GENERIC_CODES, MEMBER_CODES } from '@shop/shared/api';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { REAUTHENTICATION_REQUIRED } from '@shop/shared/rules';
import { markReauthenticated, reauthenticatedAt } from '../auth/member-sessions.js';
import type { Throttle } from '../auth/throttle.js';
import type { AccessClaims } from '../auth/tokens.js';
import type { MemberService } from '../members/service.js';

export const REAUTHENTICATION_WINDOW_MS = 5 * 60 * 1000;

export const reauthenticationErrors = {
  wrongPassword: () => new ApiError(400, MEMBER_CODES.passwordWrong, 'Your password is not right.'),
  required: () => new ApiError(403, REAUTHENTICATION_REQUIRED, 'Please enter your password again to continue.'),
};

export function createReauthentication(deps: { db: Db; members: MemberService; throttle: Throttle; now: () => Date }) {
  const { db, members, throttle, now } = deps;
  return {
    /** Checks the password (throttled like sign-in) and starts a fresh window on this session. */
    async confirmPassword(claims: AccessClaims, password: string, ip: string): Promise<{ validUntil: string }> {
      const member = await members.findById(db, claims.memberId);
      if (!member) throw new ApiError(404, GENERIC_CODES.memberId, 'Member not found');
      if (!(await throttle.confirmPassword({ email: member.email, passwordHash: member.password_hash }, password, ip))) throw reauthenticationErrors.wrongPassword();
      const at = now();
      await markReauthenticated(db, claims.sessionId, claims.memberId, at);
      return { validUntil: new Date(at.getTime() + REAUTHENTICATION_WINDOW_MS).toISOString() };
    },

    /** Throws REAUTH_REQUIRED unless this session gave the password within the window. */
    async require(claims: AccessClaims): Promise<void> {
      const given = await reauthenticatedAt(db, claims.sessionId, claims.memberId);
      const at = given ? new Date(given).getTime() : null;
      const age = at === null ? Infinity : now().getTime() - at;
      if (!(age >= 0 && age <= REAUTHENTICATION_WINDOW_MS)) throw reauthenticationErrors.required();
    },
  };
}

export type Reauthentication = ReturnType<typeof createReauthentication>;
