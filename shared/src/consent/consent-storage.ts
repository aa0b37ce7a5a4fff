// Where a guest's choice lives on the device: localforage (IndexedDB first), created with the
// toolkit's §5 rules. The choice is strictly necessary storage: it is the one thing kept
// before (and about) consent.
//
// Reading it happens on every page, before anything may be measured, so it must be cheap:
// localforage and the toolkit cost ~10 KB gzipped, more than the consent manager's whole
// first-page budget (8 KB). The read therefore opens localforage's IndexedDB store directly
// (same database, store and key: localforage keeps plain values there), and only falls back
// to localforage itself where IndexedDB is missing or refuses. Writes, which follow a click,
// go through localforage.
import { CONSENT_STORAGE, type ConsentRecord } from './consent-record';

async function storage() {
  const { createStorage } = await import(/* webpackChunkName: "shop-toolkit" */ '@shop/shared/toolkit');
  return createStorage({ name: CONSENT_STORAGE.name, storeName: CONSENT_STORAGE.storeName });
}

/** localforage's IndexedDB layout, read without localforage. No database yet: null, and none is created. */
export function readFromIndexedDb(idb: IDBFactory | undefined = globalThis.indexedDB): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (!idb) return reject(new Error('IndexedDB is not available'));
    let request: IDBOpenDBRequest;
    try {
      request = idb.open(CONSENT_STORAGE.name);
    } catch (error) {
      return reject(error);
    }
    let absent = false;
    request.onupgradeneeded = () => {
      // The database does not exist: nothing was ever chosen here. Abort, so reading creates nothing.
      absent = true;
      request.transaction?.abort();
    };
    request.onerror = (e) => {
      e.preventDefault?.();
      if (absent) resolve(null);
      else reject(request.error);
    };
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(CONSENT_STORAGE.storeName)) {
        db.close();
        return resolve(null);
      }
      const get = db.transaction(CONSENT_STORAGE.storeName, 'readonly').objectStore(CONSENT_STORAGE.storeName).get(CONSENT_STORAGE.key);
      get.onsuccess = () => {
        db.close();
        resolve(get.result ?? null);
      };
      get.onerror = () => {
        db.close();
        reject(get.error);
      };
    };
  });
}

export async function readStoredChoice(): Promise<unknown> {
  try {
    return await readFromIndexedDb();
  } catch {
    return (await storage()).getItem(CONSENT_STORAGE.key);
  }
}

export async function writeStoredChoice(record: ConsentRecord): Promise<void> {
  await (await storage()).setItem(CONSENT_STORAGE.key, record);
}
