// Basket and checkout events for the data layer (spec §7 'Analytics events'), in GA4's
// ecommerce shape. The host pushes them (analytics consent), and turns add_to_cart,
// begin_checkout and purchase into the conversion-tracking call of §7 (marketing consent;
// host/src/consent/conversions.ts).
import { bus } from '@shop/shared/bus';

interface ItemLike {
  boxId: string;
  boxName: string;
  sellPrice?: number;
  unitPrice?: number;
  quantity: number;
  deliveryMethodId: number;
}

const CURRENCY = 'GBP';
/** §9: the shipping tier sent with add_shipping_info. */
export const SHIPPING_TIER = 'Ground';

const item = (l: ItemLike, quantity = l.quantity) => ({
  item_id: l.boxId,
  item_name: l.boxName,
  price: l.sellPrice ?? l.unitPrice ?? 0,
  quantity,
  item_variant: l.deliveryMethodId === 2 ? 'collection' : 'delivery',
});
// The guest basket's own id (a random ULID, spec §3 cartId), sent as cart_id; a member's basket id
// is their member id, so none is sent for them (the API gives the conversion call a pseudonym).
let guestCartId: string | null = null;
/** The basket store says whose basket is showing: a guest's (its id) or a member's (null). */
export function setAnalyticsCart(cartId: string | null): void {
  guestCartId = cartId;
}

const emit = (event: string, params: Record<string, unknown>) => bus.emit('host:analytics-event', { event, params: guestCartId && event !== 'purchase' ? { ...params, cart_id: guestCartId } : params });

export function trackCart(event: 'add_to_cart' | 'remove_from_cart', line: ItemLike | undefined, quantity: number) {
  if (!line || quantity <= 0) return;
  emit(event, { currency: CURRENCY, value: (line.sellPrice ?? 0) * quantity, items: [item(line, quantity)] });
}

/** view_cart on the basket; begin_checkout when the shopper presses checkout there; reach_checkout when the checkout page shows (past sign-in). */
export function trackBasket(event: 'view_cart' | 'begin_checkout' | 'reach_checkout', lines: ItemLike[], value: number) {
  emit(event, { currency: CURRENCY, value, items: lines.map((l) => item(l)) });
}

export function trackShipping(lines: ItemLike[], value: number) {
  emit('add_shipping_info', { currency: CURRENCY, value, shipping_tier: SHIPPING_TIER, items: lines.map((l) => item(l)) });
}

export function trackPayment(lines: ItemLike[], value: number, paymentType: string) {
  emit('add_payment_info', { currency: CURRENCY, value, payment_type: paymentType, items: lines.map((l) => item(l)) });
}

/**
 * Once per order, however often the thank-you page is shown. Its value is the order's total: a
 * voucher or store credit is a way it was paid, not money off, so each is listed in `payments`
 * (issue 33 §2) with what it paid, beside the card's share.
 */
export function trackPurchase(order: { orderNumber: string; totalCost: number; deliveryCharge: number; items: ItemLike[]; payments?: Array<{ method: string; amount: number }> }) {
  const key = `shop:purchase-tracked:${order.orderNumber}`;
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  emit('purchase', {
    transaction_id: order.orderNumber,
    currency: CURRENCY,
    value: order.totalCost,
    shipping: order.deliveryCharge,
    items: order.items.map((l) => item(l)),
    ...(order.payments ? { payments: order.payments.map((p) => ({ payment_type: p.method, value: p.amount })) } : {}),
  });
}
