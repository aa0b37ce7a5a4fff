// Web buy orders (spec §7 'Orders'; issue #14): a member puts accepted quotes in one parcel,
// says how it reaches the shop (a courier collects it from one of their addresses, or they drop
// it at a store), prints its label, and may cancel it until the parcel is received. The quotes
// move only through the quote state machine (quotations/store.ts `move`): printing the label
// sends them (accepted → sent), cancelling brings sent ones back (sent → accepted).
import { randomBytes } from 'node:crypto';
import {
  boxesProblem,
  COLLECTION_CODES,
  collectionMoves,
  collectionSlots,
  nextCollectionStatus,
  oneBoxEach,
  QUOTE_CODES,
  recycleProblem,
  RETURNS_ADDRESS_SETTING,
  returnsAddressOf,
  WEB_BUY_ORDER_CODES as CODES,
  type HandoverMethod,
  type CollectionStatus,
  type QuoteState,
  type TrackingStatus,
  type WebBuyOrderState,
} from '@shop/shared/rules';
import { ADDRESS_CODES } from '@shop/shared/api';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { stateConflict as quoteStateConflict } from '../quotations/states.js';
import { createQuoteStore, iso } from '../quotations/store.js';
import { createPostcodeLocator, milesBetween } from '../catalogue/geo.js';
import { postcodeAreaCentre, type StoreRow } from '../catalogue/stores.js';
import { queueWebBuyOrderCancelledEmail } from '../live/status-emails.js';
import type { SettingsService } from '../settings/routes.js';
import type { Carrier, CollectionAddress } from './carriers.js';
import { renderLabel } from './label.js';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const newWebBuyOrderId = () => 'WB' + [...randomBytes(8)].map((b) => ALPHABET[b % 32]).join('');

interface OrderRow {
  web_buy_order_id: string;
  member_id: string;
  state: WebBuyOrderState;
  quote_ids: string[];
  handover: HandoverMethod | null;
  address_id: string | null;
  collection_address: CollectionAddress | null;
  store_id: number | null;
  label_generated_at: Date | string | null;
  cancelled_at: Date | string | null;
  boxes: string[][] | null;
  created_at: Date | string;
  updated_at: Date | string;
}
interface OrderQuote {
  quote_id: string;
  state: QuoteState;
  brand_name: string;
  model_name: string;
  quantity: number;
  payout_type: 'cash' | 'exchange' | null;
  offer_cash: number | null;
  offer_exchange: number | null;
  revised_cash: number | null;
  revised_exchange: number | null;
  trade_up_bonus_pence: number;
  /** What the payout ledger paid, once paid. */
  paid_amount: number | null;
  offer_expires_at: Date | string | null;
  web_buy_order_id: string | null;
  recycle_agreed_at: Date | string | null;
}
/** The few columns of a store a web buy order names (the drop-off store). */
type DropOffStore = Pick<StoreRow, 'store_id' | 'store_name' | 'address_line1' | 'town' | 'postcode'>;

const ORDER_COLUMNS = `web_buy_order_id, member_id::text AS member_id, state, quote_ids, handover, address_id::text AS address_id, collection_address, store_id,
  label_generated_at, cancelled_at, boxes, created_at, updated_at`;

interface CollectionRow {
  carrier: string;
  courier: string;
  collection_date: string;
  tracking_number: string;
  carrier_reference: string | null;
  status: CollectionStatus;
}
const COLLECTION_COLUMNS = "carrier, courier, to_char(collection_date, 'YYYY-MM-DD') AS collection_date, tracking_number, carrier_reference, status";
/** The order's boxes: the member's packing, else one box per item. */
const boxesOf = (order: Pick<OrderRow, 'boxes' | 'quote_ids'>) => order.boxes ?? oneBoxEach(order.quote_ids);
const QUOTE_COLUMNS = `quote_id, state, brand_name, model_name, quantity, payout_type, offer_cash, offer_exchange, revised_cash, revised_exchange, trade_up_bonus_pence, offer_expires_at, web_buy_order_id,
  recycle_agreed_at, (SELECT p.amount_pence FROM quote_payouts p WHERE p.quote_id = quotations.quote_id) AS paid_amount`;

