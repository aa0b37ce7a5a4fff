// The wire shapes of the quotations API (api/src/modules/quotations/schemas.ts) the pages read.
import type { QuoteState } from '@shop/shared/rules';

export interface Money {
  cash: number;
  exchange: number;
}
export interface BuyInModel {
  masterBoxId: string;
  brand: string;
  name: string;
  categoryId: number;
  categoryName: string;
  superCatId: number;
  cashPrice: number;
  exchangePrice: number;
}
export interface QuestionOption {
  answerId: string;
  text: string;
}
export interface Question {
  questionId: string;
  text: string;
  help?: string;
  type: 'single' | 'multiple' | 'included' | 'month' | 'text';
  required: boolean;
  options?: QuestionOption[];
  pattern?: string;
  maxLength?: number;
}
export interface Answer {
  questionId: string;
  answerIds?: string[];
  value?: string;
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
  answers: Answer[];
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
export interface Department {
  superCatId: number;
  superCatFriendlyName: string;
  categories: Array<{ categoryId: number; categoryName: string }>;
}
