// The conversion-tracking call of spec §7 'Other' (issue 18): one event from the browser to the
// API, which sends it on to the advertising provider server side (no pixel script in the page).
// One declaration for the host's sender and the API's schema.

/** The provider's standard event names the shop sends, and the data-layer event each comes from. */
export const CONVERSION_EVENTS = {
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
  view_item: 'ViewContent',
  seller_enquiry: 'Lead',
} as const;

export type ConversionEventName = (typeof CONVERSION_EVENTS)[keyof typeof CONVERSION_EVENTS];
export const CONVERSION_EVENT_NAMES = Object.values(CONVERSION_EVENTS) as ConversionEventName[];

/** A guest's random first-party id, kept on the device only while marketing is allowed (the API sends only its hash; the cookie policy lists it). */
export const ANONYMOUS_ID_KEY = 'shop:conversion-id';

/** Where the browser posts one event (same origin; answered 202 at once). */
export const CONVERSION_PATH = '/v3/tracking/conversions';

/** The browser's word that the visitor allows marketing (§5), with the notice version they answered. */
export interface ConversionConsent {
  marketing: true;
  noticeVersion: number;
}

/** One event as the browser posts it: custom data of §7, never a name, e-mail or address. */
export interface ConversionRequest {
  eventName: ConversionEventName;
  /** Unique per event: the API keeps one event per id (a resent beacon is not counted twice). */
  eventId: string;
  consent: ConversionConsent;
  /** A guest's random first-party id (kept on the device only with marketing consent); the API sends only its SHA-256. */
  anonymousId?: string;
  boxId?: string;
  cartId?: string;
  mode?: 'delivery' | 'collection';
  quantity?: number;
  /** Whether the basket is kept on the server (a signed-in member's basket). */
  synced?: boolean;
  totalPrice?: number;
  currency: 'GBP';
  value?: number;
}

export const TRACKING_CODES = {
  /** The request did not say the visitor allows marketing (or named no notice version). */
  consentMissing: 'T001',
  /** More events from one address than a shopper makes (CONVERSION_RATE_LIMIT): refused, nothing kept. */
  throttled: 'T002',
  format: 5,
} as const;

/** Conversion events one address may send: a busy shopper sends a few dozen in ten minutes. */
export const CONVERSION_RATE_LIMIT = { perWindow: 120, windowSeconds: 600 } as const;
