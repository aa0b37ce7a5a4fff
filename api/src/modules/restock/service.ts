// A bought item back on sale (issue #14): once a quote is paid, the item becomes one new box of
// the catalogue, built as the seed builds boxes (the model's details, the catalogue's pricing
// rule for its grade, a wear note of its kind), graded as inspected, with its photos copied into
// the catalogue's own photo storage: the staff's inspection photos, and the member's only where
// they said yes at upload (issue 31 §6; without either the box is drawn until staff add one:
// staff/box-photos.ts), and on sale online at once. Its stock rises
// from 0 through the catalogue's stock module, so the search answers' stock epoch moves at
// commit (search shows it at once) and the stock-alert e-mails go out in the same transaction:
// to members waiting for any out-of-stock box of the same model. Idempotent: a quote is put on
// sale once (restocked_quotes, migration 023), however often or concurrently it is asked.
import { QUOTE_CODES } from '@shop/shared/api';
import { DELIVERY, isCarSeatCategory } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { assignViews, catalogueSizes, discardBoxPhotos, insertBoxPhoto, refreshPictures, storeBoxPhoto, type PhotoOwner } from '../catalogue/box-photos.js';
import { boxIdFor, boxAttributes, brandIdsByName, stockable, masterBoxIdOf, type Model } from '../catalogue/reference.js';
import { insertRestockedBox } from '../catalogue/restocked-box.js';
import { lockedStockState, raiseStock } from '../catalogue/stock.js';
import type { Outbox } from '../outbox/outbox.js';
import { photosForSale } from '../quote-images/item-photos.js';
import { storageKey } from '../quote-images/service.js';
import type { PhotoStorage } from '../quote-images/storage.js';
import { lockQuote, quoteForSale, type QuoteForSale } from '../quotations/goods-in-reads.js';
import { quoteNotFound } from '../quotations/store.js';
import { stateConflict } from '../quotations/states.js';
import { createBackInStockAnnouncer, createModelAnnouncer } from '../stock-alerts/back-in-stock.js';
import { carSeatDates, gradeName, inspectedGrade, modelOf, wearOf } from './item.js';
import { restockedBoxOf } from './restocked.js';

type PaidQuote = QuoteForSale;

/** A photo copied for the box: its box view, whose it is, its id in the catalogue's storage. */
interface CopiedPhoto {
  view: number;
  owner: PhotoOwner;
  photoId: string;
}

export interface RestockOptions {
  db: Db;
  /** Where the quote photos are (read only). */
  photoStorage: PhotoStorage;
  /** The catalogue's own photo storage (box-photos.ts). */
  boxPhotoStorage: PhotoStorage;
  outbox: Outbox;
  publicUrl: string;
  logFailure?: (err: unknown, what: string) => void;
  /** What staff corrected in the listing at the goods-in bench (staff/listing-correction.ts; staff imports restock, so it is given). */
  /** What staff corrected in the listing (staff's listingCorrectionOf, given where the app composes restock): null for nothing. */
  listingCorrectionOf: (q: Queryable, quoteId: string) => Promise<{ wearNote: string | null; hiddenImageIds: string[] } | null>;
}

