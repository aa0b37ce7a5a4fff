// The host owns tokens (ARCHITECTURE §3 session/): it stores them, refreshes them once when
// the API says 6/7/8, and ends the session. Remotes read through @shop/shared/session.
import { bus } from '@shop/shared/bus';
import { matchRoute } from '@shop/shared/routes';
import { connectSessionProvider, STORAGE_KEYS, toTokenDetails, type SessionUser, type TokenDetails } from '@shop/shared/session';
import type { AuthHostClient } from './auth-host-client';

/** Spec §4 'Logout': exactly what sign-out clears. */
export const SIGN_OUT_KEYS = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.tokenDetails,
  STORAGE_KEYS.defaultStoreDetails,
  STORAGE_KEYS.addressInfo,
  STORAGE_KEYS.cart,
  STORAGE_KEYS.voucherInfo,
  STORAGE_KEYS.selectedVouchers,
  STORAGE_KEYS.lastSelectedPaymentType,
  STORAGE_KEYS.emailUpdated,
  STORAGE_KEYS.webOrderNumber,
  STORAGE_KEYS.memberDetails,
  STORAGE_KEYS.sellToUsData,
  STORAGE_KEYS.redirectUrl,
] as const;

export interface AuthSessionDeps {
  storage: Storage;
  navigate: (url: string) => void;
  authHost: Pick<AuthHostClient, 'passwordGrant' | 'refreshGrant' | 'revoke' | 'member'>;
}

export function createAuthSession(deps: AuthSessionDeps) {
  let refreshing: Promise<string | null> | null = null;

  function storeTokens(token: { access_token: string; refresh_token: string; expires_in: number }) {
    deps.storage.setItem(STORAGE_KEYS.tokenDetails, JSON.stringify(toTokenDetails(token)));
  }

  function storedTokens(): TokenDetails | null {
    try {
      const raw = deps.storage.getItem(STORAGE_KEYS.tokenDetails);
      return raw ? (JSON.parse(raw) as TokenDetails) : null;
    } catch {
      return null;
    }
  }

  /** Password sign-in: tokens and the user object stored, then everyone is told. */
  async function signIn(email: string, password: string): Promise<SessionUser> {
    const token = await deps.authHost.passwordGrant(email, password);
    const memberId = token.member_id!;
    storeTokens(token);
    const member = await deps.authHost.member(memberId, token.access_token);
    // Kept only when there is something to prove: /verify-phone-number before member pages.
    const user: SessionUser = { memberId, firstName: member.firstName, ...(member.needsMobileVerification ? { needsMobileVerification: true } : {}) };
    deps.storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    deps.storage.setItem(STORAGE_KEYS.memberDetails, JSON.stringify(member));
    bus.emit('account:signed-in', { memberId });
    // Told to the sign-in form only (it says so); never stored.
    return token.account_restored ? { ...user, accountRestored: true } : user;
  }

  function signOut(reason: 'user' | 'expired') {
    const refreshToken = storedTokens()?.refresh_token;
    // Sign-out ends the session on the server too (best effort: the page does not wait).
    if (refreshToken && reason === 'user') void deps.authHost.revoke(refreshToken);
    SIGN_OUT_KEYS.forEach((key) => deps.storage.removeItem(key));
    // An expired session opens sign-in (§4 'Token expiry'); on a member page, signing in again
    // comes back to it, as it does when a guarded route asks for sign-in.
    if (reason === 'expired' && matchRoute(location.pathname)?.guard) rememberRedirect(location.pathname + location.search);
    bus.emit('basket:count-changed', { count: 0 });
    bus.emit('account:signed-out', { reason });
    deps.navigate('/');
    if (reason === 'expired') bus.emit('host:open-dialog', { dialog: 'signIn' });
  }

  /** One refresh at a time: parallel 6/7/8 answers share it (a refresh token is single-use). */
  function refresh(): Promise<string | null> {
    refreshing ??= (async () => {
      try {
        const current = storedTokens();
        if (!current?.refresh_token) return null;
        const next = await deps.authHost.refreshGrant(current.refresh_token);
        if (!next) return null;
        storeTokens(next);
        return next.access_token;
      } catch {
        return null; // expired, invalid, or timed out: the caller signs out
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  /** Remember where a guarded route wanted to go; sign-in returns there. */
  function rememberRedirect(url: string) {
    deps.storage.setItem(STORAGE_KEYS.redirectUrl, url);
  }

  function takeRedirect(): string | null {
    const url = deps.storage.getItem(STORAGE_KEYS.redirectUrl);
    deps.storage.removeItem(STORAGE_KEYS.redirectUrl);
    return url;
  }

  // A confirmed e-mail change: the stored member details carry the new address, and the
  // 'e-mail updated' note (awaiting confirmation) is done with.
  bus.on('account:email-changed').subscribe(({ memberId, email }) => {
    try {
      const stored = JSON.parse(deps.storage.getItem(STORAGE_KEYS.memberDetails) ?? 'null') as { memberId?: string } | null;
      if (!stored || String(stored.memberId) !== memberId) return;
      deps.storage.setItem(STORAGE_KEYS.memberDetails, JSON.stringify({ ...stored, email }));
      deps.storage.removeItem(STORAGE_KEYS.emailUpdated);
    } catch {
      // Unreadable details: sign-in writes them afresh.
    }
  });

  // The unified-membership guard's fact, kept with the stored user (the routing listens to the same events and reroutes).
  const storeNeedsMobileVerification = (memberId: string, needs: boolean) => {
    try {
      const stored = JSON.parse(deps.storage.getItem(STORAGE_KEYS.user) ?? 'null') as SessionUser | null;
      if (stored?.memberId === memberId) deps.storage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...stored, needsMobileVerification: needs }));
    } catch {
      // Unreadable user: sign-in writes it afresh.
    }
  };
  bus.on('unlock:mobile-verified').subscribe(({ memberId }) => storeNeedsMobileVerification(memberId, false));
  bus.on('account:contact-number-changed').subscribe(({ memberId, needsMobileVerification }) => storeNeedsMobileVerification(memberId, needsMobileVerification));
  bus.on('unlock:membership-joined').subscribe(({ memberId, needsMobileVerification }) => storeNeedsMobileVerification(memberId, needsMobileVerification));

  connectSessionProvider({ signIn, refresh, signOut });
  return { storeTokens, signIn, signOut, refresh, rememberRedirect, takeRedirect };
}
