// What the member is selling: their quotes past the wizard (GET /v3/quotations/list, then each
// quote's detail for its history) and the parcels those quotes are in.
import { api } from '../../../api/client';
import type { Selling, SellingOrder, SellingQuote } from './types';

/** The newest quotes shown; the list call's own page size. */
const QUOTES_SHOWN = 50;

export async function quoteDetail(quoteId: string): Promise<SellingQuote> {
  return (await api.get<{ quotation: SellingQuote }>(`/quotations/${encodeURIComponent(quoteId)}`)).quotation;
}

export async function orderDetail(orderId: string): Promise<SellingOrder> {
  return (await api.get<{ webBuyOrder: SellingOrder }>(`/webbuyorders/${encodeURIComponent(orderId)}/detail`)).webBuyOrder;
}

export async function loadSelling(): Promise<Selling> {
  const list = (await api.get<{ quotations: Array<{ quoteId: string; status: string }> }>('/quotations/list', { params: { limit: QUOTES_SHOWN } })).quotations;
  // Drafts too: the member can go back to one, or cancel it, from here (issue 32 §3).
  const quotes = await Promise.all(list.map((q) => quoteDetail(q.quoteId)));
  const orderIds = [...new Set(quotes.map((q) => q.webBuyOrderId).filter((id): id is string => Boolean(id)))];
  return { quotes, orders: await Promise.all(orderIds.map(orderDetail)) };
}
