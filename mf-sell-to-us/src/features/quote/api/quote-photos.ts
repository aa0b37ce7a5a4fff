// A quote's photos (quote-images API), one call each: the views asked for, list, upload with
// progress, remove, and a photo's bytes for its thumbnail. Photos are the member's own: their
// addresses are owner-checked and need the bearer token, so a thumbnail is fetched, not linked.
import type { QuoteImageType, QuotePhotoSize } from '@shop/shared/rules';
import { session } from '@shop/shared/session';
import { api, quotePath } from '../../../api/client';

export interface PhotoLimits {
  maxBytes: number;
  maxPerQuote: number;
  minEdge: number;
  acceptedTypes: string[];
}
export interface QuotePhoto {
  imageId: string;
  view: number;
  urls: Record<QuotePhotoSize, string>;
}
type Photos = { images: QuotePhoto[] };

const photosPath = (quoteId: string, rest = '') => `/members/${encodeURIComponent(session.memberId() ?? '')}${quotePath(quoteId, '/images')}${rest}`;

export async function getImageTypes(categoryId: number): Promise<{ imageTypes: QuoteImageType[]; limits: PhotoLimits }> {
  return api.get<{ imageTypes: QuoteImageType[]; limits: PhotoLimits }>('/quotations/imagetypes', { params: { categoryId } });
}

export async function listPhotos(quoteId: string): Promise<QuotePhoto[]> {
  return (await api.get<Photos>(photosPath(quoteId))).images;
}

/** Sends one photo of a view; `onProgress` gets 0-1 as the bytes leave (the client sends it by XMLHttpRequest). */
export async function uploadPhoto(quoteId: string, view: number, file: Blob, onProgress: (fraction: number) => void): Promise<QuotePhoto[]> {
  const form = new FormData();
  form.append('photo', file);
  const answer = await api.post<Photos>(photosPath(quoteId), form, {
    params: { view },
    onUploadProgress: onProgress,
  });
  return answer.images;
}

export async function removePhoto(quoteId: string, imageId: string): Promise<QuotePhoto[]> {
  return (await api.delete<Photos>(photosPath(quoteId, `/${encodeURIComponent(imageId)}`))).images;
}

/** The photo's bytes (its address is a full /v3 path), for a blob: URL the page shows. */
export async function photoBlob(url: string): Promise<Blob> {
  return (await api.raw.get<Blob>(url, { baseURL: '', responseType: 'blob' })).data;
}
