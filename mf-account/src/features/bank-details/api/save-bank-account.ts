import { api } from '../../../api/client';
import { bankAccountsPath, type BankAccount, type BankDetails } from './client';

/** Adds an account (POST), or changes the one named (PUT: spec §7 puts its id in the body). */
export async function saveBankAccount(memberId: string, details: BankDetails, bankAccountId?: string): Promise<BankAccount> {
  const saved = bankAccountId ? await api.put<{ bankAccount: BankAccount }>(bankAccountsPath(memberId), { bankAccountId, ...details }) : await api.post<{ bankAccount: BankAccount }>(bankAccountsPath(memberId), details);
  return saved.bankAccount;
}
