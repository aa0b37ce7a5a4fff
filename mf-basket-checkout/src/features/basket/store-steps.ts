// Steps of the basket store (basket-store.ts) that need none of its state: the queue its changes
// wait in, the device's note that a basket is in use, and the §4 move of collection lines to delivery.
import { basketKey, collectionToDelivery, COLLECTION, DELIVERY } from '@shop/shared/rules';
import { STORAGE_KEYS } from '@shop/shared/session';
import type { basketApi, LineChange, LiveBasket, LiveLine } from '../../api/basket-api';

/** Jobs run one after another, each whether the one before succeeded or failed. */
export function serialQueue() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const next = queue.then(job, job);
    queue = next.catch(() => undefined);
    return next;
  };
}

/** Lets the host skip loading the agent on a visit with an empty basket. */
export function markBasketInUse(count: number): void {
  try {
    if (count > 0) localStorage.setItem(STORAGE_KEYS.basketInUse, '1');
    else localStorage.removeItem(STORAGE_KEYS.basketInUse);
  } catch {
    // Storage refused (private mode): the agent then loads on the first add, as for a first visit.
  }
}

/**
 * §4 basket page: collection lines of boxes that may be sold online become delivery lines,
 * their quantities summed. A line that cannot move (no online stock) stays as it is; a line
 * where the shopper chose collection is left alone (see collectionToDelivery in the rules).
 */
export async function moveCollectionToDelivery({
  lines,
  memberId,
  api,
  lineByKey,
  fromLive,
  changeLocal,
}: {
  lines: LiveLine[];
  memberId: () => Promise<string | null>;
  api: typeof basketApi;
  lineByKey: (key: string) => LiveLine | undefined;
  fromLive: (live: LiveBasket) => void;
  changeLocal: (change: LineChange, how: 'add' | 'set') => Promise<void>;
}): Promise<void> {
  const movable = lines.filter((l) => l.deliveryMethodId === COLLECTION && l.webSaleAllowed === 1 && !l.collectionChosen);
  if (movable.length === 0) return;
  const member = await memberId();
  for (const target of collectionToDelivery(movable)) {
    if (target.deliveryMethodId !== DELIVERY) continue;
    const current = lineByKey(basketKey(target.boxId, DELIVERY));
    const quantity = target.quantity + (current?.quantity ?? 0);
    const from = movable.find((l) => l.boxId === target.boxId)!;
    try {
      if (member) {
        await (current ? api.update(member, { boxId: target.boxId, deliveryMethodId: 1, quantity }) : api.add(member, { boxId: target.boxId, deliveryMethodId: 1, quantity: target.quantity }));
        fromLive(await api.remove(member, { boxId: from.boxId, deliveryMethodId: COLLECTION, storeId: from.storeInfo?.storeId, quantity: from.quantity }));
      } else {
        await changeLocal({ boxId: target.boxId, deliveryMethodId: 1, quantity }, 'set');
        await changeLocal({ boxId: from.boxId, deliveryMethodId: COLLECTION, quantity: 0 }, 'set');
      }
    } catch {
      // Not enough online stock: it stays a collection line.
    }
  }
}
