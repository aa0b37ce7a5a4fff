// The guest basket, kept in the browser (spec §3 'Basket (stored locally)'): cartId,
// cartDetails keyed by box id (or box id + '-2' for collection), productDetail with the same
// keys, and weSellCartSummary. It survives reloads (IndexedDB through the storage wrapper).
import { STORAGE_KEYS } from '@shop/shared/session';
import { createStorage, createUlid } from '@shop/shared/toolkit';
import type { BoxDetail, DeliveryMethodId, StoreInfo } from '../../api/basket-api';

export interface CartDetail {
  mode: 2;
  quantity: number;
  boxId: string;
  /** Pounds: quantity × unit price when the line was last changed. */
  totalPrice: number;
  storeInfo: StoreInfo | null;
  ecomQuantityOnHand: number;
  /** The chosen store's quantity for collection lines. */
  collectionQuantity: number;
  /** §4: 0 until the line is on the server. Guest lines stay 0. */
  synced: 0 | 1;
  deliveryMethodId: DeliveryMethodId;
  /** The shopper chose collection for a box that could be delivered (§4's conversion leaves it). */
  collectionChosen?: boolean;
}

export interface LocalBasket {
  cartId: string;
  cartDetails: Record<string, CartDetail>;
  productDetail: Record<string, BoxDetail>;
  weSellCartSummary: { sellCost: number; deliveryCharge: number; totalSellCost: number };
}

let storage: LocalForage | null = null;
const store = () => (storage ??= createStorage({ name: 'little-loop', storeName: 'basket' }));

export const emptyLocalBasket = (): LocalBasket => ({
  cartId: createUlid(),
  cartDetails: {},
  productDetail: {},
  weSellCartSummary: { sellCost: 0, deliveryCharge: 0, totalSellCost: 0 },
});

export const localBasket = {
  async read(): Promise<LocalBasket> {
    const saved = await store().getItem<LocalBasket>(STORAGE_KEYS.cart);
    return saved?.cartDetails ? saved : emptyLocalBasket();
  },
  async write(basket: LocalBasket): Promise<void> {
    await store().setItem(STORAGE_KEYS.cart, basket);
  },
  async clear(): Promise<void> {
    await store().removeItem(STORAGE_KEYS.cart);
  },
};
