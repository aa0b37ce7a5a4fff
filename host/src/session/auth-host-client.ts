// Calls to the auth host (form-encoded OAuth2) and the one member call sign-in needs. Plain
// fetch: this runs on the sign-in path and must not pull the API client into the first paint.
// The cookie form (issue 31 §8): the refresh token travels only in the auth host's HttpOnly,
// SameSite=Strict cookie, which this page cannot read; the answers carry the access token alone.
import { GENERIC_CODES } from '@shop/shared/api';
import { rememberSignedOutWhy, SESSION_ENDED_BY_PASSWORD, type NormalisedFailure } from '@shop/shared/http';

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  member_id?: string;
  /** Set when this sign-in called off an account deletion in its grace period. */
  account_restored?: boolean;
}

const TIMEOUT_MS = 60_000;

async function failureFrom(res: Response): Promise<NormalisedFailure> {
  const body = (await res.json().catch(() => '')) as { code?: number | string; error_description?: string; response?: { error?: { code: number | string; message: string } } };
  const code = body && typeof body === 'object' ? (body.code ?? body.response?.error?.code ?? res.status) : res.status;
  const message = (body && typeof body === 'object' && (body.error_description ?? body.response?.error?.message)) || res.statusText;
  return { code, status: res.status, message, body };
}

function networkFailure(error: unknown): NormalisedFailure {
  const timedOut = (error as Error)?.name === 'TimeoutError';
  return { code: GENERIC_CODES.system, status: '', message: timedOut ? 'timed out' : 'network error', body: '' };
}

export function createAuthHostClient(client: { clientId: string; clientSecret: string }, base = '') {
  async function post(path: string, form: Record<string, string>): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        method: 'POST',
        // The custom header asks for the cookie form; a cross-site form post cannot send it (CSRF).
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token-transport': 'cookie' },
        credentials: 'same-origin',
        body: new URLSearchParams({ ...form, client_id: client.clientId, client_secret: client.clientSecret }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw networkFailure(error);
    }
  }

  return {
    async passwordGrant(username: string, password: string): Promise<TokenResponse> {
      const res = await post('/auth/token', { grant_type: 'password', username, password });
      if (!res.ok) throw await failureFrom(res);
      return res.json();
    },
    /**
     * A new access token by the refresh cookie (or, once, a refresh token an earlier release left
     * in localStorage: the answer moves it into the cookie). Null when the session cannot go on
     * (no cookie, expired, revoked); throws on a timeout or network failure.
     */
    async refreshGrant(leftoverRefreshToken?: string): Promise<TokenResponse | null> {
      const res = await post('/auth/token', { grant_type: 'refresh_token', ...(leftoverRefreshToken ? { refresh_token: leftoverRefreshToken } : {}) });
      if (res.ok) return res.json();
      // A session another device's new password ended (1062): the sign-in dialog says why.
      const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
      if (String(body?.code) === SESSION_ENDED_BY_PASSWORD) rememberSignedOutWhy('password-changed');
      return null;
    },
    /** Ends the cookie's session on the server and clears the cookie. */
    async revoke(): Promise<void> {
      await post('/auth/revoke', {}).catch(() => undefined);
    },
    async member(memberId: string, accessToken: string): Promise<{ memberId: string; firstName: string; lastName: string; email: string; needsMobileVerification?: boolean }> {
      let res: Response;
      try {
        res = await fetch(`${base}/v3/members/${encodeURIComponent(memberId)}`, { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        throw networkFailure(error);
      }
      if (!res.ok) throw await failureFrom(res);
      return (await res.json()).response.data.memberDetails.member;
    },
  };
}

export type AuthHostClient = ReturnType<typeof createAuthHostClient>;
