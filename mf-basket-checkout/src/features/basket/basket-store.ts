// The basket on this page (spec §4 'Basket modes'): a signed-in member works on the live
// basket (API); a guest keeps a local one. One store for the whole remote: the agent (header
// count, add requests from other remotes, sign-in merge) and the pages read the same state.
import { BehaviorSubject } from 'rxjs';
import { bus } from '@shop/shared/bus';
import { envelopeMessage, normaliseFailure } from '@shop/shared/http';
import { t } from '../../i18n';
import {
  basketKey,
  basketsDiffer,
  collectionToDelivery,
  COLLECTION,
  DELIVERY,
  errorMessage,
  isUnavailable,
  chargeSettingsOf,
  itemDeliveryCharge,
  mergedQuantity,
  quantityProblem,
  type ComparableLine,
} from '@shop/shared/rules';
import { session, STORAGE_KEYS } from '@shop/shared/session';
import { basketApi, type DeliveryMethodId, type LineChange, type LiveBasket, type LiveLine, type PreLoginSettings } from '../../api/basket-api';
import { setAnalyticsCart, trackCart } from '../analytics';
import { localBasket, type LocalBasket } from './local-basket';
import { localFailure, notEnough, stockFor } from './local-stock';

export type BasketLine = LiveLine;

export interface BasketState {
  ready: boolean;
  mode: 'guest' | 'member';
  lines: BasketLine[];
  summary: { sellCost: number; deliveryCharge: number; totalSellCost: number };
  count: number;
  /** A basket-wide message (§8 2050 some items out of stock; 50003 the basket changed at sign-in). */
  notice: { code: number; message: string } | null;
}

/** §2: basket warnings show for 2 s. */
export const BASKET_WARNING_MS = 2000;

const EMPTY: BasketState = { ready: false, mode: 'guest', lines: [], summary: { sellCost: 0, deliveryCharge: 0, totalSellCost: 0 }, count: 0, notice: null };
const pence = (pounds: number) => Math.round(pounds * 100);
const pounds = (p: number) => p / 100;
const comparable = (l: Pick<BasketLine, 'boxId' | 'deliveryMethodId' | 'quantity' | 'sellPrice'>): ComparableLine => ({
  boxId: l.boxId,
  deliveryMethodId: l.deliveryMethodId,
  quantity: l.quantity,
  unitPrice: l.sellPrice,
});

/** A failure as the shopper reads it: the §8 code's message, or the server's when it carries details. */
export function basketFailureText(error: unknown, context: 'basket' | 'checkout' | 'voucher' = 'basket'): string {
  const f = normaliseFailure(error);
  return errorMessage(f.code, context, envelopeMessage(f.body) ?? f.message);
}

