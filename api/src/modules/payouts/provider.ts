// The bank-transfer side of a payout: one small interface, the embedded stand-in that runs by
// default (its own book in embedded_bank_transfers, settling like a provider would), and
// modulr.ts, the real UK Faster Payments provider, used when configured (docs/sell-to-us.md 'Payouts').
import { randomUUID } from 'node:crypto';
import { validateAccountDetails } from 'uk-modulus-check';
import type { Queryable } from '../../db/db.js';

export interface BankTransferRequest {
  amountPence: number;
  payeeName: string;
  /** For records and messages: the account number as the member sees it (**1234). */
  maskedAccount: string;
  /** On the member's statement (Faster Payments allows 18 characters). */
  reference: string;
  /** The same key for every try of one payout: the provider pays it once. */
  idempotencyKey: string;
  /** True when this payout was sent before (the answer was lost): the provider replays its first answer. */
  retry: boolean;
  /** The account's numbers, decrypted only here, when the adapter builds its request; never kept or logged. */
  account: () => { sortCode: string; accountNumber: string };
}

export interface BankTransferResult {
  providerReference: string;
  status: 'pending' | 'paid' | 'failed';
  /** Why the provider refused it (no personal data). */
  failure: string | null;
}

export interface PayoutProvider {
  readonly name: string;
  sendBankTransfer(request: BankTransferRequest): Promise<BankTransferResult>;
}

/**
 * The embedded provider: records each transfer once per idempotency key and settles it at once,
 * as Faster Payments does in seconds: processed, or rejected when the numbers could not be an
 * account (the modulus rules). Nothing leaves the machine.
 */
export function embeddedPayoutProvider(db: Queryable): PayoutProvider {
  return {
    name: 'embedded',
    async sendBankTransfer(r) {
      const { sortCode, accountNumber } = r.account();
      const status = validateAccountDetails(sortCode, accountNumber) ? 'processed' : 'rejected';
      await db.query(
        `INSERT INTO embedded_bank_transfers (transfer_id, idempotency_key, amount_pence, payee_name, account_masked, reference, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING`,
        [`EBT-${randomUUID()}`, r.idempotencyKey, r.amountPence, r.payeeName, r.maskedAccount, r.reference, status],
      );
      // The first transfer of this key, whether this call made it or an earlier one did.
      const [t] = await db.query<{ transfer_id: string; status: string }>('SELECT transfer_id, status FROM embedded_bank_transfers WHERE idempotency_key = $1', [r.idempotencyKey]);
      return t!.status === 'processed' ? { providerReference: t!.transfer_id, status: 'paid', failure: null } : { providerReference: t!.transfer_id, status: 'failed', failure: 'The bank account details were refused.' };
    },
  };
}
