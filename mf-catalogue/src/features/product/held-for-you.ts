// Whether the member's own unpaid order holds this box (announced by the basket team as
// basket:held-for-you): the product page then says it is theirs to finish paying for, never
// 'out of stock' to them (issue 30). The catalogue never calls the orders API itself.
import { useSyncExternalStore } from 'react';
import { bus } from '@shop/shared/bus';

const subscribe = (changed: () => void) => {
  const sub = bus.on('basket:held-for-you').subscribe(changed);
  return () => sub.unsubscribe();
};
const latest = () => bus.latest('basket:held-for-you') ?? null;

/** The order number holding this box for the member, or null. */
export function useHeldForYou(boxId: string): string | null {
  const held = useSyncExternalStore(subscribe, latest, () => null);
  return held && held.orderNumber && held.boxIds.some((id) => id.toUpperCase() === boxId.toUpperCase()) ? held.orderNumber : null;
}
