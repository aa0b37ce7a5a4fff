// A web order as the member sees it (spec §7 'Orders'): one order state and one payment state
// read from the stored status (and the dispatch), so the list and the detail use the same words.
// The carriers staff may dispatch with, and the tracking link each gives.
import type { DeliveryAddress } from '@shop/shared/api';
import type { CollectionStore, ExpectedDelivery } from './fulfilment';
import type { OrderPayment } from './store-credit';

/** The stored status of a web sell order (api migrations 005). */
export type StoredOrderStatus = 'awaiting_payment' | 'charging' | 'awaiting_3ds' | 'paid' | 'payment_failed' | 'expired' | 'cancelled';

/** What the member reads as the order's state. A paid order is 'paid' (never 'placed') until dispatched. */
// No refund is recorded anywhere yet (no status, no staff command), so neither state names one.
export type OrderState = 'awaiting_payment' | 'paid' | 'dispatched' | 'payment_failed' | 'expired' | 'cancelled';
/** What the member reads as the payment's state. */
export type PaymentState = 'awaiting_payment' | 'processing' | 'awaiting_3ds' | 'paid' | 'failed' | 'expired' | 'cancelled';

export function paymentStateOf(status: StoredOrderStatus): PaymentState {
  const states: Record<StoredOrderStatus, PaymentState> = {
    awaiting_payment: 'awaiting_payment',
    charging: 'processing',
    awaiting_3ds: 'awaiting_3ds',
    paid: 'paid',
    payment_failed: 'failed',
    expired: 'expired',
    cancelled: 'cancelled',
  };
  return states[status];
}

export function orderStateOf(status: StoredOrderStatus, dispatched = false): OrderState {
  if (status === 'paid') return dispatched ? 'dispatched' : 'paid';
  if (status === 'charging' || status === 'awaiting_3ds') return 'awaiting_payment';
  return status;
}

/** Carriers an order can leave with, and where the member follows the parcel. */
export const CARRIERS = {
  'royal-mail': { name: 'Royal Mail', trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/{n}' },
  parcelforce: { name: 'Parcelforce Worldwide', trackingUrl: 'https://www.parcelforce.com/track-trace?trackNumber={n}' },
  dpd: { name: 'DPD', trackingUrl: 'https://track.dpd.co.uk/parcels/{n}' },
  evri: { name: 'Evri', trackingUrl: 'https://www.evri.com/track/parcel/{n}' },
  yodel: { name: 'Yodel', trackingUrl: 'https://www.yodel.co.uk/tracking/{n}' },
} as const;
export type CarrierId = keyof typeof CARRIERS;
/** Tracking numbers: letters and digits (8 to 30), as the carriers print them without spaces. */
export const TRACKING_NUMBER_PATTERN = '^[A-Z0-9]{8,30}$';

export const isCarrier = (id: string): id is CarrierId => Object.hasOwn(CARRIERS, id);
export const trackingUrl = (carrier: CarrierId, trackingNumber: string) => CARRIERS[carrier].trackingUrl.replace('{n}', encodeURIComponent(trackingNumber));

export interface OrderStore {
  storeId: number;
  storeName: string;
  address: { line1: string; line2: string | null; town: string; county: string | null; postcode: string };
  phone: string;
  /** Day name (monday…sunday) to 'HH:MM-HH:MM', or null when closed. */
  openingHours: Record<string, string | null>;
}

export interface OrderDetailItem {
  boxId: string;
  boxName: string;
  imageUrl: string | null;
  grade: string;
  gradeName: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  deliveryMethodId: 1 | 2;
  deliveryCharge: number;
  storeId: number | null;
}

/** An order's money, in pounds, as checkout and the order page both show it. */
export interface OrderMoney {
  sellCost: number;
  deliveryCharge: number;
  voucherCode: string | null;
  voucherAmount: number;
  /** What the member's store credit pays (issue 33 §2). */
  storeCreditAmount: number;
  totalCost: number;
  toPay: number;
  /** Every way the order is paid, with what each pays: voucher, store credit, card. */
  payments: OrderPayment[];
}

/** An order as checkout reads it (POST websellorders/generate and process, GET websellorders/open): its lines, totals and payments, in pounds. */
export interface CheckoutOrder extends OrderMoney {
  orderId: string;
  orderNumber: string;
  status: StoredOrderStatus;
  createdAt: string;
  paidAt: string | null;
  items: Array<{
    boxId: string;
    boxName: string;
    quantity: number;
    deliveryMethodId: 1 | 2;
    storeInfo: { storeId: number; storeName: string | null } | null;
    unitPrice: number;
    totalPrice: number;
    deliveryCharge: number;
  }>;
  paymentTypeId: number;
  deliveryAddress: DeliveryAddress | null;
  /** How the order's last payment ended when it did not go through (the provider's words). */
  paymentFailure: string | null;
  /** When the delivered lines are expected (null until paid, or when nothing is delivered). */
  expectedDelivery: ExpectedDelivery | null;
  /** The stores of the collection lines, with the time each is ready (null until paid). */
  stores: CollectionStore[];
}

/** GET /v3/members/{id}/orders/{orderId}: everything the member's order page shows. */
export interface OrderDetail extends OrderMoney {
  orderId: string;
  orderNumber: string;
  createdAt: string;
  state: OrderState;
  items: OrderDetailItem[];
  deliveryAddress: DeliveryAddress | null;
  stores: OrderStore[];
  payment: { paymentTypeId: number; method: string; state: PaymentState; paidAt: string | null };
  tracking: { carrier: CarrierId; carrierName: string; trackingNumber: string; trackingUrl: string; dispatchedAt: string } | null;
}

/** One order in the member's list (GET /v3/members/{id}/orders). */
export interface OrderSummary {
  orderId: string;
  orderNumber: string;
  state: OrderState;
  createdAt: string;
  itemCount: number;
  totalCost: number;
}
