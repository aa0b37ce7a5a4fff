// PUT /v3/webbuyorders/{id}/cancel: the member calls off a parcel (and its booked collection) until
// the courier has it; its items go back to 'accepted', to send later while their price holds.
import { api, type Data } from '../../../api/member-client';
import type { SellingOrder } from './types';

export async function cancelParcel(orderId: string): Promise<SellingOrder> {
  return (await api.put<Data<{ webBuyOrder: SellingOrder }>>(`/webbuyorders/${encodeURIComponent(orderId)}/cancel`, {})).data.response.data.webBuyOrder;
}
