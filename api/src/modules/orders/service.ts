// Web sell orders (spec §7 'Orders', §8 'Checkout'): the shop sells, the member buys.
//
// generate: one transaction reads the member's basket (locked), checks prices, limits,
//   postcode and voucher, takes the stock with conditional updates and records the order.
//   Idempotent: the same Idempotency-Key returns the same order, never a second one. One order
//   per checkout (issue 30): a member has at most one open order; generating again for the same
//   basket reuses it (paying it again after a refusal), a changed basket replaces it.
// process:  moves the order to 'charging' with a conditional update, so only one request ever
//   talks to the provider for an order; the provider is idempotent on the payment's reference.
//   Paid -> basket lines leave, voucher used, e-mail queued. Refused or card data refused -> the
//   stock goes back in the same transaction, the basket is untouched, and the order can be paid
//   again (a new payment attempt at the provider). The states and their moves: order-states.ts.
//
// This file composes the service from its parts, each given the same `deps` (order-deps.ts):
// place-order.ts (generate), charge-order.ts (process, verify, the reconciler), settle-payment.ts
// (how a payment ends), order-expiry.ts (lapsed orders), order-holds.ts (stock, voucher and credit
// taken and given back), order-reads.ts (reads), order-model.ts (rows, views, errors, constants).
import type { CardDetails } from '../payments/card-provider.js';
import { enabledProviders } from '../payments/providers.js';
import { createBackInStockAnnouncer } from '../stock-alerts/back-in-stock.js';
import type { GenerateInput, SavedCardChoice } from './order-model.js';
import type { OrderDeps, OrderServiceDeps } from './order-deps.js';
import { detail, lastAddress, openFor } from './order-reads.js';
import { releaseExpired } from './order-expiry.js';
import { generate } from './place-order.js';
import { processPayment, reconcileCharging, verify } from './charge-order.js';

export { CHARGING_STALE_SECONDS, orderErrors, PAYMENT, paymentReferenceOf, paymentsOfRow, RESERVATION_MINUTES, type GenerateInput, type OrderView, type ProcessResult, type SavedCardChoice } from './order-model.js';
export type { OrderServiceDeps } from './order-deps.js';

export function createOrderService({ db, basket, settings, members, outbox, cards, cardTokens, redirects = {}, publicUrl, applePay = false }: OrderServiceDeps) {
  const providers = enabledProviders(redirects, { applePay });
  // Stock an order gives back may bring a box back: members with an alert hear of it.
  const backInStock = createBackInStockAnnouncer({ outbox, publicUrl });
  const deps: OrderDeps = { db, basket, settings, members, outbox, cards, cardTokens, redirects, publicUrl, applePay, providers, backInStock };

  return {
    generate: (memberId: string, input: GenerateInput) => generate(deps, memberId, input),
    process: (memberId: string, orderId: string, card: CardDetails | undefined, returned?: Record<string, string>, saved?: SavedCardChoice) => processPayment(deps, memberId, orderId, card, returned, saved),
    verify: (memberId: string, orderId: string, redirectResult: string) => verify(deps, memberId, orderId, redirectResult),
    releaseExpired: () => releaseExpired(deps),
    reconcileCharging: (olderThanSeconds?: number) => reconcileCharging(deps, olderThanSeconds),
    open: (memberId: string) => openFor(deps, memberId),
    detail: (memberId: string, orderId: string) => detail(deps, memberId, orderId),
    /** §7 checkout: the delivery address of the member's most recent order that had one, offered as a one-click choice. */
    lastAddress: (memberId: string) => lastAddress(deps, memberId),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
