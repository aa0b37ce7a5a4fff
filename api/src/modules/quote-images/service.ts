// A quote's photos: add (checked, stripped, sized, stored, then one row), list, read, remove
// (row and files together); with the views asked per category (views.ts) and the orphan sweep
// (sweep.ts). Staff add photos of an item at inspection the same way (addByStaff, migration 029):
// kept apart from the member's (their list, count, views), shown to the member only when a
// revision names them (revisionPhotos; quote_revision_photos).
// The quote itself belongs to the quotations module; it answers through quoteAccess.
import { randomBytes } from 'node:crypto';
import { QUOTE_PHOTO_CODES as C, QUOTE_PHOTO_LIMITS as LIMITS, QUOTE_PHOTO_SIZES, QUOTE_VIEWS, type QuotePhotoSize, type QuoteViewName } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import type { Db, Queryable } from '../../db/db.js';
import { PhotoRefused, processPhoto } from './photo.js';
import type { PhotoStorage } from './storage.js';
import { sweepOrphans } from './sweep.js';
import { createQuoteViews } from './views.js';

/** May this member change this quote's photos? locked: the quote is past the point where photos change. */
export type QuoteAccess = (memberId: string, quoteId: string) => Promise<'ok' | 'missing' | 'foreign' | 'locked'>;

export interface QuoteImage {
  imageId: string;
  view: number;
  viewName: QuoteViewName | 'other';
  contentType: string;
  width: number;
  height: number;
  /** The photo route's address of each size (owner-checked, like every /v3/members/{id} path). */
  urls: Record<QuotePhotoSize, string>;
  createdAt: string;
}

interface Row {
  image_id: string;
  view: number;
  content_type: string;
  width: number;
  height: number;
  created_at: Date | string;
}

const SIZE_NAMES = Object.keys(QUOTE_PHOTO_SIZES) as QuotePhotoSize[];
const VIEW_NAMES = new Map<number, QuoteViewName>(Object.entries(QUOTE_VIEWS).map(([name, view]) => [view, name as QuoteViewName]));

/** Files of one photo: sharded by the id's first two characters so no folder grows huge. */
export const storageKey = (imageId: string, size: QuotePhotoSize) => `${imageId.slice(0, 2)}/${imageId}_${size}.webp`;

