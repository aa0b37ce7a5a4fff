// The guest's basket (spec §4 'Basket modes'), kept on the device: its lines with today's charges,
// its changes (checked as the live basket checks them) and, at sign-in, its merge into the live
// basket. basket-store.ts chooses between this and the live basket and publishes the state.
import { BASKET_CODES } from '@shop/shared/api';
import { t } from '../../i18n';
import { basketKey, basketsDiffer, type ChargeSettings, COLLECTION, type ComparableLine, isUnavailable, itemDeliveryCharge, mergedQuantity, quantityProblem, toPence, toPounds } from '@shop/shared/rules';
import type { basketApi, DeliveryMethodId, LineChange, LiveBasket, LiveLine, PreLoginSettings } from '../../api/basket-api';
import { localBasket, type LocalBasket } from './local-basket';
import { localFailure, notEnough, stockFor } from './local-stock';

type BasketLine = LiveLine;
type BasketApi = typeof basketApi;
/** The §5 limits with the delivery charges (basket-store's limits()). */
export type BasketLimits = PreLoginSettings['limits'] & ChargeSettings;

const comparable = (l: Pick<BasketLine, 'boxId' | 'deliveryMethodId' | 'quantity' | 'sellPrice'>): ComparableLine => ({
  boxId: l.boxId,
  deliveryMethodId: l.deliveryMethodId,
  quantity: l.quantity,
  unitPrice: l.sellPrice,
});

/** The guest basket as lines, with today's charges and availability (and its §3 summary kept up to date). */
export function guestLines(local: LocalBasket, lim: BasketLimits): BasketLine[] {
  const lines = Object.entries(local.cartDetails).map(([key, d]) => {
    const box = local.productDetail[key]!;
    const stock = { ...box, collectionQuantity: d.deliveryMethodId === COLLECTION ? d.collectionQuantity : box.collectionQuantity };
    const unavailable = isUnavailable(stock, d.deliveryMethodId);
    const totalPence = toPence(box.sellPrice) * d.quantity;
    return {
      key,
      boxId: d.boxId,
      boxName: box.boxName,
      imageUrls: box.imageUrls,
      grade: box.grade,
      quantity: d.quantity,
      deliveryMethodId: d.deliveryMethodId,
      storeInfo: d.storeInfo,
      sellPrice: box.sellPrice,
      totalPrice: toPounds(totalPence),
      deliveryCharge: toPounds(itemDeliveryCharge({ pricePence: toPence(box.sellPrice), quantity: d.quantity, deliveryMethodId: d.deliveryMethodId }, lim)),
      ecomQuantityOnHand: d.ecomQuantityOnHand,
      collectionQuantity: d.collectionQuantity,
      webSaleAllowed: box.webSaleAllowed,
      collectionChosen: d.collectionChosen ?? false,
      unavailable,
      synced: d.synced,
    } satisfies BasketLine;
  });
  const available = lines.filter((l) => !l.unavailable);
  const sellCost = available.reduce((n, l) => n + toPence(l.totalPrice), 0);
  const deliveryCharge = available.reduce((n, l) => n + toPence(l.deliveryCharge), 0);
  local.weSellCartSummary = { sellCost: toPounds(sellCost), deliveryCharge: toPounds(deliveryCharge), totalSellCost: toPounds(sellCost + deliveryCharge) };
  return lines;
}

