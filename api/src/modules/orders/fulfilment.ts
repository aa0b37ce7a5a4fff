// Issue 30: what the thank-you page and the confirmation e-mail say about when an order arrives:
// the delivered lines' expected dates and, for each store a line is collected from, its address,
// opening hours and the time the lines are ready there (the shared rules, from the payment time).
import { DELIVERY, expectedDelivery, readyToCollect, type CollectionStore, type ExpectedDelivery } from '@shop/shared/rules';
import { toOrderStore, type StoreRow } from '../catalogue/stores.js';

/** Null until the order is paid, and for an order with nothing delivered. */
export function deliveryExpected(paidAt: Date | string | null, lines: Array<{ delivery_method_id: number }>): ExpectedDelivery | null {
  return paidAt !== null && lines.some((l) => l.delivery_method_id === DELIVERY) ? expectedDelivery(paidAt) : null;
}

/** The stores of an order's collection lines, once each (by name), with the time its lines are ready (null until paid). */
export function collectionStores(paidAt: Date | string | null, lines: Array<{ store: StoreRow | null }>): CollectionStore[] {
  const stores = new Map<number, StoreRow>();
  for (const { store } of lines) if (store) stores.set(store.store_id, store);
  return [...stores.values()].sort((a, b) => a.store_name.localeCompare(b.store_name)).map((s) => ({ ...toOrderStore(s), readyFrom: paidAt === null ? null : readyToCollect(paidAt, s.opening_hours, s.timezone) }));
}
