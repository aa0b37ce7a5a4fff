// GET members/{id}: the member details carry the addresses (§7 has no list call of its own).
import { useCallback, useEffect, useState } from 'react';
import type { MemberAddress } from '@shop/shared/rules';
import { api as accountClient, type Data } from '../../../api/account-api';

export async function listAddresses(memberId: string): Promise<MemberAddress[]> {
  const res = await accountClient.get<Data<{ memberDetails: { addresses: MemberAddress[] } }>>(`/members/${encodeURIComponent(memberId)}`);
  return res.data.response.data.memberDetails.addresses;
}

/** The member's addresses; `replace` takes the list a change answered with (no second fetch). */
export function useAddresses(memberId: string) {
  const [addresses, replace] = useState<MemberAddress[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    let live = true;
    listAddresses(memberId).then(
      (list) => live && replace(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [memberId]);
  useEffect(load, [load]);
  return { addresses, failed, replace };
}
