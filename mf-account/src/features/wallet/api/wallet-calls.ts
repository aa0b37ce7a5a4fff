import { useApiData } from '@shop/shared/http';
import { api } from '../../../api/client';
import { walletPath, type Wallet } from './client';

export async function getWallet(memberId: string): Promise<Wallet | null> {
  return (await api.get<{ walletAddress: Wallet | null }>(walletPath(memberId))).walletAddress;
}

/** Adds the PayPal account (POST) or changes it (PUT); both may ask for the password again. */
export async function saveWallet(memberId: string, email: string, exists: boolean): Promise<Wallet> {
  const saved = exists ? await api.put<{ walletAddress: Wallet }>(walletPath(memberId), { email }) : await api.post<{ walletAddress: Wallet }>(walletPath(memberId), { email });
  return saved.walletAddress;
}

export async function deleteWallet(memberId: string): Promise<void> {
  await api.delete(walletPath(memberId));
}

/** The member's wallet (null: none; undefined while it loads); `reload` after a change. */
export const useWallet = (memberId: string) => useApiData(`wallet:${memberId}`, () => getWallet(memberId));
