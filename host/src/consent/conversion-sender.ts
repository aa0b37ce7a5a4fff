// Maps a data-layer event (GA4's e-commerce shape) to the conversion event the API takes and
// posts it without making the shopper wait: fetch with keepalive, so it survives a navigation,
// and no answer is awaited or shown. A lazy chunk: loaded only with marketing consent.
import { ANONYMOUS_ID_KEY, BOX_ID_PATTERN, CONVERSION_EVENTS, CONVERSION_PATH, type ConversionRequest, toPence, toPounds } from '@shop/shared/rules';
import type { ShopEvents } from '@shop/shared/bus';

type AnalyticsEvent = ShopEvents['host:analytics-event'];
interface Item {
  item_id?: unknown;
  quantity?: unknown;
  item_variant?: unknown;
}
export interface SendContext {
  noticeVersion: number;
  signedIn: boolean;
  accessToken: string | null;
}

export { ANONYMOUS_ID_KEY };

const BOX_ID = new RegExp(BOX_ID_PATTERN);
const money = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? toPounds(toPence(v)) : undefined);
const randomId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`);

/** The API's event for a data-layer event; null for one that is no conversion. */
export function toConversion(e: AnalyticsEvent, ctx: Pick<SendContext, 'noticeVersion' | 'signedIn'>, anonymousId?: string): ConversionRequest | null {
  const eventName = CONVERSION_EVENTS[e.event as keyof typeof CONVERSION_EVENTS];
  if (!eventName) return null;
  const p = e.params ?? {};
  const items = (Array.isArray(p.items) ? p.items : []) as Item[];
  const quantity = items.reduce((sum, i) => sum + (typeof i.quantity === 'number' ? i.quantity : 1), 0);
  const modes = new Set(items.map((i) => i.item_variant));
  const mode = modes.size === 1 ? [...modes][0] : undefined;
  const value = money(p.value);
  // A purchase's id is its order number, so a thank-you page shown twice is one conversion.
  const eventId = e.event === 'purchase' && typeof p.transaction_id === 'string' ? `purchase-${p.transaction_id}` : randomId();
  const request: ConversionRequest = {
    eventName,
    eventId: eventId.replace(/[^A-Za-z0-9_.:-]/g, '-').slice(0, 80),
    consent: { marketing: true, noticeVersion: ctx.noticeVersion },
    ...(anonymousId ? { anonymousId } : {}),
    // One box: its id (an id the API would refuse is left out rather than losing the event).
    ...(items.length === 1 && typeof items[0]!.item_id === 'string' && BOX_ID.test(items[0]!.item_id) ? { boxId: items[0]!.item_id } : {}),
    ...(typeof p.cart_id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(p.cart_id) ? { cartId: p.cart_id } : {}),
    ...(mode === 'delivery' || mode === 'collection' ? { mode } : {}),
    ...(items.length > 0 ? { quantity: Math.min(quantity, 1000) } : {}),
    synced: ctx.signedIn,
    ...(value !== undefined ? { totalPrice: value, value } : {}),
    currency: 'GBP',
  };
  return request;
}

function anonymousId(): string | undefined {
  try {
    let id = localStorage.getItem(ANONYMOUS_ID_KEY);
    if (!id) localStorage.setItem(ANONYMOUS_ID_KEY, (id = randomId()));
    return id;
  } catch {
    return undefined; // storage refused: the event goes without an external id
  }
}

export function forgetAnonymousId(): void {
  try {
    localStorage.removeItem(ANONYMOUS_ID_KEY);
  } catch {
    /* nothing kept */
  }
}

/** Posts one event; never throws, never awaited by the page. A member is identified by their token (the API hashes their id). */
export function sendConversion(e: AnalyticsEvent, ctx: SendContext, post: typeof fetch = fetch): void {
  const body = toConversion(e, ctx, ctx.accessToken ? undefined : anonymousId());
  if (!body) return;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (ctx.accessToken) headers.authorization = `Bearer ${ctx.accessToken}`;
  void post(CONVERSION_PATH, { method: 'POST', keepalive: true, credentials: 'omit', headers, body: JSON.stringify(body) }).catch(() => undefined);
}
