// Real photos of a box (a bought item put back on sale: restock/service.ts), kept in the
// catalogue's own photo storage, apart from the quote photos they were made from (those may be
// erased with the member's account; these are the shop's). Made once in the catalogue's sizes
// (images.ts IMAGE_SIZES: square, the product page and cards lay them out as the drawings),
// re-encoded from pixels, so no EXIF, GPS or other metadata can travel with them.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Queryable } from '../../db/db.js';
import type { PhotoStorage } from '../quote-images/storage.js';
import { IMAGE_SIZES, type ImageSize } from './images.js';

// Read when called: images.ts imports this module too, so IMAGE_SIZES is not there yet at load.
const sizes = () => Object.keys(IMAGE_SIZES) as ImageSize[];
/** The drawings' paper colour: a photo that is not square sits on it. */
const BACKGROUND = '#f7f5f0';
const QUALITY: Record<ImageSize, number> = { s: 60, m: 72, l: 78, xl: 80 };

/** A box photo's file of one size: sharded by the id's first two characters (the storage's key form). */
export const boxPhotoKey = (photoId: string, size: ImageSize) => `${photoId.slice(0, 2)}/${photoId}_${size}.webp`;
export const newPhotoId = () => randomBytes(16).toString('base64url');

/** Every catalogue size of one photo: square, the whole photo in view, WebP, no metadata. */
export async function catalogueSizes(photo: Buffer): Promise<Record<ImageSize, Buffer>> {
  const entries = await Promise.all(
    sizes().map(async (size) => {
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
    for (const size of sizes()) {
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
  await (await storage.remove(photoIds.flatMap((id) => sizes().map((size) => boxPhotoKey(id, size))))).purge();
}

/** The bytes of a box's photo for a view and size, or null when the box has no photo there (it is drawn). */
export async function readBoxPhoto(db: Queryable, storage: PhotoStorage, boxId: string, view: number, size: ImageSize): Promise<Buffer | null> {
  const [row] = await db.query<{ photo_id: string }>('SELECT photo_id FROM box_photos WHERE box_id = $1 AND view = $2', [boxId, view]);
  return row ? storage.get(boxPhotoKey(row.photo_id, size)) : null;
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
