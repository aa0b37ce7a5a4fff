// POST /v3/webbuyorders/{id}/generateshippinglabel: the parcel's label again (a PDF; the same one once made).
import { api } from '../../../api/client';

export async function shippingLabel(orderId: string): Promise<Blob> {
  return (await api.raw.post<Blob>(`/webbuyorders/${encodeURIComponent(orderId)}/generateshippinglabel`, {}, { responseType: 'blob' })).data;
}
