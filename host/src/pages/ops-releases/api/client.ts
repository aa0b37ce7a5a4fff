// The one way this page calls the API: with the staff token only (never a member's: it does not
// go through @shop/shared/http, whose client adds the member's), no-store, and the v3 envelope
// read into data or an OpsFailure. A 401 (6/7/8: the 15-minute access token expired) refreshes
// the staff session once and asks again; if that fails the session has ended.
import { staffSession } from '../staff-session';

export interface OpsFailure {
  status: number;
  /** The API's code (R001…, STAFF_ONLY, 6/7/8), or -1 for a network failure. */
  code: string | number;
  message: string;
}

export const isOpsFailure = (e: unknown): e is OpsFailure => typeof e === 'object' && e !== null && 'code' in e && 'status' in e;

const TIMEOUT_MS = 30_000;

async function once(path: string, token: string, init: { method?: 'GET' | 'POST'; body?: unknown }): Promise<Response> {
  try {
    return await fetch(path, {
      method: init.method ?? 'GET',
      cache: 'no-store',
      headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw { status: 0, code: -1, message: 'network error' } satisfies OpsFailure;
  }
}

export async function opsCall<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
  const token = staffSession.accessToken();
  if (!token) throw { status: 401, code: 6, message: 'not signed in' } satisfies OpsFailure;
  let res = await once(path, token, init);
  if (res.status === 401) {
    const fresh = await staffSession.refresh();
    if (!fresh) throw { status: 401, code: 6, message: 'session ended' } satisfies OpsFailure;
    res = await once(path, fresh, init);
  }
  const body = (await res.json().catch(() => null)) as { response?: { data: T | null; error: { code: string | number; message: string } | null } } | null;
  const error = body?.response?.error;
  if (!res.ok || !body?.response?.data) throw { status: res.status, code: error?.code ?? res.status, message: error?.message ?? res.statusText } satisfies OpsFailure;
  return body.response.data;
}
