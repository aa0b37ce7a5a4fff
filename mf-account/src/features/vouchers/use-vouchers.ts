// The member's own vouchers (GET members/{id}/vouchers); codes are money, so nothing is kept in browser storage.
import { useEffect, useState } from 'react';
import type { MemberVoucher } from '@shop/shared/rules';
import { api } from './client';

export async function listVouchers(memberId: string): Promise<MemberVoucher[]> {
  return (await api.get<{ response: { data: { vouchers: MemberVoucher[] } } }>(`/members/${encodeURIComponent(memberId)}/vouchers`)).data.response.data.vouchers;
}

/** undefined while loading; ignores an answer that comes after unmount. */
export function useVouchers(memberId: string) {
  const [vouchers, setVouchers] = useState<MemberVoucher[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    listVouchers(memberId).then(
      (v) => live && (setVouchers(v), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [memberId]);
  return { vouchers, failed };
}
