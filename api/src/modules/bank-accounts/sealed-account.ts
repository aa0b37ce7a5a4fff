// What other modules may ask of bank_accounts (this module's table, issue 34 §3): one of a
// member's accounts as stored, its numbers still sealed (the caller opens them with the cipher).
import type { Queryable } from '../../db/db.js';

export interface SealedBankAccount {
  member_id: string;
  account_holder_name: string;
  sort_code_enc: string;
  account_number_enc: string;
}

/** The member's account with this id, sealed; null when it is not theirs or not there. */
export const sealedBankAccount = async (q: Queryable, memberId: string, bankAccountId: string): Promise<SealedBankAccount | null> =>
  (
    await q.query<SealedBankAccount>('SELECT member_id::text AS member_id, account_holder_name, sort_code_enc, account_number_enc FROM bank_accounts WHERE bank_account_id = $1 AND member_id = $2', [
      bankAccountId,
      memberId,
    ])
  )[0] ?? null;
