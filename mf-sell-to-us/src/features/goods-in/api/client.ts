// The bench's one way to the API: staffCall with the bench's staff session (staff token only,
// no-store, one refresh on 401), and pictures fetched the same way for blob: URLs.
import { staffBlob, staffCall, type StaffCallInit } from '@shop/shared/http';
import { benchSession } from '../staff-session';

export const benchCall = <T>(path: string, init: StaffCallInit = {}): Promise<T> => staffCall<T>(benchSession, path, init);
export const benchPicture = (path: string) => staffBlob(benchSession, path);
export const quotePath = (quoteId: string, rest: string) => `/v3/staff/quotations/${encodeURIComponent(quoteId)}${rest}`;
