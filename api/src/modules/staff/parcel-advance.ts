// `staff parcel advance <webBuyOrderId>`: the embedded courier stand-in's next scan of a booked
// collection (collected, in transit, delivered to us), sent through the same signed tracking
// webhook path as a real carrier's (issue 32 §2). Refused while the real carrier is configured.
import { isWebBuyOrderId } from '@shop/shared/rules';
import type { WebBuyOrderService } from '../web-buy-orders/service.js';

export const PARCEL_ADVANCE_USAGE = 'usage: staff parcel advance <webBuyOrderId>     the stand-in courier scans the parcel once more';

export function parseParcelAdvance([command, verb, orderId, ...rest]: string[]): { orderId: string } | null {
  if (command !== 'parcel' || verb !== 'advance' || rest.length > 0) return null;
  const id = orderId?.toUpperCase();
  return isWebBuyOrderId(id) ? { orderId: id } : null;
}

export async function runParcelAdvance(webBuyOrders: Pick<WebBuyOrderService, 'advance'>, { orderId }: { orderId: string }, print: (line: string) => void) {
  const order = await webBuyOrders.advance(orderId);
  const c = order.collection!;
  print(`${order.webBuyOrderId}: ${c.courier} ${c.trackingNumber} ${c.status}`);
}
