import { api, bankAccountsPath, type BankAccount, type BankDetails, type Data } from './client';

/** Adds an account (POST), or changes the one named (PUT: spec §7 puts its id in the body). */
export async function saveBankAccount(memberId: string, details: BankDetails, bankAccountId?: string): Promise<BankAccount> {
  const res = bankAccountId
    ? await api.put<Data<{ bankAccount: BankAccount }>>(bankAccountsPath(memberId), { bankAccountId, ...details })
    : await api.post<Data<{ bankAccount: BankAccount }>>(bankAccountsPath(memberId), details);
  return res.data.response.data.bankAccount;
}
