// `staff pay <quote>`: releases payment of one inspected item.
import { isQuoteId } from '@shop/shared/rules';
import type { GoodsInCommand } from './command.js';

export const payItem: GoodsInCommand<{ quoteId: string }> = {
  usage: 'usage: staff pay <quoteId>',
  parse: ([command, quoteId, ...rest]) => (command === 'pay' && rest.length === 0 && isQuoteId(quoteId) ? { quoteId } : null),
  async run({ goodsIn, staffId, print }, { quoteId }) {
    await goodsIn.pay(quoteId, staffId);
    print(`${quoteId}: paid`);
  },
};
