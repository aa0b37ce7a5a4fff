import { useSyncExternalStore } from 'react';
import { bus } from './bus';
import type { ShopEvents } from './events';

/**
 * The last payload of a state-like event (a count, which dialogs are open), kept current.
 * Read through `useSyncExternalStore` rather than `useState(latest)` plus a subscribing effect:
 * a page rendered in a transition commits later than it renders, and an event sent in between
 * would be missed for good (a basket count stuck at 0, a backdrop left with no dialog).
 */
export function useBusLatest<K extends keyof ShopEvents>(type: K): ShopEvents[K] | undefined {
  return useSyncExternalStore(
    (changed) => {
      const sub = bus.on(type).subscribe(changed);
      return () => sub.unsubscribe();
    },
    () => bus.latest(type),
    () => undefined,
  );
}
