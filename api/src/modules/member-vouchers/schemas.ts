// Schema of GET members/{id}/vouchers, in the v3 envelope.
import { nullable, objectOf, orNull, replies } from '../../http/envelope.js';
import { idParams } from '../../http/schemas.js';

const money = { type: 'number', description: 'pounds' } as const;
const voucher = objectOf({
  code: { type: 'string' },
  amount: money,
  balance: { ...money, description: 'pounds left to spend' },
  status: { type: 'string', enum: ['active', 'reserved', 'used', 'expired', 'cancelled'] },
  expiresAt: nullable('string', { format: 'date-time' }),
  createdAt: { type: 'string', format: 'date-time' },
  fromSale: orNull(objectOf({ quoteId: { type: 'string' }, item: { type: 'string' } })),
  spends: {
    type: 'array',
    items: objectOf({ orderNumber: { type: 'string' }, amount: money, balanceAfter: money, spentAt: { type: 'string', format: 'date-time' } }),
  },
});

export const listSchema = {
  tags: ['members: vouchers'],
  summary: "The member's own vouchers (from their sales): code, amount, balance, the sale, each spend",
  params: idParams,
  response: replies(objectOf({ vouchers: { type: 'array', items: voucher } })),
};
