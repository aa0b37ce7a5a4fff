// Writing and reading the payout ledger (quote_payouts): a quote's row, the bank account a bank
// payout goes to, and the row written with the quote's move to 'paid' (with its one e-mail).
import { randomUUID } from 'node:crypto';
import { mask, type SellPayoutMethod } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { sealedBankAccount } from '../bank-accounts/sealed-account.js';
import { context } from '../bank-accounts/service.js';
import { issueMemberVoucher } from '../payments/member-voucher-issue.js';
import { paymentEmail, quoteFactsOf, quoteLinks, type Email, type PaymentFacts } from '../live/status-emails.js';
import type { PayoutDeps } from './payout-deps.js';
import { bankAccountGone, newVoucherCode, PAYOUT_COLUMNS, payoutReference, VOUCHER_VALID_DAYS, type PayableQuote, type PayoutActor, type PayoutRecord, type PayoutRow } from './payout-model.js';

/** Where a payout goes: a bank account (masked), a voucher code or a charity. */
type Target = { bank_account_id?: string; payee_name?: string; account_masked?: string; sort_code_masked?: string; voucher_code?: string; charity_id?: number };

export const rowOf = async (q: Queryable, quoteId: string) => (await q.query<PayoutRow>(`SELECT ${PAYOUT_COLUMNS} FROM quote_payouts WHERE quote_id = $1`, [quoteId]))[0] ?? null;

export const bankRow = sealedBankAccount;

/** The payout's target; a voucher is made here (the member's own, usable at once). Bank payouts stay pending until the provider has them. */
async function targetOf({ cipher, now }: Pick<PayoutDeps, 'cipher' | 'now'>, tx: Queryable, q: PayableQuote, method: SellPayoutMethod, amount: number): Promise<{ target: Target; status: PayoutRecord['status'] }> {
  if (method === 'bank') {
    const bank = q.payout_bank_account_id ? await bankRow(tx, q.member_id, q.payout_bank_account_id) : null;
    if (!bank) throw bankAccountGone();
    const target = {
      bank_account_id: q.payout_bank_account_id!,
      payee_name: bank.account_holder_name,
      account_masked: mask(cipher.open(bank.account_number_enc, context(q.member_id, 'accountNumber'))),
      sort_code_masked: mask(cipher.open(bank.sort_code_enc, context(q.member_id, 'sortCode'))),
    };
    return { target, status: 'pending' }; // until the provider has it
  }
  if (method === 'voucher') {
    const code = newVoucherCode();
    await issueMemberVoucher(tx, { code, amountPence: amount, expiresAt: new Date(now().getTime() + VOUCHER_VALID_DAYS * 86_400_000), memberId: q.member_id });
    return { target: { voucher_code: code }, status: 'paid' };
  }
  return { target: { charity_id: q.payout_charity_id! }, status: 'paid' };
}

/**
 * The ledger row and the payment's one e-mail (issue 32 §3: one e-mail per payment), written
 * with the quote's move to 'paid': what was paid and how, and after a revision was, now, why.
 */
export async function record(deps: PayoutDeps, tx: Queryable, q: PayableQuote, method: SellPayoutMethod, amount: number, actor: PayoutActor): Promise<{ row: PayoutRow; mail: Email }> {
  const { now, provider } = deps;
  const payoutId = randomUUID();
  const reference = payoutReference(q.quote_id);
  const { target, status } = await targetOf(deps, tx, q, method, amount);
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
