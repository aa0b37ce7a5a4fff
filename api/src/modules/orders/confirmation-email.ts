// The order confirmation e-mail: the same lines, delivery line and total as the thank-you page
// (both read the order as GET /v3/websellorders/{id}/detail answers it), so what a shopper reads
// adds up to what was charged. Delivery is each line's §5 charge, stored when the order was made.
import { COLLECTION, formatMoney } from '@shop/shared/rules';
import type { OrderView } from './service.js';

const pence = (pounds: number) => Math.round(pounds * 100);

/** One order line as the shopper reads it: '2 × Wooden cot  £30.00', and the store for collection. */
export function orderLineText(i: OrderView['items'][number]): string {
  const where = i.deliveryMethodId === COLLECTION ? `  (collect from ${i.storeInfo?.storeName ?? 'your store'})` : '';
  return `${i.quantity} × ${i.boxName}  ${formatMoney(pence(i.totalPrice))}${where}`;
}

/** The e-mail, with the order's feedback link (its code) at the end when there is one. */
export function confirmationEmail(order: OrderView, firstName: string, feedbackLink?: string): { subject: string; body: string } {
  const lines = order.items.map(orderLineText);
  const delivery = order.deliveryCharge > 0 ? formatMoney(pence(order.deliveryCharge)) : 'Free';
  const voucher = order.voucherAmount > 0 ? [`Voucher ${order.voucherCode}: -${formatMoney(pence(order.voucherAmount))}`] : [];
  const collecting = order.items.some((i) => i.deliveryMethodId === COLLECTION)
    ? ['\nWe will e-mail you when your click-and-collect items are ready. Bring your order number to the store.']
    : [];
  return {
    subject: `Your order ${order.orderNumber}`,
    body: [
      `Hello ${firstName},`,
      '',
      `Thank you for your order ${order.orderNumber}.`,
      '',
      ...lines,
      '',
      `Items: ${formatMoney(pence(order.sellCost))}`,
      `Delivery: ${delivery}`,
      ...voucher,
      `Total paid: ${formatMoney(pence(order.toPay))}`,
      ...collecting,
      ...(feedbackLink ? ['', `How did we do? Tell us about your order with your feedback code ${new URL(feedbackLink).searchParams.get('code')}:`, feedbackLink] : []),
      '',
    ].join('\n'),
  };
}
