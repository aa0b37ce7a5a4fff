// GET members/{id}/orders/{orderId}: one order as its page shows it.
import type { OrderDetail } from '@shop/shared/rules';
import { api, memberPath } from '../../../api/client';

export async function orderDetail(memberId: string, orderId: string): Promise<OrderDetail> {
  return (await api.get<{ order: OrderDetail }>(memberPath(memberId, `orders/${encodeURIComponent(orderId)}`))).order;
}