export function createQuoteImageService({ db, storage, quoteAccess, logFailure }: { db: Db; storage: PhotoStorage; quoteAccess: QuoteAccess; logFailure: (err: unknown, what: string) => void }) {
  const toImage = (memberId: string, quoteId: string, r: Row): QuoteImage => {
    const base = `/v3/members/${memberId}/quotations/${encodeURIComponent(quoteId)}/images/${r.image_id}`;
    return {
      imageId: r.image_id,
      view: r.view,
      viewName: VIEW_NAMES.get(r.view) ?? 'other',
      contentType: r.content_type,
      width: r.width,
      height: r.height,
      urls: { l: `${base}/l`, m: `${base}/m`, s: `${base}/s` },
      createdAt: new Date(r.created_at).toISOString(),
    };
  };

  async function access(memberId: string, quoteId: string, toChange: boolean) {
    const answer = await quoteAccess(memberId, quoteId);
    if (answer === 'missing') throw new ApiError(404, 4, 'No such quote.');
    if (answer === 'foreign') throw new ApiError(403, 1002, 'You may only act on your own account');
    if (answer === 'locked' && toChange) throw new ApiError(409, C.uploadFailed, "This quote's photos can no longer be changed.");
  }

  /** The member's own photos of a quote, or (byStaff) the staff's photos of it. */
  const rowsOf = (q: Queryable, memberId: string, quoteId: string, byStaff = false) =>
    q.query<Row>('SELECT image_id, view, content_type, width, height, created_at FROM quote_images WHERE quote_id = $1 AND member_id = $2 AND (taken_by_staff_id IS NOT NULL) = $3 ORDER BY created_at, image_id', [
      quoteId,
      memberId,
      byStaff,
    ]);

  /** The member's photos and the staff's are limited apart: staff photos never take a member's place. */
  const countOf = async (q: Queryable, quoteId: string, byStaff: boolean) =>
    (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_images WHERE quote_id = $1 AND (taken_by_staff_id IS NOT NULL) = $2', [quoteId, byStaff]))[0]!.n;

  const tooMany = () => new ApiError(409, C.tooMany, `A quote holds at most ${LIMITS.maxPerQuote} photos. Remove one to add another.`);

  async function list(memberId: string, quoteId: string): Promise<QuoteImage[]> {
    await access(memberId, quoteId, false);
    return (await rowsOf(db, memberId, quoteId)).map((r) => toImage(memberId, quoteId, r));
  }

  /** Stores every size or none: a failed write takes back the files already written. */
  async function putAll(imageId: string, sizes: Record<QuotePhotoSize, { body: Buffer }>, contentType: string) {
    const written: string[] = [];
    try {
      for (const size of SIZE_NAMES) {
        const key = storageKey(imageId, size);
        await storage.put(key, sizes[size].body, contentType);
        written.push(key);
      }
    } catch (err) {
      await discard(written);
      logFailure(err, 'quote photo could not be stored');
      throw new ApiError(500, C.uploadFailed, 'We could not save your photo just now. Please try again.');
    }
  }

  async function discard(keys: string[]) {
    try {
      await (await storage.remove(keys)).purge();
    } catch (err) {
      logFailure(err, 'quote photo files could not be removed');
    }
  }

  /** read() gives the sent bytes; it is only called once the quote may take another photo. */
  async function add(memberId: string, quoteId: string, view: number, read: () => Promise<Buffer>) {
    await access(memberId, quoteId, true);
    const image = await store(memberId, quoteId, view, read, null);
    return { image, images: await list(memberId, quoteId) };
  }

  /**
   * A staff photo of an item at inspection (the staff route checks the quote is being inspected
   * and passes its member): the member's photos stay as they were. Addressed under /v3/staff/.
   */
  async function addByStaff(memberId: string, quoteId: string, staffId: string, view: number, read: () => Promise<Buffer>) {
    const image = await store(memberId, quoteId, view, read, staffId);
    return { image, images: await listByStaff(memberId, quoteId) };
  }

  async function store(memberId: string, quoteId: string, view: number, read: () => Promise<Buffer>, staffId: string | null): Promise<QuoteImage> {
    const byStaff = staffId !== null;
    // Refused before the upload is read or decoded; checked again under the lock below.
    if ((await countOf(db, quoteId, byStaff)) >= LIMITS.maxPerQuote) throw tooMany();
    const bytes = await read();
    let photo;
    try {
      photo = await processPhoto(bytes);
    } catch (err) {
      if (err instanceof PhotoRefused) throw new ApiError(err.status, err.code, err.message);
      throw err;
    }
    const imageId = randomBytes(16).toString('base64url');
    await putAll(imageId, photo.sizes, photo.contentType);
    try {
      const row = await db.transaction(async (tx) => {
        // One upload at a time per quote, so two at once cannot make a 13th photo.
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('quote-images:' || $1))", [quoteId]);
        if ((await countOf(tx, quoteId, byStaff)) >= LIMITS.maxPerQuote) throw tooMany();
        const [inserted] = await tx.query<Row>(
          `INSERT INTO quote_images (image_id, quote_id, member_id, view, content_type, width, height, sizes, taken_by_staff_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           RETURNING image_id, view, content_type, width, height, created_at`,
          [imageId, quoteId, memberId, view, photo.contentType, photo.width, photo.height, JSON.stringify(Object.fromEntries(SIZE_NAMES.map((s) => [s, photo.sizes[s].body.length]))), staffId],
        );
        return inserted!;
      });
      return toImage(memberId, quoteId, row);
    } catch (err) {
      // No row, so no files either.
      await discard(SIZE_NAMES.map((s) => storageKey(imageId, s)));
      if (err instanceof ApiError) throw err;
      logFailure(err, 'quote photo row could not be written');
      throw new ApiError(500, C.uploadFailed, 'We could not save your photo just now. Please try again.');
    }
  }

  /** Removes the row and the files together: if either cannot go, both stay. */
  async function remove(memberId: string, quoteId: string, imageId: string) {
    await access(memberId, quoteId, true);
    let removal: Awaited<ReturnType<PhotoStorage['remove']>> | undefined;
    try {
      await db.transaction(async (tx) => {
        const gone = await tx.query('DELETE FROM quote_images WHERE image_id = $1 AND quote_id = $2 AND member_id = $3 AND taken_by_staff_id IS NULL RETURNING image_id', [imageId, quoteId, memberId]);
        if (gone.length === 0) throw new ApiError(404, C.missing, 'No such photo on this quote.');
        removal = await storage.remove(SIZE_NAMES.map((s) => storageKey(imageId, s)));
      });
    } catch (err) {
      await removal?.restore();
      if (err instanceof ApiError) throw err;
      logFailure(err, 'quote photo could not be removed');
      throw new ApiError(500, C.uploadFailed, 'We could not remove your photo just now. Please try again.');
    }
    await removal!.purge();
    return { imageId, images: await list(memberId, quoteId) };
  }

  /**
   * One size's bytes and content type (as stored; never sniffed from the bytes). The member reads
   * their own photos and the staff photos a revision of the quote shows them; staff read all.
   */
  async function read(memberId: string, quoteId: string, imageId: string, size: QuotePhotoSize, reader: 'member' | 'staff' = 'member') {
    await access(memberId, quoteId, false);
    const [row] = await db.query<{ content_type: string }>(
      `SELECT content_type FROM quote_images i WHERE image_id = $1 AND quote_id = $2 AND member_id = $3
         AND ($4 OR taken_by_staff_id IS NULL OR EXISTS (SELECT 1 FROM quote_revision_photos r WHERE r.quote_id = i.quote_id AND r.image_id = i.image_id))`,
      [imageId, quoteId, memberId, reader === 'staff'],
    );
    const body = row ? await storage.get(storageKey(imageId, size)) : null;
    if (!row || !body) throw new ApiError(404, C.missing, 'No such photo on this quote.');
    return { body, contentType: row.content_type };
  }

  /** The staff's photos of a quote (for the staff's own list), oldest first. */
  async function listByStaff(memberId: string, quoteId: string): Promise<QuoteImage[]> {
    return (await rowsOf(db, memberId, quoteId, true)).map((r) => toImage(memberId, quoteId, r));
  }

  /** The staff photos a quote's revision shows the member, in the revision's order, at the member's own photo addresses. */
  async function revisionPhotos(quoteId: string): Promise<QuoteImage[]> {
    const rows = await db.query<Row & { member_id: string }>(
      `SELECT i.image_id, i.view, i.content_type, i.width, i.height, i.created_at, i.member_id::text AS member_id
       FROM quote_revision_photos r JOIN quote_images i ON i.image_id = r.image_id AND i.quote_id = r.quote_id
       WHERE r.quote_id = $1 ORDER BY r.position`,
      [quoteId],
    );
    return rows.map((r) => toImage(r.member_id, quoteId, r));
  }

  return { list, add, addByStaff, listByStaff, revisionPhotos, remove, read, ...createQuoteViews(db), sweepOrphans: (graceMs?: number, now?: Date) => sweepOrphans(db, storage, graceMs, now) };
}

export type QuoteImageService = ReturnType<typeof createQuoteImageService>;
