// Paying a member for a quote (issue #14, point 8), the way they chose at acceptance: a bank
// transfer (through the payout provider), an exchange voucher (the member's own, usable at
// once at checkout, its code e-mailed) or a donation to a charity. The quote moves to 'paid'
// through the quote store's move() in the same transaction as its ledger row; UNIQUE(quote_id)
// on the ledger and the quote's row lock make a quote paid once, whatever is retried.
//
// This file composes the service from its parts, each given the same `deps` (payout-deps.ts):
// pay-quote.ts (payQuote), payout-ledger.ts (the ledger row and its e-mail), bank-transfer.ts
// (the provider), payout-model.ts (rows, records, voucher codes, references).
import { createQuoteStore } from '../quotations/store.js';
import { payQuote } from './pay-quote.js';
import type { PayoutDeps, PayoutServiceDeps } from './payout-deps.js';
import { rowOf } from './payout-ledger.js';
import { recordOf, type PayoutService } from './payout-model.js';

export { bankAccountGone, newVoucherCode, PAYOUT_COLUMNS, payoutReference, recordOf, VOUCHER_VALID_DAYS, type PayoutRecord, type PayoutRow, type PayoutService } from './payout-model.js';

export function createPayoutService(serviceDeps: PayoutServiceDeps): PayoutService & { readonly providerName: string } {
  const { db, now, publicUrl, provider } = serviceDeps;
  const { move } = createQuoteStore({ db, now, publicUrl });
  const deps: PayoutDeps = { ...serviceDeps, move };

  return {
    providerName: provider.name,
    payQuote: (quoteId, actor) => payQuote(deps, quoteId, actor),
    async payoutOf(quoteId) {
      const row = await rowOf(db, quoteId);
      return row ? recordOf(row) : null;
    },
  };
}
