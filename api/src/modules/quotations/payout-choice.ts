// What the payouts module may ask of a quote (quotations is this module's table, issue 34 §3): the
// way the member chose to be paid, as stored with the quote, and the quote locked to be paid.
import type { SellPayoutMethod } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { QUOTE_COLUMNS, type QuoteRow } from './store.js';

/** The acceptance body's payout fields (payoutType alone is the call before methods existed). */
export interface PayoutChoiceInput {
  payoutType?: 'cash' | 'exchange';
  payoutMethod?: SellPayoutMethod;
  bankAccountId?: string;
  charityId?: number;
  revisionTolerance?: number;
}

/** A checked choice, as the quote stores it. `method` is null only for a bare payoutType 'cash'. */
export interface PayoutChoice {
  payoutType: 'cash' | 'exchange';
  method: SellPayoutMethod | null;
  bankAccountId: string | null;
  charityId: number | null;
  /** The charity's name, for the acceptance's e-mail ('We will give £… to … on your behalf'). */
  charityName: string | null;
  revisionTolerance: number;
}

/** What a quote asks of payouts (payouts' createPayoutChoices, given where the app composes quotations). */
export interface PayoutChoiceChecks {
  /** Checks a member's choice at acceptance: the method, that the account is theirs and the charity one of ours. */
  check(memberId: string, input: PayoutChoiceInput): Promise<PayoutChoice>;
  /** The quote's payout choice and its payout as the detail shows them (masked account, charity name; the response schema words them). */
  details(quoteId: string): Promise<{ payoutChoice: object | null; payout: object | null }>;
}

export interface QuotePayoutChoice {
  member_id: string;
  payout_method: SellPayoutMethod | null;
  payout_bank_account_id: string | null;
  payout_charity_id: number | null;
  revision_tolerance: number;
  trade_up_bonus_pence: number;
}

/** The quote's payout choice and whose quote it is; undefined for no such quote. */
export async function quotePayoutChoice(q: Queryable, quoteId: string): Promise<QuotePayoutChoice | undefined> {
  const [row] = await q.query<QuotePayoutChoice>(
    `SELECT q.member_id::text AS member_id, q.payout_method, q.payout_bank_account_id, q.payout_charity_id, q.revision_tolerance, q.trade_up_bonus_pence
     FROM quotations q WHERE q.quote_id = $1`,
    [quoteId],
  );
  return row;
}

/** A quote as it is paid: its row, its payout choice and what a revision made of the offer. */
export interface QuoteToPay extends QuoteRow {
  payout_method: SellPayoutMethod | null;
  payout_bank_account_id: string | null;
  payout_charity_id: number | null;
  revised_cash: number | null;
  revised_exchange: number | null;
  trade_up_bonus_pence: number;
  revision_tolerance: number;
}

/** The quote to pay, its row locked until the caller's transaction ends (it is paid once); undefined for no such quote. */
export async function lockQuoteToPay(tx: Queryable, quoteId: string): Promise<QuoteToPay | undefined> {
  const [row] = await tx.query<QuoteToPay>(
    `SELECT ${QUOTE_COLUMNS}, payout_method, payout_bank_account_id, payout_charity_id, revised_cash, revised_exchange, trade_up_bonus_pence, revision_tolerance
     FROM quotations q WHERE quote_id = $1 FOR UPDATE OF q`,
    [quoteId],
  );
  return row;
}
