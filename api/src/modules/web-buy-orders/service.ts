// Web buy orders (spec §7 'Orders'; issue #14): a member puts accepted quotes in one parcel,
// says how it reaches the shop (a courier collects it from one of their addresses, or they drop
// it at a store), prints its label, and may cancel it until the parcel is received. The quotes
// move only through the quote state machine (quotations/store.ts `move`): printing the label
// sends them (accepted → sent), cancelling brings sent ones back (sent → accepted).
import { randomBytes } from 'node:crypto';
import { ADDRESS_CODES, QUOTE_CODES, recycleProblem, RETURNS_ADDRESS_SETTING, returnsAddressOf, WEB_BUY_ORDER_CODES as CODES, type HandoverMethod, type QuoteState, type WebBuyOrderState } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { stateConflict as quoteStateConflict } from '../quotations/states.js';
import { createQuoteStore, iso } from '../quotations/store.js';
import type { StoreRow } from '../catalogue/stores.js';
import { queueWebBuyOrderCancelledEmail } from '../live/status-emails.js';
import type { SettingsService } from '../settings/routes.js';
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
  created_at: Date | string;
  updated_at: Date | string;
}
interface CollectionAddress {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  town: string;
  county: string;
  postcode: string;
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
  offer_expires_at: Date | string | null;
  web_buy_order_id: string | null;
  recycle_agreed_at: Date | string | null;
}
/** The few columns of a store a web buy order names (the drop-off store). */
type DropOffStore = Pick<StoreRow, 'store_id' | 'store_name' | 'address_line1' | 'town' | 'postcode'>;

const ORDER_COLUMNS = `web_buy_order_id, member_id::text AS member_id, state, quote_ids, handover, address_id::text AS address_id, collection_address, store_id,
  label_generated_at, cancelled_at, created_at, updated_at`;
const QUOTE_COLUMNS = 'quote_id, state, brand_name, model_name, quantity, payout_type, offer_cash, offer_exchange, offer_expires_at, web_buy_order_id, recycle_agreed_at';

const LEFT_AS_THEY_ARE: readonly QuoteState[] = ['accepted', 'cancelled', 'expired'];
const notFound = () => new ApiError(404, CODES.notFound, 'We could not find that order.');
const orderConflict = (message: string) => new ApiError(409, CODES.stateConflict, message);

/** Who owns an order (member-auth's check on /v3/webbuyorders/:id...), or null when there is none. */
export const webBuyOrderOwner = (db: Queryable) => async (orderId: string) =>
  (await db.query<{ member_id: string }>('SELECT member_id::text AS member_id FROM web_buy_orders WHERE web_buy_order_id = $1', [orderId]))[0]?.member_id ?? null;

export function createWebBuyOrderService({ db, now, publicUrl, settings }: { db: Db; now: () => Date; publicUrl?: string; settings: Pick<SettingsService, 'prelogin'> }) {
  const quotes = createQuoteStore({ db, now, publicUrl });
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

  async function detail(order: OrderRow, q: Queryable = db) {
    const rows = await quotesOf(q, order);
    const store = await storeOf(q, order.store_id);
    const amount = (r: OrderQuote) => (r.payout_type === 'exchange' ? r.offer_exchange : r.offer_cash) ?? 0;
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
        offerExpiresAt: iso(r.offer_expires_at),
        recycleAgreedAt: iso(r.recycle_agreed_at),
      })),
      totals: { cash: total('cash'), exchange: total('exchange') },
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
    const open = await tx.query<{ web_buy_order_id: string; quote_ids: string[] }>(
      "SELECT web_buy_order_id, quote_ids FROM web_buy_orders WHERE web_buy_order_id = ANY($1::text[]) AND state = 'open' FOR UPDATE",
      [others],
    );
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
        const rows = await tx.query<OrderQuote & { member_id: string }>(
          `SELECT ${QUOTE_COLUMNS}, member_id::text AS member_id FROM quotations WHERE quote_id = ANY($1::text[]) ORDER BY quote_id FOR UPDATE`,
          [wanted],
        );
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
        const [order] = await tx.query<OrderRow>(
          `INSERT INTO web_buy_orders (web_buy_order_id, member_id, quote_ids, created_at, updated_at) VALUES ($1, $2, $3::text[], $4, $4) RETURNING ${ORDER_COLUMNS}`,
          [newWebBuyOrderId(), memberId, wanted, at],
        );
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
          const [a] = await tx.query<CollectionAddress>(
            `SELECT first_name AS "firstName", last_name AS "lastName", line1, line2, town, county, postcode FROM member_addresses WHERE member_id = $1 AND address_id = $2`,
            [memberId, choice.addressId],
          );
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
        const [sent] = await tx.query<OrderRow>(
          `UPDATE web_buy_orders SET state = 'sent', label_generated_at = $2, updated_at = $2 WHERE web_buy_order_id = $1 RETURNING ${ORDER_COLUMNS}`,
          [orderId, now()],
        );
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
        items: rows.map((r) => ({ quoteId: r.quote_id, description: r.model_name, quantity: r.quantity })),
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

    /**
     * Cancels the order until its parcel is received: sent quotes go back to accepted, and every
     * quote leaves the order (free for another). Cancelled twice is one cancellation.
     */
    async cancel(orderId: string, memberId: string) {
      return db.transaction(async (tx) => {
        const order = await loadOrder(tx, orderId, true);
        if (order.state === 'cancelled') return detail(order, tx);
        if (order.state === 'received') throw orderConflict('This parcel has arrived: the order can no longer be cancelled.');
        for (const quote of await quotesOf(tx, order, true)) {
          // Sent ones come back; one the member cancelled or that expired stays so; one the shop
          // has received cannot come back (the machine has no such move): 409, nothing changed.
          if (!LEFT_AS_THEY_ARE.includes(quote.state)) await quotes.move(tx, quote, 'accepted', 'member', memberId);
        }
        await tx.query('UPDATE quotations SET web_buy_order_id = NULL WHERE web_buy_order_id = $1', [orderId]);
        const at = now();
        const [cancelled] = await tx.query<OrderRow>(
          `UPDATE web_buy_orders SET state = 'cancelled', cancelled_at = $2, updated_at = $2 WHERE web_buy_order_id = $1 RETURNING ${ORDER_COLUMNS}`,
          [orderId, at],
        );
        await queueWebBuyOrderCancelledEmail(tx, quotes.publicUrl, orderId);
        return detail(cancelled!, tx);
      });
    },
  };
}

export type WebBuyOrderService = ReturnType<typeof createWebBuyOrderService>;
