// What other sell-to-us features use of the payout choice (lint: a feature reaches another through
// its top-level files): the fields the offer shows, the check that a choice is complete, and the
// choice as PUT quotations/{id}/accept takes it.
export { missingChoice, PAYOUT_PARAM, PayoutChoiceFields } from './components/PayoutChoiceFields';
export type { PayoutChoice } from './api/payout-options';
