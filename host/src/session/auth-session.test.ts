import { bus } from '@shop/shared/bus';
import { session, STORAGE_KEYS } from '@shop/shared/session';
import { createAuthSession, SIGN_OUT_KEYS } from './auth-session';

function setup(requestRefresh = jest.fn(async () => ({ access_token: 'A2', refresh_token: 'R2', expires_in: 900 }))) {
  const navigated: string[] = [];
  const auth = createAuthSession({ storage: localStorage, navigate: (u) => navigated.push(u), requestRefresh });
  return { auth, navigated, requestRefresh };
}

describe('auth session', () => {
  afterEach(() => localStorage.clear());

  it('signs out: clears exactly the §4 keys, zeroes the basket count and goes home', () => {
    const { auth, navigated } = setup();
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, '"x"');
    localStorage.setItem('unrelated', 'kept');
    const counts: number[] = [];
    const sub = bus.on('basket:count-changed').subscribe((e) => counts.push(e.count));
    auth.signOut('user');
    sub.unsubscribe();
    for (const key of SIGN_OUT_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(counts).toEqual([0]);
    expect(navigated).toEqual(['/']);
  });

  it('opens sign-in when the session expired', () => {
    const { auth } = setup();
    const dialogs: string[] = [];
    const sub = bus.on('host:open-dialog').subscribe((e) => dialogs.push(e.dialog));
    auth.signOut('expired');
    sub.unsubscribe();
    expect(dialogs).toEqual(['signIn']);
  });

  it('refreshes once for parallel callers and stores the new tokens', async () => {
    const { auth, requestRefresh } = setup();
    auth.storeTokens({ access_token: 'A1', refresh_token: 'R1', expires_in: 900 });
    const [a, b] = await Promise.all([session.refresh(), session.refresh()]);
    expect(a).toBe('A2');
    expect(b).toBe('A2');
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(requestRefresh).toHaveBeenCalledWith('R1');
    expect(session.accessToken()).toBe('A2');
  });

  it('gives null when there is no refresh token or the refresh fails', async () => {
    const { auth } = setup(jest.fn(async () => {
      throw new Error('timeout');
    }));
    expect(await auth.refresh()).toBeNull();
    auth.storeTokens({ access_token: 'A1', refresh_token: 'R1', expires_in: 900 });
    expect(await auth.refresh()).toBeNull();
  });

  it('remembers the wanted URL once', () => {
    const { auth } = setup();
    auth.rememberRedirect('/myaccount?tab=orders');
    expect(auth.takeRedirect()).toBe('/myaccount?tab=orders');
    expect(auth.takeRedirect()).toBeNull();
  });
});
