// A quote's photos: add (checked, stripped, sized, stored, then one row), list, read, remove
// (row and files together); with the views asked per category (views.ts) and the orphan sweep
// (sweep.ts). Staff add photos of an item at inspection the same way (addByStaff, migration 029):
// kept apart from the member's (their list, count, views), shown to the member only when a
// revision names them (revisionPhotos; quote_revision_photos).
// The quote itself belongs to the quotations module; it answers through quoteAccess.
//
// This file composes the service from its parts, each given the same `deps` (image-deps.ts):
// add-image.ts, remove-image.ts, image-reads.ts (lists, bytes, revision photos), image-files.ts
// (storage, all sizes or none), image-model.ts (rows, images, storage keys, errors).
import type { QuotePhotoSize } from '@shop/shared/rules';
import { add, addByStaff } from './add-image.js';
import type { QuoteImageDeps } from './image-deps.js';
import { list, listByStaff, read, revisionPhotos } from './image-reads.js';
import { remove } from './remove-image.js';
import { sweepOrphans } from './sweep.js';
import { createQuoteViews } from './views.js';

export { storageKey, type QuoteAccess, type QuoteImage } from './image-model.js';

export function createQuoteImageService(deps: QuoteImageDeps) {
  const { db, storage } = deps;
  return {
    list: (memberId: string, quoteId: string) => list(deps, memberId, quoteId),
    /** read() gives the sent bytes; it is only called once the quote may take another photo. */
    add: (memberId: string, quoteId: string, view: number, read: () => Promise<Buffer>) => add(deps, memberId, quoteId, view, read),
    /** A staff photo of an item at inspection: the member's photos stay as they were. */
    addByStaff: (memberId: string, quoteId: string, staffId: string, view: number, read: () => Promise<Buffer>) => addByStaff(deps, memberId, quoteId, staffId, view, read),
    /** The staff's photos of a quote (for the staff's own list), oldest first. */
    listByStaff: (memberId: string, quoteId: string) => listByStaff(deps, memberId, quoteId),
    /** The staff photos a quote's revision shows the member, in the revision's order. */
    revisionPhotos: (quoteId: string) => revisionPhotos(deps, quoteId),
    /** Removes the row and the files together: if either cannot go, both stay. */
    remove: (memberId: string, quoteId: string, imageId: string) => remove(deps, memberId, quoteId, imageId),
    /** One size's bytes and content type; the member reads their own and those a revision shows them, staff all. */
    read: (memberId: string, quoteId: string, imageId: string, size: QuotePhotoSize, reader: 'member' | 'staff' = 'member') => read(deps, memberId, quoteId, imageId, size, reader),
    ...createQuoteViews(db),
    sweepOrphans: (graceMs?: number, now?: Date) => sweepOrphans(db, storage, graceMs, now),
  };
}

export type QuoteImageService = ReturnType<typeof createQuoteImageService>;
