// Photos of an item for the staff who inspect it, for the staff API (photo-routes.ts) and the CLI
// (`staff inspect <quote> revise … --photo <file>`): the member's photos to inspect against, and
// the staff's own, taken while the item is in hand, for a revision to show the member. All
// through quote-images' service (same checks, stripping, storage), by the quote alone.
import { QUOTE_CODES, type QuoteState } from '@shop/shared/api';
import { type QuotePhotoSize } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { QuoteImage, QuoteImageService } from '../quote-images/service.js';
import { quoteMemberAndState } from '../quotations/goods-in-reads.js';
import { quoteNotFound } from '../quotations/store.js';

/** Staff photograph an item while they have it in hand: received, or inspected before a revision. */
const PHOTOGRAPHED_STATES: readonly QuoteState[] = ['received', 'inspected'];

export type StaffPhoto = QuoteImage & { takenBy: 'member' | 'staff' };

export function createInspectionPhotos({ db, quoteImages }: { db: Db; quoteImages: QuoteImageService }) {
  const quoteOf = async (quoteId: string) => {
    const row = await quoteMemberAndState(db, quoteId);
    if (!row) throw quoteNotFound();
    return row;
  };
  // Staff addresses carry no member id.
  const staffUrl = (quoteId: string, imageId: string, size: string) => `/v3/staff/quotations/${quoteId}/images/${imageId}/${size}`;
  const asStaffSees =
    (quoteId: string, takenBy: StaffPhoto['takenBy']) =>
    (i: QuoteImage): StaffPhoto => ({
      ...i,
      takenBy,
      urls: { l: staffUrl(quoteId, i.imageId, 'l'), m: staffUrl(quoteId, i.imageId, 'm'), s: staffUrl(quoteId, i.imageId, 's') },
    });

  return {
    /** The member's photos of an item, then the staff's own. */
    async list(quoteId: string): Promise<StaffPhoto[]> {
      const owner = (await quoteOf(quoteId)).member_id;
      const [members, staff] = await Promise.all([quoteImages.list(owner, quoteId), quoteImages.listByStaff(owner, quoteId)]);
      return [...members.map(asStaffSees(quoteId, 'member')), ...staff.map(asStaffSees(quoteId, 'staff'))];
    },

    /** A staff photo of an item in hand (409 QUOTE_STATE_CONFLICT otherwise); read() is called only then. */
    async add(quoteId: string, staffId: string, view: number, read: () => Promise<Buffer>) {
      const quote = await quoteOf(quoteId);
      if (!PHOTOGRAPHED_STATES.includes(quote.state)) {
        throw new ApiError(409, QUOTE_CODES.stateConflict, `A quote that is ${quote.state} cannot take inspection photos: only an item received or being inspected.`);
      }
      const { image, images } = await quoteImages.addByStaff(quote.member_id, quoteId, staffId, view, read);
      return { image: asStaffSees(quoteId, 'staff')(image), images: images.map(asStaffSees(quoteId, 'staff')) };
    },

    /** One size of either kind of photo. */
    async read(quoteId: string, imageId: string, size: QuotePhotoSize) {
      return quoteImages.read((await quoteOf(quoteId)).member_id, quoteId, imageId, size, 'staff');
    },
  };
}
export type InspectionPhotos = ReturnType<typeof createInspectionPhotos>;
