// What every part of the order service shares (service.ts composes them): the order's rows and
// the view a shopper reads, the §8 error codes, the payment ids and the timings.
import { type DeliveryAddress, GENERIC_CODES, ORDER_CODES } from '@shop/shared/api';
import { ApiError } from '../../http/envelope.js';
import { type CheckoutOrder, formatMoney, orderPayments, toPounds } from '@shop/shared/rules';
import type { ApplePayToken } from '../payments/card-provider.js';
import { paymentTypeNameSql } from '../payments/payment-types.js';
import type { OrderStatus } from './order-states.js';
import { collectionStores, deliveryExpected } from './fulfilment.js';
import type { StoreRow } from '../catalogue/stores.js';

/** A card payment's saved-card choices: save the typed card, or pay with a saved one (its CVV typed now); or an Apple Pay token. */
export interface SavedCardChoice {
  saveCard?: boolean;
  storedCard?: { cardTokenId: string; cvc: string };
  applePay?: ApplePayToken;
}

/** §9's payment ids, and store credit's (30: the shop's own, issue 33 §2). */
export const PAYMENT = { paypal: 8, voucher: 12, card: 20, klarna: 26, klarnaPayLater: 5, klarnaPayIn3: 6, applePay: 22, storeCredit: 30 } as const;
/** An order 'charging' this long has lost the instance that was paying it (a payment takes seconds). */
export const CHARGING_STALE_SECONDS = 120;
/** Unpaid orders hold their stock this long (from when they took it); a failed payment holds nothing at all. */
export const RESERVATION_MINUTES = 30;
/** The merchant reference of an order's payment attempt at the provider: WS500023, then WS500023-2, … */
export const paymentReferenceOf = (o: { order_number: string; payment_attempt: number }) => (o.payment_attempt > 1 ? `${o.order_number}-${o.payment_attempt}` : o.order_number);

export const orderErrors = {
  generic: (message = 'Sorry, we could not place your order. Please try again.') => new ApiError(500, ORDER_CODES.generic, message),
  notFound: () => new ApiError(404, ORDER_CODES.generic, 'We could not find that order.'),
  emptyBasket: () => new ApiError(422, ORDER_CODES.emptyBasket, 'Your basket is empty.'),
  itemLimit: (limit: number) => new ApiError(422, ORDER_CODES.itemLimit, `You can buy at most ${limit} of one item.`),
  paymentFailed: (message: string) => new ApiError(402, ORDER_CODES.paymentFailed, message),
  priceChanged: () => new ApiError(409, ORDER_CODES.priceChanged, 'Some prices in your basket have changed. Please check your basket before paying.'),
  outOfStockOnline: (boxName: string) => new ApiError(409, ORDER_CODES.outOfStockOnline, `Sorry, ${boxName} has just sold out online.`),
  outOfStockInStore: (boxName: string) => new ApiError(409, ORDER_CODES.outOfStockInStore, `Sorry, ${boxName} is no longer available in the store you chose.`),
  minimumBasket: (pence: number) => new ApiError(422, ORDER_CODES.belowMinimum, `The minimum order is ${formatMoney(pence)}.`),
  invalidCard: (message: string) => new ApiError(400, ORDER_CODES.invalidCard, message),
  keyReused: () => new ApiError(422, ORDER_CODES.generic, 'This checkout was already used for a different order. Please reload the page.'),
  paymentTypeUnavailable: () => new ApiError(400, GENERIC_CODES.format, 'That payment method is not available.'),
  notPayable: () => new ApiError(409, ORDER_CODES.generic, 'This order can no longer be paid. Please check out again.'),
  inProgress: () => new ApiError(409, ORDER_CODES.generic, 'Your payment is being processed. Please wait a moment.'),
  // verifyadyenorder (spec §7): only an order waiting for its card check, only once, only with its own result.
  notAwaitingVerification: () => new ApiError(409, ORDER_CODES.generic, 'This order is not waiting for a card check.'),
  alreadyVerified: () => new ApiError(409, ORDER_CODES.generic, 'This payment has already been confirmed.'),
  verificationMismatch: () => new ApiError(409, ORDER_CODES.generic, 'That payment result does not belong to this order. Nothing has changed.'),
};

