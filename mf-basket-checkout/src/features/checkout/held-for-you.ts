// Tells the other remotes which boxes the member's own unpaid order holds (issue 30: 'the product
// page counts it as theirs, never as out of stock to the same shopper'). The catalogue never
// calls the orders API: it listens for basket:held-for-you.
import { bus } from '@shop/shared/bus';
import { session } from '@shop/shared/session';
import { basketApi, type OpenOrder } from '../../api/basket-api';

export function heldForYou(order: OpenOrder | null): { orderNumber: string | null; boxIds: string[] } {
  if (!order?.holdsStock) return { orderNumber: null, boxIds: [] };
  return { orderNumber: order.orderNumber, boxIds: [...new Set(order.items.map((i) => i.boxId))] };
}

/** Asks where the member's checkout stands and announces what it holds; answers the open order. */
export async function announceHeldForYou(api = basketApi): Promise<OpenOrder | null> {
  const order = session.isSignedIn() ? await api.openOrder().catch(() => null) : null;
  bus.emit('basket:held-for-you', heldForYou(order));
  return order;
}
