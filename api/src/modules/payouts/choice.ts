// The payout a member chooses when accepting an offer (issue #14, point 8): checked against
// their own bank accounts and the charities we give to, and shown back on the quote (masked
// account, charity name) with the payout once it is made.
import { QUOTE_CODES } from '@shop/shared/api';
import { payoutTypeOf } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { BankAccountService } from '../bank-accounts/service.js';
import { charityName } from '../payments/charity-names.js';
import { quotePayoutChoice, type PayoutChoice, type PayoutChoiceInput } from '../quotations/payout-choice.js';
import { PAYOUT_COLUMNS, recordOf, type PayoutRow } from './service.js';

const choiceError = (code: string, message: string, status = 400) => new ApiError(status, code, message);

export function createPayoutChoices({ db, bankAccounts }: { db: Queryable; bankAccounts: BankAccountService }) {
  /** Checks a member's choice: the method, and that its account is theirs and its charity one of ours. */
  async function check(memberId: string, input: PayoutChoiceInput): Promise<PayoutChoice> {
    const method = input.payoutMethod ?? (input.payoutType === 'exchange' ? 'voucher' : null);
    if (!method && !input.payoutType) throw choiceError(QUOTE_CODES.payoutMethod, 'Please choose how you would like to be paid.');
    const payoutType = method ? payoutTypeOf(method) : input.payoutType!;
    if (input.payoutType && input.payoutType !== payoutType) {
      throw choiceError(QUOTE_CODES.payoutMethod, 'A voucher is paid as exchange; a bank transfer or a donation as cash.');
    }
    if (input.bankAccountId !== undefined && method !== 'bank') throw choiceError(QUOTE_CODES.payoutMethod, 'A bank account is only needed for a bank transfer.');
    if (input.charityId !== undefined && method !== 'charity') throw choiceError(QUOTE_CODES.payoutMethod, 'A charity is only needed for a donation.');
    const choice: PayoutChoice = { payoutType, method, bankAccountId: null, charityId: null, charityName: null, revisionTolerance: input.revisionTolerance ?? 0 };
    if (method === 'bank') {
      if (!input.bankAccountId) throw choiceError(QUOTE_CODES.payoutBankAccount, 'Please choose the bank account to be paid into.');
      // The member's own accounts, each opened with the key (an account that cannot be is not usable).
      const own = await bankAccounts.list(memberId);
      // Another member's account answers exactly like one that does not exist.
      if (!own.some((a) => a.bankAccountId === input.bankAccountId)) throw choiceError(QUOTE_CODES.payoutBankAccount, 'That is not one of the bank accounts on your account.', 422);
      choice.bankAccountId = input.bankAccountId;
    }
    if (method === 'charity') {
      if (input.charityId === undefined) throw choiceError(QUOTE_CODES.payoutCharity, 'Please choose the charity to give to.');
      const name = await charityName(db, input.charityId);
      if (name === null) throw choiceError(QUOTE_CODES.payoutCharity, 'We do not give to that charity. Please choose one from the list.', 422);
      choice.charityId = input.charityId;
      choice.charityName = name;
    }
    return choice;
  }

  /** The quote's payout choice and its payout, for the quote's detail (masked account, charity name). */
  async function details(quoteId: string) {
    const choice = await quotePayoutChoice(db, quoteId);
    const q = choice && { ...choice, charity_name: await charityName(db, choice.payout_charity_id) };
    if (!q) return { payoutChoice: null, payout: null };
    const [ledger] = await db.query<PayoutRow>(`SELECT ${PAYOUT_COLUMNS} FROM quote_payouts p WHERE quote_id = $1`, [quoteId]);
    const paid = ledger && { ...ledger, charity_name: await charityName(db, ledger.charity_id) };
    let bankAccount: { bankAccountId: string; accountHolderName: string; sortCode: string; bankAccountNumber: string } | null = null;
    if (q.payout_bank_account_id) {
      const account = paid
        ? { bankAccountId: paid.bank_account_id!, accountHolderName: paid.payee_name!, sortCode: paid.sort_code_masked!, bankAccountNumber: paid.account_masked! }
        : (await bankAccounts.list(q.member_id)).find((a) => a.bankAccountId === q.payout_bank_account_id);
      if (account) bankAccount = { bankAccountId: account.bankAccountId, accountHolderName: account.accountHolderName, sortCode: account.sortCode, bankAccountNumber: account.bankAccountNumber };
    }
    const charity = q.payout_charity_id === null ? null : { charityId: q.payout_charity_id, name: q.charity_name ?? '' };
    return {
      // The trade-up bonus kept at acceptance, paid on top of a voucher (issue 32 §4): the card says the whole.
      payoutChoice: q.payout_method ? { method: q.payout_method, revisionTolerance: q.revision_tolerance, tradeUpBonus: q.trade_up_bonus_pence, bankAccount, charity } : null,
      payout: paid ? { ...recordOf(paid), bankAccount: paid.method === 'bank' ? bankAccount : null, charity: paid.charity_id === null ? null : { charityId: paid.charity_id, name: paid.charity_name ?? '' } } : null,
    };
  }

  return { check, details };
}

export type PayoutChoices = ReturnType<typeof createPayoutChoices>;
