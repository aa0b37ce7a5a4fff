// Reading a quote's photos: the quote check, the member's and the staff's lists, one size's
// bytes, and the staff photos a revision shows the member.
import { GENERIC_CODES } from '@shop/shared/api';
import { QUOTE_PHOTO_CODES as C, type QuotePhotoSize } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { QuoteImageDeps } from './image-deps.js';
import { noSuchPhoto, storageKey, toImage, type QuoteImage, type Row } from './image-model.js';

/** The quote is the member's (404, 403 otherwise) and, to change its photos, not locked (409). */
export async function access({ quoteAccess }: Pick<QuoteImageDeps, 'quoteAccess'>, memberId: string, quoteId: string, toChange: boolean) {
  const answer = await quoteAccess(memberId, quoteId);
  if (answer === 'missing') throw new ApiError(404, GENERIC_CODES.notFound, 'No such quote.');
  if (answer === 'foreign') throw new ApiError(403, GENERIC_CODES.memberId, 'You may only act on your own account');
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
export const countOf = async (q: Queryable, quoteId: string, byStaff: boolean) =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_images WHERE quote_id = $1 AND (taken_by_staff_id IS NOT NULL) = $2', [quoteId, byStaff]))[0]!.n;

export async function list(deps: Pick<QuoteImageDeps, 'db' | 'quoteAccess'>, memberId: string, quoteId: string): Promise<QuoteImage[]> {
  await access(deps, memberId, quoteId, false);
  return (await rowsOf(deps.db, memberId, quoteId)).map((r) => toImage(memberId, quoteId, r));
}

/** The staff's photos of a quote (for the staff's own list), oldest first. */
export async function listByStaff({ db }: Pick<QuoteImageDeps, 'db'>, memberId: string, quoteId: string): Promise<QuoteImage[]> {
  return (await rowsOf(db, memberId, quoteId, true)).map((r) => toImage(memberId, quoteId, r));
}

/**
 * One size's bytes and content type (as stored; never sniffed from the bytes). The member reads
 * their own photos and the staff photos a revision of the quote shows them; staff read all.
 */
export async function read(
  deps: Pick<QuoteImageDeps, 'db' | 'storage' | 'quoteAccess' | 'revisionPhotoIdsOf'>,
  memberId: string,
  quoteId: string,
  imageId: string,
  size: QuotePhotoSize,
  reader: 'member' | 'staff' = 'member',
) {
  await access(deps, memberId, quoteId, false);
  const [found] = await deps.db.query<{ content_type: string; by_staff: boolean }>(
    'SELECT content_type, taken_by_staff_id IS NOT NULL AS by_staff FROM quote_images i WHERE image_id = $1 AND quote_id = $2 AND member_id = $3',
    [imageId, quoteId, memberId],
  );
  // A member sees a staff photo only when a revision of the quote shows it to them.
  const shown = found && (reader === 'staff' || !found.by_staff || (await deps.revisionPhotoIdsOf(deps.db, quoteId)).includes(imageId));
  const row = shown ? found : undefined;
  const body = row ? await deps.storage.get(storageKey(imageId, size)) : null;
  if (!row || !body) throw noSuchPhoto();
  return { body, contentType: row.content_type };
}

/** The staff photos a quote's revision shows the member, in the revision's order, at the member's own photo addresses. */
export async function revisionPhotos({ db, revisionPhotoIdsOf }: Pick<QuoteImageDeps, 'db' | 'revisionPhotoIdsOf'>, quoteId: string): Promise<QuoteImage[]> {
  const ids = await revisionPhotoIdsOf(db, quoteId);
  if (ids.length === 0) return [];
  const rows = await db.query<Row & { member_id: string }>(
    'SELECT image_id, view, content_type, width, height, created_at, member_id::text AS member_id FROM quote_images WHERE quote_id = $1 AND image_id = ANY($2::text[])',
    [quoteId, ids],
  );
  // In the revision's order; a photo the revision names that is gone is left out.
  return ids.flatMap((id) => rows.filter((r) => r.image_id === id)).map((r) => toImage(r.member_id, quoteId, r));
}
