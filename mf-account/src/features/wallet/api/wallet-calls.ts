import { useCallback, useEffect, useState } from 'react';
import { api, walletPath, type Data, type Wallet } from './client';

export async function getWallet(memberId: string): Promise<Wallet | null> {
  return (await api.get<Data<{ walletAddress: Wallet | null }>>(walletPath(memberId))).data.response.data.walletAddress;
}

/** Adds the PayPal account (POST) or changes it (PUT); both may ask for the password again. */
export async function saveWallet(memberId: string, email: string, exists: boolean): Promise<Wallet> {
  const res = exists ? await api.put<Data<{ walletAddress: Wallet }>>(walletPath(memberId), { email }) : await api.post<Data<{ walletAddress: Wallet }>>(walletPath(memberId), { email });
  return res.data.response.data.walletAddress;
}

export async function deleteWallet(memberId: string): Promise<void> {
  await api.delete(walletPath(memberId));
}

/** The member's wallet (null: none); `reload` after a change. Ignores answers that come after unmount. */
export function useWallet(memberId: string) {
  const [wallet, setWallet] = useState<Wallet | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    getWallet(memberId).then(
      (w) => live && (setWallet(w), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [memberId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { wallet, failed, reload };
}
