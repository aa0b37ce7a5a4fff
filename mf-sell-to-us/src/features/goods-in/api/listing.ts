// GET/PUT /v3/staff/quotations/{id}/listing: the item as a shopper will see it once on sale, and staff's corrections.
import { benchCall, quotePath } from './client';
import type { Listing } from './types';

export const getListing = (quoteId: string) => benchCall<{ listing: Listing }>(quotePath(quoteId, '/listing'));
export const correctListing = (quoteId: string, correction: { wearNote: string | null; hiddenImageIds: string[] }) => benchCall<{ listing: Listing }>(quotePath(quoteId, '/listing'), { method: 'PUT', body: correction });
