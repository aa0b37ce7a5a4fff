// The host owns tokens (ARCHITECTURE §3 session/): it stores them, refreshes them once when
// the API says 6/7/8, and ends the session. Remotes read through @shop/shared/session.
import { bus } from '@shop/shared/bus';
import { connectSessionProvider, STORAGE_KEYS, toTokenDetails, type TokenDetails } from '@shop/shared/session';

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
  /** POST /auth/token with the refresh-token grant; resolves to the new tokens or null. */
  requestRefresh: (refreshToken: string) => Promise<{ access_token: string; refresh_token: string; expires_in: number } | null>;
}

export function createAuthSession(deps: AuthSessionDeps) {
  let refreshing: Promise<string | null> | null = null;

  function storeTokens(token: { access_token: string; refresh_token: string; expires_in: number }) {
    deps.storage.setItem(STORAGE_KEYS.tokenDetails, JSON.stringify(toTokenDetails(token)));
  }

  function signOut(reason: 'user' | 'expired') {
    SIGN_OUT_KEYS.forEach((key) => deps.storage.removeItem(key));
    bus.emit('basket:count-changed', { count: 0 });
    bus.emit('account:signed-out', { reason });
    deps.navigate('/');
    if (reason === 'expired') bus.emit('host:open-dialog', { dialog: 'signIn' });
  }

  /** One refresh at a time: parallel 6/7/8 answers share it (a refresh token is single-use). */
  function refresh(): Promise<string | null> {
    refreshing ??= (async () => {
      try {
        const raw = deps.storage.getItem(STORAGE_KEYS.tokenDetails);
        const current = raw ? (JSON.parse(raw) as TokenDetails) : null;
        if (!current?.refresh_token) return null;
        const next = await deps.requestRefresh(current.refresh_token);
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

  connectSessionProvider({ refresh, signOut });
  return { storeTokens, signOut, refresh, rememberRedirect, takeRedirect };
}