export function createBasketStore(api = basketApi) {
  const state$ = new BehaviorSubject<BasketState>(EMPTY);
  let settings: Promise<PreLoginSettings> | null = null;
  // Changes run one after another: a second click waits for the first answer.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(job: () => Promise<T>): Promise<T> => {
    const next = queue.then(job, job);
    queue = next.catch(() => undefined);
    return next;
  };

  const prelogin = () => (settings ??= api.settings().catch((e) => ((settings = null), Promise.reject(e))));
  const limits = () => prelogin().then((s) => ({ ...s.limits, ...chargeSettingsOf(s) }));
  /** §6: the live basket is for signed-in members, and only while basket sharing is on. */
  const memberId = async () => (session.isSignedIn() && (await prelogin()).featureFlags.basketSharing !== false ? session.memberId() : null);

  function publish(next: Omit<BasketState, 'ready' | 'count'>) {
    const count = next.lines.reduce((n, l) => n + l.quantity, 0);
    state$.next({ ...next, ready: true, count });
    bus.emit('basket:count-changed', { count });
    // Lets the host skip loading the agent on a visit with an empty basket.
    try {
      if (count > 0) localStorage.setItem(STORAGE_KEYS.basketInUse, '1');
      else localStorage.removeItem(STORAGE_KEYS.basketInUse);
    } catch {
      // Storage refused (private mode): the agent then loads on the first add, as for a first visit.
    }
  }

  function fromLive(live: LiveBasket, notice: BasketState['notice'] = null) {
    setAnalyticsCart(null);
    publish({ mode: 'member', lines: live.wesellItems.items, summary: live.wesellItems, notice: notice ?? live.warning ?? null });
  }

  /** The guest basket as lines, with today's charges and availability (and its §3 summary kept up to date). */
  async function fromLocal(local: LocalBasket): Promise<BasketLine[]> {
    const lim = await limits();
    const lines = Object.entries(local.cartDetails).map(([key, d]) => {
      const box = local.productDetail[key]!;
      const stock = { ...box, collectionQuantity: d.deliveryMethodId === COLLECTION ? d.collectionQuantity : box.collectionQuantity };
      const unavailable = isUnavailable(stock, d.deliveryMethodId);
      const totalPence = pence(box.sellPrice) * d.quantity;
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
        totalPrice: pounds(totalPence),
        deliveryCharge: pounds(itemDeliveryCharge({ pricePence: pence(box.sellPrice), quantity: d.quantity, deliveryMethodId: d.deliveryMethodId }, lim)),
        ecomQuantityOnHand: d.ecomQuantityOnHand,
        collectionQuantity: d.collectionQuantity,
        webSaleAllowed: box.webSaleAllowed,
        collectionChosen: d.collectionChosen ?? false,
        unavailable,
        synced: d.synced,
      } satisfies BasketLine;
    });
    const available = lines.filter((l) => !l.unavailable);
    const sellCost = available.reduce((n, l) => n + pence(l.totalPrice), 0);
    const deliveryCharge = available.reduce((n, l) => n + pence(l.deliveryCharge), 0);
    local.weSellCartSummary = { sellCost: pounds(sellCost), deliveryCharge: pounds(deliveryCharge), totalSellCost: pounds(sellCost + deliveryCharge) };
    return lines;
  }

  async function publishLocal(local: LocalBasket, notice: BasketState['notice'] = null) {
    setAnalyticsCart(local.cartId);
    const lines = await fromLocal(local);
    publish({ mode: 'guest', lines, summary: local.weSellCartSummary, notice });
  }

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
      if (problem?.key === 'pages.basket.basketQtyError') throw localFailure(2040, t(problem.key, { limit: problem.limit }));
      if (problem) throw localFailure(2030, t(problem.key, { total: problem.total }));
      const { available, storeInfo } = await stockFor(api, box, change.deliveryMethodId, change.storeId ?? current?.storeInfo?.storeId);
      if (quantity > available) throw notEnough(available);
      local.cartDetails[key] = {
        mode: 2,
        quantity,
        boxId: box.boxId.toUpperCase(),
        totalPrice: pounds(pence(box.sellPrice) * quantity),
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
    if (to === COLLECTION && flags.clickAndCollect === false) throw localFailure(2047, t('basket.method.collectionOff'));
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
    const order = Object.keys(before.cartDetails).map((k) => (k === line.key ? toKey : k)).filter((k, i, all) => k in after.cartDetails && all.indexOf(k) === i);
    const inOrder = <T,>(record: Record<string, T>) => Object.fromEntries(order.map((k) => [k, record[k]!]));
    const reordered = { ...after, cartDetails: inOrder(after.cartDetails), productDetail: inOrder(after.productDetail) };
    await publishLocal(reordered);
    await localBasket.write(reordered);
  }

  /**
   * After sign-in (§4): the guest basket goes to the live one (new lines added, existing ones
   * merged and capped by §5), then the live basket is read again. If anything could not be
   * taken as it was, the shopper is told the basket changed (50003, pages.buy.error.priceChanged).
   */
  async function mergeInto(member: string, local: LocalBasket) {
    const lim = await limits();
    const before = await api.get(member);
    // What the live basket should hold afterwards, at the prices the shopper saw.
    const wanted = new Map<string, ComparableLine>(before.wesellItems.items.map((l) => [l.key, comparable(l)]));
    let refused = false;
    for (const [key, d] of Object.entries(local.cartDetails)) {
      const live = before.wesellItems.items.find((l) => l.key === key);
      const change = { boxId: d.boxId, deliveryMethodId: d.deliveryMethodId, storeId: d.storeInfo?.storeId };
      const quantity = live
        ? mergedQuantity({ live: live.quantity, incoming: d.quantity, mode: 'buy', deliveryMethodId: d.deliveryMethodId, collectionQuantity: live.collectionQuantity }, lim)
        : d.quantity;
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
    fromLive(after, changed ? { code: 50003, message: t('pages.buy.error.priceChanged') } : null);
    if (changed) bus.emit('host:show-snackbar', { message: t('pages.buy.error.priceChanged'), kind: 'warning', durationMs: BASKET_WARNING_MS });
  }

  async function load(): Promise<void> {
    const member = await memberId();
    const local = await localBasket.read();
    if (member) {
      if (Object.keys(local.cartDetails).length > 0) return mergeInto(member, local);
      return fromLive(await api.get(member));
    }
    return publishLocal(local);
  }

  /** A failed change: a 2 s warning whose text depends on the code (§8), and the basket as it is. */
  function warn(error: unknown): never {
    bus.emit('host:show-snackbar', { message: basketFailureText(error), kind: 'warning', durationMs: BASKET_WARNING_MS });
    throw error;
  }

  const lineByKey = (key: string) => state$.value.lines.find((l) => l.key === key);

  return {
    state$,
    get state() {
      return state$.value;
    },
    load: () => serial(load),

    /** Add (§4): by the box's quantity; a create when the line is not on the server yet, else an update. */
    add: (requested: LineChange) =>
      serial(async () => {
        // §3: box ids are upper-cased in the basket.
        const change = { ...requested, boxId: requested.boxId.toUpperCase() };
        try {
          const member = await memberId();
          const key = basketKey(change.boxId, change.deliveryMethodId);
          if (!state$.value.ready) await load();
          if (member) {
            const existing = lineByKey(key);
            fromLive(existing?.synced ? await api.update(member, { ...change, quantity: existing.quantity + change.quantity }) : await api.add(member, change));
          } else {
            await changeLocal(change, 'add');
          }
          const line = lineByKey(key);
          trackCart('add_to_cart', line, change.quantity);
          bus.emit('host:show-snackbar', { message: t('basket.added'), kind: 'success', durationMs: BASKET_WARNING_MS });
        } catch (error) {
          warn(error);
        }
      }),

    /** Plus and minus; below 1 removes the line (§4). */
    setQuantity: (key: string, quantity: number) =>
      serial(async () => {
        const line = lineByKey(key);
        if (!line) return;
        try {
          const member = await memberId();
          const change = { boxId: line.boxId, deliveryMethodId: line.deliveryMethodId, storeId: line.storeInfo?.storeId, quantity };
          if (member) {
            fromLive(
              quantity < 1
                ? await api.remove(member, { ...change, quantity: line.quantity, totalPrice: line.totalPrice })
                : await api.update(member, change),
            );
          } else {
            await changeLocal(change, 'set');
          }
          if (quantity < line.quantity) trackCart('remove_from_cart', line, line.quantity - Math.max(quantity, 0));
          else if (quantity > line.quantity) trackCart('add_to_cart', line, quantity - line.quantity);
        } catch (error) {
          warn(error);
        }
      }),

    /** The shopper switches a line between delivery and collection (from a store), or to another store. */
    changeMethod: (key: string, to: DeliveryMethodId, storeId?: number) =>
      serial(async () => {
        const line = lineByKey(key);
        if (!line) return;
        try {
          const member = await memberId();
          if (member) fromLive(await api.changeMethod(member, { boxId: line.boxId, deliveryMethodId: line.deliveryMethodId, newDeliveryMethodId: to, ...(storeId ? { storeId } : {}) }));
          else await switchLocal(line, to, storeId);
        } catch (error) {
          warn(error);
        }
      }),

    /** §5 settings the basket page shows limits from. */
    limits,
    settings: prelogin,

    /**
     * §4 basket page: collection lines of boxes that may be sold online become delivery lines,
     * their quantities summed. A line that cannot move (no online stock) stays as it is; a line
     * where the shopper chose collection is left alone (see collectionToDelivery in the rules).
     */
    collectionToDelivery: () =>
      serial(async () => {
        const movable = state$.value.lines.filter((l) => l.deliveryMethodId === COLLECTION && l.webSaleAllowed === 1 && !l.collectionChosen);
        if (movable.length === 0) return;
        const member = await memberId();
        for (const target of collectionToDelivery(movable)) {
          if (target.deliveryMethodId !== DELIVERY) continue;
          const current = lineByKey(basketKey(target.boxId, DELIVERY));
          const quantity = target.quantity + (current?.quantity ?? 0);
          const from = movable.find((l) => l.boxId === target.boxId)!;
          try {
            if (member) {
              await (current ? api.update(member, { boxId: target.boxId, deliveryMethodId: 1, quantity }) : api.add(member, { boxId: target.boxId, deliveryMethodId: 1, quantity: target.quantity }));
              fromLive(await api.remove(member, { boxId: from.boxId, deliveryMethodId: COLLECTION, storeId: from.storeInfo?.storeId, quantity: from.quantity }));
            } else {
              await changeLocal({ boxId: target.boxId, deliveryMethodId: 1, quantity }, 'set');
              await changeLocal({ boxId: from.boxId, deliveryMethodId: COLLECTION, quantity: 0 }, 'set');
            }
          } catch {
            // Not enough online stock: it stays a collection line.
          }
        }
      }),

    /** Signed in (§4): push the guest basket to the live one, then read the live one. */
    signedIn: () => serial(load),

    /** Signed out (§4): the basket and its count go back to empty. */
    signedOut: () =>
      serial(async () => {
        await localBasket.clear();
        await publishLocal(await localBasket.read());
      }),
  };
}

export type BasketStore = ReturnType<typeof createBasketStore>;

/** The one store of this remote (its './app' and './basket-agent' share the module). */
export const basketStore = createBasketStore();
