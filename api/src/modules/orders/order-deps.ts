// What the order service's parts are handed (service.ts builds it once): the database, the other
// modules' services and the payment providers, passed explicitly to each function that needs them.
import type { ChargeSettings } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import type { BackInStock } from '../catalogue/stock.js';
import type { MemberService } from '../members/service.js';
import type { Outbox } from '../outbox/outbox.js';
import type { CardProvider } from '../payments/card-provider.js';
import type { CardTokenService } from '../card-tokens/service.js';
import type { RedirectProviders } from '../payments/providers.js';
import type { RedirectProvider } from '../payments/redirect-provider.js';
import type { SettingsService } from '../settings/routes.js';
import { PAYMENT } from './order-model.js';

/** A basket line as checkout orders it: today's price and per-item delivery charge, in pence. */
export interface CheckoutLine {
  boxId: string;
  boxName: string;
  deliveryMethodId: 1 | 2;
  storeId: number | null;
  quantity: number;
  pricePence: number;
  deliveryChargePence: number;
}

/** The limits and charges checkout reads the basket's lines with (settings' prelogin). */
export interface CheckoutLimits extends ChargeSettings {
  buyItemQuantityLimit: number;
  sellTotalBasketItemLimit: number;
}

/** What checkout asks of the member's basket (the basket module's service, given where the app composes orders). */
export interface CheckoutBasket {
  /** The member's lines, locked until the caller's transaction ends. */
  checkoutLines(tx: Queryable, memberId: string, limits: CheckoutLimits): Promise<CheckoutLine[]>;
  /** Takes what was ordered out of the basket, in the caller's transaction. */
  removeOrdered(tx: Queryable, memberId: string, ordered: Array<{ boxId: string; deliveryMethodId: number; quantity: number }>): Promise<void>;
}

export interface OrderServiceDeps {
  db: Db;
  basket: CheckoutBasket;
  settings: SettingsService;
  members: Pick<MemberService, 'get'>;
  outbox: Outbox;
  cards: CardProvider;
  /** Saved cards: kept after a payment that asked to save its card, paid with after the CVV. */
  cardTokens?: CardTokenService;
  /** Providers the shopper pays on their own page; each is off unless configured. */
  redirects?: RedirectProviders;
  /** Absolute base of the links providers send the shopper back to. */
  publicUrl: string;
  /** Apple Pay is offered (configured, or the embedded stand-in); its tokens go to `cards`. */
  applePay?: boolean;
}

/** The service's dependencies with their defaults filled in, and what service.ts derives from them once. */
export interface OrderDeps extends OrderServiceDeps {
  redirects: RedirectProviders;
  applePay: boolean;
  /** The providers of the payment types on offer (payments/providers.ts enabledProviders). */
  providers: Set<string>;
  /** Announces a box back in stock to the members waiting for it. */
  backInStock: BackInStock;
}

/** The redirect provider of a payment type, or null for card and voucher. */
export function redirectFor({ redirects }: Pick<OrderDeps, 'redirects'>, paymentTypeId: number): RedirectProvider | null {
  if (paymentTypeId === PAYMENT.paypal) return redirects.paypal ?? null;
  if ([PAYMENT.klarna, PAYMENT.klarnaPayLater, PAYMENT.klarnaPayIn3].includes(paymentTypeId as 26)) return redirects.klarna ?? null;
  return null;
}