export interface GenerateInput {
  idempotencyKey: string;
  paymentTypeId: number;
  address?: DeliveryAddress;
  voucherCode?: string;
  /** Pay with the member's store credit (issue 33 §2): `storeCreditAmount` pounds, or without it as much as covers the order. */
  useStoreCredit?: boolean;
  storeCreditAmount?: number;
  /** The total the shopper saw, in pounds; a different total now is 50003 (price changed). */
  expectedTotal: number;
}

export interface OrderRow {
  order_id: number;
  order_number: string;
  member_id: number;
  status: OrderStatus;
  request_hash: string;
  delivery_address: DeliveryAddress | null;
  sell_cost_pence: number;
  delivery_charge_pence: number;
  voucher_code: string | null;
  voucher_pence: number;
  store_credit_pence: number;
  to_pay_pence: number;
  payment_type_id: number;
  /** The name of payment_type_id's payment type (payments' paymentTypeNameSql). */
  payment_name: string;
  payment_reference: string | null;
  payment_redirect_url: string | null;
  payment_failure: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  payment_attempt: number;
  charging_since: Date | string | null;
}

export interface ItemRow {
  box_id: string;
  box_name: string;
  delivery_method_id: 1 | 2;
  store_id: number | null;
  store_name: string | null;
  quantity: number;
  unit_price_pence: number;
  delivery_charge_pence: number;
  /** The collection store (null for delivery): its address and hours say when the line is ready. */
  store: StoreRow | null;
}

/** An order row's payments (voucher, store credit, the rest by its way to pay), for every view of an order. */
export function paymentsOfRow(o: { voucher_code: string | null; voucher_pence: number; store_credit_pence: number; to_pay_pence: number; payment_type_id: number; payment_name: string }) {
  return orderPayments({
    voucherCode: o.voucher_code,
    voucherAmount: toPounds(o.voucher_pence),
    storeCreditAmount: toPounds(o.store_credit_pence),
    toPay: toPounds(o.to_pay_pence),
    paymentTypeId: o.payment_type_id,
    method: o.payment_name,
  });
}
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toView(o: OrderRow, items: ItemRow[]): CheckoutOrder {
  return {
    orderId: String(o.order_id),
    orderNumber: o.order_number,
    status: o.status,
    createdAt: new Date(o.created_at).toISOString(),
    paidAt: iso(o.paid_at),
    items: items.map((i) => ({
      boxId: i.box_id,
      boxName: i.box_name,
      quantity: i.quantity,
      deliveryMethodId: i.delivery_method_id,
      storeInfo: i.store_id ? { storeId: i.store_id, storeName: i.store_name } : null,
      unitPrice: toPounds(i.unit_price_pence),
      totalPrice: toPounds(i.unit_price_pence * i.quantity),
      deliveryCharge: toPounds(i.delivery_charge_pence),
    })),
    sellCost: toPounds(o.sell_cost_pence),
    deliveryCharge: toPounds(o.delivery_charge_pence),
    voucherCode: o.voucher_code,
    voucherAmount: toPounds(o.voucher_pence),
    storeCreditAmount: toPounds(o.store_credit_pence),
    totalCost: toPounds(o.sell_cost_pence + o.delivery_charge_pence),
    toPay: toPounds(o.to_pay_pence),
    paymentTypeId: o.payment_type_id,
    // Issue 33 §2: every way the order is paid, store credit like any payment.
    payments: paymentsOfRow(o),
    deliveryAddress: o.delivery_address,
    paymentFailure: o.payment_failure,
    // Issue 30: when the delivered lines arrive, and where and from when the others can be collected.
    expectedDelivery: deliveryExpected(o.paid_at, items),
    stores: collectionStores(o.paid_at, items),
  };
}

export type OrderView = ReturnType<typeof toView>;
export type ProcessResult = { order: OrderView; payment: { status: 'paid' } | { status: 'challenge'; challengeUrl: string } };

export const ORDER_COLUMNS = `order_id, order_number, member_id, status, request_hash, delivery_address, sell_cost_pence, delivery_charge_pence,
  voucher_code, voucher_pence, store_credit_pence, to_pay_pence, payment_type_id,
  ${paymentTypeNameSql('web_sell_orders.payment_type_id')} AS payment_name, payment_reference, payment_redirect_url, payment_failure, created_at, paid_at,
  payment_attempt, charging_since`;
