// The basket as the front end reads it (spec §3 'Basket'): each line with its box, price and
// delivery charge, what is unavailable, and the totals of what can be bought.
import { BASKET_CODES } from '@shop/shared/api';
import { basketKey, COLLECTION, isUnavailable, itemDeliveryCharge, toPence } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { storeNames, storeQuantities } from '../catalogue/box-sale.js';
import { BOX_SELECT, pounds, toBoxDetail, type BoxRow } from '../catalogue/boxes.js';
import { heldOf, type HeldStock } from '../orders/held-stock.js';
import type { CheckoutLimits } from '../orders/order-deps.js';

/** The basket's limits and charges: what checkout reads its lines with (orders' CheckoutLimits). */
export type Limits = CheckoutLimits;

interface LineRow {
  box_id: string;
  delivery_method_id: 1 | 2;
  store_id: number | null;
  store_name: string | null;
  store_quantity: number | null;
  quantity: number;
  collection_chosen: boolean;
}

async function lines(q: Queryable, memberId: string): Promise<LineRow[]> {
  const rows = await q.query<Omit<LineRow, 'store_name' | 'store_quantity'>>(
    `SELECT bi.box_id, bi.delivery_method_id, bi.store_id, bi.quantity, bi.collection_chosen
     FROM basket_items bi WHERE bi.member_id = $1 ORDER BY bi.added_at, bi.box_id`,
    [memberId],
  );
  const atStores = rows.filter((r) => r.store_id !== null).map((r) => ({ storeId: r.store_id!, boxId: r.box_id }));
  const names = await storeNames(q, [...new Set(atStores.map((p) => p.storeId))]);
  const quantities = await storeQuantities(q, atStores);
  return rows.map((r) => ({
    ...r,
    store_name: r.store_id === null ? null : (names.get(Number(r.store_id)) ?? null),
    store_quantity: r.store_id === null ? null : (quantities.get(`${r.store_id}:${r.box_id}`) ?? null),
  }));
}

/** The basket as the front end reads it: wesellItems with charges, and what is unavailable. */
export async function basketView(q: Queryable, memberId: string, { limits, heldFor }: { limits: () => Promise<Limits>; heldFor: HeldStock }) {
  const l = await lines(q, memberId);
  const lim = await limits();
  const boxes = l.length ? new Map((await q.query<BoxRow>(`${BOX_SELECT} WHERE b.box_id = ANY($1::text[])`, [l.map((x) => x.box_id)])).map((b) => [b.box_id, b])) : new Map<string, BoxRow>();
  // Asked only when a line would read unavailable: the usual basket costs no extra query.
  const shortOf = (line: LineRow, b: BoxRow) => (line.delivery_method_id === COLLECTION ? (line.store_quantity ?? 0) <= 0 : b.ecom_quantity <= 0 || !b.box_sale_allowed || !b.box_web_sale_allowed);
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
    const pricePence = toPence(box.sellPrice!);
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
  const sellCost = available.reduce((n, i) => n + toPence(i.totalPrice!), 0);
  const deliveryCharge = available.reduce((n, i) => n + toPence(i.deliveryCharge!), 0);
  return {
    wesellItems: { items, sellCost: pounds(sellCost), deliveryCharge: pounds(deliveryCharge), totalSellCost: pounds(sellCost + deliveryCharge) },
    basketCount: items.reduce((n, i) => n + i.quantity, 0),
    unavailableBoxes: items.filter((i) => i.unavailable).map((i) => i.key),
    // §8 2050: some items are out of stock (the basket still loads).
    ...(items.some((i) => i.unavailable) ? { warning: { code: BASKET_CODES.someUnavailable, message: 'A few items in your basket are out of stock.' } } : {}),
  };
}
