// The quote as the quotations API sends it (api/src/modules/quotations/schemas.ts), as the steps
// read it. Its questions and answers are the wire contract both sides import (QuoteQuestion,
// QuoteAnswer: @shop/shared/api).
import type { QuoteAnswer } from '@shop/shared/api';
import type { QuoteState } from '@shop/shared/rules';

export interface Money {
  cash: number;
  exchange: number;
}
export interface OfferLine {
  kind: 'top' | 'grade' | 'answer' | 'floor';
  label: string;
  text: string;
  percent?: number;
  cash: number;
  exchange: number;
}
export interface Safety {
  sellable: boolean;
  refusals: Array<{ reason: string; message: string }>;
  whereInstead: string | null;
  /** Not refused: a recall covers some of this model, and this answer lets us check this one. */
  moreDetail?: { questionId: 'batchCode' | 'manufactureDate'; message: string } | null;
}
export interface Quotation {
  quoteId: string;
  status: QuoteState;
  categoryId: number;
  masterBoxId: string;
  brand: string;
  modelName: string;
  quantity: number;
  answers: QuoteAnswer[];
  safety: Safety;
  offer: { lines: OfferLine[]; perItem: Money; quantity: number; total: Money } | null;
  offerExpiresAt: string | null;
  payoutType: 'cash' | 'exchange' | null;
  /** The member's answer at upload: the shop may show their photos on the product page when it sells the item on (no until they say yes). */
  photosOnProductPage?: boolean;
  /** How the member chose to be paid (a donation names its charity: never called cash). */
  payoutChoice?: { method: 'bank' | 'voucher' | 'charity'; charity: { name: string } | null } | null;
  /** The member's answer at upload: no wear or damage to show (the wear close-up is then not needed). */
  noWearToShow?: boolean;
}
