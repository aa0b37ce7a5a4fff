import type { DeliveryAddress } from '@shop/shared/api';
import { useApiData } from '@shop/shared/http';
import { session } from '@shop/shared/session';
import { basketApi } from '../../api/basket-api';

export interface MemberDefaults {
  names: { firstName: string; lastName: string } | null;
  /** The member's default address (My account → Addresses): filled in for them (issue 32 §6). */
  defaultAddress: DeliveryAddress | null;
  /** The delivery address of the member's most recent order, offered as a one-click choice. */
  lastAddress: DeliveryAddress | null;
}

/** What checkout can fill in for the signed-in member (/buy is members only, §6). Failures leave the form empty. */
export function useMemberDefaults(api = basketApi): MemberDefaults {
  const memberId = session.memberId();
  // One object per answer: the page fills its fields once when it comes, not on every render.
  const member = useApiData(memberId ? `member:${memberId}` : null, () => api.member(memberId!).then((m) => ({ names: { firstName: m.firstName, lastName: m.lastName }, defaultAddress: m.defaultAddress })));
  const lastAddress = useApiData(memberId ? `last-address:${memberId}` : null, () => api.lastAddress(memberId!));
  return { names: member.data?.names ?? null, defaultAddress: member.data?.defaultAddress ?? null, lastAddress: lastAddress.data ?? null };
}

/** One line for a button: '3 Mill Lane, Leeds, LS1 4AP'. */
export const addressLine = (a: DeliveryAddress) => [a.line1, a.line2, a.town, a.postcode].filter(Boolean).join(', ');
