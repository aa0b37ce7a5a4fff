// The files of every quote photo a member took, for their account's erasure (account-deletion
// takes them out of the photo store before the rows go).
import type { Queryable } from '../../db/db.js';
import { storageKeys } from './image-model.js';

/** The storage keys of every size of every quote photo of the member. */
export async function memberQuotePhotoFiles(q: Queryable, memberId: string): Promise<string[]> {
  const photos = await q.query<{ image_id: string }>('SELECT image_id FROM quote_images WHERE member_id = $1', [memberId]);
  return photos.flatMap((p) => storageKeys(p.image_id));
}
