// GET /v3/staff/quotations/{id}/images (the member's photos, then the staff's) and POST …/images?view=N (a staff photo, multipart).
import { QUOTE_VIEWS } from '@shop/shared/rules';
import { benchCall, quotePath } from './client';
import type { StaffPhoto } from './types';

export const getPhotos = (quoteId: string) => benchCall<{ images: StaffPhoto[] }>(quotePath(quoteId, '/images'));

/** A photo of what staff found (the 'wear' view), for a revision to show the member. */
export function addStaffPhoto(quoteId: string, file: File) {
  const form = new FormData();
  form.append('photo', file, file.name);
  return benchCall<{ image: StaffPhoto }>(quotePath(quoteId, `/images?view=${QUOTE_VIEWS.wear}`), { method: 'POST', body: form });
}
