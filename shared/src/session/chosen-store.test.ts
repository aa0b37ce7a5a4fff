/** @jest-environment jsdom */
import { readChosenStore, saveChosenStore } from './chosen-store';
import { STORAGE_KEYS } from './storage-keys';

describe('the chosen store (§3 default store details)', () => {
  afterEach(() => localStorage.clear());

  it('reads back what was saved, under the §3 key', () => {
    expect(readChosenStore()).toBeNull();
    saveChosenStore({ storeId: 7, storeName: 'Leeds Briggate' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.defaultStoreDetails)!)).toEqual({ storeId: 7, storeName: 'Leeds Briggate' });
    expect(readChosenStore()).toEqual({ storeId: 7, storeName: 'Leeds Briggate' });
  });

  it('ignores a stored value that is not a store', () => {
    localStorage.setItem(STORAGE_KEYS.defaultStoreDetails, '{not json');
    expect(readChosenStore()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.defaultStoreDetails, JSON.stringify({ storeId: '7' }));
    expect(readChosenStore()).toBeNull();
  });
});
