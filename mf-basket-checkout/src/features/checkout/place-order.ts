// Placing an order so that a shopper is never charged twice: one idempotency key per checkout
// (kept in sessionStorage, so a reload or a retried request finds the same order), the server
// moves an order to 'charging' only once, and the button is disabled while it works.
import { type DeliveryAddress, ORDER_CODES } from '@shop/shared/api';
import { ApiError, normaliseFailure } from '@shop/shared/http';
import { STORAGE_KEYS } from '@shop/shared/session';
import { createUlid } from '@shop/shared/toolkit';
import { basketApi, type Card, type Order, type Payment, type SavedCardChoice } from '../../api/basket-api';

const KEY = 'shop:checkout-attempt';

interface Attempt {
  key: string;
  /** The request the key was made for: a different request needs a new key. */
  request: string;
}

function attemptKey(request: string): string {
  const saved = sessionStorage.getItem(KEY);
  const attempt = saved ? (JSON.parse(saved) as Attempt) : null;
  if (attempt && attempt.request === request) return attempt.key;
  const key = `co-${createUlid()}`;
  sessionStorage.setItem(KEY, JSON.stringify({ key, request } satisfies Attempt));
  return key;
}

/** After a payment has failed or succeeded, the next request gets a new key (the API still pays the same basket's open order). */
export function endAttempt(): void {
  sessionStorage.removeItem(KEY);
}

export interface PlaceOrderInput {
  paymentTypeId: number;
  address?: DeliveryAddress;
  voucherCode?: string;
  expectedTotal: number;
  card?: Card;
  /** A saved card to pay with (then no `card`), 'save the typed card for next time', or an Apple Pay token. */
  saved?: SavedCardChoice;
}

export type PlaceOrderResult = { kind: 'paid'; order: Order } | { kind: 'challenge'; order: Order; url: string };

/** Card payment codes after which this attempt is over (the next Pay is a new request: the API finds the same order by its basket). */
const ORDER_OVER = new Set<number | string>([ORDER_CODES.paymentFailed]);

export async function placeOrder(input: PlaceOrderInput, api = basketApi): Promise<PlaceOrderResult> {
  const { card, saved, ...request } = input;
  const key = attemptKey(JSON.stringify(request));
  try {
    const order = await api.generateOrder(key, request);
    localStorage.setItem(STORAGE_KEYS.webOrderNumber, order.orderNumber);
    const paying = order.toPay > 0;
    const { order: after, payment } =
      paying && (saved?.saveCard || saved?.storedCard || saved?.applePayToken)
        ? await api.processOrder(order.orderId, saved.storedCard || saved.applePayToken ? undefined : card, undefined, saved)
        : await api.processOrder(order.orderId, paying ? card : undefined);
    return settled(after, payment);
  } catch (error) {
    if (ORDER_OVER.has(normaliseFailure(error).code)) endAttempt();
    throw error;
  }
}

/**
 * The return from the provider's page (/buy/process): ask how the payment ended, with what the
 * provider added to the URL. The card provider's 3-D Secure return carries a redirectResult,
 * which the API verifies with the provider; verified already (a reload) is read back as paid.
 */
export async function resumeOrder(orderId: string, providerReturn: Record<string, string> = {}, api = basketApi): Promise<PlaceOrderResult> {
  const { redirectResult, ...rest } = providerReturn;
  try {
    const { order, payment } = redirectResult ? await api.verifyCardOrder(orderId, redirectResult) : await api.processOrder(orderId, undefined, Object.keys(rest).length ? rest : undefined);
    return settled(order, payment);
  } catch (error) {
    const failure = normaliseFailure(error);
    if (redirectResult && failure.status === 409) {
      // Verified already (a reload, back and forward): the order says how it ended.
      const order = await api.order(orderId).catch(() => null);
      if (order?.status === 'paid') return settled(order, { status: 'paid' });
      if (order?.status === 'payment_failed' && order.paymentFailure) {
        throw new ApiError({
          code: ORDER_CODES.paymentFailed,
          status: 402,
          message: 'Payment Required',
          body: { response: { ack: 'Failure', data: null, error: { code: ORDER_CODES.paymentFailed, message: order.paymentFailure } } },
        });
      }
    }
    if (ORDER_OVER.has(failure.code)) endAttempt();
    throw error;
  }
}

function settled(order: Order, payment: Payment): PlaceOrderResult {
  if (payment.status === 'challenge') return { kind: 'challenge', order, url: payment.challengeUrl };
  endAttempt();
  return { kind: 'paid', order };
}
