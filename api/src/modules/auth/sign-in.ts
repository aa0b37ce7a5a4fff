import { ApiError } from '../../http/envelope.js';
import type { MemberService } from '../members/service.js';
import type { Throttle } from './throttle.js';
import type { TokenPair, TokenService } from './tokens.js';

/** A password sign-in, throttled per account and per IP; the same path for /auth/token and members/login. */
export function createSignIn(deps: { members: MemberService; tokens: TokenService; throttle: Throttle }) {
  return async function signIn(email: string, password: string, ip: string, clientId: string): Promise<TokenPair & { memberId: string }> {
    await deps.throttle.check(email, ip);
    let memberId: string;
    try {
      memberId = await deps.members.authenticate(email, password);
    } catch (error) {
      if (error instanceof ApiError && error.code === 1007) await deps.throttle.recordFailure(email, ip);
      throw error;
    }
    await deps.throttle.recordSuccess(email);
    return { memberId, ...(await deps.tokens.startSession(memberId, clientId)) };
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
