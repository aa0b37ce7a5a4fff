// A pending bank payout handed to the payout provider, and what the provider said recorded.
import type { PayoutDeps } from './payout-deps.js';
import { context } from '../bank-accounts/service.js';
import { bankRow, rowOf } from './payout-ledger.js';
import { PAYOUT_COLUMNS, type PayoutRecord, type PayoutRow } from './payout-model.js';

type TransferDeps = Pick<PayoutDeps, 'db' | 'now' | 'cipher' | 'provider' | 'logFailure'>;

async function settle({ db, now }: Pick<PayoutDeps, 'db' | 'now'>, row: PayoutRow, result: { status: PayoutRecord['status']; providerReference: string; failure: string | null }) {
  const [updated] = await db.query<PayoutRow>(
    `UPDATE quote_payouts SET status = $2, provider_reference = nullif($3, ''), failure = $4, settled_at = CASE WHEN $2 = 'pending' THEN NULL ELSE $5::timestamptz END
     WHERE payout_id = $1 AND status = 'pending' RETURNING ${PAYOUT_COLUMNS}`,
    [row.payout_id, result.status, result.providerReference, result.failure, now()],
  );
  return updated ?? (await rowOf(db, row.quote_id))!;
}

/**
 * Hands a pending bank payout to the provider (again, if an earlier try got no answer: the
 * same idempotency key, so it is paid once) and records what the provider said.
 */
export async function sendTransfer(deps: TransferDeps, row: PayoutRow, retry: boolean): Promise<PayoutRow> {
  const { db, cipher, provider, logFailure } = deps;
  const bank = await bankRow(db, row.member_id, row.bank_account_id!);
  if (!bank) return settle(deps, row, { status: 'failed', providerReference: row.provider_reference ?? '', failure: 'The bank account was removed before the transfer.' });
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
    return settle(deps, row, result);
  } catch (err) {
    // No answer: it stays pending and is sent again (same key) on the next call.
    logFailure(err, row.payout_id);
    return row;
  }
}

/** The row as it ends up: a pending bank payout goes to the provider first. */
export const sentIfPending = async (deps: TransferDeps, row: PayoutRow, retry: boolean) => (row.status === 'pending' && row.method === 'bank' ? sendTransfer(deps, row, retry) : row);
