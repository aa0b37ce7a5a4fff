// A staff session of a staff page (the operations page /ops/releases, the goods-in bench
// /staff/goods-in): a staff token pair (POST /auth/token scope=staff), kept in this tab only
// (sessionStorage, so a reload keeps it; closing the tab ends it) under the page's own key. It
// never reads or writes the member session's keys, and the member session never sees it: a
// shopper signed in on this browser stays signed in, and a member's token is never sent from a
// staff page. Moved here from the host's operations page when the bench (a remote's page) needed it.

export interface StaffTokens {
  accessToken: string;
  refreshToken: string;
  staffId: string;
  email: string;
}

export interface StaffSignInFailure {
  status: number;
  code: string | number;
  message: string;
}

type Listener = (tokens: StaffTokens | null) => void;

/** The web client's id and public secret for the auth host. */
export type ClientCredentials = () => { clientId: string; clientSecret: string } | undefined;

/**
 * The web client's credentials as the API inlines them in the page (`#shop-boot`, the host's
 * boot data): for a remote's staff page, which cannot import the host's boot-data reader.
 */
export const pageClientCredentials: ClientCredentials = () => {
  try {
    return (JSON.parse(document.getElementById('shop-boot')?.textContent || '{}') as { auth?: { clientId: string; clientSecret: string } }).auth;
  } catch {
    return undefined;
  }
};

async function tokenCall(credentials: ClientCredentials, form: Record<string, string>): Promise<Response> {
  const auth = credentials() ?? { clientId: '', clientSecret: '' };
  return fetch('/auth/token', {
    method: 'POST',
    cache: 'no-store',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form, client_id: auth.clientId, client_secret: auth.clientSecret }),
  });
}

export function createStaffSession(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, key: string, credentials: ClientCredentials = pageClientCredentials) {
  const listeners = new Set<Listener>();
  let refreshing: Promise<string | null> | null = null;

  const read = (): StaffTokens | null => {
    try {
      const raw = storage.getItem(key);
      return raw ? (JSON.parse(raw) as StaffTokens) : null;
    } catch {
      return null;
    }
  };
  let current = read();
  const set = (next: StaffTokens | null) => {
    current = next;
    if (next) storage.setItem(key, JSON.stringify(next));
    else storage.removeItem(key);
    listeners.forEach((l) => l(next));
  };

  return {
    current: () => current,
    accessToken: () => current?.accessToken ?? null,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** A staff password sign-in; throws a StaffSignInFailure (1007 wrong credentials, 1253 throttled …). */
    async signIn(email: string, password: string): Promise<StaffTokens> {
      let res: Response;
      try {
        res = await tokenCall(credentials, { grant_type: 'password', scope: 'staff', username: email.trim(), password });
      } catch {
        throw { status: 0, code: -1, message: 'network error' } satisfies StaffSignInFailure;
      }
      const body = (await res.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string; staff_id?: string; code?: string | number; error_description?: string };
      if (!res.ok || !body.access_token || !body.staff_id) throw { status: res.status, code: body.code ?? res.status, message: body.error_description ?? res.statusText } satisfies StaffSignInFailure;
      const tokens = { accessToken: body.access_token, refreshToken: body.refresh_token ?? '', staffId: body.staff_id, email: email.trim() };
      set(tokens);
      return tokens;
    },
    /** One refresh at a time (a refresh token is single-use); null when the session has ended. */
    refresh(): Promise<string | null> {
      refreshing ??= (async () => {
        const was = current;
        if (!was?.refreshToken) return null;
        try {
          const res = await tokenCall(credentials, { grant_type: 'refresh_token', refresh_token: was.refreshToken });
          const body = (await res.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string };
          if (!res.ok || !body.access_token) {
            set(null);
            return null;
          }
          set({ ...was, accessToken: body.access_token, refreshToken: body.refresh_token ?? was.refreshToken });
          return body.access_token;
        } catch {
          return null;
        }
      })().finally(() => (refreshing = null));
      return refreshing;
    },
    /** Ends the session here and on the server (best effort: the page does not wait). */
    signOut() {
      const refreshToken = current?.refreshToken;
      set(null);
      if (refreshToken) {
        const auth = credentials() ?? { clientId: '', clientSecret: '' };
        void fetch('/auth/revoke', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: refreshToken, client_id: auth.clientId, client_secret: auth.clientSecret }),
        }).catch(() => undefined);
      }
    },
  };
}

export type StaffSession = ReturnType<typeof createStaffSession>;