const LEFT_AS_THEY_ARE: readonly QuoteState[] = ['accepted', 'cancelled', 'expired'];
const notFound = () => new ApiError(404, CODES.notFound, 'We could not find that order.');
const orderConflict = (message: string) => new ApiError(409, CODES.stateConflict, message);

/** Who owns an order (member-auth's check on /v3/webbuyorders/:id...), or null when there is none. */
export const webBuyOrderOwner = (db: Queryable) => async (orderId: string) =>
  (await db.query<{ member_id: string }>('SELECT member_id::text AS member_id FROM web_buy_orders WHERE web_buy_order_id = $1', [orderId]))[0]?.member_id ?? null;

export function createWebBuyOrderService({ db, now, publicUrl, settings, carrier }: { db: Db; now: () => Date; publicUrl: string; settings: Pick<SettingsService, 'prelogin'>; carrier: Carrier }) {
  const quotes = createQuoteStore({ db, now, publicUrl });
  // Distances from the district's centre of the member's postcode (no outside call).
  const locate = createPostcodeLocator({ areaCentre: postcodeAreaCentre(db) });
  /** The shop's returns address: the setting when it holds a valid one, else the default. */
  const returnsAddress = async () => returnsAddressOf((await settings.prelogin())[RETURNS_ADDRESS_SETTING]);

  async function loadOrder(q: Queryable, orderId: string, lock = false): Promise<OrderRow> {
    const [row] = await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM web_buy_orders WHERE web_buy_order_id = $1${lock ? ' FOR UPDATE' : ''}`, [orderId]);
    if (!row) throw notFound();
    return row;
  }
  const quotesOf = (q: Queryable, order: OrderRow, lock = false) =>
    q.query<OrderQuote>(`SELECT ${QUOTE_COLUMNS} FROM quotations WHERE quote_id = ANY($1::text[]) ORDER BY quote_id${lock ? ' FOR UPDATE' : ''}`, [order.quote_ids]);
  const storeOf = async (q: Queryable, storeId: number | null) =>
    storeId === null ? null : ((await q.query<DropOffStore>('SELECT store_id, store_name, address_line1, town, postcode FROM stores WHERE store_id = $1', [storeId]))[0] ?? null);

  /** The booked collection and its tracking events, as the member reads them. */
  async function collectionOf(q: Queryable, orderId: string) {
    const [c] = await q.query<CollectionRow>(`SELECT ${COLLECTION_COLUMNS} FROM web_buy_order_collections WHERE web_buy_order_id = $1`, [orderId]);
    if (!c) return null;
    const events = await q.query<{ status: TrackingStatus; location: string | null; at: Date | string }>('SELECT status, location, at FROM web_buy_order_tracking_events WHERE web_buy_order_id = $1 ORDER BY at, id', [
      orderId,
    ]);
    return { courier: c.courier, date: c.collection_date, trackingNumber: c.tracking_number, status: c.status, events: events.map((e) => ({ status: e.status, location: e.location, at: iso(e.at)! })) };
  }

  /**
   * One courier scan (the webhook's, or the stand-in's): kept once per carrier event id; the
   * booking moves only forward. True when something changed.
   */
  async function applyTracking(update: { trackingNumber: string; status: TrackingStatus; eventId: string; at: Date; location: string | null }): Promise<boolean> {
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

  async function detail(order: OrderRow, q: Queryable = db) {
    const rows = await quotesOf(q, order);
    const store = await storeOf(q, order.store_id);
    const collection = await collectionOf(q, order.web_buy_order_id);
    // A voucher's trade-up bonus is part of what was offered and paid (0 for any other payout).
    const offered = (r: OrderQuote) => (r.payout_type === 'exchange' ? (r.offer_exchange ?? 0) + r.trade_up_bonus_pence : (r.offer_cash ?? 0));
    const revised = (r: OrderQuote) => (r.payout_type === 'exchange' ? (r.revised_exchange === null ? null : r.revised_exchange + r.trade_up_bonus_pence) : r.revised_cash);
    // What the member gets (issue 32 §3): what was paid; before that, a revision's amount, else the offer.
    const amount = (r: OrderQuote) => r.paid_amount ?? revised(r) ?? offered(r);
    const total = (type: 'cash' | 'exchange') => rows.filter((r) => r.payout_type === type).reduce((n, r) => n + amount(r), 0);
    return {
      webBuyOrderId: order.web_buy_order_id,
      status: order.state,
      handover: order.handover,
      collectionAddress: order.collection_address,
      store: store && { storeId: store.store_id, storeName: store.store_name, addressLine1: store.address_line1, town: store.town, postcode: store.postcode },
      quotes: rows.map((r) => ({
        quoteId: r.quote_id,
        status: r.state,
        brand: r.brand_name,
        modelName: r.model_name,
        quantity: r.quantity,
        payoutType: r.payout_type,
        amount: amount(r),
        offeredAmount: offered(r),
        paid: r.paid_amount !== null,
        offerExpiresAt: iso(r.offer_expires_at),
        recycleAgreedAt: iso(r.recycle_agreed_at),
      })),
      totals: { cash: total('cash'), exchange: total('exchange') },
      boxes: boxesOf(order),
      collection,
      labelGeneratedAt: iso(order.label_generated_at),
      cancelledAt: iso(order.cancelled_at),
      createdAt: iso(order.created_at)!,
      updatedAt: iso(order.updated_at)!,
    };
  }

  /**
   * Quotes in another order still open (no label yet: the member left half-way, issue 32 §1) leave
   * it for the new one; an open order left empty is cancelled. A sent order keeps its quotes.
   */
  async function leaveUnsentOrders(tx: Queryable, rows: Array<{ quote_id: string; web_buy_order_id: string | null }>, wanted: string[]) {
    const others = [...new Set(rows.map((r) => r.web_buy_order_id).filter((id): id is string => id !== null))];
    if (others.length === 0) return;
    const open = await tx.query<{ web_buy_order_id: string; quote_ids: string[] }>("SELECT web_buy_order_id, quote_ids FROM web_buy_orders WHERE web_buy_order_id = ANY($1::text[]) AND state = 'open' FOR UPDATE", [
      others,
    ]);
    const at = now();
    for (const order of open) {
      const left = order.quote_ids.filter((id) => !wanted.includes(id));
      await tx.query(
        `UPDATE web_buy_orders SET quote_ids = $2::text[], state = CASE WHEN cardinality($2::text[]) = 0 THEN 'cancelled' ELSE state END,
           cancelled_at = CASE WHEN cardinality($2::text[]) = 0 THEN $3 ELSE cancelled_at END, updated_at = $3 WHERE web_buy_order_id = $1`,
        [order.web_buy_order_id, left, at],
      );
      await tx.query('UPDATE quotations SET web_buy_order_id = NULL WHERE web_buy_order_id = $1 AND quote_id = ANY($2::text[])', [order.web_buy_order_id, wanted]);
      for (const r of rows) if (r.web_buy_order_id === order.web_buy_order_id) r.web_buy_order_id = null;
    }
  }

  const recycleFacts = (r: OrderQuote) => ({ state: r.state, recycleAgreedAt: iso(r.recycle_agreed_at) });
  async function recyclingOf(q: Queryable, order: OrderRow) {
    const rows = (await quotesOf(q, order)).filter((r) => r.web_buy_order_id === order.web_buy_order_id);
    return {
      webBuyOrderId: order.web_buy_order_id,
      items: rows.map((r) => ({
        quoteId: r.quote_id,
        brand: r.brand_name,
        modelName: r.model_name,
        status: r.state,
        recyclable: recycleProblem(recycleFacts(r)) === null,
        recycleAgreedAt: iso(r.recycle_agreed_at),
      })),
    };
  }

  return {
    async detail(orderId: string) {
      return detail(await loadOrder(db, orderId));
    },

    /**
     * An order holding these accepted quotes of the member. The same quotes sent again (a double
     * click, a retried request) find the order they are already in: `created` false.
     */
    async generate(memberId: string, quoteIds: string[]) {
      const wanted = [...new Set(quoteIds)].sort();
      // An acceptance whose price lock has ended is expired first: it cannot go in a parcel.
      await quotes.expireLapsed(memberId);
      return db.transaction(async (tx) => {
        const rows = await tx.query<OrderQuote & { member_id: string }>(`SELECT ${QUOTE_COLUMNS}, member_id::text AS member_id FROM quotations WHERE quote_id = ANY($1::text[]) ORDER BY quote_id FOR UPDATE`, [wanted]);
        // Another member's quote reads as no quote at all.
        const mine = rows.filter((r) => r.member_id === memberId);
        if (mine.length !== wanted.length) throw new ApiError(404, QUOTE_CODES.notFound, 'We could not find one of those quotes.');
        const orderIds = new Set(mine.map((r) => r.web_buy_order_id));
        if (orderIds.size === 1 && mine[0]!.web_buy_order_id !== null) {
          const existing = await loadOrder(tx, mine[0]!.web_buy_order_id);
          if (existing.quote_ids.join() === wanted.join()) return { created: false, order: await detail(existing, tx) };
        }
        await leaveUnsentOrders(tx, mine, wanted);
        const taken = mine.find((r) => r.web_buy_order_id !== null);
        if (taken) throw new ApiError(409, CODES.quoteUnavailable, `Quote ${taken.quote_id} is already in order ${taken.web_buy_order_id}.`);
        const notAccepted = mine.find((r) => r.state !== 'accepted');
        if (notAccepted) throw quoteStateConflict(`Only accepted quotes go in an order; quote ${notAccepted.quote_id} is ${notAccepted.state}.`);
        const at = now();
        const [order] = await tx.query<OrderRow>(`INSERT INTO web_buy_orders (web_buy_order_id, member_id, quote_ids, created_at, updated_at) VALUES ($1, $2, $3::text[], $4, $4) RETURNING ${ORDER_COLUMNS}`, [
          newWebBuyOrderId(),
          memberId,
          wanted,
          at,
        ]);
        await tx.query('UPDATE quotations SET web_buy_order_id = $1 WHERE quote_id = ANY($2::text[])', [order!.web_buy_order_id, wanted]);
        return { created: true, order: await detail(order!, tx) };
      });
    },

    /** How the parcel reaches the shop: collected from one of the member's addresses, or dropped at a store. */
    async setHandover(orderId: string, memberId: string, choice: { handover: HandoverMethod; addressId?: number; storeId?: number }) {
      return db.transaction(async (tx) => {
        const order = await loadOrder(tx, orderId, true);
        if (order.state !== 'open') throw orderConflict(`An order that is ${order.state} cannot change how it is sent.`);
        let set: { address_id: number | null; collection_address: CollectionAddress | null; store_id: number | null };
        if (choice.handover === 'collection') {
          const [a] = await tx.query<CollectionAddress>(`SELECT first_name AS "firstName", last_name AS "lastName", line1, line2, town, county, postcode FROM member_addresses WHERE member_id = $1 AND address_id = $2`, [
            memberId,
            choice.addressId,
          ]);
          if (!a) throw new ApiError(404, ADDRESS_CODES.notFound, 'Address not found.');
          set = { address_id: choice.addressId!, collection_address: a, store_id: null };
        } else {
          if (!(await storeOf(tx, choice.storeId!))) throw new ApiError(404, CODES.storeNotFound, 'We could not find that store.');
          set = { address_id: null, collection_address: null, store_id: choice.storeId! };
        }
        const [updated] = await tx.query<OrderRow>(
          `UPDATE web_buy_orders SET handover = $2, address_id = $3, collection_address = $4::jsonb, store_id = $5, updated_at = $6 WHERE web_buy_order_id = $1 RETURNING ${ORDER_COLUMNS}`,
          [orderId, choice.handover, set.address_id, set.collection_address && JSON.stringify(set.collection_address), set.store_id, now()],
        );
        return detail(updated!, tx);
      });
    },

    /**
     * The parcel's label (PDF). The first one sends the order's quotes (accepted → sent); asked
     * again, the same label, nothing moves.
     */
    async shippingLabel(orderId: string, memberId: string): Promise<Buffer> {
      await quotes.expireLapsed(memberId);
      const order = await db.transaction(async (tx) => {
        const current = await loadOrder(tx, orderId, true);
        if (current.state === 'sent') return current;
        if (current.state !== 'open') throw orderConflict(`An order that is ${current.state} has no label.`);
        if (!current.handover) throw orderConflict('Choose a collection address or a store first.');
        for (const quote of await quotesOf(tx, current, true)) await quotes.move(tx, quote, 'sent', 'member', memberId);
        const [sent] = await tx.query<OrderRow>(`UPDATE web_buy_orders SET state = 'sent', label_generated_at = $2, updated_at = $2 WHERE web_buy_order_id = $1 RETURNING ${ORDER_COLUMNS}`, [orderId, now()]);
        return sent!;
      });
      const rows = await quotesOf(db, order);
      const store = await storeOf(db, order.store_id);
      const a = order.collection_address;
      return renderLabel({
        orderCode: order.web_buy_order_id,
        to: await returnsAddress(),
        from: a
          ? { heading: 'Collect from', lines: [`${a.firstName} ${a.lastName}`, a.line1, a.line2, a.town, a.county, a.postcode].filter(Boolean) }
          : { heading: 'Dropped off at', lines: [`Little Loop ${store!.store_name}`, store!.address_line1, store!.town, store!.postcode] },
        boxes: boxesOf(order).map((box) => box.flatMap((quoteId) => rows.filter((r) => r.quote_id === quoteId).map((r) => ({ quoteId: r.quote_id, description: r.model_name, quantity: r.quantity })))),
        createdAt: new Date(order.label_generated_at!),
      });
    },

    /** The order's items and which of them the member may let the shop recycle (GET {id}/recycle). */
    async recycling(orderId: string) {
      return recyclingOf(db, await loadOrder(db, orderId));
    },

    /**
     * The member lets the shop recycle items it cannot buy instead of sending them back (PUT
     * {id}/recycle). All or none: an item not in the order is 404, one the shop has bought or may
     * still buy is 409 WEB_BUY_ORDER_NOT_RECYCLABLE, and nothing is recorded. Agreed again, the
     * first agreement and its time stand.
     */
    async recycle(orderId: string, quoteIds: string[]) {
      return db.transaction(async (tx) => {
        const order = await loadOrder(tx, orderId, true);
        const items = new Map((await quotesOf(tx, order, true)).filter((r) => r.web_buy_order_id === orderId).map((r) => [r.quote_id, r]));
        const wanted = [...new Set(quoteIds)];
        const missing = wanted.find((id) => !items.has(id));
        if (missing) throw new ApiError(404, QUOTE_CODES.notFound, `Quote ${missing} is not in this order.`);
        const kept = wanted.find((id) => recycleProblem(recycleFacts(items.get(id)!)) === 'not-refused');
        if (kept) throw new ApiError(409, CODES.notRecyclable, `Quote ${kept} is ${items.get(kept)!.state}: only an item we cannot buy can be recycled.`);
        await tx.query("UPDATE quotations SET recycle_agreed_at = $2 WHERE quote_id = ANY($1::text[]) AND state = 'returned' AND recycle_agreed_at IS NULL", [wanted, now()]);
        return recyclingOf(tx, order);
      });
    },

    /** Which items go in which box (issue 32 §2): every item of the order once, while it is open. */
    async setBoxes(orderId: string, boxes: string[][]) {
      return db.transaction(async (tx) => {
        const order = await loadOrder(tx, orderId, true);
        if (order.state !== 'open') throw orderConflict(`An order that is ${order.state} cannot be packed again.`);
        const problem = boxesProblem(order.quote_ids, boxes);
        if (problem) throw new ApiError(422, COLLECTION_CODES.badBoxes, `Each item of the parcel goes in exactly one box (${problem}).`);
        const [updated] = await tx.query<OrderRow>(`UPDATE web_buy_orders SET boxes = $2::jsonb, updated_at = $3 WHERE web_buy_order_id = $1 RETURNING ${ORDER_COLUMNS}`, [orderId, JSON.stringify(boxes), now()]);
        return detail(updated!, tx);
      });
    },

    /** The courier and the working days it collects on. */
    collectionSlots() {
      return { courier: carrier.courier, slots: collectionSlots(now()).map((date) => ({ date })) };
    },

    /**
     * Books the courier to collect the parcel from its collection address on an offered working
     * day. Booked again (a retry), the same booking; a booking is never made twice.
     */
    async bookCollection(orderId: string, date: string) {
      const order = await loadOrder(db, orderId);
      const existing = await collectionOf(db, orderId);
      if (existing) {
        if (existing.date === date) return detail(order);
        throw orderConflict(`This parcel's collection is already booked for ${existing.date}.`);
      }
      if (order.state !== 'open' && order.state !== 'sent') throw orderConflict(`An order that is ${order.state} cannot be collected.`);
      if (order.handover !== 'collection' || !order.collection_address) throw new ApiError(409, COLLECTION_CODES.notCollection, 'Choose the address we collect from first.');
      if (!collectionSlots(now()).includes(date)) throw new ApiError(422, COLLECTION_CODES.slotUnavailable, 'Please choose one of the collection days offered.');
      let booked;
      try {
        booked = await carrier.book({ orderId, date, from: order.collection_address, to: await returnsAddress(), boxes: boxesOf(order).length });
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
      return detail(await loadOrder(db, orderId));
    },

    /** The carrier's signed tracking push: how many events changed something. A bad signature is refused, nothing read. */
    async trackingWebhook(rawBody: string, signature: string | undefined) {
      const updates = carrier.readWebhook(rawBody, signature);
      if (updates === null) throw new ApiError(401, COLLECTION_CODES.badSignature, 'The signature does not match.');
      let applied = 0;
      for (const update of updates) if (await applyTracking(update)) applied++;
      return { applied };
    },

    /**
     * The embedded stand-in's next courier scan of a booked parcel (staff, CLI): a signed event
     * through the same webhook path as the real carrier's.
     */
    async advance(orderId: string) {
      const order = await loadOrder(db, orderId);
      if (!carrier.standIn || !carrier.simulate) throw new ApiError(409, COLLECTION_CODES.notStandIn, 'The real carrier is in use: its own scans move the parcel.');
      const c = await collectionOf(db, orderId);
      if (!c) throw orderConflict('This parcel has no booked collection.');
      const next = nextCollectionStatus(c.status);
      if (next) {
        const where = { collected: c.courier.replace(/ \(stand-in\)$/, '') + ' driver', in_transit: 'Leicester Mail Centre', delivered: 'Little Loop Returns, Leicester' }[next];
        const signed = carrier.simulate({ trackingNumber: c.trackingNumber, status: next, eventId: `${c.trackingNumber}-${next}`, at: now(), location: where });
        await this.trackingWebhook(signed.body, signed.signature);
      }
      return detail(await loadOrder(db, order.web_buy_order_id));
    },

    /** Stores to drop the parcel at, nearest first to the member's address (the default, or `addressId`). */
    async dropOffStores(memberId: string, addressId: number | undefined, limit: number) {
      const stores = await db.query<StoreRow>('SELECT * FROM stores ORDER BY store_name');
      const [address] = await db.query<{ postcode: string }>(`SELECT postcode FROM member_addresses WHERE member_id = $1 AND ($2::bigint IS NULL OR address_id = $2) ORDER BY is_default DESC, address_id LIMIT 1`, [
        memberId,
        addressId ?? null,
      ]);
      const from = address ? await locate(address.postcode) : null;
      const at = from && 'lat' in from ? from : null;
      const listed = stores.map((s) => ({ s, d: at ? milesBetween(at, { lat: s.latitude, lon: s.longitude }) : null }));
      if (at) listed.sort((a, b) => a.d! - b.d!);
      return listed.slice(0, limit).map(({ s, d }) => ({
        storeId: s.store_id,
        storeName: s.store_name,
        address: { line1: s.address_line1, town: s.town, postcode: s.postcode },
        distanceMiles: d === null ? null : Math.round(d * 10) / 10,
      }));
    },

    /**
     * Cancels the order until its parcel is received: sent quotes go back to accepted, and every
     * quote leaves the order (free for another). Cancelled twice is one cancellation.
     */
    async cancel(orderId: string, memberId: string) {
      return db.transaction(async (tx) => {
        const order = await loadOrder(tx, orderId, true);
        if (order.state === 'cancelled') return detail(order, tx);
        if (order.state === 'received') throw orderConflict('This parcel has arrived: the order can no longer be cancelled.');
        // A booked collection is called off with the parcel, until the courier has it (then it is on its way to us).
        const [booked] = await tx.query<CollectionRow>(`SELECT ${COLLECTION_COLUMNS} FROM web_buy_order_collections WHERE web_buy_order_id = $1 FOR UPDATE`, [orderId]);
        if (booked && booked.status !== 'booked') throw orderConflict('The courier has collected this parcel: it is on its way to us and can no longer be cancelled.');
        if (booked) {
          // The carrier first: if it will not call the collection off, nothing here changes either.
          try {
            await carrier.cancel({ trackingNumber: booked.tracking_number, carrierReference: booked.carrier_reference ?? '' });
          } catch (err) {
            throw new ApiError(502, COLLECTION_CODES.carrierCancelFailed, `We could not call off the courier's collection just now, so nothing was cancelled. Please try again. (${(err as Error).message})`);
          }
          await tx.query('DELETE FROM web_buy_order_collections WHERE web_buy_order_id = $1', [orderId]);
        }
        for (const quote of await quotesOf(tx, order, true)) {
          // Sent ones come back; one the member cancelled or that expired stays so; one the shop
          // has received cannot come back (the machine has no such move): 409, nothing changed.
          if (!LEFT_AS_THEY_ARE.includes(quote.state)) await quotes.move(tx, quote, 'accepted', 'member', memberId);
        }
        await tx.query('UPDATE quotations SET web_buy_order_id = NULL WHERE web_buy_order_id = $1', [orderId]);
        const at = now();
        const [cancelled] = await tx.query<OrderRow>(`UPDATE web_buy_orders SET state = 'cancelled', cancelled_at = $2, updated_at = $2 WHERE web_buy_order_id = $1 RETURNING ${ORDER_COLUMNS}`, [orderId, at]);
        await queueWebBuyOrderCancelledEmail(tx, quotes.publicUrl, orderId);
        return detail(cancelled!, tx);
      });
    },
  };
}

export type WebBuyOrderService = ReturnType<typeof createWebBuyOrderService>;
