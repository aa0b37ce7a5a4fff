export { createApiClient, fetchAdapter, RETRY_STATUSES, REFRESH_CODES } from './client';
export type { Adapter, ApiClient, ApiClientOptions, ApiResponse, RequestConfig, WireRequest, WireResponse } from './client';
export { ApiError, normaliseFailure, envelopeCode, envelopeMessage } from './api-error';
export type { NormalisedFailure } from './api-error';
export { readEventStream, eventStreamBackoff } from './event-stream';
export { SESSION_ENDED_BY_PASSWORD, rememberSignedOutWhy, takeSignedOutWhy } from './signed-out-why';
export type { EventStream, EventStreamOptions } from './event-stream';
export { isStaffFailure, staffBlob, staffCall } from './staff-call';
export type { StaffCallInit, StaffFailure, StaffTokenSource } from './staff-call';
