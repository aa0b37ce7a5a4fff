// Schema of GET members/{id}/storecredit, in the v3 envelope.
import { objectOf, replies } from '../../http/envelope.js';
import { idParams } from '../../http/schemas.js';

const money = { type: 'number', description: 'pounds' } as const;

export const offerSchema = {
  tags: ['members: store credit'],
  summary: "The store credit checkout can offer: the sum over the member's linked in-store cards, and whether it may be spent online",
  params: idParams,
  response: replies(
    objectOf({
      storeCredit: objectOf({
        available: money,
        canSpend: { type: 'boolean' },
        needsMobileVerification: { type: 'boolean', description: 'a linked card whose mobile is not proved: spending waits for /verify-phone-number' },
        memberships: { type: 'array', items: objectOf({ membershipNumber: { type: 'string' }, balance: money }) },
      }),
    }),
  ),
};
