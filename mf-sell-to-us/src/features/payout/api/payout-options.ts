// What a member can be paid into, for the offer's payout choice: their own bank accounts
// (masked, from the account's bank details) and the charities we give to.
import { session } from '@shop/shared/session';
import type { SellPayoutMethod } from '@shop/shared/rules';
import { api } from '../../../api/client';

export interface MaskedBankAccount {
  bankAccountId: string;
  accountHolderName: string;
  /** Masked by the server: 08**99. */
  sortCode: string;
  /** Masked by the server: 66****58. */
  bankAccountNumber: string;
}
export interface Charity {
  charityId: number;
  name: string;
  description: string;
}

/** The body of PUT quotations/{id}/accept: how to be paid and how much less staff may pay without asking. */
export interface PayoutChoice {
  payoutMethod: SellPayoutMethod;
  bankAccountId?: string;
  charityId?: number;
  revisionTolerance: number;
}

export async function getBankAccounts(): Promise<MaskedBankAccount[]> {
  const memberId = session.memberId();
  if (!memberId) return [];
  return (await api.get<{ bankAccounts: MaskedBankAccount[] }>(`/members/${encodeURIComponent(memberId)}/bankaccounts`)).bankAccounts;
}

/** The model's trade-up bonus in pence (spec §7 'Device list'), 0 when it is not on the list. */
export async function getTradeUpBonus(masterBoxId: string): Promise<number> {
  const { devices } = await api.get<{ devices: Array<{ masterBoxId: string; bonus: number }> }>('/nvidiatradeups/devices');
  return devices.find((d) => d.masterBoxId === masterBoxId)?.bonus ?? 0;
}

export async function getCharities(): Promise<Charity[]> {
  return (await api.get<{ charities: Charity[] }>('/payments/charities')).charities;
}
