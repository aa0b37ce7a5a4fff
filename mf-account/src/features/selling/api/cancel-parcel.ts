// PUT /v3/webbuyorders/{id}/cancel: the member calls off a parcel (and its booked collection) until
// the courier has it; its items go back to 'accepted', to send later while their price holds.
import { api } from '../../../api/client';
import type { SellingOrder } from './types';

export async function cancelParcel(orderId: string): Promise<SellingOrder> {
  return (await api.put<{ webBuyOrder: SellingOrder }>(`/webbuyorders/${encodeURIComponent(orderId)}/cancel`, {})).webBuyOrder;
}
