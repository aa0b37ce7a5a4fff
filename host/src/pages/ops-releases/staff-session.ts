// The staff session of the operations page (@shop/shared/session's staff session): this tab only,
// under its own key, with the web client's credentials from the host's boot data.
import { createStaffSession, STORAGE_KEYS, type StaffSession } from '@shop/shared/session';
import { bootData } from '../../boot-data';

export { createStaffSession, type StaffSession, type StaffSignInFailure, type StaffTokens } from '@shop/shared/session';

/** This tab's staff session (the page and its api/ calls share it). */
export const staffSession: StaffSession = createStaffSession(sessionStorage, STORAGE_KEYS.opsStaffSession, () => bootData().auth);
