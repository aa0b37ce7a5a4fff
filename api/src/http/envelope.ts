// The v3 response envelope (ARCHITECTURE §5) and the one error type routes throw.

export interface Envelope<T> {
  response: { ack: 'Success' | 'Failure'; data: T | null; error: { code: number | string; message: string } | null };
}

export function ok<T>(data: T): Envelope<T> {
  return { response: { ack: 'Success', data, error: null } };
}

export function failure(code: number | string, message: string): Envelope<never> {
  return { response: { ack: 'Failure', data: null, error: { code, message } } };
}

/** A failure the client should see: HTTP status for the class, code from spec §8. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const GENERIC_SYSTEM_ERROR = { code: -1, message: 'Sorry, something went wrong. Please try again later.' } as const;
