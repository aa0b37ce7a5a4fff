// GET members/{id}: the member details carry the addresses (§7 has no list call of its own).
import { useApiData } from '@shop/shared/http';
import type { MemberAddress } from '@shop/shared/api';
import { api, memberPath } from '../../../api/client';

export async function listAddresses(memberId: string): Promise<MemberAddress[]> {
  return (await api.get<{ memberDetails: { addresses: MemberAddress[] } }>(memberPath(memberId))).memberDetails.addresses;
}

/** The member's addresses; `set` takes the list a change answered with (no second fetch). */
export const useAddresses = (memberId: string) => useApiData(`addresses:${memberId}`, () => listAddresses(memberId));
