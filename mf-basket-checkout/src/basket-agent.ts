// './basket-agent': the basket team's headless part, which the host starts on every page. It
// keeps the header count, takes add-to-basket requests from other remotes, and pushes a guest
// basket to the live one after sign-in. The pages of './app' read the same store.
import { bus } from '@shop/shared/bus';
import type { ShopEvents } from '@shop/shared/bus';
import { report } from '@shop/shared/reporting';
import { basketStore } from './features/basket/basket-store';
import { announceHeldForYou } from './features/checkout/held-for-you';

type AddRequest = ShopEvents['catalogue:add-to-basket-requested'];

let started = false;

const add = (r: AddRequest) =>
  basketStore
    .add({ boxId: r.boxId, quantity: r.quantity, deliveryMethodId: r.deliveryMethodId, ...(r.storeId ? { storeId: Number(r.storeId) } : {}) })
    // The shopper has seen the warning; nothing else to do.
    .catch(() => undefined);

/** Starts once; `pending` are the requests made before this module had loaded. */
export function startBasketAgent({ pending = [] }: { pending?: AddRequest[] } = {}): void {
  if (!started) {
    started = true;
    bus.on('catalogue:add-to-basket-requested').subscribe(add);
    bus.on('host:signed-in').subscribe(() => {
      void basketStore.signedIn().catch((e) => report.exception(e, { remote: 'basket-checkout', phase: 'merge' }));
      void announceHeldForYou();
    });
    bus.on('host:signed-out').subscribe(() => {
      void basketStore.signedOut();
      bus.emit('basket:held-for-you', { orderNumber: null, boxIds: [] });
    });
    void basketStore.load().catch((e) => report.exception(e, { remote: 'basket-checkout', phase: 'load' }));
    void announceHeldForYou();
  }
  pending.forEach(add);
}
