import { sameOriginPath } from '@shop/shared/routes';
import { STORAGE_KEYS } from './storage-keys';

export interface SessionUser {
  memberId: string;
  firstName?: string;
  /** The unified-membership guard's fact (GET members/{id}): /verify-phone-number before member pages. */
  needsMobileVerification?: boolean;
  /** Only in signIn's answer, never stored: this sign-in called off an account deletion. */
  accountRestored?: boolean;
}

/**
 * What the host plugs in: it alone holds tokens. Remotes only read, and ask the host to
 * refresh or to end the session through this provider. Since issue 31 §8 no token is in
 * browser storage: the access token is in the host's memory, the refresh token in an HttpOnly
 * cookie only the auth host's routes see.
 */
export interface SessionProvider {
  /** Password sign-in through the auth host; rejects with the normalised failure (§8 code). */
  signIn(email: string, password: string): Promise<SessionUser>;
  refresh(): Promise<string | null>;
  signOut(reason: 'user' | 'expired'): void;
  /** The current access token, from the host's memory; null when none or it has (nearly) expired. */
  accessToken(): string | null;
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
  /** The access token the host holds in memory (never in storage); null when it has none yet. */
  accessToken(): string | null {
    return provider?.accessToken() ?? null;
  },
  /**
   * The access token for a call: a signed-in page that has none yet (a reload, a new tab, an
   * expired one) gets one from the host's refresh first (one refresh shared by every caller).
   */
  async accessTokenForCall(): Promise<string | null> {
    return this.accessToken() ?? (this.isSignedIn() ? this.refresh() : null);
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
