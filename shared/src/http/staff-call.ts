// How a staff page calls the API (the operations page, the goods-in bench): with its staff token
// only (never a member's: it does not go through createApiClient, whose client adds the member's),
// no-store, and the v3 envelope read into data or a StaffFailure. A 401 (6/7/8: the 15-minute
// access token expired) refreshes the staff session once and asks again; if that fails the
// session has ended. Moved here from the operations page when the bench needed the same.
import { GENERIC_CODES } from '@shop/shared/api';

export interface StaffFailure {
  status: number;
  /** The API's code (R001, G001…, STAFF_ONLY, 6/7/8), or -1 for a network failure. */
  code: string | number;
  message: string;
}

export const isStaffFailure = (e: unknown): e is StaffFailure => typeof e === 'object' && e !== null && 'code' in e && 'status' in e;

/** What a staff call needs of a staff session (@shop/shared/session createStaffSession). */
export interface StaffTokenSource {
  accessToken(): string | null;
  refresh(): Promise<string | null>;
}

export type StaffCallInit = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown };

const TIMEOUT_MS = 30_000;

async function once(path: string, token: string, init: StaffCallInit): Promise<Response> {
  // A photo goes as multipart (the browser sets its boundary); anything else as JSON.
  const form = typeof FormData !== 'undefined' && init.body instanceof FormData;
  try {
    return await fetch(path, {
      method: init.method ?? 'GET',
      cache: 'no-store',
      headers: { authorization: `Bearer ${token}`, ...(init.body && !form ? { 'content-type': 'application/json' } : {}) },
      body: form ? (init.body as FormData) : init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw { status: 0, code: -1, message: 'network error' } satisfies StaffFailure;
  }
}

export async function staffCall<T>(session: StaffTokenSource, path: string, init: StaffCallInit = {}): Promise<T> {
  const token = session.accessToken();
  if (!token) throw { status: 401, code: GENERIC_CODES.tokenExpired, message: 'not signed in' } satisfies StaffFailure;
  let res = await once(path, token, init);
  if (res.status === 401) {
    const fresh = await session.refresh();
    if (!fresh) throw { status: 401, code: GENERIC_CODES.tokenExpired, message: 'session ended' } satisfies StaffFailure;
    res = await once(path, fresh, init);
  }
  const body = (await res.json().catch(() => null)) as { response?: { data: T | null; error: { code: string | number; message: string } | null } } | null;
  const error = body?.response?.error;
  if (!res.ok || !body?.response?.data) throw { status: res.status, code: error?.code ?? res.status, message: error?.message ?? res.statusText } satisfies StaffFailure;
  return body.response.data;
}

/** A picture only staff may see (an item's photos at goods-in): fetched with the staff token, for a blob: URL (useBlobUrl). */
export async function staffBlob(session: StaffTokenSource, path: string): Promise<Blob | null> {
  const token = session.accessToken();
  if (!token) return null;
  let res = await once(path, token, {});
  if (res.status === 401) {
    const fresh = await session.refresh();
    if (!fresh) return null;
    res = await once(path, fresh, {});
  }
  return res.ok ? res.blob() : null;
}
