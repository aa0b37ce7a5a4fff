export { createApiClient, RETRY_STATUSES, REFRESH_CODES } from './client';
export type { ApiClientOptions } from './client';
export { ApiError, normaliseFailure, envelopeCode, envelopeMessage } from './api-error';
export type { NormalisedFailure } from './api-error';
export { readEventStream, eventStreamBackoff } from './event-stream';
export type { EventStream, EventStreamOptions } from './event-stream';
