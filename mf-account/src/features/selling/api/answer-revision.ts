// PUT /v3/quotations/{id}/revision { accept }: take the revised offer, or have the item sent back free.
import { api, type Data } from '../../../api/member-client';
import type { SellingQuote } from './types';

export async function answerRevision(quoteId: string, accept: boolean): Promise<SellingQuote> {
  return (await api.put<Data<{ quotation: SellingQuote }>>(`/quotations/${encodeURIComponent(quoteId)}/revision`, { accept })).data.response.data.quotation;
}
