// Staff photos of a box on sale (issue 31 §6): a bought item whose member kept their photos to
// themselves goes on sale with the staff's inspection photos, or drawn until staff photograph it
// here (the staff API, photo-routes.ts, and `npm run staff -- box-photo`). Checked and stripped
// like any quote photo (quote-images/photo.ts), made in the catalogue's sizes, and the shop's own:
// no erasure takes it down. A photo of a view the box already has replaces that one.
import { CATALOGUE_CODES } from '@shop/shared/api';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { boxExists } from '../catalogue/box-sale.js';
import { boxPictures, catalogueSizes, discardBoxPhotos, insertBoxPhoto, refreshPictures, removeBoxPhoto, storeBoxPhoto } from '../catalogue/box-photos.js';
import { imageUrl } from '../catalogue/images.js';
import { PhotoRefused, processPhoto } from '../quote-images/photo.js';
import type { PhotoStorage } from '../quote-images/storage.js';

export const boxNotFound = () => new ApiError(404, CATALOGUE_CODES.boxNotFound, 'We could not find that item.');

export function createBoxPhotoDesk({ db, storage }: { db: Db; storage: PhotoStorage }) {
  /** The box's pictures as its product page shows them now. */
  async function pictures(boxId: string) {
    const box = await boxPictures(db, boxId);
    if (!box) throw boxNotFound();
    return {
      boxId,
      imageViews: box.imageViews,
      photos: box.photos.map((p) => ({ view: p.view, takenBy: p.members ? ('member' as const) : ('staff' as const), url: imageUrl(boxId, p.view, 'l', box.photosKey) })),
    };
  }

  return {
    pictures,

    /** read() gives the sent bytes; called only once the box is known to exist. */
    async add(boxId: string, staffId: string, view: number, read: () => Promise<Buffer>) {
      const id = boxId.toUpperCase();
      if (!(await boxExists(db, id))) throw boxNotFound();
      let large: Buffer;
      try {
        large = (await processPhoto(await read())).sizes.l.body;
      } catch (err) {
        if (err instanceof PhotoRefused) throw new ApiError(err.status, err.code, err.message);
        throw err;
      }
      const photoId = await storeBoxPhoto(storage, await catalogueSizes(large));
      let replaced: string | null;
      try {
        replaced = await db.transaction(async (tx) => {
          const old = await removeBoxPhoto(tx, id, view);
          await insertBoxPhoto(tx, id, view, photoId, { staffId });
          await refreshPictures(tx, id);
          return old;
        });
      } catch (err) {
        await discardBoxPhotos(storage, [photoId]).catch(() => undefined);
        throw err;
      }
      // The replaced photo's files go once the new one is committed (a failure leaves files no row names: the sweep's).
      if (replaced) await discardBoxPhotos(storage, [replaced]).catch(() => undefined);
      return pictures(id);
    },
  };
}
export type BoxPhotoDesk = ReturnType<typeof createBoxPhotoDesk>;
