// Real photos of a box, kept in the catalogue's own photo storage, apart from the quote photos
// they were made from. Whose each one is stays with it (issue 31 §6): a member's, shown only
// when they said yes at upload and taken down when they withdraw it or their account is erased;
// or the shop's (a staff photo, at inspection or restock). Made once in the catalogue's sizes
// (image-sizes.ts IMAGE_SIZES: square, the product page and cards lay them out as the drawings),
// re-encoded from pixels, so no EXIF, GPS or other metadata can travel with them. A box's
// views and its photos key (the picture addresses name it) follow its photos: refreshPictures.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Queryable } from '../../db/db.js';
import type { PhotoStorage } from '../../lib/photo-storage.js';
import { IMAGE_SIZES, type ImageSize } from './image-sizes.js';

const SIZES = Object.keys(IMAGE_SIZES) as ImageSize[];
/** The drawings' paper colour: a photo that is not square sits on it. */
const BACKGROUND = '#f7f5f0';
const QUALITY: Record<ImageSize, number> = { s: 60, m: 72, l: 78, xl: 80 };

/** A box photo's file of one size: sharded by the id's first two characters (the storage's key form). */
export const boxPhotoKey = (photoId: string, size: ImageSize) => `${photoId.slice(0, 2)}/${photoId}_${size}.webp`;
export const newPhotoId = () => randomBytes(16).toString('base64url');