export function createRestock({ db, photoStorage, boxPhotoStorage, outbox, publicUrl, logFailure = () => undefined, listingCorrectionOf }: RestockOptions) {
  const announceBox = createBackInStockAnnouncer({ outbox, publicUrl });
  const announceModel = createModelAnnouncer({ outbox, publicUrl });
  const boxOf = restockedBoxOf;

  /**
   * The quote's photos the product page may show, in the catalogue's storage, with their box
   * views and whose they are: the member's first, only when they said yes at upload, then the
   * staff's inspection photos (the shop's own).
   */
  async function copyPhotos(quote: PaidQuote): Promise<CopiedPhoto[]> {
    // Photos staff left off at the bench's listing preview (issue 35) are not copied.
    const hidden = (await listingCorrectionOf(db, quote.quote_id))?.hiddenImageIds ?? [];
    const rows = await photosForSale(db, quote.quote_id, quote.photos_on_product_page, hidden);
    const copied: CopiedPhoto[] = [];
    try {
      for (const row of rows) {
        // The largest display size: already upright and stripped when it was uploaded.
        const large = await photoStorage.get(storageKey(row.image_id, 'l'));
        if (!large) {
          logFailure(new Error('quote photo file missing'), 'restock: a quote photo has no file; the box is put on sale without it');
          continue;
        }
        const owner: PhotoOwner = row.taken_by_staff_id === null ? { memberId: quote.member_id } : { staffId: row.taken_by_staff_id };
        copied.push({ view: Number(row.view), owner, photoId: await storeBoxPhoto(boxPhotoStorage, await catalogueSizes(large)) });
      }
    } catch (err) {
      await discardBoxPhotos(
        boxPhotoStorage,
        copied.map((c) => c.photoId),
      ).catch((e) => logFailure(e, 'restock: box photo files could not be removed'));
      throw err;
    }
    const views = assignViews(copied.map((c) => c.view));
    return copied.map((c, i) => ({ ...c, view: views[i]! })).sort((a, b) => a.view - b.view);
  }

  /** The new box, out of stock until raised, and its photos; answers its id. */
  async function insertBox(tx: Queryable, quote: PaidQuote, model: Model, photos: CopiedPhoto[]): Promise<string> {
    const grade = inspectedGrade(quote);
    const wear = wearOf(model, grade, quote.answers, quote.revised_grade ? quote.revision_reason : null);
    // The wear note as staff corrected it at the bench (issue 35 'Restock'), else the rule's.
    const note = (await listingCorrectionOf(tx, quote.quote_id))?.wearNote ?? wear.note;
    const item = stockable(model, brandIdsByName());
    const [{ n }] = (await tx.query<{ n: string }>("SELECT nextval('restocked_box_number')::text AS n")) as [{ n: string }];
    const boxId = boxIdFor(Number(n));
    await insertRestockedBox(tx, {
      boxId,
      masterBoxId: item.masterBoxId,
      name: item.name,
      categoryId: item.categoryId,
      brandId: item.brandId,
      grade,
      wear: note,
      sellPrice: wear.prices.sell,
      cashPrice: wear.prices.cash,
      exchangePrice: wear.prices.exchange,
      size: model.facts.Size ?? null,
      attributes: [...boxAttributes(item, `${grade}: ${gradeName(grade)}`, null), ...(isCarSeatCategory(quote.category_id) ? carSeatDates(quote.answers) : [])],
      searchText: `${item.searchText} grade ${grade}`,
    });
    for (const p of photos) await insertBoxPhoto(tx, boxId, p.view, p.photoId, p.owner);
    if (photos.length) await refreshPictures(tx, boxId);
    return boxId;
  }

  return {
    /**
     * Puts a paid quote's item on sale as a new box; the same box again for a quote already put
     * on sale. 404 QUOTE_NOT_FOUND for no such quote, 409 QUOTE_STATE_CONFLICT unless it is paid.
     */
    async putOnSale(quoteId: string, restockedBy = 'system'): Promise<{ boxId: string }> {
      const known = await boxOf(db, quoteId);
      if (known) return { boxId: known };
      const quote = await quoteForSale(db, quoteId);
      if (!quote) throw quoteNotFound();
      if (quote.state !== 'paid') throw stateConflict(`Only a paid item goes on sale; quote ${quoteId} is ${quote.state}.`);
      const model = modelOf(quote.master_box_id);
      if (!model) throw new ApiError(409, QUOTE_CODES.stateConflict, `The model of quote ${quoteId} is no longer in the catalogue.`);

      // Photos are made outside the transaction (seconds of work must not hold the database).
      const photos = await copyPhotos(quote);
      try {
        const outcome = await db.transaction(async (tx) => {
          // One at a time per quote: the second of two concurrent calls waits here, then finds the box.
          await lockQuote(tx, quoteId);
          const already = await boxOf(tx, quoteId);
          if (already) return { boxId: already, fresh: false };
          const boxId = await insertBox(tx, quote, model, photos);
          await tx.query('INSERT INTO restocked_quotes (quote_id, box_id, restocked_by) VALUES ($1, $2, $3)', [quoteId, boxId, restockedBy]);
          // From 0 to the quote's quantity online: moves the search stock epoch (migration 008) at commit.
          await raiseStock(tx, { boxId, deliveryMethodId: DELIVERY, storeId: null, quantity: quote.quantity }, announceBox);
          // Only a box its product page sells (the one stock state): never 'back in stock' for a page that says sold out.
          if (((await lockedStockState(tx, boxId)) ?? 'out-of-stock') !== 'out-of-stock') await announceModel(tx, { boxId, masterBoxId: masterBoxIdOf(model) });
          return { boxId, fresh: true };
        });
        if (!outcome.fresh)
          await discardBoxPhotos(
            boxPhotoStorage,
            photos.map((p) => p.photoId),
          );
        return { boxId: outcome.boxId };
      } catch (err) {
        await discardBoxPhotos(
          boxPhotoStorage,
          photos.map((p) => p.photoId),
        ).catch((e) => logFailure(e, 'restock: box photo files could not be removed'));
        throw err;
      }
    },
  };
}

export type Restock = ReturnType<typeof createRestock>;
