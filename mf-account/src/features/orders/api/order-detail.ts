// GET members/{id}/orders/{orderId}: one order as its page shows it.
import type { OrderDetail } from '@shop/shared/rules';
import { api, memberPath, type Data } from '../../../api/member-client';

export async function orderDetail(memberId: string, orderId: string): Promise<OrderDetail> {
  return (await api.get<Data<{ order: OrderDetail }>>(memberPath(memberId, `orders/${encodeURIComponent(orderId)}`))).data.response.data.order;
}
