// Sentry's session replay (spec §1's optional switch) runs only with the visitor's
// session-replay consent: its code is imported only then, and it stops (without sending the
// pending segment) as soon as the consent is withdrawn.
import type { ConsentManager } from '@shop/shared/consent';

export interface ReplayControl {
  enableSessionReplay(): void;
  disableSessionReplay(): void;
}

export function connectSessionReplay(
  consent: Pick<ConsentManager, 'allows' | 'onChange'>,
  o: {
    /** Error reporting is configured to send somewhere (a DSN): without one a replay would go nowhere. */
    enabled: boolean;
    /** Loads the error reporter (Sentry) if it is not there yet. */
    loadReporter: () => Promise<unknown>;
    importReplay?: () => Promise<ReplayControl>;
  },
): () => void {
  const importReplay = o.importReplay ?? (() => import(/* webpackChunkName: "session-replay" */ '../error-reporting/replay'));
  let wanted = false;
  let replay: Promise<ReplayControl> | null = null;
  const apply = () => {
    const allowed = o.enabled && consent.allows('sessionReplay');
    if (allowed === wanted) return;
    wanted = allowed;
    if (allowed) {
      replay ??= o.loadReporter().then(importReplay);
      void replay.then((r) => wanted && r.enableSessionReplay()).catch(() => (replay = null));
    } else if (replay) {
      // Only code already loaded is stopped; withdrawing never downloads replay.
      void replay.then((r) => !wanted && r.disableSessionReplay()).catch(() => undefined);
    }
  };
  const off = consent.onChange(apply);
  apply();
  return off;
}
