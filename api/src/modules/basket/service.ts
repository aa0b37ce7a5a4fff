// The live basket (spec §3 'Basket', §4, §5; §8 basket codes). Every change is one
// transaction: the line, its limits and its stock are checked together, so a failed change
// leaves the basket exactly as it was.
import { COLLECTION, DELIVERY, basketKey, isUnavailable, itemDeliveryCharge } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { BOX_SELECT, pounds, toBoxDetail, type BoxRow } from '../catalogue/boxes.js';
import type { SettingsService } from '../settings/routes.js';

export interface Limits {
  buyItemQuantityLimit: number;
  sellTotalBasketItemLimit: number;
  perItemDeliveryCharge: number;
  freeDeliveryThreshold: number;
}

export interface LineChange {
  boxId: string;
  quantity: number;
  deliveryMethodId: 1 | 2;
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
}

export function createBasketService(db: Db, settings: SettingsService) {
  async function limits(): Promise<Limits> {
    return (await settings.prelogin()).limits as Limits;
  }

  async function lines(q: Queryable, memberId: string): Promise<LineRow[]> {
    return q.query<LineRow>(
      `SELECT bi.box_id, bi.delivery_method_id, bi.store_id, st.store_name, ss.quantity AS store_quantity, bi.quantity
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
    const items = l.map((line) => {
      const box = toBoxDetail(boxes.get(line.box_id)!);
      const stock = { ...box, collectionQuantity: line.delivery_method_id === COLLECTION ? (line.store_quantity ?? 0) : box.collectionQuantity };
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
    const [box] = await tx.query<{ box_sale_allowed: boolean; box_web_sale_allowed: boolean; ecom_quantity: number }>(
      'SELECT box_sale_allowed, box_web_sale_allowed, ecom_quantity FROM boxes WHERE box_id = $1 FOR UPDATE',
      [change.boxId],
    );
    if (!box) throw basketErrors.unknownBox();
    if (lim.buyItemQuantityLimit > 0 && change.quantity > lim.buyItemQuantityLimit) throw basketErrors.itemLimit(lim.buyItemQuantityLimit);
    if (!box.box_sale_allowed) throw basketErrors.outOfStock();
    let available: number;
    if (change.deliveryMethodId === DELIVERY) {
      if (!box.box_web_sale_allowed) throw basketErrors.notOnline();
      available = box.ecom_quantity;
    } else {
      if (!change.storeId) throw basketErrors.storeNeeded();
      const [s] = await tx.query<{ quantity: number }>('SELECT quantity FROM store_stock WHERE store_id = $1 AND box_id = $2', [change.storeId, change.boxId]);
      available = s?.quantity ?? 0;
    }
    if (available <= 0) throw change.deliveryMethodId === COLLECTION ? basketErrors.outOfStockInStore() : basketErrors.outOfStock();
    if (change.quantity > available) throw basketErrors.notEnough(available);
    const [others] = await tx.query<{ n: number }>(
      'SELECT COALESCE(sum(quantity), 0)::int AS n FROM basket_items WHERE member_id = $1 AND NOT (box_id = $2 AND delivery_method_id = $3)',
      [memberId, change.boxId, change.deliveryMethodId],
    );
    if (lim.sellTotalBasketItemLimit > 0 && others!.n + change.quantity > lim.sellTotalBasketItemLimit) throw basketErrors.basketLimit(lim.sellTotalBasketItemLimit);
  }

  async function upsert(tx: Queryable, memberId: string, change: LineChange) {
    await tx.query(
      `INSERT INTO basket_items (member_id, box_id, delivery_method_id, store_id, quantity) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id, box_id, delivery_method_id) DO UPDATE SET quantity = EXCLUDED.quantity, store_id = EXCLUDED.store_id, updated_at = now()`,
      [memberId, change.boxId, change.deliveryMethodId, change.deliveryMethodId === COLLECTION ? change.storeId : null, change.quantity],
    );
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
    async add(memberId: string, changes: LineChange[]) {
      const lim = await limits();
      await db.transaction(async (tx) => {
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
    async update(memberId: string, changes: LineChange[]) {
      const lim = await limits();
      await db.transaction(async (tx) => {
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

    async remove(memberId: string, boxId: string, deliveryMethodId: number) {
      const rows = await db.query('DELETE FROM basket_items WHERE member_id = $1 AND box_id = $2 AND delivery_method_id = $3 RETURNING box_id', [memberId, boxId, deliveryMethodId]);
      if (rows.length === 0) throw basketErrors.notFound();
      return view(db, memberId);
    },
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