/** The guest's changes; `publishLocal` shows the basket as saved. */
export function createGuestChanges({
  api,
  limits,
  prelogin,
  publishLocal,
}: {
  api: BasketApi;
  limits: () => Promise<BasketLimits>;
  prelogin: () => Promise<PreLoginSettings>;
  publishLocal: (local: LocalBasket) => Promise<void>;
}) {
  /** Guest change: the same checks the live basket makes (§5 limits, §4 stock), then saved locally. */
  async function changeLocal(change: LineChange, how: 'add' | 'set') {
    const [local, lim] = await Promise.all([localBasket.read(), limits()]);
    const key = basketKey(change.boxId, change.deliveryMethodId);
    const current = local.cartDetails[key];
    const quantity = how === 'add' ? (current?.quantity ?? 0) + change.quantity : change.quantity;
    if (quantity < 1) {
      delete local.cartDetails[key];
      delete local.productDetail[key];
    } else {
      const box = await api.box(change.boxId);
      const others = Object.entries(local.cartDetails).reduce((n, [k, d]) => (k === key ? n : n + d.quantity), 0);
      const problem = quantityProblem({ itemQuantity: quantity, basketTotal: others + quantity }, { itemLimit: lim.buyItemQuantityLimit, totalLimit: lim.sellTotalBasketItemLimit });
      if (problem?.key === 'pages.basket.basketQtyError') throw localFailure(BASKET_CODES.itemLimit, t(problem.key, { limit: problem.limit }));
      if (problem) throw localFailure(BASKET_CODES.basketLimit, t(problem.key, { total: problem.total }));
      const { available, storeInfo } = await stockFor(api, box, change.deliveryMethodId, change.storeId ?? current?.storeInfo?.storeId);
      if (quantity > available) throw notEnough(available);
      local.cartDetails[key] = {
        mode: 2,
        quantity,
        boxId: box.boxId.toUpperCase(),
        totalPrice: toPounds(toPence(box.sellPrice) * quantity),
        storeInfo,
        ecomQuantityOnHand: box.ecomQuantityOnHand,
        collectionQuantity: change.deliveryMethodId === COLLECTION ? available : box.collectionQuantity,
        synced: 0,
        deliveryMethodId: change.deliveryMethodId,
        // As on the live basket: collection of a box that could be delivered is the shopper's choice (§4).
        collectionChosen: Boolean(current?.collectionChosen) || (change.deliveryMethodId === COLLECTION && box.webSaleAllowed === 1),
      };
      local.productDetail[key] = box;
    }
    await publishLocal(local);
    await localBasket.write(local);
  }

  /**
   * Guest switch between delivery and collection: the line's quantity must fit the new method's
   * stock; onto an existing line the quantities merge, capped by the §5 per-item limit and stock.
   */
  async function switchLocal(line: BasketLine, to: DeliveryMethodId, storeId: number | undefined) {
    const [local, lim, flags] = await Promise.all([localBasket.read(), limits(), prelogin().then((s) => s.featureFlags)]);
    // §6: collection only while click-and-collect is on (the live basket refuses it the same way).
    if (to === COLLECTION && flags.clickAndCollect === false) throw localFailure(BASKET_CODES.outOfStockInStore, t('basket.method.collectionOff'));
    const box = await api.box(line.boxId);
    const store = to === COLLECTION ? (storeId ?? line.storeInfo?.storeId) : undefined;
    const { available } = await stockFor(api, box, to, store);
    if (line.quantity > available) throw notEnough(available);
    const toKey = basketKey(line.boxId, to);
    const merged = toKey === line.key ? line.quantity : line.quantity + (local.cartDetails[toKey]?.quantity ?? 0);
    const quantity = Math.min(merged, available, lim.buyItemQuantityLimit > 0 ? lim.buyItemQuantityLimit : Infinity);
    const before = structuredClone(local);
    delete local.cartDetails[line.key];
    delete local.productDetail[line.key];
    delete local.cartDetails[toKey];
    delete local.productDetail[toKey];
    await localBasket.write(local);
    try {
      await changeLocal({ boxId: line.boxId, deliveryMethodId: to, quantity, ...(store ? { storeId: store } : {}) }, 'set');
    } catch (error) {
      await localBasket.write(before);
      throw error;
    }
    // The line keeps its place in the basket (lines show in the order they were added).
    const after = await localBasket.read();
    const order = Object.keys(before.cartDetails)
      .map((k) => (k === line.key ? toKey : k))
      .filter((k, i, all) => k in after.cartDetails && all.indexOf(k) === i);
    const inOrder = <T>(record: Record<string, T>) => Object.fromEntries(order.map((k) => [k, record[k]!]));
    const reordered = { ...after, cartDetails: inOrder(after.cartDetails), productDetail: inOrder(after.productDetail) };
    await publishLocal(reordered);
    await localBasket.write(reordered);
  }

  return { changeLocal, switchLocal };
}

/**
 * After sign-in (§4): the guest basket goes to the live one (new lines added, existing ones
 * merged and capped by §5), then the live basket is read again. `changed` when anything could
 * not be taken as it was: the shopper is told the basket changed (50003).
 */
export async function mergeGuestBasket(api: BasketApi, member: string, local: LocalBasket, lim: BasketLimits): Promise<{ after: LiveBasket; changed: boolean }> {
  const before = await api.get(member);
  // What the live basket should hold afterwards, at the prices the shopper saw.
  const wanted = new Map<string, ComparableLine>(before.wesellItems.items.map((l) => [l.key, comparable(l)]));
  let refused = false;
  for (const [key, d] of Object.entries(local.cartDetails)) {
    const live = before.wesellItems.items.find((l) => l.key === key);
    const change = { boxId: d.boxId, deliveryMethodId: d.deliveryMethodId, storeId: d.storeInfo?.storeId };
    const quantity = live ? mergedQuantity({ live: live.quantity, incoming: d.quantity, mode: 'buy', deliveryMethodId: d.deliveryMethodId, collectionQuantity: live.collectionQuantity }, lim) : d.quantity;
    wanted.set(key, { boxId: d.boxId, deliveryMethodId: d.deliveryMethodId, quantity, unitPrice: local.productDetail[key]!.sellPrice });
    try {
      if (!live) await api.add(member, { ...change, quantity });
      else if (quantity !== live.quantity) await api.update(member, { ...change, quantity });
    } catch {
      refused = true;
    }
  }
  await localBasket.clear();
  const after = await api.get(member);
  const changed = refused || basketsDiffer([...wanted.values()], after.wesellItems.items.map(comparable));
  return { after, changed };
}
