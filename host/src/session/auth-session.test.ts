import { bus } from '@shop/shared/bus';
import { session, STORAGE_KEYS } from '@shop/shared/session';
import type { AuthHostClient } from './auth-host-client';
import { createAuthSession, SIGN_OUT_KEYS } from './auth-session';

function fakeAuthHost(overrides: Partial<AuthHostClient> = {}) {
  return {
    passwordGrant: jest.fn(async () => ({ access_token: 'A1', expires_in: 900, member_id: 'M1' })),
    refreshGrant: jest.fn(async (_leftover?: string) => ({ access_token: 'A2', expires_in: 900 })),
    revoke: jest.fn(async () => undefined),
    member: jest.fn(async () => ({ memberId: 'M1', firstName: 'Ada', lastName: 'L', email: 'ada@example.com' })),
    ...overrides,
  };
}

function setup(authHost = fakeAuthHost()) {
  const navigated: string[] = [];
  const auth = createAuthSession({ storage: localStorage, navigate: (u) => navigated.push(u), authHost, exclusive: (task) => task() });
  return { auth, navigated, authHost };
}

describe('auth session', () => {
  afterEach(() => localStorage.clear());

  afterEach(() => {
    sessionStorage.clear();
    jest.useRealTimers();
  });

  it('signs in: holds the access token in memory only, stores the user object, and announces it', async () => {
    const { auth } = setup();
    const signedIn: string[] = [];
    const sub = bus.on('host:signed-in').subscribe((e) => signedIn.push(e.memberId));
    await auth.signIn('ada@example.com', 'pw');
    sub.unsubscribe();
    expect(session.accessToken()).toBe('A1');
    const stored = [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`));
    expect(stored.join('\n')).not.toMatch(/A1|token/i);
    expect(session.user()).toEqual({ memberId: 'M1', firstName: 'Ada' });
    expect(signedIn).toEqual(['M1']);
  });

  it('tells the caller, and only the caller, that a sign-in called off an account deletion', async () => {
    const { auth } = setup(fakeAuthHost({ passwordGrant: jest.fn(async () => ({ access_token: 'A1', expires_in: 900, member_id: 'M1', account_restored: true })) }));
    expect(await auth.signIn('ada@example.com', 'pw')).toEqual({ memberId: 'M1', firstName: 'Ada', accountRestored: true });
    expect(session.user()).toEqual({ memberId: 'M1', firstName: 'Ada' });
    const { auth: plain } = setup();
    expect(await plain.signIn('ada@example.com', 'pw')).toEqual({ memberId: 'M1', firstName: 'Ada' });
  });

  it('stores nothing when the sign-in fails', async () => {
    const { auth } = setup(fakeAuthHost({ passwordGrant: jest.fn(async () => Promise.reject({ code: 1007, status: 401, message: 'wrong', body: '' })) }));
    await expect(auth.signIn('a@b.co', 'x')).rejects.toMatchObject({ code: 1007 });
    expect(localStorage.length).toBe(0);
  });

  it('signs out: revokes the session, clears exactly the §4 keys, zeroes the basket count and goes home', async () => {
    const { auth, navigated, authHost } = setup();
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, '"x"');
    auth.holdTokens({ access_token: 'A1', expires_in: 900 });
    localStorage.setItem('unrelated', 'kept');
    const counts: number[] = [];
    const sub = bus.on('basket:count-changed').subscribe((e) => counts.push(e.count));
    auth.signOut('user');
    sub.unsubscribe();
    expect(authHost.revoke).toHaveBeenCalledTimes(1); // by the cookie: this page holds no refresh token
    expect(session.accessToken()).toBeNull();
    for (const key of SIGN_OUT_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(counts).toEqual([0]);
    expect(navigated).toEqual(['/']);
  });

  it('goes home before it announces a sign-out, so a member page being left does not ask for sign-in again (issue 33 §7)', () => {
    const navigated: string[] = [];
    const auth = createAuthSession({ storage: localStorage, navigate: (u) => navigated.push(u), authHost: fakeAuthHost(), exclusive: (task) => task() });
    const heard: Array<{ reason: string; navigated: string[] }> = [];
    const dialogs: string[] = [];
    const subs = [bus.on('host:signed-out').subscribe((e) => heard.push({ reason: e.reason, navigated: [...navigated] })), bus.on('host:open-dialog').subscribe((e) => dialogs.push(e.dialog))];
    auth.signOut('user');
    subs.forEach((sub) => sub.unsubscribe());
    expect(heard).toEqual([{ reason: 'user', navigated: ['/'] }]);
    expect(dialogs).toEqual([]);
  });

  const storeSignedIn = () => localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ memberId: 'M1' }));

  it('opens sign-in when the session expired', () => {
    const { auth } = setup();
    storeSignedIn();
    const dialogs: string[] = [];
    const sub = bus.on('host:open-dialog').subscribe((e) => dialogs.push(e.dialog));
    auth.signOut('expired');
    sub.unsubscribe();
    expect(dialogs).toEqual(['signIn']);
  });

  it('does nothing when told of an expiry with no session (a late answer after signing out)', async () => {
    const { auth, navigated } = setup();
    await auth.signIn('ada@example.com', 'pw');
    auth.signOut('user');
    const heard: string[] = [];
    const subs = [bus.on('host:open-dialog').subscribe((e) => heard.push(e.dialog)), bus.on('host:signed-out').subscribe((e) => heard.push(e.reason))];
    auth.signOut('expired');
    subs.forEach((s) => s.unsubscribe());
    expect(heard).toEqual([]);
    expect(navigated).toEqual(['/']);
  });

  it('comes back to the member page a session expired on, once signed in again; never to a public page', () => {
    const { auth, navigated } = setup();
    window.history.pushState({}, '', '/buy?step=pay');
    storeSignedIn();
    auth.signOut('expired');
    expect(navigated).toEqual(['/']);
    expect(auth.takeRedirect()).toBe('/buy?step=pay');
    window.history.pushState({}, '', '/products?q=pram');
    localStorage.setItem(STORAGE_KEYS.redirectUrl, '/myaccount');
    storeSignedIn();
    auth.signOut('expired');
    expect(auth.takeRedirect()).toBeNull();
    window.history.pushState({}, '', '/buy');
    auth.signOut('user');
    expect(auth.takeRedirect()).toBeNull();
    window.history.pushState({}, '', '/');
  });

  it('refreshes once for parallel callers, by the cookie, and holds the new access token', async () => {
    const { auth, authHost } = setup();
    auth.holdTokens({ access_token: 'A1', expires_in: 900 });
    const [a, b] = await Promise.all([session.refresh(), session.refresh()]);
    expect(a).toBe('A2');
    expect(b).toBe('A2');
    expect(authHost.refreshGrant).toHaveBeenCalledTimes(1);
    expect(authHost.refreshGrant).toHaveBeenCalledWith(undefined);
    expect(session.accessToken()).toBe('A2');
  });

  it('forgets an access token at its expiry (5 s early)', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { auth } = setup();
    auth.holdTokens({ access_token: 'A1', expires_in: 900 });
    jest.setSystemTime(1_000_000 + 894_000);
    expect(session.accessToken()).toBe('A1');
    jest.setSystemTime(1_000_000 + 895_000);
    expect(session.accessToken()).toBeNull();
  });

  it('refreshes one tab at a time (the tabs share the cookie)', async () => {
    let queue = Promise.resolve();
    const order: string[] = [];
    const exclusive = <T>(task: () => Promise<T>) => {
      const run = queue.then(task);
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    };
    const tabHost = (name: string) => fakeAuthHost({ refreshGrant: jest.fn(async () => (order.push(`${name} start`), await Promise.resolve(), order.push(`${name} end`), { access_token: name, expires_in: 900 })) });
    const tab = (name: string) => createAuthSession({ storage: localStorage, navigate: () => undefined, authHost: tabHost(name), exclusive });
    const [one, two] = [tab('one'), tab('two')];
    expect(await Promise.all([one.refresh(), two.refresh()])).toEqual(['one', 'two']);
    expect(order).toEqual(['one start', 'one end', 'two start', 'two end']);
  });

  it('gives null when the refresh is refused or the call times out', async () => {
    const refused = setup(fakeAuthHost({ refreshGrant: jest.fn(async () => null) }));
    expect(await refused.auth.refresh()).toBeNull();
    const timeout = setup(fakeAuthHost({ refreshGrant: jest.fn(async () => Promise.reject({ code: -1, status: '', message: 'timed out', body: '' })) }));
    expect(await timeout.auth.refresh()).toBeNull();
  });

  it('at start, a signed-in page gets its access token by the cookie; a guest page asks nothing', async () => {
    const guest = setup();
    guest.auth.start();
    expect(guest.authHost.refreshGrant).not.toHaveBeenCalled();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ memberId: 'M1' }));
    const member = setup();
    member.auth.start();
    expect(await session.accessTokenForCall()).toBe('A2');
    expect(member.authHost.refreshGrant).toHaveBeenCalledTimes(1);
  });

  it('at start, moves a refresh token an earlier release left in storage into the cookie, and removes it', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ memberId: 'M1' }));
    localStorage.setItem(STORAGE_KEYS.tokenDetails, JSON.stringify({ access_token: 'old', refresh_token: 'R-old', expires_in: 900, expires_on: 0 }));
    const { auth, authHost } = setup();
    auth.start();
    expect(localStorage.getItem(STORAGE_KEYS.tokenDetails)).toBeNull();
    expect(await session.refresh()).toBe('A2');
    expect(authHost.refreshGrant).toHaveBeenNthCalledWith(1, 'R-old');
  });

  it('at start, a refused refresh ends the session as expired; an unreachable auth host leaves it', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ memberId: 'M1' }));
    const offline = setup(fakeAuthHost({ refreshGrant: jest.fn(async () => Promise.reject({ code: -1, status: '', message: 'network error', body: '' })) }));
    offline.auth.start();
    await session.refresh();
    expect(session.isSignedIn()).toBe(true);
    const refused = setup(fakeAuthHost({ refreshGrant: jest.fn(async () => null) }));
    const ended: string[] = [];
    const sub = bus.on('host:signed-out').subscribe((e) => ended.push(e.reason));
    refused.auth.start();
    await session.refresh();
    await Promise.resolve();
    sub.unsubscribe();
    expect(ended).toEqual(['expired']);
    expect(session.isSignedIn()).toBe(false);
  });

  it("keeps the stored member details' e-mail current when the member confirms a new one", async () => {
    const { auth } = setup();
    await auth.signIn('ada@example.com', 'pw');
    localStorage.setItem(STORAGE_KEYS.emailUpdated, '1');
    bus.emit('account:email-changed', { memberId: 'someone-else', email: 'x@example.com' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.memberDetails)!).email).toBe('ada@example.com');
    bus.emit('account:email-changed', { memberId: 'M1', email: 'ada.new@example.co.uk' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.memberDetails)!)).toEqual({ memberId: 'M1', firstName: 'Ada', lastName: 'L', email: 'ada.new@example.co.uk' });
    expect(localStorage.getItem(STORAGE_KEYS.emailUpdated)).toBeNull();
  });

  it('remembers the wanted URL once', () => {
    const { auth } = setup();
    auth.rememberRedirect('/myaccount?tab=orders');
    expect(auth.takeRedirect()).toBe('/myaccount?tab=orders');
    expect(auth.takeRedirect()).toBeNull();
  });

  it("keeps the unified-membership guard's fact with the user, and updates it when the mobile is proved or the number changes", async () => {
    const { auth } = setup(fakeAuthHost({ member: jest.fn(async () => ({ memberId: 'M1', firstName: 'Ada', lastName: 'L', email: 'ada@example.com', needsMobileVerification: true })) }));
    await auth.signIn('ada@example.com', 'pw');
    expect(session.user()).toEqual({ memberId: 'M1', firstName: 'Ada', needsMobileVerification: true });
    bus.emit('unlock:mobile-verified', { memberId: 'M1' });
    expect(session.user()?.needsMobileVerification).toBe(false);
    bus.emit('account:contact-number-changed', { memberId: 'M1', needsMobileVerification: true });
    expect(session.user()?.needsMobileVerification).toBe(true);
    // Another member's news changes nothing here.
    bus.emit('unlock:mobile-verified', { memberId: 'M2' });
    expect(session.user()?.needsMobileVerification).toBe(true);
  });
});
