// PUT /v3/quotations/{id}/revision { accept }: take the revised offer, or have the item sent back free.
import { api } from '../../../api/client';
import type { SellingQuote } from './types';

export async function answerRevision(quoteId: string, accept: boolean): Promise<SellingQuote> {
  return (await api.put<{ quotation: SellingQuote }>(`/quotations/${encodeURIComponent(quoteId)}/revision`, { accept })).quotation;
}
