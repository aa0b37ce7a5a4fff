// The order confirmation e-mail: the same lines, delivery line and total as the thank-you page
// (both read the order as GET /v3/websellorders/{id}/detail answers it), so what a shopper reads
// adds up to what was charged. Delivery is each line's §5 charge, stored when the order was made.
// Then where it all goes (issue 30): the delivery address and its expected dates, and each
// collection store with its address and the time the lines are ready, worded by the shared rules.
import { DELIVERY, expectedDeliveryText, formatPounds, lineMethodText, postalLines, readyToCollectText } from '@shop/shared/rules';
import { signed } from '../outbox/email-text.js';
import type { OrderView } from './order-model.js';

/** One order line as the shopper reads it: '2 × Wooden cot  £30.00', and under it how it comes. */
export function orderLineText(i: OrderView['items'][number], postcode?: string): string {
  const method = lineMethodText({ deliveryMethodId: i.deliveryMethodId, storeName: i.storeInfo?.storeName }, postcode);
  return `${i.quantity} × ${i.boxName}  ${formatPounds(i.totalPrice)}\n  ${method}`;
}

/** The delivery address and when to expect it; each collection store and from when its lines are ready. */
function whereText(order: OrderView): string[] {
  const blocks: string[][] = [];
  if (order.deliveryAddress && order.items.some((i) => i.deliveryMethodId === DELIVERY)) {
    blocks.push(['Delivery to:', ...postalLines(order.deliveryAddress), ...(order.expectedDelivery ? [`${expectedDeliveryText(order.expectedDelivery)}.`] : [])]);
  }
  for (const store of order.stores) {
    blocks.push([
      `Collect from ${store.storeName}:`,
      ...postalLines(store.address),
      `Telephone ${store.phone}`,
      ...(store.readyFrom ? [`${readyToCollectText(store.readyFrom)}.`] : []),
      'Bring your order number to the store within 7 days.',
    ]);
  }
  return blocks.flatMap((b) => ['', ...b]);
}

/** The e-mail, with the order's feedback link (its code) at the end when there is one. */
export function confirmationEmail(order: OrderView, firstName: string, feedbackLink?: string): { subject: string; body: string } {
  const lines = order.items.map((i) => orderLineText(i, order.deliveryAddress?.postcode));
  const delivery = order.deliveryCharge > 0 ? formatPounds(order.deliveryCharge) : 'Free';
  const voucher = order.voucherAmount > 0 ? [`Voucher ${order.voucherCode}: -${formatPounds(order.voucherAmount)}`] : [];
  const storeCredit = order.storeCreditAmount > 0 ? [`Store credit: -${formatPounds(order.storeCreditAmount)}`] : [];
  return {
    subject: `Your order ${order.orderNumber}`,
    body: signed([
      `Hello ${firstName},`,
      '',
      `Thank you for your order ${order.orderNumber}.`,
      '',
      ...lines,
      '',
      `Items: ${formatPounds(order.sellCost)}`,
      `Delivery: ${delivery}`,
      ...voucher,
      ...storeCredit,
      `Total paid: ${formatPounds(order.toPay)}`,
      ...whereText(order),
      ...(feedbackLink ? ['', `How did we do? Tell us about your order with your feedback code ${new URL(feedbackLink).searchParams.get('code')}:`, feedbackLink] : []),
    ]),
  };
}
