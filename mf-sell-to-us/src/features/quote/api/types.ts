// The quote as the quotations API sends it (api/src/modules/quotations/schemas.ts), as the steps
// read it. Its questions, answers, offer and safety check are the wire contract both sides import
// (@shop/shared/api quotations.ts).
import type { Offer, QuoteAnswer, QuoteSafety } from '@shop/shared/api';
import type { QuoteState } from '@shop/shared/rules';

export type { OfferLine, QuoteMoney as Money, QuoteSafety as Safety } from '@shop/shared/api';

export interface Quotation {
  quoteId: string;
  status: QuoteState;
  categoryId: number;
  masterBoxId: string;
  brand: string;
  modelName: string;
  quantity: number;
  answers: QuoteAnswer[];
  safety: QuoteSafety;
  offer: Offer | null;
  offerExpiresAt: string | null;
  payoutType: 'cash' | 'exchange' | null;
  /** The member's answer at upload: the shop may show their photos on the product page when it sells the item on (no until they say yes). */
  photosOnProductPage?: boolean;
  /** How the member chose to be paid (a donation names its charity: never called cash). */
  payoutChoice?: { method: 'bank' | 'voucher' | 'charity'; charity: { name: string } | null } | null;
  /** The member's answer at upload: no wear or damage to show (the wear close-up is then not needed). */
  noWearToShow?: boolean;
}
