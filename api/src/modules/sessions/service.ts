// The member's sign-in sessions (one per sign-in; each refresh token belongs to one, tokens.ts)
// and 'sign out everywhere'.
import type { Db } from '../../db/db.js';
import { openMemberSessions } from '../auth/member-sessions.js';
import type { TokenService } from '../auth/tokens.js';

export interface SessionView {
  startedAt: string;
  current: boolean;
}

export function createSessionService(deps: { db: Db; tokens: TokenService }) {
  const { db, tokens } = deps;
  return {
    /** The sessions still open (not revoked, with a refresh token not yet expired), newest first. */
    async list(memberId: string, currentSessionId: string): Promise<SessionView[]> {
      const rows = await openMemberSessions(db, memberId);
      return rows.map((r) => ({ startedAt: new Date(r.created_at).toISOString(), current: r.session_id === currentSessionId }));
    },

    /** Ends every session (their refresh tokens are refused from now on), except this one if asked. */
    async signOutEverywhere(memberId: string, currentSessionId: string, keepCurrent: boolean): Promise<void> {
      await db.transaction((tx) => tokens.revokeSessions(tx, memberId, 'signed out everywhere', keepCurrent ? currentSessionId : null));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
