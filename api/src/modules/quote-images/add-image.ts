// Adding a photo to a quote (the member's, or staff's at inspection): counted against the limit
// before the upload is read and again under a per-quote lock; checked, stripped and sized
// (photo.ts); its files stored, then its row; no row, no files.
import { randomBytes } from 'node:crypto';
import { QUOTE_PHOTO_LIMITS as LIMITS } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import type { QuoteImageDeps } from './image-deps.js';
import { discard, putAll } from './image-files.js';
import { couldNot, SIZE_NAMES, storageKeys, toImage, tooMany, type QuoteImage, type Row } from './image-model.js';
import { access, countOf, list, listByStaff } from './image-reads.js';
import { PhotoRefused, processPhoto } from './photo.js';

async function store(deps: QuoteImageDeps, memberId: string, quoteId: string, view: number, read: () => Promise<Buffer>, staffId: string | null): Promise<QuoteImage> {
  const { db } = deps;
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
  await putAll(deps, imageId, photo.sizes, photo.contentType);
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
    await discard(deps, storageKeys(imageId));
    if (err instanceof ApiError) throw err;
    deps.logFailure(err, 'quote photo row could not be written');
    throw couldNot('save');
  }
}

/** read() gives the sent bytes; it is only called once the quote may take another photo. */
export async function add(deps: QuoteImageDeps, memberId: string, quoteId: string, view: number, read: () => Promise<Buffer>) {
  await access(deps, memberId, quoteId, true);
  const image = await store(deps, memberId, quoteId, view, read, null);
  return { image, images: await list(deps, memberId, quoteId) };
}

/**
 * A staff photo of an item at inspection (the staff route checks the quote is being inspected
 * and passes its member): the member's photos stay as they were. Addressed under /v3/staff/.
 */
export async function addByStaff(deps: QuoteImageDeps, memberId: string, quoteId: string, staffId: string, view: number, read: () => Promise<Buffer>) {
  const image = await store(deps, memberId, quoteId, view, read, staffId);
  return { image, images: await listByStaff(deps, memberId, quoteId) };
}
