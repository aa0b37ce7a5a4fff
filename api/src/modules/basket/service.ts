// The live basket (spec §3 'Basket', §4, §5; §8 basket codes). Every change is one
// transaction: the line, its limits and its stock are checked together, so a failed change
// leaves the basket exactly as it was.
import { COLLECTION, DELIVERY, basketKey, chargeSettingsOf, isUnavailable, itemDeliveryCharge, type ChargeSettings } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { BOX_SELECT, pounds, toBoxDetail, type BoxRow } from '../catalogue/boxes.js';
import type { SettingsService } from '../settings/routes.js';
import { heldOf, type HeldStock } from '../orders/held-stock.js';

export interface Limits extends ChargeSettings {
  buyItemQuantityLimit: number;
  sellTotalBasketItemLimit: number;
}

export interface LineChange {
  boxId: string;
  quantity: number;
  deliveryMethodId: 1 | 2;
  storeId?: number;
}

/** Move a line to the other method (or a collection line to another store). */
export interface MethodChange {
  boxId: string;
  /** The line's method now (lines are keyed by box and method, §3). */
  deliveryMethodId: 1 | 2;
  newDeliveryMethodId: 1 | 2;
  /** The store to collect from; a collection line keeps its own when none is given. */
  storeId?: number;
}

export const basketErrors = {
  notFound: () => new ApiError(404, 2042, 'That item is not in your basket.'),
  unknownBox: () => new ApiError(404, 2042, 'We could not find that item.'),
  itemLimit: (limit: number) => new ApiError(422, 2040, `You can have at most ${limit} of one item in your basket.`),
  basketLimit: (limit: number) => new ApiError(422, 2030, `Your basket can hold at most ${limit} items.`),
  outOfStock: () => new ApiError(409, 2035, 'Sorry, this item is out of stock.'),
  outOfStockInStore: () => new ApiError(409, 2047, 'Sorry, this item is out of stock in the store you chose.'),
  notEnough: (available: number) => new ApiError(409, 2034, `Sorry, only ${available} of this item ${available === 1 ? 'is' : 'are'} available.`),
  notOnline: () => new ApiError(409, 2049, 'This item can only be collected from a store.'),
  storeNeeded: () => new ApiError(400, 2046, 'Please choose a store to collect from.'),
  // §6: collection only while the click-and-collect flag is on.
  collectionOff: () => new ApiError(409, 2047, 'Click and collect is not available just now.'),
  sameMethod: () => new ApiError(400, 5, 'The item already travels that way.'),
};

export interface CheckoutLine {
  boxId: string;
  boxName: string;
  deliveryMethodId: 1 | 2;
  storeId: number | null;
  quantity: number;
  pricePence: number;
  deliveryChargePence: number;
}

interface LineRow {
  box_id: string;
  delivery_method_id: 1 | 2;
  store_id: number | null;
  store_name: string | null;
  store_quantity: number | null;
  quantity: number;
  collection_chosen: boolean;
}

/**
 * Claims a change's Idempotency-Key in the change's own transaction: false when a change with
 * this key was applied already (a retry: the lost answer is given again, nothing changes twice).
 * A change that fails rolls its claim back, so its retry is tried afresh.
 */
async function firstTime(tx: Queryable, memberId: string, key: string | undefined): Promise<boolean> {
  if (!key) return true;
  const rows = await tx.query('INSERT INTO basket_change_keys (member_id, change_key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1', [memberId, key]);
  return rows.length > 0;
}

