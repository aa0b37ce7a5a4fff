// The one way this page calls the API: @shop/shared/http's staffCall with this page's staff
// session (the staff token only, no-store, one refresh on 401; see staff-call.ts).
import { isStaffFailure, staffCall, type StaffCallInit, type StaffFailure } from '@shop/shared/http';
import { staffSession } from '../staff-session';

export type OpsFailure = StaffFailure;
export const isOpsFailure = isStaffFailure;

export const opsCall = <T>(path: string, init: StaffCallInit = {}): Promise<T> => staffCall<T>(staffSession, path, init);
