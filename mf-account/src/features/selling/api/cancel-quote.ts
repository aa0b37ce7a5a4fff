// PUT /v3/quotations/{id}/cancel: the member calls off a quote while the state machine allows (its nextStatuses).
import { api } from '../../../api/client';
import type { SellingQuote } from './types';

export async function cancelQuote(quoteId: string): Promise<SellingQuote> {
  return (await api.put<{ quotation: SellingQuote }>(`/quotations/${encodeURIComponent(quoteId)}/cancel`, {})).quotation;
}
