// The visitor's cookie choice as the consent manager stores it (localforage's IndexedDB layout,
// shared/src/consent), written before any page script runs.
import type { BrowserContext, Page } from '@playwright/test';
import { CONSENT_NOTICE_VERSION, CONSENT_STORAGE, type ConsentRecord } from '../../shared/src/consent/consent-record';

export type StoredConsent = ConsentRecord;
export { CONSENT_NOTICE_VERSION };

export const DEFAULT_E2E_CHOICE: StoredConsent = {
  purposes: { analytics: true, marketing: true, sessionReplay: false },
  chosenAt: '2026-01-01T00:00:00.000Z',
  noticeVersion: CONSENT_NOTICE_VERSION,
};

type Args = readonly [StoredConsent, typeof CONSENT_STORAGE];

function writeChoice([record, db]: Args): Promise<void> {
  return new Promise((resolve, reject) => {
    // No version: a new database starts at 1, localforage may have raised an existing one.
    const open = indexedDB.open(db.name);
    open.onupgradeneeded = () => open.result.createObjectStore(db.storeName);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const conn = open.result;
      if (!conn.objectStoreNames.contains(db.storeName)) {
        conn.close();
        return reject(new Error(`no ${db.storeName} store in ${db.name}`));
      }
      const tx = conn.transaction(db.storeName, 'readwrite');
      tx.objectStore(db.storeName).put(record, db.key);
      tx.oncomplete = () => {
        conn.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

/** Every page of the context starts with this choice stored (as if made on an earlier visit). */
export async function storeConsentChoice(context: BrowserContext, record: StoredConsent): Promise<void> {
  await context.addInitScript(writeChoice, [record, CONSENT_STORAGE] as Args);
}

/** Writes a choice into the open page's storage now (e.g. one answering an older notice). */
export async function writeConsentChoice(page: Page, record: StoredConsent): Promise<void> {
  await page.evaluate(writeChoice, [record, CONSENT_STORAGE] as Args);
}

/** What the page has stored, read as the consent manager reads it. */
export async function readConsentChoice(page: Page): Promise<StoredConsent | null> {
  return page.evaluate(
    (db) =>
      new Promise<StoredConsent | null>((resolve) => {
        const open = indexedDB.open(db.name);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          // Closed at once, in every case: a connection left open blocks the shop's own storage
          // from upgrading the database, and its write of the choice would wait for ever.
          const conn = open.result;
          if (!conn.objectStoreNames.contains(db.storeName)) {
            conn.close();
            return resolve(null);
          }
          const get = conn.transaction(db.storeName).objectStore(db.storeName).get(db.key);
          get.onsuccess = () => {
            conn.close();
            resolve((get.result as StoredConsent) ?? null);
          };
          get.onerror = () => {
            conn.close();
            resolve(null);
          };
        };
      }),
    CONSENT_STORAGE,
  );
}