/** `heldFor`: the units the member's own unpaid order holds, counted as theirs (issue 30). */
export function createBasketService(db: Db, settings: SettingsService, heldFor: HeldStock = async () => []) {
  async function limits(): Promise<Limits> {
    const s = (await settings.prelogin()) as { limits: Limits; featureFlags: { waiveDeliveryCharge?: boolean } };
    return { ...s.limits, ...chargeSettingsOf(s) };
  }

  async function lines(q: Queryable, memberId: string): Promise<LineRow[]> {
    return q.query<LineRow>(
      `SELECT bi.box_id, bi.delivery_method_id, bi.store_id, st.store_name, ss.quantity AS store_quantity, bi.quantity, bi.collection_chosen
       FROM basket_items bi LEFT JOIN stores st ON st.store_id = bi.store_id
       LEFT JOIN store_stock ss ON ss.store_id = bi.store_id AND ss.box_id = bi.box_id
       WHERE bi.member_id = $1 ORDER BY bi.added_at, bi.box_id`,
      [memberId],
    );
  }

  /** The basket as the front end reads it: wesellItems with charges, and what is unavailable. */
  async function view(q: Queryable, memberId: string) {
    const l = await lines(q, memberId);
    const lim = await limits();
    const boxes = l.length
      ? new Map((await q.query<BoxRow>(`${BOX_SELECT} WHERE b.box_id = ANY($1::text[])`, [l.map((x) => x.box_id)])).map((b) => [b.box_id, b]))
      : new Map<string, BoxRow>();
    // Asked only when a line would read unavailable: the usual basket costs no extra query.
    const shortOf = (line: LineRow, b: BoxRow) =>
      line.delivery_method_id === COLLECTION ? (line.store_quantity ?? 0) <= 0 : b.ecom_quantity <= 0 || !b.box_sale_allowed || !b.box_web_sale_allowed;
    const held = l.some((line) => shortOf(line, boxes.get(line.box_id)!)) ? await heldFor(q, memberId) : [];
    const items = l.map((line) => {
      const detail = toBoxDetail(boxes.get(line.box_id)!);
      // What the member's own unpaid order holds is theirs, not 'out of stock' (issue 30).
      const mine = heldOf(held, line.box_id, line.delivery_method_id, line.store_id);
      const box =
        mine === 0
          ? detail
          : {
              ...detail,
              ecomQuantity: detail.ecomQuantity + (line.delivery_method_id === COLLECTION ? 0 : mine),
              outOfStock: 0,
              cannotBuy: detail.boxSaleAllowed ? 0 : 1,
            };
      const stock = { ...box, collectionQuantity: line.delivery_method_id === COLLECTION ? (line.store_quantity ?? 0) + mine : box.collectionQuantity };
      const unavailable = isUnavailable(stock, line.delivery_method_id);
      const pricePence = Math.round(box.sellPrice! * 100);
      return {
        key: basketKey(line.box_id, line.delivery_method_id),
        boxId: line.box_id,
        boxName: box.boxName,
        imageUrls: box.imageUrls,
        grade: box.grade,
        quantity: line.quantity,
        deliveryMethodId: line.delivery_method_id,
        storeInfo: line.store_id ? { storeId: line.store_id, storeName: line.store_name } : null,
        sellPrice: box.sellPrice,
        totalPrice: pounds(pricePence * line.quantity),
        deliveryCharge: pounds(itemDeliveryCharge({ pricePence, quantity: line.quantity, deliveryMethodId: line.delivery_method_id }, lim)),
        ecomQuantityOnHand: box.ecomQuantity,
        collectionQuantity: stock.collectionQuantity,
        webSaleAllowed: box.webSaleAllowed,
        // The shopper chose collection for a box that could be delivered (§4 conversion leaves it).
        collectionChosen: line.collection_chosen,
        unavailable,
        synced: 1,
      };
    });
    const available = items.filter((i) => !i.unavailable);
    const sellCost = available.reduce((n, i) => n + Math.round(i.totalPrice! * 100), 0);
    const deliveryCharge = available.reduce((n, i) => n + Math.round(i.deliveryCharge! * 100), 0);
    return {
      wesellItems: { items, sellCost: pounds(sellCost), deliveryCharge: pounds(deliveryCharge), totalSellCost: pounds(sellCost + deliveryCharge) },
      basketCount: items.reduce((n, i) => n + i.quantity, 0),
      unavailableBoxes: items.filter((i) => i.unavailable).map((i) => i.key),
      // §8 2050: some items are out of stock (the basket still loads).
      ...(items.some((i) => i.unavailable) ? { warning: { code: 2050, message: 'A few items in your basket are out of stock.' } } : {}),
    };
  }

  /** Check one line's new quantity against the limits and the stock, inside the transaction. */
  async function checkLine(tx: Queryable, memberId: string, change: LineChange, lim: Limits) {
    if (lim.buyItemQuantityLimit > 0 && change.quantity > lim.buyItemQuantityLimit) throw basketErrors.itemLimit(lim.buyItemQuantityLimit);
    let available = await methodStock(tx, change.boxId, change.deliveryMethodId, change.storeId, true);
    // Only when the stock falls short (one query off the usual path): what the member's own unpaid order holds is theirs.
    if (change.quantity > available) available += heldOf(await heldFor(tx, memberId), change.boxId, change.deliveryMethodId, change.storeId);
    if (available <= 0) throw change.deliveryMethodId === DELIVERY ? basketErrors.outOfStock() : basketErrors.outOfStockInStore();
    if (change.quantity > available) throw basketErrors.notEnough(available);
    const [others] = await tx.query<{ n: number }>(
      'SELECT COALESCE(sum(quantity), 0)::int AS n FROM basket_items WHERE member_id = $1 AND NOT (box_id = $2 AND delivery_method_id = $3)',
      [memberId, change.boxId, change.deliveryMethodId],
    );
    if (lim.sellTotalBasketItemLimit > 0 && others!.n + change.quantity > lim.sellTotalBasketItemLimit) throw basketErrors.basketLimit(lim.sellTotalBasketItemLimit);
  }

  /**
   * Collection on a box that may be sold online is the shopper's choice (§4's default would
   * have been delivery), and stays marked as such: the basket page's §4 conversion skips it.
   */
  async function upsert(tx: Queryable, memberId: string, change: LineChange) {
    await tx.query(
      `INSERT INTO basket_items (member_id, box_id, delivery_method_id, store_id, quantity, collection_chosen)
       SELECT $1, $2, $3, $4, $5, $3 = 2 AND box_web_sale_allowed FROM boxes WHERE box_id = $2
       ON CONFLICT (member_id, box_id, delivery_method_id) DO UPDATE SET quantity = EXCLUDED.quantity, store_id = EXCLUDED.store_id,
         collection_chosen = basket_items.collection_chosen OR EXCLUDED.collection_chosen, updated_at = now()`,
      [memberId, change.boxId, change.deliveryMethodId, change.deliveryMethodId === COLLECTION ? change.storeId : null, change.quantity],
    );
  }

  /** Stock for one method: online stock, or the store's (§4 'Item unavailable'), with the §8 refusal when there is none. */
  async function methodStock(tx: Queryable, boxId: string, method: 1 | 2, storeId: number | undefined, noneIsFine = false): Promise<number> {
    const [box] = await tx.query<{ box_sale_allowed: boolean; box_web_sale_allowed: boolean; ecom_quantity: number }>(
      'SELECT box_sale_allowed, box_web_sale_allowed, ecom_quantity FROM boxes WHERE box_id = $1 FOR UPDATE',
      [boxId],
    );
    if (!box) throw basketErrors.unknownBox();
    if (!box.box_sale_allowed) throw basketErrors.outOfStock();
    if (method === DELIVERY) {
      if (!box.box_web_sale_allowed) throw basketErrors.notOnline();
      if (box.ecom_quantity <= 0 && !noneIsFine) throw basketErrors.outOfStock();
      return Math.max(box.ecom_quantity, 0);
    }
    if (!storeId) throw basketErrors.storeNeeded();
    const [s] = await tx.query<{ quantity: number }>('SELECT quantity FROM store_stock WHERE store_id = $1 AND box_id = $2', [storeId, boxId]);
    if ((!s || s.quantity <= 0) && !noneIsFine) throw basketErrors.outOfStockInStore();
    return Math.max(s?.quantity ?? 0, 0);
  }

  async function currentQuantity(tx: Queryable, memberId: string, boxId: string, method: number): Promise<number | null> {
    const [row] = await tx.query<{ quantity: number }>('SELECT quantity FROM basket_items WHERE member_id = $1 AND box_id = $2 AND delivery_method_id = $3 FOR UPDATE', [
      memberId,
      boxId,
      method,
    ]);
    return row ? row.quantity : null;
  }

  return {
    get: (memberId: string) => view(db, memberId),
    limits,

    /**
     * For checkout: the member's lines with today's prices and per-item delivery charges,
     * locked until the caller's transaction ends (a second checkout of the same basket waits).
     * The caller reads the limits before its transaction: PGlite runs one query at a time, so a
     * read outside the transaction would wait for it forever.
     */
    async checkoutLines(tx: Queryable, memberId: string, lim: Limits): Promise<CheckoutLine[]> {
      const rows = await tx.query<{ box_id: string; box_name: string; delivery_method_id: 1 | 2; store_id: number | null; quantity: number; price_pence: number }>(
        `SELECT bi.box_id, b.box_name, bi.delivery_method_id, bi.store_id, bi.quantity, b.sell_price AS price_pence
         FROM basket_items bi JOIN boxes b ON b.box_id = bi.box_id WHERE bi.member_id = $1 ORDER BY bi.added_at, bi.box_id FOR UPDATE OF bi`,
        [memberId],
      );
      return rows.map((r) => ({
        boxId: r.box_id,
        boxName: r.box_name,
        deliveryMethodId: r.delivery_method_id,
        storeId: r.store_id,
        quantity: r.quantity,
        pricePence: r.price_pence,
        deliveryChargePence: itemDeliveryCharge({ pricePence: r.price_pence, quantity: r.quantity, deliveryMethodId: r.delivery_method_id }, lim),
      }));
    },

    /** After payment: the ordered lines leave the basket (anything added since stays). */
    async removeOrdered(tx: Queryable, memberId: string, ordered: Array<{ boxId: string; deliveryMethodId: number; quantity: number }>) {
      for (const line of ordered) {
        await tx.query('DELETE FROM basket_items WHERE member_id = $1 AND box_id = $2 AND delivery_method_id = $3 AND quantity <= $4', [
          memberId,
          line.boxId,
          line.deliveryMethodId,
          line.quantity,
        ]);
        await tx.query('UPDATE basket_items SET quantity = quantity - $4, updated_at = now() WHERE member_id = $1 AND box_id = $2 AND delivery_method_id = $3 AND quantity > $4', [
          memberId,
          line.boxId,
          line.deliveryMethodId,
          line.quantity,
        ]);
      }
    },

    /** Add: increases the line by the quantity (a new line when there is none). */
    async add(memberId: string, changes: LineChange[], key?: string) {
      const lim = await limits();
      await db.transaction(async (tx) => {
        if (!(await firstTime(tx, memberId, key))) return;
        for (const c of changes) {
          const current = (await currentQuantity(tx, memberId, c.boxId, c.deliveryMethodId)) ?? 0;
          const next = { ...c, quantity: current + c.quantity };
          await checkLine(tx, memberId, next, lim);
          await upsert(tx, memberId, next);
        }
      });
      return view(db, memberId);
    },

    /** Update: sets the line's quantity; below 1 removes it. */
    async update(memberId: string, changes: LineChange[], key?: string) {
      const lim = await limits();
      await db.transaction(async (tx) => {
        if (!(await firstTime(tx, memberId, key))) return;
        for (const c of changes) {
          const current = await currentQuantity(tx, memberId, c.boxId, c.deliveryMethodId);
          if (current === null && c.quantity < 1) throw basketErrors.notFound();
          if (c.quantity < 1) {
            await tx.query('DELETE FROM basket_items WHERE member_id = $1 AND box_id = $2 AND delivery_method_id = $3', [memberId, c.boxId, c.deliveryMethodId]);
            continue;
          }
          if (current === null) throw basketErrors.notFound();
          await checkLine(tx, memberId, c, lim);
          await upsert(tx, memberId, c);
        }
      });
      return view(db, memberId);
    },

    /**
     * Switch a line between delivery and collection (or to another store), in one transaction.
     * The line's own quantity must fit the new method's stock; onto a line that already exists
     * the quantities merge, capped by the §5 per-item limit and that stock.
     */
    async changeMethod(memberId: string, change: MethodChange, key?: string) {
      const lim = await limits();
      const flags = ((await settings.prelogin()) as { featureFlags?: { clickAndCollect?: boolean } }).featureFlags ?? {};
      if (change.newDeliveryMethodId === COLLECTION && flags.clickAndCollect === false) throw basketErrors.collectionOff();
      await db.transaction(async (tx) => {
        if (!(await firstTime(tx, memberId, key))) return;
        const [from] = await tx.query<{ quantity: number; store_id: number | null; added_at: Date }>(
          'SELECT quantity, store_id, added_at FROM basket_items WHERE member_id = $1 AND box_id = $2 AND delivery_method_id = $3 FOR UPDATE',
          [memberId, change.boxId, change.deliveryMethodId],
        );
        if (!from) throw basketErrors.notFound();
        const storeId = change.newDeliveryMethodId === COLLECTION ? (change.storeId ?? from.store_id ?? undefined) : undefined;
        const sameLine = change.newDeliveryMethodId === change.deliveryMethodId;
        if (sameLine && (change.newDeliveryMethodId === DELIVERY || storeId === from.store_id)) throw basketErrors.sameMethod();
        const available = await methodStock(tx, change.boxId, change.newDeliveryMethodId, storeId);
        if (from.quantity > available) throw basketErrors.notEnough(available);
        const target = sameLine ? null : await currentQuantity(tx, memberId, change.boxId, change.newDeliveryMethodId);
        const caps = [available, ...(lim.buyItemQuantityLimit > 0 ? [lim.buyItemQuantityLimit] : [])];
        const quantity = Math.min(from.quantity + (target ?? 0), ...caps);
        if (!sameLine) await tx.query('DELETE FROM basket_items WHERE member_id = $1 AND box_id = $2 AND delivery_method_id = $3', [memberId, change.boxId, change.deliveryMethodId]);
        await upsert(tx, memberId, { boxId: change.boxId, deliveryMethodId: change.newDeliveryMethodId, storeId, quantity });
        // The line keeps its place in the basket (lines are listed in the order they were added).
        await tx.query('UPDATE basket_items SET added_at = LEAST(added_at, $4) WHERE member_id = $1 AND box_id = $2 AND delivery_method_id = $3', [
          memberId,
          change.boxId,
          change.newDeliveryMethodId,
          from.added_at,
        ]);
      });
      return view(db, memberId);
    },

    async remove(memberId: string, boxId: string, deliveryMethodId: number, key?: string) {
      await db.transaction(async (tx) => {
        if (!(await firstTime(tx, memberId, key))) return;
        const rows = await tx.query('DELETE FROM basket_items WHERE member_id = $1 AND box_id = $2 AND delivery_method_id = $3 RETURNING box_id', [memberId, boxId, deliveryMethodId]);
        if (rows.length === 0) throw basketErrors.notFound();
      });
      return view(db, memberId);
    },

    /** Keys of changes older than a day: no retry comes that late. */
    async forgetChangeKeys(): Promise<number> {
      return (await db.query("DELETE FROM basket_change_keys WHERE created_at < now() - interval '1 day' RETURNING 1")).length;
    },
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
