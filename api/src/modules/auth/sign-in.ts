import { ApiError } from '../../http/envelope.js';
import type { AccountDeletion } from '../account-deletion/service.js';
import type { MemberService } from '../members/service.js';
import type { Throttle } from './throttle.js';
import type { TokenPair, TokenService } from './tokens.js';

/** A password sign-in, throttled per account and address, per address and per account (throttle.ts); the same path for /auth/token and members/login. */
export function createSignIn(deps: { members: MemberService; tokens: TokenService; throttle: Throttle; deletion: Pick<AccountDeletion, 'restoreOnSignIn'> }) {
  return async function signIn(email: string, password: string, ip: string, clientId: string): Promise<TokenPair & { memberId: string; accountRestored: boolean }> {
    const attempt = await deps.throttle.begin(email, ip);
    let memberId: string;
    try {
      memberId = await deps.members.authenticate(email, password);
    } catch (error) {
      // Wrong credentials stay counted; a right password refused for another reason (closed, unverified) does not.
      if (!(error instanceof ApiError && error.code === 1007)) await attempt.withdrawn();
      throw error;
    }
    await attempt.succeeded();
    // Signing in within the grace period calls an account deletion off (the page says so).
    const accountRestored = await deps.deletion.restoreOnSignIn(memberId);
    return { memberId, accountRestored, ...(await deps.tokens.startSession(memberId, clientId)) };
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
