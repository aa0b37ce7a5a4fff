// GET members/{id}/addresshistory: every address the member had an order delivered to, newest use first.
import { useApiData } from '@shop/shared/http';
import type { HistoryAddress } from '@shop/shared/api';
import { api, memberPath } from '../../../api/client';

export async function addressHistory(memberId: string): Promise<HistoryAddress[]> {
  return (await api.get<{ addresses: HistoryAddress[] }>(memberPath(memberId, 'addresshistory'))).addresses;
}

/** The history, or [] while it loads or if it cannot: it only offers shortcuts. */
export function useAddressHistory(memberId: string): HistoryAddress[] {
  return useApiData(`address-history:${memberId}`, () => addressHistory(memberId)).data ?? [];
}
