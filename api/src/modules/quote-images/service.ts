// A quote's photos: add (checked, stripped, sized, stored, then one row), list, read, remove
// (row and files together), the views asked per category and which required ones are missing.
// The quote itself belongs to the quotations module; it answers through quoteAccess.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  missingQuoteViews,
  QUOTE_PHOTO_CODES as C,
  QUOTE_PHOTO_LIMITS as LIMITS,
  QUOTE_PHOTO_SIZES,
  QUOTE_VIEWS,
  quoteImageTypes,
  type QuoteImageType,
  type QuotePhotoSize,
  type QuoteViewName,
} from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import type { Db, Queryable } from '../../db/db.js';
import { PhotoRefused, processPhoto } from './photo.js';
import type { PhotoStorage } from './storage.js';

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

/** An upload writes its files before its row; files younger than this are never swept. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

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

  const rowsOf = (q: Queryable, memberId: string, quoteId: string) =>
    q.query<Row>('SELECT image_id, view, content_type, width, height, created_at FROM quote_images WHERE quote_id = $1 AND member_id = $2 ORDER BY created_at, image_id', [quoteId, memberId]);

  const countOf = async (q: Queryable, quoteId: string) => (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_images WHERE quote_id = $1', [quoteId]))[0]!.n;

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
    // Refused before the upload is read or decoded; checked again under the lock below.
    if ((await countOf(db, quoteId)) >= LIMITS.maxPerQuote) throw tooMany();
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
        if ((await countOf(tx, quoteId)) >= LIMITS.maxPerQuote) throw tooMany();
        const [inserted] = await tx.query<Row>(
          `INSERT INTO quote_images (image_id, quote_id, member_id, view, content_type, width, height, sizes)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           RETURNING image_id, view, content_type, width, height, created_at`,
          [imageId, quoteId, memberId, view, photo.contentType, photo.width, photo.height, JSON.stringify(Object.fromEntries(SIZE_NAMES.map((s) => [s, photo.sizes[s].body.length])))],
        );
        return inserted!;
      });
      return { image: toImage(memberId, quoteId, row), images: await list(memberId, quoteId) };
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
        const gone = await tx.query('DELETE FROM quote_images WHERE image_id = $1 AND quote_id = $2 AND member_id = $3 RETURNING image_id', [imageId, quoteId, memberId]);
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

  /** One size's bytes and content type (as stored; never sniffed from the bytes). */
  async function read(memberId: string, quoteId: string, imageId: string, size: QuotePhotoSize) {
    await access(memberId, quoteId, false);
    const [row] = await db.query<{ content_type: string }>('SELECT content_type FROM quote_images WHERE image_id = $1 AND quote_id = $2 AND member_id = $3', [imageId, quoteId, memberId]);
    const body = row ? await storage.get(storageKey(imageId, size)) : null;
    if (!row || !body) throw new ApiError(404, C.missing, 'No such photo on this quote.');
    return { body, contentType: row.content_type };
  }

  /** The category's place in the catalogue, or null for a category the shop does not have. */
  async function categoryOf(categoryId: number) {
    const [row] = await db.query<{ product_line_id: number; super_cat_id: number }>(
      'SELECT c.product_line_id, pl.super_cat_id FROM categories c JOIN product_lines pl USING (product_line_id) WHERE c.category_id = $1',
      [categoryId],
    );
    return row ?? null;
  }

  async function imageTypes(categoryId: number): Promise<QuoteImageType[]> {
    const category = await categoryOf(categoryId);
    if (!category) throw new ApiError(404, 1011, 'No such category.');
    return quoteImageTypes(category.super_cat_id, category.product_line_id);
  }

  /** For the quotations module at offer time: the required views the quote has no photo of. */
  async function missingViews(quoteId: string, categoryId: number): Promise<QuoteImageType[]> {
    const types = await imageTypes(categoryId);
    const views = await db.query<{ view: number }>('SELECT DISTINCT view FROM quote_images WHERE quote_id = $1', [quoteId]);
    return missingQuoteViews(types, views.map((v) => v.view));
  }

  /** Throws 1042 naming the missing views, so an offer is never made on a quote without them. */
  async function requireViews(quoteId: string, categoryId: number) {
    const missing = await missingViews(quoteId, categoryId);
    if (missing.length > 0) throw new ApiError(409, C.missing, `Please add a photo of the ${missing.map((t) => t.name).join(', ')} first.`);
  }

  /**
   * Files no row names: left by an account erasure (its rows go with the member), a crash
   * between writing files and the row, or a purge that failed. Only files older than the grace
   * are taken, so an upload whose row is about to be written keeps its files.
   */
  async function sweepOrphans(graceMs = ORPHAN_GRACE_MS, now = new Date()) {
    const byImage = new Map<string, string[]>();
    for await (const { key, writtenAt } of storage.list()) {
      if (now.getTime() - writtenAt.getTime() < graceMs) continue;
      const imageId = key.slice(3, 25);
      byImage.set(imageId, [...(byImage.get(imageId) ?? []), key]);
    }
    if (byImage.size === 0) return 0;
    const known = new Set((await db.query<{ image_id: string }>('SELECT image_id FROM quote_images WHERE image_id = ANY($1::text[])', [[...byImage.keys()]])).map((r) => r.image_id));
    const orphans = [...byImage].filter(([imageId]) => !known.has(imageId));
    if (orphans.length > 0) await (await storage.remove(orphans.flatMap(([, keys]) => keys))).purge();
    return orphans.length;
  }

  return { list, add, remove, read, imageTypes, missingViews, requireViews, sweepOrphans };
}

export type QuoteImageService = ReturnType<typeof createQuoteImageService>;

/** Hourly, and once when the server is ready: the orphan sweep (like the erasure job). */
export function scheduleOrphanSweep(app: FastifyInstance, quoteImages: QuoteImageService, intervalMs = ORPHAN_GRACE_MS): void {
  const run = () =>
    quoteImages.sweepOrphans().then(
      (n) => n > 0 && app.log.info({ photos: n }, 'orphaned quote photo files removed'),
      (err) => app.log.error({ err }, 'quote photo sweep failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
