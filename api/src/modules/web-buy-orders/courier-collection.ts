// The courier collecting the parcel: the days it collects on, booking it (once), its signed
// tracking pushes, and the embedded stand-in's next scan (staff, CLI).
import { collectionMoves, collectionSlots, COLLECTION_CODES, nextCollectionStatus, type TrackingStatus } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import { returnsAddress, type WebBuyOrderDeps } from './order-deps.js';
import { boxesOf, COLLECTION_COLUMNS, orderConflict, type CollectionRow } from './order-model.js';
import { collectionOf, detail, loadOrder } from './order-reads.js';

type TrackingUpdate = { trackingNumber: string; status: TrackingStatus; eventId: string; at: Date; location: string | null };

/** The courier and the working days it collects on. */
export function slots({ carrier, now }: Pick<WebBuyOrderDeps, 'carrier' | 'now'>) {
  return { courier: carrier.courier, slots: collectionSlots(now()).map((date) => ({ date })) };
}

/**
 * Books the courier to collect the parcel from its collection address on an offered working
 * day. Booked again (a retry), the same booking; a booking is never made twice.
 */
export async function bookCollection(deps: WebBuyOrderDeps, orderId: string, date: string) {
  const { db, now, carrier } = deps;
  const order = await loadOrder(db, orderId);
  const existing = await collectionOf(db, orderId);
  if (existing) {
    if (existing.date === date) return detail(db, order);
    throw orderConflict(`This parcel's collection is already booked for ${existing.date}.`);
  }
  if (order.state !== 'open' && order.state !== 'sent') throw orderConflict(`An order that is ${order.state} cannot be collected.`);
  if (order.handover !== 'collection' || !order.collection_address) throw new ApiError(409, COLLECTION_CODES.notCollection, 'Choose the address we collect from first.');
  if (!collectionSlots(now()).includes(date)) throw new ApiError(422, COLLECTION_CODES.slotUnavailable, 'Please choose one of the collection days offered.');
  let booked;
  try {
    booked = await carrier.book({ orderId, date, from: order.collection_address, to: await returnsAddress(deps), boxes: boxesOf(order).length });
  } catch (err) {
    throw new ApiError(502, COLLECTION_CODES.carrierFailed, `We could not book the courier just now; nothing was booked. Please try again. (${(err as Error).message})`);
  }
  const at = now();
  // Two bookings at once: the first kept wins, the other reads it.
  await db.query(
    `INSERT INTO web_buy_order_collections (web_buy_order_id, carrier, courier, collection_date, tracking_number, carrier_reference, booked_at, updated_at)
     VALUES ($1, $2, $3, $4::date, $5, $6, $7, $7) ON CONFLICT (web_buy_order_id) DO NOTHING`,
    [orderId, carrier.name, carrier.courier, date, booked.trackingNumber, booked.carrierReference, at],
  );
  return detail(db, await loadOrder(db, orderId));
}

/**
 * One courier scan (the webhook's, or the stand-in's): kept once per carrier event id; the
 * booking moves only forward. True when something changed.
 */
async function applyTracking({ db, now }: Pick<WebBuyOrderDeps, 'db' | 'now'>, update: TrackingUpdate): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [c] = await tx.query<CollectionRow & { web_buy_order_id: string }>(`SELECT web_buy_order_id, ${COLLECTION_COLUMNS} FROM web_buy_order_collections WHERE tracking_number = $1 FOR UPDATE`, [
      update.trackingNumber,
    ]);
    if (!c) return false;
    const kept = await tx.query('INSERT INTO web_buy_order_tracking_events (web_buy_order_id, status, location, at, carrier_event_id) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id', [
      c.web_buy_order_id,
      update.status,
      update.location,
      update.at,
      update.eventId,
    ]);
    if (kept.length === 0) return false;
    if (collectionMoves(c.status, update.status)) {
      await tx.query('UPDATE web_buy_order_collections SET status = $2, updated_at = $3 WHERE web_buy_order_id = $1', [c.web_buy_order_id, update.status, now()]);
    }
    return true;
  });
}

/** The carrier's signed tracking push: how many events changed something. A bad signature is refused, nothing read. */
export async function trackingWebhook(deps: Pick<WebBuyOrderDeps, 'db' | 'now' | 'carrier'>, rawBody: string, signature: string | undefined) {
  const updates = deps.carrier.readWebhook(rawBody, signature);
  if (updates === null) throw new ApiError(401, COLLECTION_CODES.badSignature, 'The signature does not match.');
  let applied = 0;
  for (const update of updates) if (await applyTracking(deps, update)) applied++;
  return { applied };
}

/**
 * The embedded stand-in's next courier scan of a booked parcel (staff, CLI): a signed event
 * through the same webhook path as the real carrier's.
 */
export async function advance(deps: Pick<WebBuyOrderDeps, 'db' | 'now' | 'carrier'>, orderId: string) {
  const { db, now, carrier } = deps;
  const order = await loadOrder(db, orderId);
  if (!carrier.standIn || !carrier.simulate) throw new ApiError(409, COLLECTION_CODES.notStandIn, 'The real carrier is in use: its own scans move the parcel.');
  const c = await collectionOf(db, orderId);
  if (!c) throw orderConflict('This parcel has no booked collection.');
  const next = nextCollectionStatus(c.status);
  if (next) {
    const where = { collected: c.courier.replace(/ \(stand-in\)$/, '') + ' driver', in_transit: 'Leicester Mail Centre', delivered: 'Little Loop Returns, Leicester' }[next];
    const signed = carrier.simulate({ trackingNumber: c.trackingNumber, status: next, eventId: `${c.trackingNumber}-${next}`, at: now(), location: where });
    await trackingWebhook(deps, signed.body, signed.signature);
  }
  return detail(db, await loadOrder(db, order.web_buy_order_id));
}
