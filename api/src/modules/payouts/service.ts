// Paying a member for a quote (issue #14, point 8), the way they chose at acceptance: a bank
// transfer (through the payout provider), an exchange voucher (the member's own, usable at
// once at checkout, its code e-mailed) or a donation to a charity. The quote moves to 'paid'
// through the quote store's move() in the same transaction as its ledger row; UNIQUE(quote_id)
// on the ledger and the quote's row lock make a quote paid once, whatever is retried.
import { randomBytes, randomUUID } from 'node:crypto';
import { mask, payoutAmount, QUOTE_CODES, type SellPayoutMethod } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { BankCipher } from '../bank-accounts/cipher.js';
import { context } from '../bank-accounts/service.js';
import { paymentEmail, quoteFactsOf, quoteLinks, type Email, type PaymentFacts } from '../live/status-emails.js';
import { stateConflict } from '../quotations/states.js';
import { createQuoteStore, QUOTE_COLUMNS, quoteNotFound, type QuoteRow } from '../quotations/store.js';
import type { PayoutProvider } from './provider.js';

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

interface PayableQuote extends QuoteRow {
  payout_method: SellPayoutMethod | null;
  payout_bank_account_id: string | null;
  payout_charity_id: number | null;
  revised_cash: number | null;
  revised_exchange: number | null;
  trade_up_bonus_pence: number;
  revision_tolerance: number;
  member_first_name: string;
  payout_charity_name: string | null;
  revision_photos: number;
}

