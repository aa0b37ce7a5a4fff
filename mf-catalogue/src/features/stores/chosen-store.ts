import { bus } from '@shop/shared/bus';
import { STORAGE_KEYS } from '@shop/shared/session';

export interface ChosenStore {
  storeId: number;
  storeName: string;
}

/** The shopper's store for click-and-collect (spec §3 'default store details'). */
export function readChosenStore(): ChosenStore | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.defaultStoreDetails);
    const s = raw ? (JSON.parse(raw) as ChosenStore) : null;
    return s && typeof s.storeId === 'number' ? s : null;
  } catch {
    return null;
  }
}

export function chooseStore(store: ChosenStore): void {
  localStorage.setItem(STORAGE_KEYS.defaultStoreDetails, JSON.stringify(store));
  bus.emit('catalogue:store-selected', { storeId: String(store.storeId), storeName: store.storeName });
}
