// POST members/{id}/address (add) and PUT members/{id}/address/{addressId} (change, or make default).
import type { AddressInput, MemberAddress } from '@shop/shared/rules';
import { api as accountClient, type Data } from '../../../api/account-api';

type Saved = { address: MemberAddress; addresses: MemberAddress[] };
const base = (memberId: string) => `/members/${encodeURIComponent(memberId)}/address`;

export async function addAddress(memberId: string, input: AddressInput): Promise<Saved> {
  return (await accountClient.post<Data<Saved>>(base(memberId), input)).data.response.data;
}

export async function updateAddress(memberId: string, addressId: string, change: Partial<AddressInput>): Promise<Saved> {
  return (await accountClient.put<Data<Saved>>(`${base(memberId)}/${encodeURIComponent(addressId)}`, change)).data.response.data;
}
