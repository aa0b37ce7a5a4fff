// The quote as the quotations API sends it (api/src/modules/quotations/schemas.ts), as the steps
// read it. Its questions, answers, offer and safety check are the wire contract both sides import
// (@shop/shared/api quotations.ts).
import type { QuoteDetail } from '@shop/shared/api';

export type { OfferLine, QuoteMoney as Money, QuoteSafety as Safety } from '@shop/shared/api';

/** A quote as the steps read it: the contract's QuoteDetail, the parts the wizard uses, and the payout chosen at acceptance. */
export type Quotation = Pick<QuoteDetail, 'quoteId' | 'status' | 'categoryId' | 'masterBoxId' | 'brand' | 'modelName' | 'quantity' | 'answers' | 'safety' | 'offer' | 'offerExpiresAt' | 'payoutType'> &
  Partial<Pick<QuoteDetail, 'photosOnProductPage' | 'noWearToShow'>> & {
    /** How the member chose to be paid (a donation names its charity: never called cash). */
    payoutChoice?: { method: 'bank' | 'voucher' | 'charity'; charity: { name: string } | null } | null;
  };
