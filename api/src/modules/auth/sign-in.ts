import { AUTH_CODES } from '@shop/shared/api';
import { ApiError } from '../../http/envelope.js';
import type { Throttle } from './throttle.js';
import type { TokenPair, TokenService } from './tokens.js';

/** A password sign-in, throttled per account and address, per address and per account (throttle.ts); the same path for /auth/token and members/login. */
export function createSignIn(deps: {
  /** The member whose e-mail and password these are (members' authenticate); refuses with AUTH_CODES.wrongCredentials or why not. */
  members: { authenticate(email: string, password: string): Promise<string> };
  tokens: TokenService;
  throttle: Throttle;
  /** Calls off a requested account deletion within its grace period (account-deletion's restoreOnSignIn): whether it did. */
  deletion: { restoreOnSignIn(memberId: string): Promise<boolean> };
}) {
  return async function signIn(email: string, password: string, ip: string, clientId: string): Promise<TokenPair & { memberId: string; accountRestored: boolean }> {
    const attempt = await deps.throttle.begin(email, ip);
    let memberId: string;
    try {
      memberId = await deps.members.authenticate(email, password);
    } catch (error) {
      // Wrong credentials stay counted; a right password refused for another reason (closed, unverified) does not.
      if (!(error instanceof ApiError && error.code === AUTH_CODES.wrongCredentials)) await attempt.withdrawn();
      throw error;
    }
    await attempt.succeeded();
    // Signing in within the grace period calls an account deletion off (the page says so).
    const accountRestored = await deps.deletion.restoreOnSignIn(memberId);
    return { memberId, accountRestored, ...(await deps.tokens.startSession(memberId, clientId)) };
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
