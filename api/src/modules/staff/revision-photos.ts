// The staff photos a quote's revision shows the member (quote_revision_photos, migration 029,
// written at inspection by goods-in.ts), in the revision's order. Asked by quote-images, which
// shows and serves them, given this function where the app composes it (staff imports quote-images).
import type { Queryable } from '../../db/db.js';

export type RevisionPhotoIdsOf = (q: Queryable, quoteId: string) => Promise<string[]>;

/** The image ids a quote's revision names, in the revision's order (none when it has no revision photos). */
export const revisionPhotoIdsOf: RevisionPhotoIdsOf = async (q, quoteId) =>
  (await q.query<{ image_id: string }>('SELECT image_id FROM quote_revision_photos WHERE quote_id = $1 ORDER BY position', [quoteId])).map((r) => r.image_id);
