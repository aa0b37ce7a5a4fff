/** @jest-environment jsdom */
import { connectSessionProvider, session } from './session';
import { STORAGE_KEYS } from './storage-keys';

describe('session', () => {
  afterEach(() => {
    localStorage.clear();
    connectSessionProvider(null);
  });

  it('is signed in exactly when a stored user has a member id', () => {
    expect(session.isSignedIn()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ memberId: 'M1' }));
    expect(session.isSignedIn()).toBe(true);
    expect(session.memberId()).toBe('M1');
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(session.isSignedIn()).toBe(false);
  });

  it('reads the access token from the host, never from storage; a signed-in page without one asks for a refresh', async () => {
    localStorage.setItem(STORAGE_KEYS.tokenDetails, JSON.stringify({ access_token: 'stale' }));
    expect(session.accessToken()).toBeNull();
    let held: string | null = null;
    const refresh = jest.fn(async () => (held = 'fresh'));
    connectSessionProvider({ signIn: async () => ({ memberId: 'M9' }), refresh, signOut: () => undefined, accessToken: () => held });
    expect(await session.accessTokenForCall()).toBeNull(); // a guest: no refresh
    expect(refresh).not.toHaveBeenCalled();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ memberId: 'M9' }));
    expect(await session.accessTokenForCall()).toBe('fresh');
    expect(await session.accessTokenForCall()).toBe('fresh');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('delegates refresh and sign-out to the host provider', async () => {
    expect(await session.refresh()).toBeNull();
    const ended: string[] = [];
    connectSessionProvider({ signIn: async () => ({ memberId: 'M9' }), refresh: async () => 'new-token', signOut: (r) => ended.push(r), accessToken: () => null });
    expect(await session.signIn('a@b.co', 'pw')).toEqual({ memberId: 'M9' });
    expect(await session.refresh()).toBe('new-token');
    session.end('expired');
    expect(ended).toEqual(['expired']);
  });
});
