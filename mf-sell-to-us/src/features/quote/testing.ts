// What the quote's tests share (test code only; no page or component imports it): a quote as the
// API answers one still being answered.
import type { Quotation } from './api/types';

/** A Bugaboo Fox 5 quote, a draft: nothing answered, no offer. */
export const draftQuote: Quotation = {
  quoteId: 'Q01JDRAFT',
  status: 'draft',
  categoryId: 83,
  masterBoxId: 'M83-BUGABOO-FOX-5',
  brand: 'Bugaboo',
  modelName: 'Fox 5',
  quantity: 1,
  answers: [],
  safety: { sellable: true, refusals: [], whereInstead: null, moreDetail: null },
  offer: null,
  offerExpiresAt: null,
  payoutType: null,
};
