import { api } from '../../../api/client';
import { bankAccountsPath } from './client';

/** By the account's opaque id: a bank number never goes into a URL. */
export async function deleteBankAccount(memberId: string, bankAccountId: string): Promise<void> {
  await api.delete(`${bankAccountsPath(memberId)}/${encodeURIComponent(bankAccountId)}`);
}
