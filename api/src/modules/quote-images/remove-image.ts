// Removing a member's photo: the row and the files together; if either cannot go, both stay.
import { ApiError } from '../../http/envelope.js';
import type { PhotoStorage } from './storage.js';
import type { QuoteImageDeps } from './image-deps.js';
import { couldNot, noSuchPhoto, storageKeys } from './image-model.js';
import { access, list } from './image-reads.js';

/** Removes the row and the files together: if either cannot go, both stay. */
export async function remove(deps: QuoteImageDeps, memberId: string, quoteId: string, imageId: string) {
  const { db, storage, logFailure } = deps;
  await access(deps, memberId, quoteId, true);
  let removal: Awaited<ReturnType<PhotoStorage['remove']>> | undefined;
  try {
    await db.transaction(async (tx) => {
      const gone = await tx.query('DELETE FROM quote_images WHERE image_id = $1 AND quote_id = $2 AND member_id = $3 AND taken_by_staff_id IS NULL RETURNING image_id', [imageId, quoteId, memberId]);
      if (gone.length === 0) throw noSuchPhoto();
      removal = await storage.remove(storageKeys(imageId));
    });
  } catch (err) {
    await removal?.restore();
    if (err instanceof ApiError) throw err;
    logFailure(err, 'quote photo could not be removed');
    throw couldNot('remove');
  }
  await removal!.purge();
  return { imageId, images: await list(deps, memberId, quoteId) };
}
