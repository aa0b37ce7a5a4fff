// The auth host's refresh grant on a page load: a session a new password ended (1062) leaves the
// reason for the sign-in dialog, as a call with an old access token does (issue 33 §4); any other
// refusal leaves none.
import { takeSignedOutWhy } from '@shop/shared/http';
import { createAuthHostClient } from './auth-host-client';

// A fetch answer as the page sees it (jsdom has no Response).
const answer = (status: number, body: unknown) => Promise.resolve({ ok: status < 300, status, statusText: '', json: async () => body } as unknown as Response);

describe('refreshGrant', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    takeSignedOutWhy();
  });

  it('remembers that a new password ended the session, so the next sign-in dialog can say so', async () => {
    global.fetch = jest.fn(() => answer(400, { error: 'invalid_grant', error_description: 'Your password was changed…', code: 1062 })) as typeof fetch;
    expect(await createAuthHostClient({ clientId: 'shop-web', clientSecret: 'x' }).refreshGrant()).toBeNull();
    expect(takeSignedOutWhy()).toBe('password-changed');
  });

  it('leaves no reason for a session that merely ran out or was signed out', async () => {
    for (const code of [6, 7]) {
      global.fetch = jest.fn(() => answer(400, { error: 'invalid_grant', code })) as typeof fetch;
      expect(await createAuthHostClient({ clientId: 'shop-web', clientSecret: 'x' }).refreshGrant()).toBeNull();
      expect(takeSignedOutWhy()).toBeNull();
    }
  });

  it('answers the new token when the session goes on', async () => {
    global.fetch = jest.fn(() => answer(200, { access_token: 'A2', expires_in: 900 })) as typeof fetch;
    expect(await createAuthHostClient({ clientId: 'shop-web', clientSecret: 'x' }).refreshGrant()).toEqual({ access_token: 'A2', expires_in: 900 });
  });
});
