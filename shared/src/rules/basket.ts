// Basket rules of spec §3, §4, §5 and §9, as pure functions (the basket issue builds on them).
import { COLLECTION, DELIVERY, type DeliveryMethodId } from './catalogue';
import { toPence } from './money';

/** §9 default per-item limit when merging click-and-collect items and the limit is not positive. */
export const DEFAULT_COLLECTION_MERGE_LIMIT = 5;

/** §3: basket entries are keyed by box id, or box id + '-' + the collection method id. */
export function basketKey(boxId: string, deliveryMethodId: DeliveryMethodId): string {
  const id = boxId.toUpperCase();
  return deliveryMethodId === COLLECTION ? `${id}-${COLLECTION}` : id;
}

export interface ChargeSettings {
  /** Pence; 0 or less means no per-item charge. */
  perItemDeliveryCharge: number;
  /** Pence: an item priced at or above this travels free. */
  freeDeliveryThreshold: number;
  /** §6 'waive delivery charge' flag: while on, nothing pays delivery. */
  deliveryWaived?: boolean;
}

/** The charge settings of the pre-login settings answer: its limits and the §6 waiver flag. */
export function chargeSettingsOf(settings: { limits: ChargeSettings; featureFlags?: { waiveDeliveryCharge?: boolean } }): ChargeSettings {
  return { perItemDeliveryCharge: settings.limits.perItemDeliveryCharge, freeDeliveryThreshold: settings.limits.freeDeliveryThreshold, deliveryWaived: Boolean(settings.featureFlags?.waiveDeliveryCharge) };
}

/**
 * §5: an item's delivery charge is 0 when the per-item charge is 0 or less, the item's price
 * meets the free-delivery threshold, or it is collected; otherwise quantity × per-item charge.
 * Nothing pays while the §6 waiver is on.
 */
export function itemDeliveryCharge(item: { pricePence: number; quantity: number; deliveryMethodId: DeliveryMethodId }, s: ChargeSettings): number {
  if (s.deliveryWaived || s.perItemDeliveryCharge <= 0) return 0;
  if (item.pricePence >= s.freeDeliveryThreshold) return 0;
  if (item.deliveryMethodId === COLLECTION) return 0;
  return item.quantity * s.perItemDeliveryCharge;
}

export interface MergeLimits {
  buyItemQuantityLimit: number;
  sellItemQuantityLimit: number;
}

/**
 * §5 merge after sign-in: the per-item limit depends on the mode (buy versus sell); the merged
 * quantity is capped at it. For click-and-collect, the merged quantity is taken only if it is
 * within the per-item limit (5 when the limit is not positive) and the collection quantity;
 * otherwise the incoming quantity is used.
 */
export function mergedQuantity(o: { live: number; incoming: number; mode: 'buy' | 'sell'; deliveryMethodId: DeliveryMethodId; collectionQuantity?: number }, limits: MergeLimits): number {
  const limit = o.mode === 'sell' ? limits.sellItemQuantityLimit : limits.buyItemQuantityLimit;
  const sum = o.live + o.incoming;
  if (o.deliveryMethodId === COLLECTION) {
    const perItem = limit > 0 ? limit : DEFAULT_COLLECTION_MERGE_LIMIT;
    return sum <= perItem && sum <= (o.collectionQuantity ?? 0) ? sum : o.incoming;
  }
  return limit > 0 ? Math.min(sum, limit) : sum;
}

export type QuantityProblem = { key: 'pages.basket.basketQtyError'; limit: number } | { key: 'pages.basket.basketQtyLimitErr'; total: number } | null;

/** §5: one item over the per-item limit, or the basket over its total item limit. */
export function quantityProblem(o: { itemQuantity: number; basketTotal: number }, limits: { itemLimit: number; totalLimit: number }): QuantityProblem {
  if (limits.itemLimit > 0 && o.itemQuantity > limits.itemLimit) return { key: 'pages.basket.basketQtyError', limit: limits.itemLimit };
  if (limits.totalLimit > 0 && o.basketTotal > limits.totalLimit) return { key: 'pages.basket.basketQtyLimitErr', total: limits.totalLimit };
  return null;
}

export interface QuantityCeiling {
  max: number;
  /** What stops the next one: the stock for the line's method, or the §5 per-item limit. */
  reason: 'stock' | 'limit';
}

/**
 * The most a line may hold: the lower of its method's stock (online, or the chosen store's) and
 * the §5 per-item limit (none when not positive). At the ceiling the basket's '+' is disabled.
 */
export function quantityCeiling(o: { stock: number; itemLimit: number }): QuantityCeiling {
  const stock = Math.max(0, o.stock);
  if (o.itemLimit > 0 && o.itemLimit < stock) return { max: o.itemLimit, reason: 'limit' };
  return { max: stock, reason: 'stock' };
}

export interface LineItem {
  boxId: string;
  quantity: number;
  deliveryMethodId: DeliveryMethodId;
  webSaleAllowed?: number;
  /** The shopper chose collection for a box that could be delivered. */
  collectionChosen?: boolean;
}

/** §4: the basket has a collection item when any item uses the collection method. */
export const hasCollectionItem = (items: LineItem[]) => items.some((i) => i.deliveryMethodId === COLLECTION);

/**
 * §4 basket page: collection items (method 2) that may be sold online become delivery items
 * (method 1), their quantity summed with any delivery line of the same box.
 * Read with the issue (a shopper may choose collection for an item also sold online): §4's
 * default gives collection only to boxes not sold online, so the conversion is for lines that
 * got collection by default and whose box has since gone on sale online; a line where the
 * shopper chose collection (collectionChosen) is never converted.
 */
export function collectionToDelivery<T extends LineItem>(items: T[]): T[] {
  const out = new Map<string, T>();
  for (const item of items) {
    const convert = item.deliveryMethodId === COLLECTION && item.webSaleAllowed === 1 && !item.collectionChosen;
    const next = convert ? { ...item, deliveryMethodId: DELIVERY as DeliveryMethodId } : item;
    const key = basketKey(next.boxId, next.deliveryMethodId);
    const existing = out.get(key);
    out.set(key, existing ? { ...existing, quantity: existing.quantity + next.quantity } : next);
  }
  return [...out.values()];
}

export interface ComparableLine {
  boxId: string;
  deliveryMethodId: DeliveryMethodId;
  quantity: number;
  /** Price of one unit, in pounds. */
  unitPrice: number;
}

/**
 * §4 basket load: with sharing on, the local basket and the live one differ (code 50003) when a
 * line is missing on either side, or its quantity or unit price is not the same.
 */
export function basketsDiffer(local: ComparableLine[], live: ComparableLine[]): boolean {
  const index = (lines: ComparableLine[]) => new Map(lines.map((l) => [basketKey(l.boxId, l.deliveryMethodId), l]));
  const a = index(local);
  const b = index(live);
  if (a.size !== b.size) return true;
  for (const [key, line] of a) {
    const other = b.get(key);
    if (!other || other.quantity !== line.quantity || toPence(other.unitPrice) !== toPence(line.unitPrice)) return true;
  }
  return false;
}
