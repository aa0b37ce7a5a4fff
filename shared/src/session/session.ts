import { sameOriginPath } from '@shop/shared/routes';
import { STORAGE_KEYS } from './storage-keys';

export interface TokenDetails {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  /** Epoch ms: now + expires_in - 5 s (spec §3 safety margin). */
  expires_on: number;
}

export interface SessionUser {
  memberId: string;
  firstName?: string;
  /** The unified-membership guard's fact (GET members/{id}): /verify-phone-number before member pages. */
  needsMobileVerification?: boolean;
  /** Only in signIn's answer, never stored: this sign-in called off an account deletion. */
  accountRestored?: boolean;
}

/**
 * What the host plugs in: it alone writes tokens. Remotes only read, and ask the host to
 * refresh or to end the session through this provider.
 */
export interface SessionProvider {
  /** Password sign-in through the auth host; rejects with the normalised failure (§8 code). */
  signIn(email: string, password: string): Promise<SessionUser>;
  refresh(): Promise<string | null>;
  signOut(reason: 'user' | 'expired'): void;
}

let provider: SessionProvider | null = null;

function readJson<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Read access to who is signed in (spec §4: the stored user object decides). */
export const session = {
  user(): SessionUser | null {
    return readJson<SessionUser>(STORAGE_KEYS.user);
  },
  isSignedIn(): boolean {
    return Boolean(this.user()?.memberId);
  },
  memberId(): string | null {
    return this.user()?.memberId ?? null;
  },
  accessToken(): string | null {
    return readJson<TokenDetails>(STORAGE_KEYS.tokenDetails)?.access_token ?? null;
  },
  /**
   * The page a guarded route was asked for before sign-in (spec §3 'redirect URL after sign-in'),
   * where the host goes once the visitor signs in; null when none waits. The host writes it in
   * this browser's storage, so it is still there after an e-mailed link, in the same tab or a new one.
   */
  returnAfterSignIn(): string | null {
    if (!globalThis.location) return null;
    return sameOriginPath(globalThis.localStorage?.getItem(STORAGE_KEYS.redirectUrl), globalThis.location.origin, { fallback: null });
  },
  /** Ask the host to sign in (the account dialogs do); the host stores the tokens. */
  async signIn(email: string, password: string): Promise<SessionUser> {
    if (!provider) throw new Error('No session provider: the host is not running');
    return provider.signIn(email, password);
  },
  /** Ask the host for a fresh access token; null when the session cannot be renewed. */
  async refresh(): Promise<string | null> {
    return provider ? provider.refresh() : null;
  },
  /** Ask the host to end the session (it clears storage and opens sign-in when expired). */
  end(reason: 'user' | 'expired'): void {
    provider?.signOut(reason);
  },
};

/** Host only: connect the token owner. */
export function connectSessionProvider(p: SessionProvider | null): void {
  provider = p;
}

/** Token details as stored: expires_on = now + expires_in - 5 s. */
export function toTokenDetails(
  token: { access_token: string; refresh_token: string; expires_in: number },
  now = Date.now(),
): TokenDetails {
  return { ...token, expires_on: now + token.expires_in * 1000 - 5000 };
}
