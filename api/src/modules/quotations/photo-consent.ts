// The member's answer at upload (issue 31 §6): may the shop show their photos on the product page
// when it sells the item on? No unless they say yes (migration 060). Asked while they add photos,
// changeable at any time: a no given once the item is on sale takes their photos off its box
// (the staff's photos stay, or the box is drawn), as erasing their account does. A yes given
// after that changes nothing on the page: the box was made without the photos.
import type { Db } from '../../db/db.js';
import { takeDownMemberPhotos } from '../catalogue/box-photos.js';
import type { PhotoStorage } from '../quote-images/storage.js';
import { quoteNotFound } from './store.js';

export function createPhotoConsent({ db, boxPhotos }: { db: Db; boxPhotos: PhotoStorage }) {
  return async function answer(quoteId: string, memberId: string, photosOnProductPage: boolean): Promise<void> {
    // The files taken out of reach in the transaction: purged once it commits, put back if it fails.
    const taken: { files?: { purge(): Promise<void>; restore(): Promise<void> } } = {};
    try {
      await db.transaction(async (tx) => {
        const [quote] = await tx.query<{ box_id: string | null }>(
          `UPDATE quotations q SET photos_on_product_page = $3, photos_answered_at = now() WHERE quote_id = $1 AND member_id = $2
           RETURNING (SELECT box_id FROM restocked_quotes r WHERE r.quote_id = q.quote_id) AS box_id`,
          [quoteId, memberId, photosOnProductPage],
        );
        if (!quote) throw quoteNotFound();
        if (!photosOnProductPage && quote.box_id) taken.files = await takeDownMemberPhotos(tx, boxPhotos, memberId, quote.box_id);
      });
    } catch (err) {
      await taken.files?.restore();
      throw err;
    }
    await taken.files?.purge();
  };
}
export type PhotoConsent = ReturnType<typeof createPhotoConsent>;
