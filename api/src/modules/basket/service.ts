// The live basket (spec §3 'Basket', §4, §5; §8 basket codes). Every change is one
// transaction: the line, its limits and its stock are checked together, so a failed change
// leaves the basket exactly as it was.
import { BASKET_CODES, GENERIC_CODES } from '@shop/shared/api';
import { COLLECTION, DELIVERY, chargeSettingsOf } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { SettingsService } from '../settings/routes.js';
import { lockedBoxSale, storeQuantity } from '../catalogue/box-sale.js';
import { heldOf, type HeldStock } from '../orders/held-stock.js';
import { checkoutLines, currentQuantity, removeOrdered, upsert, type LineChange } from './lines.js';
import { basketView, type Limits } from './view.js';

export type { LineChange } from './lines.js';
export type { CheckoutLine } from '../orders/order-deps.js';
export type { Limits } from './view.js';

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
  notFound: () => new ApiError(404, BASKET_CODES.notFound, 'That item is not in your basket.'),
  unknownBox: () => new ApiError(404, BASKET_CODES.notFound, 'We could not find that item.'),
  itemLimit: (limit: number) => new ApiError(422, BASKET_CODES.itemLimit, `You can have at most ${limit} of one item in your basket.`),
  basketLimit: (limit: number) => new ApiError(422, BASKET_CODES.basketLimit, `Your basket can hold at most ${limit} items.`),
  outOfStock: () => new ApiError(409, BASKET_CODES.outOfStock, 'Sorry, this item is out of stock.'),
  outOfStockInStore: () => new ApiError(409, BASKET_CODES.outOfStockInStore, 'Sorry, this item is out of stock in the store you chose.'),
  notEnough: (available: number) => new ApiError(409, BASKET_CODES.notEnough, `Sorry, only ${available} of this item ${available === 1 ? 'is' : 'are'} available.`),
  notOnline: () => new ApiError(409, BASKET_CODES.notOnline, 'This item can only be collected from a store.'),
  storeNeeded: () => new ApiError(400, BASKET_CODES.storeNeeded, 'Please choose a store to collect from.'),
  // §6: collection only while the click-and-collect flag is on.
  collectionOff: () => new ApiError(409, BASKET_CODES.outOfStockInStore, 'Click and collect is not available just now.'),
  sameMethod: () => new ApiError(400, GENERIC_CODES.format, 'The item already travels that way.'),
};

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
  const view = (q: Queryable, memberId: string) => basketView(q, memberId, { limits, heldFor });

  /** Check one line's new quantity against the limits and the stock, inside the transaction. */
  async function checkLine(tx: Queryable, memberId: string, change: LineChange, lim: Limits) {
    if (lim.buyItemQuantityLimit > 0 && change.quantity > lim.buyItemQuantityLimit) throw basketErrors.itemLimit(lim.buyItemQuantityLimit);
    let available = await methodStock(tx, change.boxId, change.deliveryMethodId, change.storeId, true);
    // Only when the stock falls short (one query off the usual path): what the member's own unpaid order holds is theirs.
    if (change.quantity > available) available += heldOf(await heldFor(tx, memberId), change.boxId, change.deliveryMethodId, change.storeId);
    if (available <= 0) throw change.deliveryMethodId === DELIVERY ? basketErrors.outOfStock() : basketErrors.outOfStockInStore();
    if (change.quantity > available) throw basketErrors.notEnough(available);
    const [others] = await tx.query<{ n: number }>('SELECT COALESCE(sum(quantity), 0)::int AS n FROM basket_items WHERE member_id = $1 AND NOT (box_id = $2 AND delivery_method_id = $3)', [
      memberId,
      change.boxId,
      change.deliveryMethodId,
    ]);
    if (lim.sellTotalBasketItemLimit > 0 && others!.n + change.quantity > lim.sellTotalBasketItemLimit) throw basketErrors.basketLimit(lim.sellTotalBasketItemLimit);
  }

  /** Stock for one method: online stock, or the store's (§4 'Item unavailable'), with the §8 refusal when there is none. */
  async function methodStock(tx: Queryable, boxId: string, method: 1 | 2, storeId: number | undefined, noneIsFine = false): Promise<number> {
    const box = await lockedBoxSale(tx, boxId);
    if (!box) throw basketErrors.unknownBox();
    if (!box.saleAllowed) throw basketErrors.outOfStock();
    if (method === DELIVERY) {
      if (!box.webSaleAllowed) throw basketErrors.notOnline();
      if (box.ecomQuantity <= 0 && !noneIsFine) throw basketErrors.outOfStock();
      return Math.max(box.ecomQuantity, 0);
    }
    if (!storeId) throw basketErrors.storeNeeded();
    const held = await storeQuantity(tx, storeId, boxId);
    if ((held === undefined || held <= 0) && !noneIsFine) throw basketErrors.outOfStockInStore();
    return Math.max(held ?? 0, 0);
  }

  return {
    get: (memberId: string) => view(db, memberId),
    limits,
    checkoutLines,
    removeOrdered,

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
        await tx.query('UPDATE basket_items SET added_at = LEAST(added_at, $4) WHERE member_id = $1 AND box_id = $2 AND delivery_method_id = $3', [memberId, change.boxId, change.newDeliveryMethodId, from.added_at]);
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
