export { createStorage, STORAGE_DEFAULTS } from './storage';
export type { StorageDriver, StorageOptions } from './storage';
export { createUlid, ulidTime, ULID_ALPHABET, ULID_LENGTH } from './ulid';
export { sha2 } from './sha2';
export type { Sha2Length } from './sha2';
