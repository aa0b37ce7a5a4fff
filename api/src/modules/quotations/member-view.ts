// The quote as its member reads it (GET /v3/quotations/{id}, accept, the answer to a revision):
// the detail with the payout choice and payout (masked account, charity's name) and, once staff
// revised it, the staff photos the revision shows, at the member's own photo addresses (served
// owner-checked like the member's photos: quote-images' read).
import type { PayoutChoiceChecks } from './payout-choice.js';
import type { QuoteImage } from '../quote-images/service.js';

export type RevisionPhotos = (quoteId: string) => Promise<QuoteImage[]>;

export function memberQuoteView({ payoutChoices, revisionPhotos }: { payoutChoices: PayoutChoiceChecks; revisionPhotos: RevisionPhotos }) {
  return async <T extends { quoteId: string; revision: object | null }>(quotation: T) => {
    const [payout, photos] = await Promise.all([payoutChoices.details(quotation.quoteId), quotation.revision ? revisionPhotos(quotation.quoteId) : []]);
    return { ...quotation, ...payout, revision: quotation.revision && { ...quotation.revision, photos } };
  };
}
export type MemberQuoteView = ReturnType<typeof memberQuoteView>;
