import { STORAGE_KEYS } from './storage-keys';

/** The shopper's store for click-and-collect (spec §3 'default store details'). */
export interface ChosenStore {
  storeId: number;
  storeName: string;
}

/** Read by every remote that offers collection (the product page, the basket). */
export function readChosenStore(): ChosenStore | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.defaultStoreDetails);
    const s = raw ? (JSON.parse(raw) as ChosenStore) : null;
    return s && typeof s.storeId === 'number' ? s : null;
  } catch {
    return null;
  }
}

/** Keep the choice for the next pages; a browser that refuses storage keeps it for this action only. */
export function saveChosenStore(store: ChosenStore): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.defaultStoreDetails, JSON.stringify(store));
  } catch {
    // Storage refused (private mode).
  }
}
