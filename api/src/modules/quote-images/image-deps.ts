// What the quote photo service's parts are handed (service.ts builds it once).
import type { Db, Queryable } from '../../db/db.js';
import type { QuoteAccess } from './image-model.js';
import type { PhotoStorage } from './storage.js';

export interface QuoteImageDeps {
  db: Db;
  storage: PhotoStorage;
  quoteAccess: QuoteAccess;
  logFailure: (err: unknown, what: string) => void;
  /** The staff photos a quote's revision names, in its order (staff/revision-photos.ts: staff imports quote-images, so it is given). */
  revisionPhotoIdsOf: (q: Queryable, quoteId: string) => Promise<string[]>;
}
