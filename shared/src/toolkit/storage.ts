import localforage from 'localforage';

export type StorageDriver = 'INDEXEDDB' | 'WEBSQL' | 'LOCALSTORAGE';

export interface StorageOptions {
  /** One driver or an order of preference. Defaults to IndexedDB, then Web SQL, then localStorage. */
  driver?: StorageDriver | StorageDriver[];
  name?: string;
  storeName?: string;
  version?: number;
  size?: number;
  description?: string;
}

/** Spec §9 storage defaults. */
export const STORAGE_DEFAULTS = { version: 1, size: 4980736, storeName: 'keyvaluepairs' } as const;

const DRIVERS: Record<StorageDriver, string> = {
  INDEXEDDB: localforage.INDEXEDDB,
  WEBSQL: localforage.WEBSQL,
  LOCALSTORAGE: localforage.LOCALSTORAGE,
};

/**
 * A localforage instance with the §5 rules: known drivers only, a database name and a store
 * name (the store name defaults to keyvaluepairs, but may not be blanked). Error texts are
 * the spec's, verbatim.
 */
export function createStorage(options: StorageOptions): LocalForage {
  const config = { ...STORAGE_DEFAULTS, ...options };
  const wanted = config.driver ?? (['INDEXEDDB', 'WEBSQL', 'LOCALSTORAGE'] as StorageDriver[]);
  const drivers = (Array.isArray(wanted) ? wanted : [wanted]).map((d) => {
    const driver = DRIVERS[d as StorageDriver];
    if (!driver) throw new Error('Unknow Driver...');
    return driver;
  });
  if (!config.name?.trim()) throw new Error('Please add name of the database');
  if (!config.storeName?.trim()) throw new Error('Please add storeName');
  return localforage.createInstance({
    driver: drivers,
    name: config.name,
    storeName: config.storeName,
    version: config.version,
    size: config.size,
    description: config.description,
  });
}
