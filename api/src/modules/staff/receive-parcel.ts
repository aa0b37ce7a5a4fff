// `staff receive <order>`: a parcel arrived; the order and each of its items are received.
import { isWebBuyOrderId } from '@shop/shared/rules';
import type { GoodsInCommand } from './command.js';

export const receiveParcel: GoodsInCommand<{ orderId: string }> = {
  usage: 'usage: staff receive <webBuyOrderId>',
  parse: ([command, orderId, ...rest]) => (command === 'receive' && rest.length === 0 && isWebBuyOrderId(orderId?.toUpperCase()) ? { orderId: orderId!.toUpperCase() } : null),
  async run({ goodsIn, staffId, print }, { orderId }) {
    const order = await goodsIn.receive(orderId, staffId);
    print(`${order.webBuyOrderId}: ${order.status}; ${order.items.map((i) => `${i.quoteId} ${i.status}`).join(', ')}`);
  },
};
