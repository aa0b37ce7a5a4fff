// Where a guest's choice lives on the device: localforage (IndexedDB first), created with the
// toolkit's §5 rules. The choice is strictly necessary storage: it is the one thing kept
// before (and about) consent.
//
// Reading it happens on every page, before anything may be measured, so it must be cheap:
// localforage and the toolkit cost ~10 KB gzipped, more than the consent manager's whole
// first-page budget (8 KB). The read therefore opens localforage's IndexedDB store directly
// (same database, store and key: localforage keeps plain values there), and only falls back
// to localforage itself where IndexedDB is missing or refuses. Writes do the same: a write
// through localforage first had to download it, so the choice could lag the notice's closing
// by seconds (a reload meanwhile asked again).
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

/** Opens localforage's database with its store, creating either (version 1, as localforage would) or adding the store. */
function openForWriting(idb: IDBFactory, version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = version === undefined ? idb.open(CONSENT_STORAGE.name) : idb.open(CONSENT_STORAGE.name, version);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(CONSENT_STORAGE.storeName)) request.result.createObjectStore(CONSENT_STORAGE.storeName);
    };
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      if (db.objectStoreNames.contains(CONSENT_STORAGE.storeName)) return resolve(db);
      // The database exists without the store: one version up adds it.
      const next = db.version + 1;
      db.close();
      openForWriting(idb, next).then(resolve, reject);
    };
  });
}

/** Writes the choice where localforage keeps it (a plain value under its key), without localforage. */
export async function writeToIndexedDb(record: ConsentRecord, idb: IDBFactory | undefined = globalThis.indexedDB): Promise<void> {
  if (!idb) throw new Error('IndexedDB is not available');
  const db = await openForWriting(idb);
  try {
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(CONSENT_STORAGE.storeName, 'readwrite');
      tx.objectStore(CONSENT_STORAGE.storeName).put(record, CONSENT_STORAGE.key);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error('aborted'));
    });
  } finally {
    db.close();
  }
}

export async function writeStoredChoice(record: ConsentRecord): Promise<void> {
  try {
    await writeToIndexedDb(record);
  } catch {
    await (await storage()).setItem(CONSENT_STORAGE.key, record);
  }
}
