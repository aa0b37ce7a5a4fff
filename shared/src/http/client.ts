import { isSafeNumber, parse as parseLossless } from 'lossless-json';
import { session as defaultSession } from '@shop/shared/session';
import { SESSION_ENDED_BY_PASSWORD, rememberSignedOutWhy } from './signed-out-why';
import { ApiError, envelopeCode, failureOf, normaliseFailure, transportFailure } from './api-error';

/**
 * Statuses retried with back-off when the call is safe to repeat (spec §8's list less 429: a
 * refusal for too many tries is the server's answer, not a blip; retried, it spent the member's
 * tries and kept the button on 'Checking…' (issue 33 §1). The page shows the server's words.)
 */
export const RETRY_STATUSES = new Set([408, 409, 425, 500, 502, 503, 504]);
/** Envelope codes that mean "your access token is expired (6), invalid (7) or missing (8)". */
export const REFRESH_CODES = new Set(['6', '7', '8']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export interface ApiClientOptions {
  baseURL?: string;
  timeoutMs?: number;
  maxRetries?: number;
  /** Back-off before retry n (0-based); Retry-After wins when the server sends it. */
  backoffMs?: (attempt: number) => number;
  session?: Pick<typeof defaultSession, 'accessToken' | 'refresh' | 'end'> & Partial<Pick<typeof defaultSession, 'accessTokenForCall'>>;
}

/** What a call may say besides its URL (the subset of axios' options the remotes use). */
export interface RequestConfig {
  /** Another base than the client's ('' for an absolute path of its own). */
  baseURL?: string;
  /** Query parameters; undefined and null ones are left out. */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The body: an object is sent as JSON, URLSearchParams form-encoded, a string, Blob or FormData as is. */
  data?: unknown;
  /** 'blob' for a download (a successful answer's body is not parsed). */
  responseType?: 'json' | 'blob';
  timeout?: number;
  signal?: AbortSignal;
  /** Called with 0–1 as the body leaves (an upload's progress bar); such a call goes by XMLHttpRequest. */
  onUploadProgress?: (fraction: number) => void;
}

export interface ApiResponse<T = any> {
  data: T;
  status: number;
  statusText: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** One request as it goes out: what an adapter sends. */
export interface WireRequest {
  method: string;
  /** Base, path and query, e.g. `/v3/boxes/x/detail?limit=4`. */
  url: string;
  headers: Record<string, string>;
  body?: string | Blob | FormData;
  responseType: 'json' | 'blob';
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
}
export interface WireResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  /** Text; a Blob only for a successful 'blob' request. */
  body: string | Blob;
}
/** Sends one request: `fetch` in the browser; the API in-process when a page is prerendered. */
export type Adapter = (request: WireRequest) => Promise<WireResponse>;

// `R` as in axios: a slice may name the whole answer's type (and a test's stub is typed loosely).
export interface ApiClient {
  get<T = any, R = ApiResponse<T>>(url: string, config?: RequestConfig): Promise<R>;
  delete<T = any, R = ApiResponse<T>>(url: string, config?: RequestConfig): Promise<R>;
  post<T = any, R = ApiResponse<T>>(url: string, data?: unknown, config?: RequestConfig): Promise<R>;
  put<T = any, R = ApiResponse<T>>(url: string, data?: unknown, config?: RequestConfig): Promise<R>;
  patch<T = any, R = ApiResponse<T>>(url: string, data?: unknown, config?: RequestConfig): Promise<R>;
  request<T = any, R = ApiResponse<T>>(config: RequestConfig & { method: string; url: string }): Promise<R>;
  /** Settings shared by every call of this client (the adapter may be swapped, see prerender). */
  defaults: { adapter: Adapter };
}

// Large ids and amounts must survive parsing: a number a JS number cannot hold exactly (past
// 2^53, or more digits than a double keeps) stays a string (spec §7).
const parseJson = (text: string) => parseLossless(text, null, (digits) => (isSafeNumber(digits) ? Number(digits) : digits));

function parseBody(body: string | Blob): unknown {
  if (typeof body !== 'string' || body === '') return body;
  try {
    return parseJson(body);
  } catch {
    return body;
  }
}

/** The browser's fetch, its answer read whole (a failure's body as text, to read its §8 code). */
export const fetchAdapter: Adapter = async ({ method, url, headers, body, responseType, signal }) => {
  const res = await fetch(url, { method, headers, body, signal });
  return {
    status: res.status,
    statusText: res.statusText,
    headers: Object.fromEntries(res.headers),
    body: res.ok && responseType === 'blob' ? await res.blob() : await res.text(),
  };
};

const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => resolve('');
    reader.readAsText(blob);
  });

