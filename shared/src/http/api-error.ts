/** Spec §8: every client failure is normalised to code, status, message and body. */
export interface NormalisedFailure {
  /** The API's error code (§8) when the envelope has one; the HTTP status otherwise; -1 without a response. */
  code: number | string;
  /** HTTP status; '' when no response came back. */
  status: number | '';
  message: string;
  /** The response body; '' when no response came back. */
  body: unknown;
}

export class ApiError extends Error implements NormalisedFailure {
  readonly code: number | string;
  readonly status: number | '';
  readonly body: unknown;
  constructor(f: NormalisedFailure) {
    super(f.message);
    this.name = 'ApiError';
    this.code = f.code;
    this.status = f.status;
    this.body = f.body;
  }
}

// What reaching the server failed with: Node's fetch (undici) puts the socket error's code on
// the cause; a browser's fetch says only "Failed to fetch" (a network error).
const NETWORK_MESSAGES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNABORTED: 'timed out',
  ETIMEDOUT: 'timed out',
  UND_ERR_CONNECT_TIMEOUT: 'timed out',
  UND_ERR_HEADERS_TIMEOUT: 'timed out',
  UND_ERR_BODY_TIMEOUT: 'timed out',
  ECONNRESET: 'reset by peer',
  EPIPE: 'reset by peer',
  UND_ERR_SOCKET: 'reset by peer',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'host unreachable',
  ENOTFOUND: 'host unreachable',
  EAI_AGAIN: 'host unreachable',
};

/** The §8 code inside the v3 envelope `{ response: { error: { code } } }`, if any. */
export function envelopeCode(body: unknown): number | string | undefined {
  const code = (body as { response?: { error?: { code?: unknown } } } | null)?.response?.error?.code;
  return typeof code === 'number' || typeof code === 'string' ? code : undefined;
}

/** The human text inside the v3 envelope `{ response: { error: { message } } }`, if any. */
export function envelopeMessage(body: unknown): string | undefined {
  const message = (body as { response?: { error?: { message?: unknown } } } | null)?.response?.error?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** An answer that is a failure (non-2xx, or ack Failure): its §8 code, or the status when it has none. */
export function failureOf(status: number, statusText: string, body: unknown): NormalisedFailure {
  return { code: envelopeCode(body) ?? status, status, message: statusText || `HTTP ${status}`, body };
}

/** No answer at all, for a system error code (ECONNREFUSED, ECONNABORTED for a timeout, ...). */
export function transportFailure(sysCode: string): ApiError {
  return new ApiError({ code: -1, status: '', message: NETWORK_MESSAGES[sysCode] ?? 'network error', body: '' });
}

export function normaliseFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const sysCode = [e?.cause?.code, e?.code].find((c): c is string => typeof c === 'string' && c in NETWORK_MESSAGES);
  if (sysCode) return transportFailure(sysCode);
  if (error instanceof Error && error.name === 'TimeoutError') return transportFailure('ETIMEDOUT');
  // A fetch that could not reach the server rejects with a TypeError ("Failed to fetch").
  return new ApiError({ code: -1, status: '', message: error instanceof TypeError || !(error instanceof Error) ? 'network error' : error.message, body: '' });
}
