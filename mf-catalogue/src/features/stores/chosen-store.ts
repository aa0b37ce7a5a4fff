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

/**
 * Kept on the device only: no page shows the product page's store and another team's view at
 * once, and each (the basket's delivery choice too) reads it when it shows, so nothing on the
 * bus needs telling.
 */
export function chooseStore(store: ChosenStore): void {
  localStorage.setItem(STORAGE_KEYS.defaultStoreDetails, JSON.stringify(store));
}
