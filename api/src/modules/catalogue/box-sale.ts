// What other modules may ask of a box's sale and stock (boxes, store_stock and stores are this
// module's tables, issue 34 §3): whether it exists, its name and price, whether it can be sold
// online, its row locked for a stock check, and what a store holds of it. Each takes the
// connection or transaction to read with.
import type { Queryable } from '../../db/db.js';

/** Whether a box with this id exists. */
export async function boxExists(q: Queryable, boxId: string): Promise<boolean> {
  const [box] = await q.query('SELECT box_id FROM boxes WHERE box_id = $1', [boxId]);
  return box !== undefined;
}

/** A box's name and whether it is on sale online now (for sale, sold online, some left); undefined for no such box. */
export async function boxOnSaleOnline(q: Queryable, boxId: string): Promise<{ boxName: string; onSaleOnline: boolean } | undefined> {
  const [box] = await q.query<{ box_name: string; on_sale_online: boolean }>('SELECT box_name, (box_sale_allowed AND box_web_sale_allowed AND ecom_quantity > 0) AS on_sale_online FROM boxes WHERE box_id = $1', [boxId]);
  return box && { boxName: box.box_name, onSaleOnline: box.on_sale_online };
}

/** Each of these boxes' name and today's sell price (pence); a box that does not exist is left out. */
export async function boxNamesAndPrices(q: Queryable, boxIds: string[]): Promise<Map<string, { boxName: string; sellPricePence: number }>> {
  if (boxIds.length === 0) return new Map();
  const rows = await q.query<{ box_id: string; box_name: string; sell_price: number }>('SELECT box_id, box_name, sell_price FROM boxes WHERE box_id = ANY($1::text[])', [boxIds]);
  return new Map(rows.map((r) => [r.box_id, { boxName: r.box_name, sellPricePence: r.sell_price }]));
}

/** Whether the box may be sold online; undefined for no such box. */
export async function boxWebSaleAllowed(q: Queryable, boxId: string): Promise<boolean | undefined> {
  const [box] = await q.query<{ box_web_sale_allowed: boolean }>('SELECT box_web_sale_allowed FROM boxes WHERE box_id = $1', [boxId]);
  return box?.box_web_sale_allowed;
}

/**
 * The box's sale flags and online stock, its row locked until the caller's transaction ends (a
 * stock check that holds until the change is written); undefined for no such box.
 */
export async function lockedBoxSale(tx: Queryable, boxId: string): Promise<{ saleAllowed: boolean; webSaleAllowed: boolean; ecomQuantity: number } | undefined> {
  const [box] = await tx.query<{ box_sale_allowed: boolean; box_web_sale_allowed: boolean; ecom_quantity: number }>(
    'SELECT box_sale_allowed, box_web_sale_allowed, ecom_quantity FROM boxes WHERE box_id = $1 FOR UPDATE',
    [boxId],
  );
  return box && { saleAllowed: box.box_sale_allowed, webSaleAllowed: box.box_web_sale_allowed, ecomQuantity: box.ecom_quantity };
}

/** How many of the box the store holds; undefined when it has no stock row for it. */
export async function storeQuantity(q: Queryable, storeId: number, boxId: string): Promise<number | undefined> {
  const [s] = await q.query<{ quantity: number }>('SELECT quantity FROM store_stock WHERE store_id = $1 AND box_id = $2', [storeId, boxId]);
  return s?.quantity;
}

/** How many each store holds of each box asked, keyed `storeId:boxId`; a pair with no stock row is left out. */
export async function storeQuantities(q: Queryable, pairs: Array<{ storeId: number; boxId: string }>): Promise<Map<string, number>> {
  if (pairs.length === 0) return new Map();
  const rows = await q.query<{ store_id: number; box_id: string; quantity: number }>(
    'SELECT ss.store_id, ss.box_id, ss.quantity FROM store_stock ss JOIN unnest($1::int[], $2::text[]) AS p(store_id, box_id) ON p.store_id = ss.store_id AND p.box_id = ss.box_id',
    [pairs.map((p) => p.storeId), pairs.map((p) => p.boxId)],
  );
  return new Map(rows.map((r) => [`${r.store_id}:${r.box_id}`, r.quantity]));
}

/** Each of these stores' name; a store that does not exist is left out. */
export async function storeNames(q: Queryable, storeIds: number[]): Promise<Map<number, string>> {
  if (storeIds.length === 0) return new Map();
  const rows = await q.query<{ store_id: number; store_name: string }>('SELECT store_id, store_name FROM stores WHERE store_id = ANY($1::int[])', [storeIds]);
  return new Map(rows.map((r) => [Number(r.store_id), r.store_name]));
}
