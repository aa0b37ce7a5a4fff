// `staff arriving`: the parcels on their way (web buy orders sent), oldest first, with their items.
import { formatMoney, modelDisplayName } from '@shop/shared/rules';
import type { GoodsInCommand } from './command.js';

export const arriving: GoodsInCommand<Record<string, never>> = {
  usage: 'usage: staff arriving',
  parse: (args) => (args.length === 1 && args[0] === 'arriving' ? {} : null),
  async run({ goodsIn, print }) {
    const orders = await goodsIn.arriving();
    if (orders.length === 0) print('no parcels on their way');
    for (const o of orders) {
      print(`${o.webBuyOrderId}  ${o.handover ?? ''}  sent ${o.labelGeneratedAt ?? ''}  ${o.items.length} item(s)`);
      for (const i of o.items) print(`  ${i.quoteId}  ${i.status}  ${modelDisplayName(i.brand, i.modelName)} x${i.quantity}  grade ${i.declaredGrade ?? '?'}  ${formatMoney(i.offered)} ${i.payoutType ?? ''}`);
    }
  },
};
