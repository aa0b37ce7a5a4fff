// Where photos' files live, as the modules that keep photos ask it (quote photos, box photos): the
// adapters, a local folder (the embedded default) and S3, are quote-images/storage.ts.

export interface PhotoStorage {
  readonly kind: 'local-folder' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /**
   * Takes the files out of reach (all or none: a failure puts back what was moved) and returns
   * how to finish: `purge` once the database has agreed, `restore` if it has not.
   */
  remove(keys: string[]): Promise<{ purge(): Promise<void>; restore(): Promise<void> }>;
  /** Every stored key with when it was written (the orphan sweep compares them with the rows). */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
}
