// DELETE members/{id}/address/{addressId}; answers the addresses left (the default may have moved).
import type { MemberAddress } from '@shop/shared/api';
import { api, memberPath } from '../../../api/client';

export async function deleteAddress(memberId: string, addressId: string): Promise<MemberAddress[]> {
  return (await api.delete<{ addresses: MemberAddress[] }>(memberPath(memberId, `address/${encodeURIComponent(addressId)}`))).addresses;
}
