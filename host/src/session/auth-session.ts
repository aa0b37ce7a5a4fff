// The host owns tokens (ARCHITECTURE §3 session/): it holds them, refreshes them once when
// the API says 6/7/8, and ends the session. Remotes read through @shop/shared/session.
// Issue 31 §8: no token in browser storage. The access token lives in this closure (memory);
// the refresh token in the auth host's HttpOnly cookie. A reload or a new tab gets a fresh
// access token from the refresh route (start()), so sign-in survives both as before.
import { bus } from '@shop/shared/bus';
import { matchRoute } from '@shop/shared/routes';
import { connectSessionProvider, STORAGE_KEYS, type SessionUser } from '@shop/shared/session';
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
  /** Runs a refresh while no other tab of this browser refreshes (Web Locks); tests pass their own. */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
}

/** Spec §3's safety margin: an access token counts as expired 5 s early. */
const EXPIRY_MARGIN_MS = 5000;

/**
 * One refresh at a time across this browser's tabs: they share the refresh cookie, so a tab
 * waits for another's rotation and then sends the new cookie (the API's short reuse grace
 * covers a browser without Web Locks, or an answer lost to a reload).
 */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request('shop:token-refresh', task) as Promise<T>) : task();
}

export function createAuthSession(deps: AuthSessionDeps) {
  const exclusive = deps.exclusive ?? acrossTabs;
  let refreshing: Promise<string | null> | null = null;
  /** The access token and when it stops being used (memory only). */
  let held: { accessToken: string; expiresOn: number } | null = null;

  function holdTokens(token: { access_token: string; expires_in: number }) {
    held = { accessToken: token.access_token, expiresOn: Date.now() + token.expires_in * 1000 - EXPIRY_MARGIN_MS };
  }

  function accessToken(): string | null {
    return held && held.expiresOn > Date.now() ? held.accessToken : null;
  }

  /** A refresh token an earlier release left in storage, taken out of it (moved into the cookie by the next refresh). */
  function takeLeftoverRefreshToken(): string | undefined {
    const raw = deps.storage.getItem(STORAGE_KEYS.tokenDetails);
    deps.storage.removeItem(STORAGE_KEYS.tokenDetails);
    try {
      return (JSON.parse(raw ?? 'null') as { refresh_token?: string } | null)?.refresh_token || undefined;
    } catch {
      return undefined;
    }
  }

  /** Password sign-in: tokens and the user object stored, then everyone is told. */
  async function signIn(email: string, password: string): Promise<SessionUser> {
    const token = await deps.authHost.passwordGrant(email, password);
    const memberId = token.member_id!;
    holdTokens(token);
    const member = await deps.authHost.member(memberId, token.access_token);
    // Kept only when there is something to prove: /verify-phone-number before member pages.
    const user: SessionUser = { memberId, firstName: member.firstName, ...(member.needsMobileVerification ? { needsMobileVerification: true } : {}) };
    deps.storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    deps.storage.setItem(STORAGE_KEYS.memberDetails, JSON.stringify(member));
    bus.emit('host:signed-in', { memberId });
    // Told to the sign-in form only (it says so); never stored.
    return token.account_restored ? { ...user, accountRestored: true } : user;
  }

  function signOut(reason: 'user' | 'expired') {
    // Nothing to expire: a late 401 to a call sent without a session (a member signed out while
    // an agent's call was on its way) must not open sign-in over the page they signed out to.
    if (reason === 'expired' && !held && !deps.storage.getItem(STORAGE_KEYS.user)) return;
    // Sign-out ends the session on the server and clears the refresh cookie (best effort: the page does not wait).
    if (reason === 'user') void deps.authHost.revoke();
    held = null;
    SIGN_OUT_KEYS.forEach((key) => deps.storage.removeItem(key));
    // An expired session opens sign-in (§4 'Token expiry'); on a member page, signing in again
    // comes back to it, as it does when a guarded route asks for sign-in.
    if (reason === 'expired' && matchRoute(location.pathname)?.guard) rememberRedirect(location.pathname + location.search);
    bus.emit('basket:count-changed', { count: 0 });
    // Home first, then the news: told of the sign-out while still on a member page, the router
    // would find that page closed and open sign-in, inviting a member who just signed out (or
    // deleted their account) straight back in (issue 33 §7). Only an expired session asks.
    deps.navigate('/');
    bus.emit('host:signed-out', { reason });
    if (reason === 'expired') bus.emit('host:open-dialog', { dialog: 'signIn' });
  }

  /**
   * One refresh at a time: parallel 6/7/8 answers share it (a refresh token is single-use).
   * 'refused': the session cannot go on; 'unreachable': a timeout or network failure.
   */
  function renew(): Promise<string | 'refused' | 'unreachable'> {
    return exclusive(async () => {
      try {
        const next = await deps.authHost.refreshGrant(takeLeftoverRefreshToken());
        if (!next) return 'refused' as const;
        holdTokens(next);
        return next.access_token;
      } catch {
        return 'unreachable' as const;
      }
    });
  }

  function refresh(): Promise<string | null> {
    refreshing ??= renew()
      .then((result) => (result === 'refused' || result === 'unreachable' ? null : result)) // the caller signs out
      .finally(() => (refreshing = null));
    return refreshing;
  }

  /**
   * At page start: a signed-in page (the stored user says so) fetches its access token by the
   * refresh cookie before the first member call needs it. A refused refresh (signed out
   * elsewhere, expired) ends the session as an expired one; an unreachable auth host leaves it
   * for the next call to try.
   */
  function start(): void {
    if (!deps.storage.getItem(STORAGE_KEYS.user)) {
      deps.storage.removeItem(STORAGE_KEYS.tokenDetails);
      return;
    }
    const renewing = renew();
    refreshing = renewing.then((r) => (r === 'refused' || r === 'unreachable' ? null : r)).finally(() => (refreshing = null));
    void renewing.then((r) => r === 'refused' && signOut('expired'));
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

  connectSessionProvider({ signIn, refresh, signOut, accessToken });
  return { holdTokens, accessToken, start, signIn, signOut, refresh, rememberRedirect, takeRedirect };
}
