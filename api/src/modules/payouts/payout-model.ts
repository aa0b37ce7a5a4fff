// The payout ledger's shapes (quote_payouts): the row, the record callers read, the quote as it is
// paid, the voucher code and statement reference a payout carries, and the service's contract.
import { QUOTE_CODES } from '@shop/shared/api';
import { randomBytes } from 'node:crypto';
import { type SellPayoutMethod } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import type { QuoteToPay } from '../quotations/payout-choice.js';

export interface PayoutRecord {
  payoutId: string;
  quoteId: string;
  method: 'bank' | 'voucher' | 'charity';
  amountPence: number;
  status: 'pending' | 'paid' | 'failed';
  reference: string;
  voucherCode: string | null;
  charityId: number | null;
  createdAt: string;
}

export interface PayoutService {
  /** Pays a quote that is 'inspected' (event pay) or 'revised' (event accept-revision) exactly once: moves it
   *  to 'paid' through move() of api/src/modules/quotations/store.ts, in one transaction with the ledger row,
   *  then hands it to the provider. Repeating the call returns the first payout and pays nothing more.
   *  Amount: voucher → coalesce(revised_exchange, offer_exchange), else coalesce(revised_cash, offer_cash)
   *  (check how offer_* relate to quantity). Other states: 409 QUOTE_STATE_CONFLICT. */
  payQuote(quoteId: string, actor: { type: 'staff' | 'member'; id: string }): Promise<PayoutRecord>;
  /** The payout of one quote, or null. */
  payoutOf(quoteId: string): Promise<PayoutRecord | null>;
}

/** Who pays: staff at goods-in, or the member accepting a revision. */
export type PayoutActor = { type: 'staff' | 'member'; id: string };

/** A ledger row (quote_payouts). */
export interface PayoutRow {
  payout_id: string;
  quote_id: string;
  member_id: string;
  method: SellPayoutMethod;
  amount_pence: number;
  bank_account_id: string | null;
  payee_name: string | null;
  account_masked: string | null;
  sort_code_masked: string | null;
  voucher_code: string | null;
  charity_id: number | null;
  reference: string;
  status: PayoutRecord['status'];
  provider: string;
  provider_reference: string | null;
  created_at: Date | string;
  settled_at: Date | string | null;
}

/** A quote as it is paid (quotations' QuoteToPay) with what its e-mail names. */
export interface PayableQuote extends QuoteToPay {
  member_first_name: string;
  payout_charity_name: string | null;
  revision_photos: number;
}

export const PAYOUT_COLUMNS = `payout_id, quote_id, member_id::text AS member_id, method, amount_pence, bank_account_id, payee_name, account_masked, sort_code_masked,
  voucher_code, charity_id, reference, status, provider, provider_reference, created_at, settled_at`;

/** How long an exchange voucher can be spent: a year. */
export const VOUCHER_VALID_DAYS = 365;
const VOUCHER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** SELL-XXXX-XXXX-XXXX: 60 random bits, no 0/O or 1/I to misread; the §8 voucher pattern. */
export const newVoucherCode = () => `SELL-${[...randomBytes(12)].map((b, i) => (i > 0 && i % 4 === 0 ? '-' : '') + VOUCHER_ALPHABET[b % 32]).join('')}`;
/** On the member's statement: the quote's random part, 18 characters (the Faster Payments limit). */
export const payoutReference = (quoteId: string) => `LL${quoteId.slice(-16)}`;

export const recordOf = (r: PayoutRow): PayoutRecord => ({
  payoutId: r.payout_id,
  quoteId: r.quote_id,
  method: r.method,
  amountPence: r.amount_pence,
  status: r.status,
  reference: r.reference,
  voucherCode: r.voucher_code,
  charityId: r.charity_id,
  createdAt: new Date(r.created_at).toISOString(),
});

export const bankAccountGone = () => new ApiError(409, QUOTE_CODES.payoutBankAccount, 'The bank account chosen for this payout is no longer on the account. Please contact us to choose another.');
