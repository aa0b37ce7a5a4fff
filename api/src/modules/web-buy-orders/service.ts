// Web buy orders (spec §7 'Orders'; issue #14): a member puts accepted quotes in one parcel,
// says how it reaches the shop (a courier collects it from one of their addresses, or they drop
// it at a store), prints its label, and may cancel it until the parcel is received. The quotes
// move only through the quote state machine (quotations/store.ts `move`): printing the label
// sends them (accepted → sent), cancelling brings sent ones back (sent → accepted).
//
// This file composes the service from its parts, each given the same `deps` (order-deps.ts):
// make-order.ts (generate), parcel-setup.ts (handover, boxes, drop-off stores), shipping-label.ts,
// recycling.ts, courier-collection.ts (booking and tracking), cancel-order.ts, order-reads.ts
// (reads and the member's view), order-model.ts (rows, columns, errors).
import type { HandoverMethod } from '@shop/shared/rules';
import { createPostcodeLocator } from '../catalogue/geo.js';
import { postcodeAreaCentre } from '../catalogue/stores.js';
import { createQuoteStore } from '../quotations/store.js';
import { cancel } from './cancel-order.js';
import { advance, bookCollection, slots, trackingWebhook } from './courier-collection.js';
import { generate } from './make-order.js';
import type { WebBuyOrderDeps, WebBuyOrderServiceDeps } from './order-deps.js';
import { detail, loadOrder } from './order-reads.js';
import { dropOffStores, setBoxes, setHandover } from './parcel-setup.js';
import { recycle, recyclingOf } from './recycling.js';
import { shippingLabel } from './shipping-label.js';

export { newWebBuyOrderId } from './order-model.js';
export { webBuyOrderOwner } from './order-reads.js';

export function createWebBuyOrderService({ db, now, publicUrl, settings, carrier }: WebBuyOrderServiceDeps) {
  const quotes = createQuoteStore({ db, now, publicUrl });
  // Distances from the district's centre of the member's postcode (no outside call).
  const locate = createPostcodeLocator({ areaCentre: postcodeAreaCentre(db) });
  const deps: WebBuyOrderDeps = { db, now, publicUrl, settings, carrier, quotes, locate };

  return {
    detail: async (orderId: string) => detail(db, await loadOrder(db, orderId)),
    /** An order holding these accepted quotes of the member; the same quotes again find theirs (`created` false). */
    generate: (memberId: string, quoteIds: string[]) => generate(deps, memberId, quoteIds),
    /** How the parcel reaches the shop: collected from one of the member's addresses, or dropped at a store. */
    setHandover: (orderId: string, memberId: string, choice: { handover: HandoverMethod; addressId?: number; storeId?: number }) => setHandover(deps, orderId, memberId, choice),
    /** The parcel's label (PDF); the first one sends the order's quotes (accepted → sent). */
    shippingLabel: (orderId: string, memberId: string): Promise<Buffer> => shippingLabel(deps, orderId, memberId),
    /** The order's items and which of them the member may let the shop recycle (GET {id}/recycle). */
    recycling: async (orderId: string) => recyclingOf(db, await loadOrder(db, orderId)),
    /** The member lets the shop recycle items it cannot buy (PUT {id}/recycle): all or none. */
    recycle: (orderId: string, quoteIds: string[]) => recycle(deps, orderId, quoteIds),
    /** Which items go in which box (issue 32 §2): every item of the order once, while it is open. */
    setBoxes: (orderId: string, boxes: string[][]) => setBoxes(deps, orderId, boxes),
    /** The courier and the working days it collects on. */
    collectionSlots: () => slots(deps),
    /** Books the courier on an offered working day; booked again (a retry), the same booking. */
    bookCollection: (orderId: string, date: string) => bookCollection(deps, orderId, date),
    /** The carrier's signed tracking push: how many events changed something. A bad signature is refused, nothing read. */
    trackingWebhook: (rawBody: string, signature: string | undefined) => trackingWebhook(deps, rawBody, signature),
    /** The embedded stand-in's next courier scan of a booked parcel (staff, CLI). */
    advance: (orderId: string) => advance(deps, orderId),
    /** Stores to drop the parcel at, nearest first to the member's address (the default, or `addressId`). */
    dropOffStores: (memberId: string, addressId: number | undefined, limit: number) => dropOffStores(deps, memberId, addressId, limit),
    /** Cancels the order until its parcel is received; cancelled twice is one cancellation. */
    cancel: (orderId: string, memberId: string) => cancel(deps, orderId, memberId),
  };
}

export type WebBuyOrderService = ReturnType<typeof createWebBuyOrderService>;
