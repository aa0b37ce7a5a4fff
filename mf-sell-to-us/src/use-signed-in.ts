// Whether a member is signed in, kept current. The remote's own router renders a guarded step
// even while the host shows its sign-in instead (the remote stays mounted across its routes), so
// a step must not call member APIs until the member is signed in: a 401 would end the session.
import { useEffect, useState } from 'react';
import { bus } from '@shop/shared/bus';
import { session } from '@shop/shared/session';
import { useIsFirstView } from './first-view';

/** On the server's first view a step is painted as for a member (its skeleton: no member data is loaded there). */
export function useSignedIn(): boolean {
  const firstView = useIsFirstView();
  const [signedIn, setSignedIn] = useState(() => firstView || session.isSignedIn());
  useEffect(() => {
    const subs = [bus.on('host:signed-in').subscribe(() => setSignedIn(true)), bus.on('host:signed-out').subscribe(() => setSignedIn(false))];
    return () => subs.forEach((s) => s.unsubscribe());
  }, []);
  return signedIn;
}
