// The member's own vouchers (GET members/{id}/vouchers); codes are money, so nothing is kept in browser storage.
import { useApiData } from '@shop/shared/http';
import type { MemberVoucher } from '@shop/shared/rules';
import { api, memberPath } from '../../api/client';

export async function listVouchers(memberId: string): Promise<MemberVoucher[]> {
  return (await api.get<{ vouchers: MemberVoucher[] }>(memberPath(memberId, 'vouchers'))).vouchers;
}

/** data: undefined while loading. */
export const useVouchers = (memberId: string) => useApiData(`vouchers:${memberId}`, () => listVouchers(memberId));
