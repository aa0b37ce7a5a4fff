// PUT /v3/webbuyorders/{id}/recycle { quoteIds }: the member lets the shop recycle an item it
// cannot buy instead of sending it back (agreed twice is one agreement; the server decides).
import { api } from '../../../api/client';

export async function recycleItem(orderId: string, quoteId: string): Promise<void> {
  await api.put(`/webbuyorders/${encodeURIComponent(orderId)}/recycle`, { quoteIds: [quoteId] });
}
