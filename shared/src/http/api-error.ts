import { AxiosError } from 'axios';

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

const NETWORK_MESSAGES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNABORTED: 'timed out',
  ETIMEDOUT: 'timed out',
  ECONNRESET: 'reset by peer',
  EPIPE: 'reset by peer',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'host unreachable',
  ENOTFOUND: 'host unreachable',
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

export function normaliseFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.response) {
      const { status, statusText, data } = error.response;
      return new ApiError({ code: envelopeCode(data) ?? status, status, message: statusText || `HTTP ${status}`, body: data });
    }
    // Node puts the socket error's code on the cause; axios sets its own on timeouts.
    const causeCode = (error.cause as { code?: string } | undefined)?.code;
    const sysCode = causeCode ?? error.code ?? '';
    const message = NETWORK_MESSAGES[sysCode] ?? (error.code === 'ECONNABORTED' ? 'timed out' : 'network error');
    return new ApiError({ code: -1, status: '', message, body: '' });
  }
  return new ApiError({ code: -1, status: '', message: error instanceof Error ? error.message : 'network error', body: '' });
}
