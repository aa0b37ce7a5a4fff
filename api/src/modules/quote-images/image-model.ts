// A quote photo's shapes: the row as stored, the image a member reads (with its size addresses),
// the storage key of each size, and the quote check callers hand the service (QuoteAccess).
import { QUOTE_PHOTO_CODES as C, QUOTE_PHOTO_LIMITS as LIMITS, QUOTE_PHOTO_SIZES, QUOTE_VIEWS, type QuotePhotoSize, type QuoteViewName } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';

/** May this member change this quote's photos? locked: the quote is past the point where photos change. */
export type QuoteAccess = (memberId: string, quoteId: string) => Promise<'ok' | 'missing' | 'foreign' | 'locked'>;

export interface QuoteImage {
  imageId: string;
  view: number;
  viewName: QuoteViewName | 'other';
  contentType: string;
  width: number;
  height: number;
  /** The photo route's address of each size (owner-checked, like every /v3/members/{id} path). */
  urls: Record<QuotePhotoSize, string>;
  createdAt: string;
}

export interface Row {
  image_id: string;
  view: number;
  content_type: string;
  width: number;
  height: number;
  created_at: Date | string;
}

export const SIZE_NAMES = Object.keys(QUOTE_PHOTO_SIZES) as QuotePhotoSize[];
const VIEW_NAMES = new Map<number, QuoteViewName>(Object.entries(QUOTE_VIEWS).map(([name, view]) => [view, name as QuoteViewName]));

/** Files of one photo: sharded by the id's first two characters so no folder grows huge. */
export const storageKey = (imageId: string, size: QuotePhotoSize) => `${imageId.slice(0, 2)}/${imageId}_${size}.webp`;

/** Every size's storage key of one photo. */
export const storageKeys = (imageId: string) => SIZE_NAMES.map((s) => storageKey(imageId, s));

export const toImage = (memberId: string, quoteId: string, r: Row): QuoteImage => {
  const base = `/v3/members/${memberId}/quotations/${encodeURIComponent(quoteId)}/images/${r.image_id}`;
  return {
    imageId: r.image_id,
    view: r.view,
    viewName: VIEW_NAMES.get(r.view) ?? 'other',
    contentType: r.content_type,
    width: r.width,
    height: r.height,
    urls: { l: `${base}/l`, m: `${base}/m`, s: `${base}/s` },
    createdAt: new Date(r.created_at).toISOString(),
  };
};

export const tooMany = () => new ApiError(409, C.tooMany, `A quote holds at most ${LIMITS.maxPerQuote} photos. Remove one to add another.`);
/** A storage or database failure, as the member reads it (the cause goes to the log). */
export const couldNot = (what: 'save' | 'remove') => new ApiError(500, C.uploadFailed, `We could not ${what} your photo just now. Please try again.`);
export const noSuchPhoto = () => new ApiError(404, C.missing, 'No such photo on this quote.');
