// The basket on this page (spec §4 'Basket modes'): a signed-in member works on the live
// basket (API); a guest keeps a local one. One store for the whole remote: the agent (header
// count, add requests from other remotes, sign-in merge) and the pages read the same state.
import { ORDER_CODES } from '@shop/shared/api';
import { BehaviorSubject } from 'rxjs';
import { bus } from '@shop/shared/bus';
import { envelopeMessage, normaliseFailure } from '@shop/shared/http';
import { t } from '../../i18n';
import { basketKey, chargeSettingsOf, errorMessage } from '@shop/shared/rules';
import { session } from '@shop/shared/session';
import { basketApi, type DeliveryMethodId, type LineChange, type LiveBasket, type LiveLine, type PreLoginSettings } from '../../api/basket-api';
import { setAnalyticsCart, trackCart } from '../analytics';
import { localBasket, type LocalBasket } from './local-basket';
import { createGuestChanges, guestLines, mergeGuestBasket } from './guest-basket';
import { markBasketInUse, moveCollectionToDelivery, serialQueue } from './store-steps';

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

/** A failure as the shopper reads it: the §8 code's message, or the server's when it carries details. */
export function basketFailureText(error: unknown, context: 'basket' | 'checkout' | 'voucher' = 'basket'): string {
  const f = normaliseFailure(error);
  return errorMessage(f.code, context, envelopeMessage(f.body) ?? f.message);
}

export function createBasketStore(api = basketApi) {
  const state$ = new BehaviorSubject<BasketState>(EMPTY);
  let settings: Promise<PreLoginSettings> | null = null;
  // Changes run one after another: a second click waits for the first answer.
  const serial = serialQueue();

  const prelogin = () => (settings ??= api.settings().catch((e) => ((settings = null), Promise.reject(e))));
  const limits = () => prelogin().then((s) => ({ ...s.limits, ...chargeSettingsOf(s) }));
  /** §6: the live basket is for signed-in members, and only while basket sharing is on. */
  const memberId = async () => (session.isSignedIn() && (await prelogin()).featureFlags.basketSharing !== false ? session.memberId() : null);

  function publish(next: Omit<BasketState, 'ready' | 'count'>) {
    const count = next.lines.reduce((n, l) => n + l.quantity, 0);
    state$.next({ ...next, ready: true, count });
    bus.emit('basket:count-changed', { count });
    markBasketInUse(count);
  }

  function fromLive(live: LiveBasket, notice: BasketState['notice'] = null) {
    setAnalyticsCart(null);
    publish({ mode: 'member', lines: live.wesellItems.items, summary: live.wesellItems, notice: notice ?? live.warning ?? null });
  }

  async function publishLocal(local: LocalBasket, notice: BasketState['notice'] = null) {
    setAnalyticsCart(local.cartId);
    const lines = guestLines(local, await limits());
    publish({ mode: 'guest', lines, summary: local.weSellCartSummary, notice });
  }

  const { changeLocal, switchLocal } = createGuestChanges({ api, limits, prelogin, publishLocal });

  /** After sign-in (§4): the guest basket goes to the live one; told when it could not be taken as it was. */
  async function mergeInto(member: string, local: LocalBasket) {
    const { after, changed } = await mergeGuestBasket(api, member, local, await limits());
    fromLive(after, changed ? { code: ORDER_CODES.priceChanged, message: t('pages.buy.error.priceChanged') } : null);
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
            fromLive(quantity < 1 ? await api.remove(member, { ...change, quantity: line.quantity, totalPrice: line.totalPrice }) : await api.update(member, change));
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
    collectionToDelivery: () => serial(() => moveCollectionToDelivery({ lines: state$.value.lines, memberId, api, lineByKey, fromLive, changeLocal })),

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