/** XMLHttpRequest, for the calls that report upload progress (fetch cannot: it has no upload events). */
export const xhrAdapter: Adapter = ({ method, url, headers, body, responseType, signal, onUploadProgress }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = responseType === 'blob' ? 'blob' : 'text';
    if (onUploadProgress) xhr.upload.addEventListener('progress', (e) => e.lengthComputable && onUploadProgress(e.loaded / e.total));
    xhr.onload = async () => {
      // An answer means every byte went (some agents never say how many there were).
      onUploadProgress?.(1);
      const ok = xhr.status >= 200 && xhr.status < 300;
      const headerLines = xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)
        .filter(Boolean);
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        headers: Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()])),
        body: responseType !== 'blob' ? (xhr.response as string) : ok ? (xhr.response as Blob) : await blobText(xhr.response as Blob),
      });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body ?? null);
  });

function fullUrl(baseURL: string, url: string, params: Record<string, unknown> | undefined): string {
  // As axios joins them: an absolute URL stands alone, otherwise base and path meet at one slash.
  const joined = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url) || !baseURL ? url : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v instanceof Date ? v.toISOString() : String(v));
  }
  const q = query.toString();
  return q ? `${joined}${joined.includes('?') ? '&' : '?'}${q}` : joined;
}

function encodeBody(data: unknown, headers: Record<string, string>): WireRequest['body'] {
  if (data === undefined || data === null) return undefined;
  const has = (name: string) => Object.keys(headers).some((k) => k.toLowerCase() === name);
  if (data instanceof URLSearchParams) {
    if (!has('content-type')) headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=utf-8';
    return data.toString();
  }
  if (typeof data === 'string' || (typeof Blob !== 'undefined' && data instanceof Blob) || (typeof FormData !== 'undefined' && data instanceof FormData)) return data;
  if (!has('content-type')) headers['Content-Type'] = 'application/json';
  return JSON.stringify(data);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The longest a call waits before trying again; a server asking for longer is answered at once. */
const MAX_RETRY_WAIT_MS = 10_000;

/** Retry-After in ms: null when absent or unreadable, Infinity when longer than a page should wait. */
function retryAfterMs(header: string | undefined): number | null {
  if (header === undefined) return null;
  const s = Number(header);
  if (!Number.isFinite(s) || s < 0) return null;
  return s * 1000 > MAX_RETRY_WAIT_MS ? Infinity : s * 1000;
}

/**
 * The client every remote builds its v3 slice on (ARCHITECTURE §3 `http/`), on `fetch`: the
 * calls and answers of an axios instance (`get`, `post`, ... with `params`, `headers`, `data`;
 * `{ data, status, headers }` back), so the slices read the same, without axios' 20 KB.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseURL = '/v3', timeoutMs = 60_000, maxRetries = 2, backoffMs = (n) => 250 * 2 ** n, session = defaultSession } = options;
  const defaults: ApiClient['defaults'] = { adapter: fetchAdapter };

  /** One exchange within the time limit; a failure to get any answer is thrown normalised. */
  async function exchange(wire: WireRequest, timeout: number): Promise<WireResponse> {
    const controller = new AbortController();
    const outer = wire.signal;
    const abort = () => controller.abort();
    outer?.addEventListener('abort', abort);
    if (outer?.aborted) abort(); // aborted while the call waited for its access token
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      if (timeout > 0)
        timer = setTimeout(() => {
          controller.abort();
          reject(transportFailure('ECONNABORTED'));
        }, timeout);
    });
    try {
      // Only the browser's own sending can report progress; a swapped adapter (prerender) is kept.
      const adapter = wire.onUploadProgress && defaults.adapter === fetchAdapter && typeof XMLHttpRequest !== 'undefined' ? xhrAdapter : defaults.adapter;
      return await Promise.race([adapter({ ...wire, signal: controller.signal }), timedOut]);
    } catch (error) {
      throw normaliseFailure(error);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    }
  }

  async function send(config: RequestConfig & { method: string; url: string }): Promise<ApiResponse> {
    const method = config.method.toUpperCase();
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...config.headers };
    const body = encodeBody(config.data, headers);
    const url = fullUrl(config.baseURL ?? baseURL, config.url, config.params);
    const repeatable = SAFE_METHODS.has(method) || Boolean(headers['Idempotency-Key']);
    let refreshed = false;
    let retries = 0;
    if (!headers.Authorization) {
      const fresh = session.accessTokenForCall ? await session.accessTokenForCall() : session.accessToken();
      if (fresh) headers.Authorization = `Bearer ${fresh}`;
    }
    // The session this call speaks for: a failure ends that session only, never a later one.
    const token = headers.Authorization?.replace(/^Bearer /, '') ?? null;

    for (;;) {
      const res = await exchange({ method, url, headers, body, responseType: config.responseType ?? 'json', signal: config.signal, onUploadProgress: config.onUploadProgress }, config.timeout ?? timeoutMs);
      const data = parseBody(res.body);
      const ok = res.status >= 200 && res.status < 300;
      const code = envelopeCode(data);
      // The v3 API may answer 200 with ack Failure: surface it as a failure too.
      const failedInside = ok && code !== undefined && (data as { response?: { ack?: string } })?.response?.ack === 'Failure';
      if (ok && !failedInside) return { data, status: res.status, statusText: res.statusText, headers: res.headers };

      const failure = new ApiError(failureOf(res.status, res.statusText, data));
      // A new password (on another device) ended this session: no refresh can help; sign-in says why.
      if (res.status === 401 && String(code) === SESSION_ENDED_BY_PASSWORD) {
        if (!token || session.accessToken() === token) {
          rememberSignedOutWhy('password-changed');
          session.end('expired');
        }
        throw failure;
      }
      if (code !== undefined && REFRESH_CODES.has(String(code)) && !refreshed) {
        const fresh = await session.refresh();
        if (!fresh) {
          // A late answer to a session that has since ended (the member signed out while it was on
          // its way) says nothing about the present one: only the session it was sent with expires.
          if (!token || session.accessToken() === token) session.end('expired');
          throw failure;
        }
        refreshed = true;
        headers.Authorization = `Bearer ${fresh}`;
        continue;
      }
      // A lock of minutes (a throttled password, a PIN limit) is no blip: the page says the wait now.
      const wait = retryAfterMs(res.headers['retry-after']) ?? backoffMs(retries);
      if (RETRY_STATUSES.has(res.status) && repeatable && retries < maxRetries && wait !== Infinity) {
        await sleep(wait);
        retries += 1;
        continue;
      }
      throw failure;
    }
  }

  // Plain closures, not methods: a slice may pass `api.post` around unbound.
  const request = <R>(config: RequestConfig & { method: string; url: string }) => send(config) as Promise<R>;
  return {
    defaults,
    request,
    get: (url, config = {}) => request({ ...config, method: 'GET', url }),
    delete: (url, config = {}) => request({ ...config, method: 'DELETE', url }),
    post: (url, data, config = {}) => request({ ...config, method: 'POST', url, data }),
    put: (url, data, config = {}) => request({ ...config, method: 'PUT', url, data }),
    patch: (url, data, config = {}) => request({ ...config, method: 'PATCH', url, data }),
  };
}
