// GET members/{id}/addresshistory: every address the member had an order delivered to, newest use first.
import { useEffect, useState } from 'react';
import type { HistoryAddress } from '@shop/shared/rules';
import { api, type Data } from '../../../api/account-api';

export async function addressHistory(memberId: string): Promise<HistoryAddress[]> {
  return (await api.get<Data<{ addresses: HistoryAddress[] }>>(`/members/${encodeURIComponent(memberId)}/addresshistory`)).data.response.data.addresses;
}

/** The history, or [] while it loads or if it cannot: it only offers shortcuts. */
export function useAddressHistory(memberId: string) {
  const [history, setHistory] = useState<HistoryAddress[]>([]);
  useEffect(() => {
    let live = true;
    addressHistory(memberId).then(
      (list) => live && setHistory(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [memberId]);
  return history;
}
