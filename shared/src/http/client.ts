import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { isSafeNumber, parse as parseLossless } from 'lossless-json';
import { session as defaultSession } from '@shop/shared/session';
import { envelopeCode, normaliseFailure } from './api-error';

/** Statuses retried with back-off when the call is safe to repeat (spec §8). */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Envelope codes that mean "your access token is expired (6), invalid (7) or missing (8)". */
export const REFRESH_CODES = new Set(['6', '7', '8']);
const SAFE_METHODS = new Set(['get', 'head', 'options', 'put', 'delete']);

export interface ApiClientOptions {
  baseURL?: string;
  timeoutMs?: number;
  maxRetries?: number;
  /** Back-off before retry n (0-based); Retry-After wins when the server sends it. */
  backoffMs?: (attempt: number) => number;
  session?: Pick<typeof defaultSession, 'accessToken' | 'refresh' | 'end'>;
}

interface ShopRequestConfig extends InternalAxiosRequestConfig {
  _retries?: number;
  _refreshed?: boolean;
}

// Large ids and amounts must survive parsing: a number a JS number cannot hold exactly (past
// 2^53, or more digits than a double keeps) stays a string (spec §7).
const parseJson = (text: string) => parseLossless(text, null, (digits) => (isSafeNumber(digits) ? Number(digits) : digits));

function isRepeatable(config: ShopRequestConfig): boolean {
  const method = (config.method ?? 'get').toLowerCase();
  return SAFE_METHODS.has(method) || Boolean(config.headers?.['Idempotency-Key']);
}

function retryAfterMs(header: unknown): number | null {
  const s = Number(header);
  return Number.isFinite(s) && s >= 0 ? Math.min(s * 1000, 10_000) : null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The axios client every remote builds its v3 slice on (ARCHITECTURE §3 `http/`). */
export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const {
    baseURL = '/v3',
    timeoutMs = 60_000,
    maxRetries = 2,
    backoffMs = (n) => 250 * 2 ** n,
    session = defaultSession,
  } = options;

  const client = axios.create({
    baseURL,
    timeout: timeoutMs,
    transformResponse: [
      (data: unknown) => {
        if (typeof data !== 'string' || data === '') return data;
        try {
          return parseJson(data);
        } catch {
          return data;
        }
      },
    ],
  });

  client.interceptors.request.use((config) => {
    const token = session.accessToken();
    if (token && !config.headers.Authorization) config.headers.Authorization = `Bearer ${token}`;
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      // The v3 API may answer 200 with ack Failure: surface it as a failure too.
      const code = envelopeCode(response.data);
      if ((response.data as { response?: { ack?: string } })?.response?.ack === 'Failure' && code !== undefined) {
        return handleFailure(new AxiosError(response.statusText, undefined, response.config, response.request, response));
      }
      return response;
    },
    (error) => handleFailure(error),
  );

  async function handleFailure(error: unknown): Promise<AxiosResponse> {
    const config = (error as { config?: ShopRequestConfig }).config;
    const response = (error as { response?: { status: number; data: unknown; headers: Record<string, unknown> } }).response;
    if (config && response) {
      const code = envelopeCode(response.data);
      if (code !== undefined && REFRESH_CODES.has(String(code)) && !config._refreshed) {
        const token = await session.refresh();
        if (!token) {
          session.end('expired');
          throw normaliseFailure(error);
        }
        config._refreshed = true;
        config.headers.Authorization = `Bearer ${token}`;
        return client.request(config);
      }
      const attempt = config._retries ?? 0;
      if (RETRY_STATUSES.has(response.status) && isRepeatable(config) && attempt < maxRetries) {
        config._retries = attempt + 1;
        await sleep(retryAfterMs(response.headers?.['retry-after']) ?? backoffMs(attempt));
        return client.request(config);
      }
    }
    throw normaliseFailure(error);
  }

  return client;
}
