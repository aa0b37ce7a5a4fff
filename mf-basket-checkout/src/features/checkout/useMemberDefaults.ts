import { useEffect, useState } from 'react';
import { session } from '@shop/shared/session';
import { basketApi, type Address } from '../../api/basket-api';

export interface MemberDefaults {
  names: { firstName: string; lastName: string } | null;
  /** The member's default address (My account → Addresses): filled in for them (issue 32 §6). */
  defaultAddress: Address | null;
  /** The delivery address of the member's most recent order, offered as a one-click choice. */
  lastAddress: Address | null;
}

/** What checkout can fill in for the signed-in member (/buy is members only, §6). Failures leave the form empty. */
export function useMemberDefaults(api = basketApi): MemberDefaults {
  const [defaults, setDefaults] = useState<MemberDefaults>({ names: null, defaultAddress: null, lastAddress: null });
  useEffect(() => {
    const memberId = session.memberId();
    if (!memberId) return;
    let live = true;
    void api.member(memberId).then(
      (m) => live && setDefaults((d) => ({ ...d, names: { firstName: m.firstName, lastName: m.lastName }, defaultAddress: m.defaultAddress })),
      () => undefined,
    );
    void api.lastAddress(memberId).then(
      (a) => live && setDefaults((d) => ({ ...d, lastAddress: a })),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return defaults;
}

/** One line for a button: '3 Mill Lane, Leeds, LS1 4AP'. */
export const addressLine = (a: Address) => [a.line1, a.line2, a.town, a.postcode].filter(Boolean).join(', ');
