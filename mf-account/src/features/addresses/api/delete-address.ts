// DELETE members/{id}/address/{addressId}; answers the addresses left (the default may have moved).
import type { MemberAddress } from '@shop/shared/rules';
import { api as accountClient, type Data } from '../../../api/account-api';

export async function deleteAddress(memberId: string, addressId: string): Promise<MemberAddress[]> {
  const res = await accountClient.delete<Data<{ addresses: MemberAddress[] }>>(`/members/${encodeURIComponent(memberId)}/address/${encodeURIComponent(addressId)}`);
  return res.data.response.data.addresses;
}
