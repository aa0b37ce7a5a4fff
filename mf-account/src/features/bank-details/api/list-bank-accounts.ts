import { useApiData } from '@shop/shared/http';
import { api } from '../../../api/client';
import { bankAccountsPath, type BankAccount } from './client';

export async function listBankAccounts(memberId: string): Promise<BankAccount[]> {
  return (await api.get<{ bankAccounts: BankAccount[] }>(bankAccountsPath(memberId))).bankAccounts;
}

/** The member's accounts; `reload` after a change. */
export const useBankAccounts = (memberId: string) => useApiData(`bank-accounts:${memberId}`, () => listBankAccounts(memberId));
