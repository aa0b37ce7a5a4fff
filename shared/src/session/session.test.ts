/** @jest-environment jsdom */
import { connectSessionProvider, session, toTokenDetails } from './session';
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

  it('computes expires_on with the 5 second safety margin', () => {
    const t = toTokenDetails({ access_token: 'a', refresh_token: 'r', expires_in: 900 }, 1_000_000);
    expect(t.expires_on).toBe(1_000_000 + 900_000 - 5_000);
  });

  it('delegates refresh and sign-out to the host provider', async () => {
    expect(await session.refresh()).toBeNull();
    const ended: string[] = [];
    connectSessionProvider({ signIn: async () => ({ memberId: 'M9' }), refresh: async () => 'new-token', signOut: (r) => ended.push(r) });
    expect(await session.signIn('a@b.co', 'pw')).toEqual({ memberId: 'M9' });
    expect(await session.refresh()).toBe('new-token');
    session.end('expired');
    expect(ended).toEqual(['expired']);
  });
});
