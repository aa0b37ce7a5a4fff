// mf-basket-checkout's slice of the v3 API: the live basket (form-encoded, spec §7 'Basket'),
// the boxes a guest basket needs, settings, payments and web sell orders.
import { SHOP_PLATFORM_ID, type CheckoutOrder, type MemberVoucher, type StoreCreditOffer } from '@shop/shared/rules';
import type { AddressLookup, DeliveryAddress } from '@shop/shared/api';
import { api } from './client';

const form = (fields: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(fields)
      .filter((e): e is [string, string | number] => e[1] !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

export type DeliveryMethodId = 1 | 2;
export interface StoreInfo {
  storeId: number;
  storeName: string | null;
}

/** One line of the live basket (wesellItems.items). */
export interface LiveLine {
  key: string;
  boxId: string;
  boxName: string;
  imageUrls: { small: string[]; medium: string[] };
  grade: string;
  quantity: number;
  deliveryMethodId: DeliveryMethodId;
  storeInfo: StoreInfo | null;
  sellPrice: number;
  totalPrice: number;
  deliveryCharge: number;
  ecomQuantityOnHand: number;
  collectionQuantity: number;
  webSaleAllowed: number;
  /** The shopper chose collection for a box that could be delivered (§4's conversion leaves it). */
  collectionChosen?: boolean;
  unavailable: boolean;
  synced: 0 | 1;
}

export interface LiveBasket {
  wesellItems: { items: LiveLine[]; sellCost: number; deliveryCharge: number; totalSellCost: number };
  basketCount: number;
  unavailableBoxes: string[];
  warning?: { code: number; message: string };
}

/** The box facts a guest basket keeps per line (§3 productDetail). */
export interface BoxDetail {
  boxId: string;
  boxName: string;
  grade: string;
  imageUrls: { small: string[]; medium: string[] };
  sellPrice: number;
  ecomQuantity: number;
  ecomQuantityOnHand: number;
  collectionQuantity: number;
  outOfStock: number;
  boxSaleAllowed: number;
  webSaleAllowed: number;
  cannotBuy: number;
}

export interface Limits {
  buyItemQuantityLimit: number;
  sellItemQuantityLimit: number;
  sellTotalBasketItemLimit: number;
  deliveryCharge: number;
  perItemDeliveryCharge: number;
  freeDeliveryThreshold: number;
  minimumBasketAmount: number;
}

export interface PreLoginSettings {
  limits: Limits;
  featureFlags: { basketSharing: boolean; clickAndCollect: boolean; waiveDeliveryCharge: boolean };
}

export interface LineChange {
  boxId: string;
  quantity: number;
  deliveryMethodId: DeliveryMethodId;
  storeId?: number;
}

/** Move a line (box + its method now) to the other method, or a collection line to another store. */
export interface MethodChange {
  boxId: string;
  deliveryMethodId: DeliveryMethodId;
  newDeliveryMethodId: DeliveryMethodId;
  storeId?: number;
}

export interface Card {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holderName: string;
}

/** Save the typed card for next time, or pay with a saved one (members/{id}/cardtokens) and its CVV. */
export interface SavedCardChoice {
  saveCard?: boolean;
  storedCard?: { cardTokenId: string; cvc: string };
  /** Apple Pay JS's payment token (ApplePayPayment.token), passed to the API untouched. */
  applePayToken?: unknown;
}

/** An order and its lines as checkout reads them: the contract both sides read (@shop/shared/rules CheckoutOrder). */
export type Order = CheckoutOrder;
export type OrderLine = CheckoutOrder['items'][number];

/** The member's unpaid order, as checkout shows where it stands (GET /websellorders/open). */
export interface OpenOrder extends Order {
  status: 'awaiting_payment' | 'charging' | 'awaiting_3ds' | 'payment_failed';
  /** Its units are kept for the member (their basket counts them as theirs). */
  holdsStock: boolean;
  /** The provider's page the shopper left (3-D Secure, PayPal, Klarna), to go back to. */
  challengeUrl: string | null;
}

export interface PaymentType {
  paymentTypeId: number;
  name: string;
  provider: string;
}
/** A §9 way to pay the shop does not offer, and the shopper's words for why. */
export interface NotOffered extends PaymentType {
  reason: string;
}

export type Payment = { status: 'paid' } | { status: 'challenge'; challengeUrl: string };

const MODE_WE_SELL = 2; // §9 weSell payment mode

/** A new change's Idempotency-Key (getRandomValues: also where randomUUID is missing, plain http). */
const once = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return { headers: { 'Idempotency-Key': `bk-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}` } };
};

export const basketApi = {
  settings: () => api.get<{ preLoginSettings: PreLoginSettings }>('/settings/prelogin', { params: { platformId: SHOP_PLATFORM_ID } }).then((d) => d.preLoginSettings),
  box: (boxId: string) => api.get<{ boxDetails: BoxDetail[] }>(`/boxes/${encodeURIComponent(boxId)}/detail`).then((d) => d.boxDetails[0]!),
  stock: (boxId: string) => api.get<{ stockDetails: Array<{ storeId: number; storeName: string; quantity: number }> }>(`/boxes/${encodeURIComponent(boxId)}/stock`).then((d) => d.stockDetails),

  // The live basket: the cart id of a member is the member id.
  get: (memberId: string) => api.get<LiveBasket>(`/basket/${memberId}`, { params: { memberId } }),
  // Each change carries a key of its own: a retry of it (the client's, or the balancer's on
  // another instance) is applied once by the API.
  add: (memberId: string, c: LineChange) => api.post<LiveBasket>(`/basket/${memberId}/add`, form({ mode: MODE_WE_SELL, ...c, memberId, cartId: memberId }), once()),
  update: (memberId: string, c: LineChange) => api.put<LiveBasket>(`/basket/${memberId}/update`, form({ mode: MODE_WE_SELL, ...c, memberId, cartId: memberId }), once()),
  remove: (memberId: string, c: Omit<LineChange, 'quantity'> & { quantity: number; totalPrice?: number }) =>
    api.delete<LiveBasket>(`/basket/${memberId}`, { data: form({ mode: MODE_WE_SELL, ...c, memberId, cartId: memberId }), ...once() }),
  changeMethod: (memberId: string, c: MethodChange) => api.put<LiveBasket>(`/basket/${memberId}/deliverymethod`, form({ mode: MODE_WE_SELL, ...c, memberId, cartId: memberId }), once()),
  bulk: (memberId: string, verb: 'add' | 'update', items: LineChange[]) =>
    (verb === 'add' ? api.post : api.put)<LiveBasket>(`/basket/${memberId}/${verb}`, form({ isBulk: 1, bulkItemData: JSON.stringify(items), memberId, cartId: memberId }), once()),

  // Checkout's defaults: the member's names and default address, and the address of their most recent order.
  member: (memberId: string) =>
    api.get<{ memberDetails: { member: { firstName: string; lastName: string }; addresses?: Array<DeliveryAddress & { isDefault: boolean }> } }>(`/members/${encodeURIComponent(memberId)}`).then((d) => ({
      ...d.memberDetails.member,
      defaultAddress: d.memberDetails.addresses?.find((a) => a.isDefault) ?? null,
    })),
  /** The member's own vouchers (from their sales), offered at checkout with one tap. */
  vouchers: (memberId: string) => api.get<{ vouchers: MemberVoucher[] }>(`/members/${encodeURIComponent(memberId)}/vouchers`).then((d) => d.vouchers),
  lastAddress: (memberId: string) => api.get<{ address: DeliveryAddress | null }>(`/members/${encodeURIComponent(memberId)}/orders/lastaddress`).then((d) => d.address),

  paymentTypes: () => api.get<{ paymentTypes: PaymentType[]; notOffered?: NotOffered[] }>('/payments/types').then((d) => ({ offered: d.paymentTypes, notOffered: d.notOffered ?? [] })),
  validateVoucher: (voucherCode: string, basketTotal: number) => api.post<{ voucherCode: string; amount: number; minimumSpend: number }>('/payments/validatevoucher', { voucherCode, basketTotal }),
  // /buy is for members only (§6), so checkout asks the members' lookup: the real provider's list when one is set up.
  lookupAddress: (postcode: string) => api.get<AddressLookup>('/members/addresslookup', { params: { postcode } }),

  /** The store credit across the member's linked in-store cards, and whether it can be spent online. */
  storeCredit: (memberId: string) => api.get<{ storeCredit: StoreCreditOffer }>(`/members/${encodeURIComponent(memberId)}/storecredit`).then((d) => d.storeCredit),

  generateOrder: (idempotencyKey: string, body: { paymentTypeId: number; address?: DeliveryAddress; voucherCode?: string; useStoreCredit?: boolean; storeCreditAmount?: number; expectedTotal: number }) =>
    api.post<{ order: Order }>('/websellorders/generate', body, { headers: { 'Idempotency-Key': idempotencyKey } }).then((d) => d.order),
  /** Pay an order: with a card, or after a provider's page with what it added to the return URL. */
  processOrder: (orderId: string, card?: Card, providerReturn?: Record<string, string>, saved?: SavedCardChoice) =>
    api.post<{ order: Order; payment: Payment }>(
      `/websellorders/${orderId}/process`,
      { ...(card ? { card } : {}), ...(providerReturn ? { providerReturn } : {}), ...saved },
      { headers: { 'Idempotency-Key': `process-${orderId}` } },
    ),
  /** Back from the card provider's 3-D Secure page: the API checks its redirect result with the provider (§7 verifyadyenorder). */
  verifyCardOrder: (orderId: string, redirectResult: string) => api.post<{ order: Order; payment: Payment }>(`/websellorders/${orderId}/verifyadyenorder`, { redirectResult }),
  /** Apple Pay's merchant validation, done by the API with the shop's merchant identity (§7 generateapplepaysession). */
  applePaySession: (validationUrl: string) => api.post<{ merchantSession: Record<string, unknown> }>('/websellorders/generateapplepaysession', { validationUrl }).then((d) => d.merchantSession),
  order: (orderId: string) => api.get<{ order: Order }>(`/websellorders/${orderId}/detail`).then((d) => d.order),
  /** Where the member's checkout stands: their unpaid order, or null. */
  openOrder: () => api.get<{ order: OpenOrder | null }>('/websellorders/open').then((d) => d.order),
};
