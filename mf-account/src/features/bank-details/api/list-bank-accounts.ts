import { useCallback, useEffect, useState } from 'react';
import { api, bankAccountsPath, type BankAccount, type Data } from './client';

export async function listBankAccounts(memberId: string): Promise<BankAccount[]> {
  return (await api.get<Data<{ bankAccounts: BankAccount[] }>>(bankAccountsPath(memberId))).data.response.data.bankAccounts;
}

/** The member's accounts; `reload` after a change. Ignores answers that come after unmount. */
export function useBankAccounts(memberId: string) {
  const [accounts, setAccounts] = useState<BankAccount[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    listBankAccounts(memberId).then(
      (list) => live && (setAccounts(list), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [memberId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { accounts, failed, reload };
}
