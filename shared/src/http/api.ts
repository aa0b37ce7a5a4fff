// The one way a remote calls its slice of the v3 API: each call answers what the envelope
// carries (`response.data`), and a failure throws the ApiError (§8 code, status, body). A remote
// builds one in its `api/client.ts`; its calls live beside it in `api/` (or a feature's `api/`).
import { createApiClient, type ApiClient, type ApiClientOptions, type RequestConfig } from './client';

/** The v3 envelope every answer comes in (spec §7). */
export interface Envelope<T> {
  response: { ack?: string; data: T };
}

export interface Api {
  get<T>(url: string, config?: RequestConfig): Promise<T>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<T>;
  post<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<T>;
  put<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<T>;
  patch<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<T>;
  /** The whole answer, for the calls that need more than the data: a download, a header, the status. */
  raw: ApiClient;
}

/** What an envelope carries; an answer with no envelope (a 204) is undefined. */
const envelopeData = <T>(body: unknown): T => (body as Partial<Envelope<T>> | null | undefined)?.response?.data as T;

export function createApi(options: ApiClientOptions = {}): Api {
  const raw = createApiClient(options);
  const data = async <T>(answer: Promise<{ data: unknown }>) => envelopeData<T>((await answer).data);
  // Plain closures, as the client's: a slice may pass `api.post` around unbound.
  return {
    raw,
    get: (url, config) => data(raw.get(url, config)),
    delete: (url, config) => data(raw.delete(url, config)),
    post: (url, body, config) => data(raw.post(url, body, config)),
    put: (url, body, config) => data(raw.put(url, body, config)),
    patch: (url, body, config) => data(raw.patch(url, body, config)),
  };
}

/** A call that found nothing (404): the page or thing is not there. */
export const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;
