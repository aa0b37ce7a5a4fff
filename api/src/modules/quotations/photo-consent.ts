// The member's answer at upload (issue 31 §6): may the shop show their photos on the product page
// when it sells the item on? No unless they say yes (migration 060). Asked while they add photos,
// changeable at any time: a no given once the item is on sale takes their photos off its box
// (the staff's photos stay, or the box is drawn), as erasing their account does. A yes given
// after that changes nothing on the page: the box was made without the photos.
import type { Db, Queryable } from '../../db/db.js';
import { takeDownMemberPhotos } from '../catalogue/box-photos.js';
import type { PhotoStorage } from '../quote-images/storage.js';
import { quoteNotFound } from './store.js';

/** `restockedBoxOf`: the box a quote's item went on sale as (restock/restocked.ts: restock imports quotations, so it is given). */
export function createPhotoConsent({ db, boxPhotos, restockedBoxOf }: { db: Db; boxPhotos: PhotoStorage; restockedBoxOf: (q: Queryable, quoteId: string) => Promise<string | null> }) {
  return async function answer(quoteId: string, memberId: string, photosOnProductPage: boolean): Promise<void> {
    // The files taken out of reach in the transaction: purged once it commits, put back if it fails.
    const taken: { files?: { purge(): Promise<void>; restore(): Promise<void> } } = {};
    try {
      await db.transaction(async (tx) => {
        const [quote] = await tx.query<{ quote_id: string }>('UPDATE quotations SET photos_on_product_page = $3, photos_answered_at = now() WHERE quote_id = $1 AND member_id = $2 RETURNING quote_id', [
          quoteId,
          memberId,
          photosOnProductPage,
        ]);
        if (!quote) throw quoteNotFound();
        const boxId = photosOnProductPage ? null : await restockedBoxOf(tx, quoteId);
        if (boxId) taken.files = await takeDownMemberPhotos(tx, boxPhotos, memberId, boxId);
      });
    } catch (err) {
      await taken.files?.restore();
      throw err;
    }
    await taken.files?.purge();
  };
}
export type PhotoConsent = ReturnType<typeof createPhotoConsent>;
