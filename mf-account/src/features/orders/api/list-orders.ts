// GET members/{id}/orders: the member's orders, newest first.
import type { OrderSummary } from '@shop/shared/rules';
import { api, memberPath, type Data } from '../../../api/member-client';

export async function listOrders(memberId: string): Promise<OrderSummary[]> {
  return (await api.get<Data<{ orders: OrderSummary[] }>>(memberPath(memberId, 'orders'))).data.response.data.orders;
}
