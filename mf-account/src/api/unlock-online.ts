// Whether /unlock is open (the on-demand unlock flag, spec §6, read from GET settings/prelogin as
// every remote reads its flags): the sign-in dialog and the in-store tab link to it only then, as
// the route itself sends everyone home while the flag is off.
import { useEffect, useState } from 'react';
import { routeFlagOn } from '@shop/shared/routes';
import { SHOP_PLATFORM_ID } from '@shop/shared/rules';
import { api } from './client';

/** Where a member with a store card unlocks it (or, signed in, joins it to this account). */
export const UNLOCK_PATH = '/unlock';

let asked: Promise<boolean> | null = null;

export function unlockOnline(): Promise<boolean> {
  asked ??= api.get<{ preLoginSettings: { featureFlags?: Record<string, boolean> } }>('/settings/prelogin', { params: { platformId: SHOP_PLATFORM_ID } }).then(
    (data) => routeFlagOn('onDemandUnlock', data.preLoginSettings.featureFlags ?? {}),
    // Unknown is off (a link to a page that sends the member home is worse than none); asked again next time.
    () => ((asked = null), false),
  );
  return asked;
}

/** Asks again on the next call (tests; the flag is otherwise read once per page load). */
export const forgetUnlockOnline = () => void (asked = null);

/** The flag for links (not data a page shows): false until known, and no render when it stays off. */
export function useUnlockOnline(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let live = true;
    void unlockOnline().then((value) => live && setOn(value));
    return () => {
      live = false;
    };
  }, []);
  return on;
}