interface BankRow {
  member_id: string;
  account_holder_name: string;
  sort_code_enc: string;
  account_number_enc: string;
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

export function createPayoutService(deps: {
  db: Db;
  now: () => Date;
  cipher: BankCipher;
  provider: PayoutProvider;
  /** The shop's public address, for the payment e-mail's links (config.publicUrl). */
  publicUrl: string;
  /** A provider failure, for the log (never the account numbers). */
  logFailure: (err: unknown, payoutId: string) => void;
}): PayoutService & { readonly providerName: string } {
  const { db, now, cipher, provider, logFailure } = deps;
  const { move } = createQuoteStore({ db, now, publicUrl: deps.publicUrl });

  const rowOf = async (q: Queryable, quoteId: string) => (await q.query<PayoutRow>(`SELECT ${PAYOUT_COLUMNS} FROM quote_payouts WHERE quote_id = $1`, [quoteId]))[0] ?? null;
  const bankRow = async (q: Queryable, memberId: string, bankAccountId: string) =>
    (
      await q.query<BankRow>('SELECT member_id::text AS member_id, account_holder_name, sort_code_enc, account_number_enc FROM bank_accounts WHERE bank_account_id = $1 AND member_id = $2', [bankAccountId, memberId])
    )[0] ?? null;

  /**
   * The ledger row and the payment's one e-mail (issue 32 §3: one e-mail per payment), written
   * with the quote's move to 'paid': what was paid and how, and after a revision was, now, why.
   */
  async function record(tx: Queryable, q: PayableQuote, method: SellPayoutMethod, amount: number, actor: { type: 'staff' | 'member'; id: string }): Promise<{ row: PayoutRow; mail: Email }> {
    const payoutId = randomUUID();
    const reference = payoutReference(q.quote_id);
    let target: { bank_account_id?: string; payee_name?: string; account_masked?: string; sort_code_masked?: string; voucher_code?: string; charity_id?: number };
    let status: PayoutRecord['status'] = 'paid';
    if (method === 'bank') {
      const bank = q.payout_bank_account_id ? await bankRow(tx, q.member_id, q.payout_bank_account_id) : null;
      if (!bank) throw bankAccountGone();
      target = {
        bank_account_id: q.payout_bank_account_id!,
        payee_name: bank.account_holder_name,
        account_masked: mask(cipher.open(bank.account_number_enc, context(q.member_id, 'accountNumber'))),
        sort_code_masked: mask(cipher.open(bank.sort_code_enc, context(q.member_id, 'sortCode'))),
      };
      status = 'pending'; // until the provider has it
    } else if (method === 'voucher') {
      const code = newVoucherCode();
      await tx.query('INSERT INTO vouchers (code, amount_pence, status, expires_at, owner_member_id) VALUES ($1, $2, $3, $4, $5)', [
        code,
        amount,
        'active',
        new Date(now().getTime() + VOUCHER_VALID_DAYS * 86_400_000),
        q.member_id,
      ]);
      target = { voucher_code: code };
    } else {
      target = { charity_id: q.payout_charity_id! };
    }
    const paid: PaymentFacts = {
      accountMasked: target.account_masked,
      payeeName: target.payee_name,
      reference,
      voucherCode: target.voucher_code,
      tradeUpBonus: method === 'voucher' ? q.trade_up_bonus_pence : 0,
      // Staff pay a revision only when it is within the member's tolerance (goods-in's inspect).
      withoutAsking: q.state === 'revised' && actor.type === 'staff',
      revisionPhotos: q.revision_photos,
    };
    const mail = paymentEmail(quoteFactsOf({ ...q, payout_method: method }), paid, quoteLinks(deps.publicUrl, q.quote_id));
    const [row] = await tx.query<PayoutRow>(
      `INSERT INTO quote_payouts (payout_id, quote_id, member_id, method, amount_pence, bank_account_id, payee_name, account_masked, sort_code_masked, voucher_code, charity_id,
         reference, status, provider, actor_type, actor_id, created_at, settled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       RETURNING ${PAYOUT_COLUMNS}`,
      [
        payoutId,
        q.quote_id,
        q.member_id,
        method,
        amount,
        target.bank_account_id ?? null,
        target.payee_name ?? null,
        target.account_masked ?? null,
        target.sort_code_masked ?? null,
        target.voucher_code ?? null,
        target.charity_id ?? null,
        reference,
        status,
        method === 'bank' ? provider.name : 'shop',
        actor.type,
        actor.id,
        now(),
        status === 'paid' ? now() : null,
      ],
    );
    return { row: row!, mail };
  }

  /**
   * Hands a pending bank payout to the provider (again, if an earlier try got no answer: the
   * same idempotency key, so it is paid once) and records what the provider said.
   */
  async function send(row: PayoutRow, retry: boolean): Promise<PayoutRow> {
    const bank = await bankRow(db, row.member_id, row.bank_account_id!);
    if (!bank) return settle(row, { status: 'failed', providerReference: row.provider_reference ?? '', failure: 'The bank account was removed before the transfer.' });
    try {
      const result = await provider.sendBankTransfer({
        amountPence: row.amount_pence,
        payeeName: row.payee_name!,
        maskedAccount: row.account_masked!,
        reference: row.reference,
        idempotencyKey: row.payout_id,
        retry,
        account: () => ({
          sortCode: cipher.open(bank.sort_code_enc, context(row.member_id, 'sortCode')),
          accountNumber: cipher.open(bank.account_number_enc, context(row.member_id, 'accountNumber')),
        }),
      });
      return settle(row, result);
    } catch (err) {
      // No answer: it stays pending and is sent again (same key) on the next call.
      logFailure(err, row.payout_id);
      return row;
    }
  }

  async function settle(row: PayoutRow, result: { status: PayoutRecord['status']; providerReference: string; failure: string | null }) {
    const [updated] = await db.query<PayoutRow>(
      `UPDATE quote_payouts SET status = $2, provider_reference = nullif($3, ''), failure = $4, settled_at = CASE WHEN $2 = 'pending' THEN NULL ELSE $5::timestamptz END
       WHERE payout_id = $1 AND status = 'pending' RETURNING ${PAYOUT_COLUMNS}`,
      [row.payout_id, result.status, result.providerReference, result.failure, now()],
    );
    return updated ?? (await rowOf(db, row.quote_id))!;
  }

  async function payQuote(quoteId: string, actor: { type: 'staff' | 'member'; id: string }): Promise<PayoutRecord> {
    const earlier = await rowOf(db, quoteId);
    if (earlier) return recordOf(earlier.status === 'pending' && earlier.method === 'bank' ? await send(earlier, true) : earlier);
    let row: PayoutRow;
    try {
      row = await db.transaction(async (tx) => {
        const [q] = await tx.query<PayableQuote>(
          `SELECT ${QUOTE_COLUMNS}, payout_method, payout_bank_account_id, payout_charity_id, revised_cash, revised_exchange, trade_up_bonus_pence, revision_tolerance,
             (SELECT m.first_name FROM members m WHERE m.member_id = q.member_id) AS member_first_name,
             (SELECT c.name FROM charities c WHERE c.charity_id = q.payout_charity_id) AS payout_charity_name,
             (SELECT count(*)::int FROM quote_revision_photos p WHERE p.quote_id = q.quote_id) AS revision_photos
           FROM quotations q WHERE quote_id = $1 FOR UPDATE OF q`,
          [quoteId],
        );
        if (!q) throw quoteNotFound();
        // Paid while this call waited for the row: that payout is the one.
        const paid = await rowOf(tx, quoteId);
        if (paid) return paid;
        if (q.state !== 'inspected' && q.state !== 'revised') throw stateConflict(`A quote that is ${q.state} cannot be paid.`);
        // Accepted before the payout choice existed: exchange is a voucher; cash needs a method.
        const method = q.payout_method ?? (q.payout_type === 'exchange' ? 'voucher' : null);
        if (!method) throw new ApiError(409, QUOTE_CODES.payoutMethod, 'This quote has no way to be paid chosen yet.');
        const amount = payoutAmount(method, { offerCash: q.offer_cash, offerExchange: q.offer_exchange, revisedCash: q.revised_cash, revisedExchange: q.revised_exchange });
        // Nothing to pay (no offer, or revised to nothing): staff return the item instead.
        if (amount === null || amount < 1) throw stateConflict('This quote has nothing to pay.');
        // A voucher adds the trade-up bonus kept at acceptance (0 for a model not on the list).
        const written = await record(tx, q, method, method === 'voucher' ? amount + q.trade_up_bonus_pence : amount, actor);
        await move(tx, q, 'paid', actor.type, actor.id, { paid_at: now() }, written.mail);
        return written.row;
      });
    } catch (err) {
      // Two first payments at once on a server that let both read "not paid": the ledger's
      // UNIQUE(quote_id) stopped the second; it answers with the first.
      if ((err as { code?: string }).code === '23505') {
        const first = await rowOf(db, quoteId);
        if (first) return recordOf(first);
      }
      throw err;
    }
    return recordOf(row.status === 'pending' && row.method === 'bank' ? await send(row, false) : row);
  }

  return {
    providerName: provider.name,
    payQuote,
    async payoutOf(quoteId) {
      const row = await rowOf(db, quoteId);
      return row ? recordOf(row) : null;
    },
  };
}