/** Every catalogue size of one photo: square, the whole photo in view, WebP, no metadata. */
export async function catalogueSizes(photo: Buffer): Promise<Record<ImageSize, Buffer>> {
  const entries = await Promise.all(
    SIZES.map(async (size) => {
      const px = IMAGE_SIZES[size];
      const body = await sharp(photo).resize(px, px, { fit: 'contain', background: BACKGROUND }).flatten({ background: BACKGROUND }).webp({ quality: QUALITY[size] }).toBuffer();
      return [size, body] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ImageSize, Buffer>;
}

/** Stores every size of a photo under a new id, or none of them. */
export async function storeBoxPhoto(storage: PhotoStorage, files: Record<ImageSize, Buffer>): Promise<string> {
  const photoId = newPhotoId();
  const written: string[] = [];
  try {
    for (const size of SIZES) {
      await storage.put(boxPhotoKey(photoId, size), files[size], 'image/webp');
      written.push(boxPhotoKey(photoId, size));
    }
  } catch (err) {
    await discardBoxPhotos(storage, written.length ? [photoId] : []).catch(() => undefined);
    throw err;
  }
  return photoId;
}

/** Removes the files of photos no row will name (a lost race, a failed transaction). */
export async function discardBoxPhotos(storage: PhotoStorage, photoIds: string[]): Promise<void> {
  if (photoIds.length === 0) return;
  await (await storage.remove(photoIds.flatMap((id) => SIZES.map((size) => boxPhotoKey(id, size))))).purge();
}

/** Whose a photo on a box is: a member's (shown with their yes) or the shop's (taken by staff). */
export type PhotoOwner = { memberId: string } | { staffId: string | null };

/** A box's photo for a view and size, whose it is, and the box's photos key; null when the box has no photo there (it is drawn). */
export async function readBoxPhoto(db: Queryable, storage: PhotoStorage, boxId: string, view: number, size: ImageSize): Promise<{ body: Buffer; members: boolean; photosKey: string | null } | null> {
  const [row] = await db.query<{ photo_id: string; members: boolean; photos_key: string | null }>(
    'SELECT p.photo_id, p.member_id IS NOT NULL AS members, b.photos_key FROM box_photos p JOIN boxes b USING (box_id) WHERE p.box_id = $1 AND p.view = $2',
    [boxId, view],
  );
  const body = row ? await storage.get(boxPhotoKey(row.photo_id, size)) : null;
  return body ? { body, members: row!.members, photosKey: row!.photos_key } : null;
}

/** A box's pictures as its photo desk shows them: its views, its photos key and its photos (by view, whose each is); null for an unknown box. */
export async function boxPictures(q: Queryable, boxId: string): Promise<{ imageViews: number[]; photosKey: string | null; photos: Array<{ view: number; members: boolean }> } | null> {
  const [box] = await q.query<{ image_views: number[]; photos_key: string | null }>('SELECT image_views, photos_key FROM boxes WHERE box_id = $1', [boxId]);
  if (!box) return null;
  const photos = await q.query<{ view: number; members: boolean }>('SELECT view, member_id IS NOT NULL AS members FROM box_photos WHERE box_id = $1 ORDER BY view', [boxId]);
  return { imageViews: box.image_views, photosKey: box.photos_key, photos };
}

/** Takes a box's photo of one view off, in the caller's transaction (then refreshPictures); the photo's id, null when the view had none. */
export async function removeBoxPhoto(tx: Queryable, boxId: string, view: number): Promise<string | null> {
  const [old] = await tx.query<{ photo_id: string }>('DELETE FROM box_photos WHERE box_id = $1 AND view = $2 RETURNING photo_id', [boxId, view]);
  return old?.photo_id ?? null;
}

/** One photo on a box, in the caller's transaction (then refreshPictures once the box's photos are all in). */
export async function insertBoxPhoto(tx: Queryable, boxId: string, view: number, photoId: string, owner: PhotoOwner): Promise<void> {
  await tx.query("INSERT INTO box_photos (box_id, view, photo_id, content_type, member_id, taken_by_staff_id) VALUES ($1, $2, $3, 'image/webp', $4, $5)", [
    boxId,
    view,
    photoId,
    'memberId' in owner ? owner.memberId : null,
    'staffId' in owner ? owner.staffId : null,
  ]);
}

/**
 * After a box's photos changed: its views are its photos' (the drawing's front view when it has
 * none) and it gets a new photos key, so every address of its pictures changes with them and no
 * page, search answer or cache keeps one taken down (the key's change moves the epoch they are
 * keyed on, migration 060).
 */
export async function refreshPictures(tx: Queryable, boxId: string): Promise<void> {
  await tx.query(
    `UPDATE boxes SET
       image_views = COALESCE((SELECT array_agg(view ORDER BY view) FROM box_photos WHERE box_id = $1), '{1}'),
       photos_key = CASE WHEN EXISTS (SELECT 1 FROM box_photos WHERE box_id = $1) THEN $2 END
     WHERE box_id = $1`,
    [boxId, newPhotosKey()],
  );
}
const newPhotosKey = () => randomBytes(9).toString('base64url');

/**
 * Takes a member's photos off the shop's boxes (every box, or one): the rows go and each box's
 * pictures are refreshed in the caller's transaction; the files are moved out of reach at once.
 * The caller purges them once committed, or restores them if the transaction failed.
 */
export async function takeDownMemberPhotos(tx: Queryable, storage: PhotoStorage, memberId: string, boxId: string | null = null) {
  const gone = await tx.query<{ box_id: string; photo_id: string }>('DELETE FROM box_photos WHERE member_id = $1 AND ($2::text IS NULL OR box_id = $2) RETURNING box_id, photo_id', [memberId, boxId]);
  const boxes = [...new Set(gone.map((g) => g.box_id))].sort();
  for (const box of boxes) await refreshPictures(tx, box);
  const files = await storage.remove(gone.flatMap((g) => SIZES.map((size) => boxPhotoKey(g.photo_id, size))));
  return { boxes, photos: gone.length, purge: files.purge, restore: files.restore };
}

/**
 * View numbers for a box's photos, in the order taken: each photo keeps its §9 view, and a second
 * photo of a view takes the next free number from 11 (§9: any other number is an 'other' view).
 */
export function assignViews(views: number[]): number[] {
  const taken = new Set<number>();
  let spare = 11;
  return views.map((view) => {
    if (!taken.has(view)) {
      taken.add(view);
      return view;
    }
    while (taken.has(spare)) spare++;
    taken.add(spare);
    return spare;
  });
}
