export { session, connectSessionProvider, toTokenDetails } from './session';
export type { SessionProvider, SessionUser, TokenDetails } from './session';
export { STORAGE_KEYS } from './storage-keys';
export type { StorageKey } from './storage-keys';
export { readChosenStore, saveChosenStore } from './chosen-store';
export type { ChosenStore } from './chosen-store';
