// The listing of a bought item as a shopper will see it once it is on sale (issue 35 'Restock'),
// built by the same rules restock/service.ts puts it on sale with (restock/item.ts): its name, the
// grade staff gave it (else the member's), the wear note (what staff found, or the grade's note),
// the price, and the photos: the staff's, and the member's only where they said yes at upload.
// Staff may correct the wear note and leave photos off (goods_in_listing_corrections), which
// restock then follows.
import { formatMoney } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { boxNameOf } from '../catalogue/reference.js';
import { stateConflict } from '../quotations/states.js';
import { listingQuote } from '../quotations/goods-in-reads.js';
import { quoteNotFound } from '../quotations/store.js';
import { listingPhotosOf } from '../quote-images/item-photos.js';
import { gradeName, inspectedGrade, modelOf, wearOf } from '../restock/item.js';
import { restockedBoxOf } from '../restock/restocked.js';
import { listingCorrectionOf } from './listing-correction.js';

export type ListingCorrection = { wearNote?: string | null; hiddenImageIds?: string[] };

export async function listingPreview(db: Queryable, quoteId: string) {
  const quote = await listingQuote(db, quoteId);
  if (!quote) throw quoteNotFound();
  const model = modelOf(quote.master_box_id);
  if (!model) throw stateConflict(`The model of quote ${quoteId} is no longer in the catalogue.`);
  const grade = inspectedGrade(quote);
  const wear = wearOf(model, grade, quote.answers, quote.revised_grade ? quote.revision_reason : null);
  const correction = await listingCorrectionOf(db, quoteId);
  const images = await listingPhotosOf(db, quoteId);
  const hidden = new Set(correction?.hiddenImageIds ?? []);
  const onSale = await restockedBoxOf(db, quoteId);
  return {
    listing: {
      name: boxNameOf(model),
      grade,
      gradeName: gradeName(grade),
      wearNote: correction?.wearNote ?? wear.note,
      wearNoteCorrected: !!correction?.wearNote,
      price: wear.prices.sell,
      priceText: formatMoney(wear.prices.sell),
      boxId: onSale,
      photos: images.map((i) => {
        const takenBy = i.taken_by_staff_id ? ('staff' as const) : ('member' as const);
        // A member's photo shows only with their yes at upload (issue 31 §6), whatever staff choose.
        const allowed = takenBy === 'staff' || quote.photos_on_product_page;
        return { imageId: i.image_id, takenBy, url: `/v3/staff/quotations/${quoteId}/images/${i.image_id}/m`, shown: allowed && !hidden.has(i.image_id), allowed };
      }),
    },
  };
}
