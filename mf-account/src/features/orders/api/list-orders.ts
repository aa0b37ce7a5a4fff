// GET members/{id}/orders: the member's orders, newest first.
import type { OrderSummary } from '@shop/shared/rules';
import { api, memberPath } from '../../../api/client';

export async function listOrders(memberId: string): Promise<OrderSummary[]> {
  return (await api.get<{ orders: OrderSummary[] }>(memberPath(memberId, 'orders'))).orders;
}
