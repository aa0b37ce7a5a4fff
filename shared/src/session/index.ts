export { session, connectSessionProvider } from './session';
export type { SessionProvider, SessionUser } from './session';
export { STORAGE_KEYS } from './storage-keys';
export type { StorageKey } from './storage-keys';
export { readChosenStore, saveChosenStore } from './chosen-store';
export type { ChosenStore } from './chosen-store';
export { createStaffSession, pageClientCredentials } from './staff-session';
export type { ClientCredentials, StaffSession, StaffSignInFailure, StaffTokens } from './staff-session';
