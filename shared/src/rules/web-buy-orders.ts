// Web buy orders (spec §7 'Orders'): one parcel of a member's accepted quotes, sent to the shop
// by courier collection or dropped off at a store. Read by the API and the sell-to-us pages.
import type { QuoteState } from '@shop/shared/api';
import { isGradeCode } from './grades';

export const WEB_BUY_ORDER_STATES = ['open', 'sent', 'received', 'cancelled'] as const;
export type WebBuyOrderState = (typeof WEB_BUY_ORDER_STATES)[number];

/** How the parcel reaches the shop: a courier collects it from an address, or the member drops it at a store. */
export const HANDOVER_METHODS = ['collection', 'dropoff'] as const;
export type HandoverMethod = (typeof HANDOVER_METHODS)[number];

/** The sell-to-us page that sends a member's accepted items (issue 32 §1): My account, /sell-to-us and the accepted e-mail link here. */
export const SELL_SEND_PATH = '/sell-to-us/send';

/**
 * The sell-to-us questions for one model, which start a quote: the funnel's model rows and My
 * account's 'Outgrown? Sell it back' link here. `grade`: the grade the shop sold the item at
 * (issue 37), so its condition answer starts there; only a grade code goes in (one capital
 * letter, nothing personal: never an order, a member or a child), anything else is left out.
 */
export const sellModelUrl = (model: { masterBoxId: string; categoryId: number }, grade?: string | null) =>
  `/sell-to-us/quotation-questions?${new URLSearchParams({ model: model.masterBoxId, category: String(model.categoryId), ...(isGradeCode(grade) ? { grade } : {}) })}`;

/** Most quotes one order (one parcel) holds. */
export const WEB_BUY_ORDER_MAX_QUOTES = 20;

/** Order codes: 'WB' and 8 characters of Crockford's base32 (no I, L, O, U: read aloud and scanned without doubt). */
export const WEB_BUY_ORDER_ID_PATTERN = '^WB[0-9A-HJKMNP-TV-Z]{8}$';
export const isWebBuyOrderId = (value: unknown): value is string => typeof value === 'string' && new RegExp(WEB_BUY_ORDER_ID_PATTERN).test(value);

/** The API's failure codes for web buy orders (§8 has none for them; 1001 is §8's quotation member code). */
export const WEB_BUY_ORDER_CODES = {
  memberId: 1001,
  notFound: 'WEB_BUY_ORDER_NOT_FOUND',
  /** A quote that is not the member's, not accepted, or already in another order. */
  quoteUnavailable: 'WEB_BUY_ORDER_QUOTE_UNAVAILABLE',
  /** The order cannot do that now (cancelled, received, or no address chosen yet). */
  stateConflict: 'WEB_BUY_ORDER_STATE_CONFLICT',
  storeNotFound: 'WEB_BUY_ORDER_STORE_NOT_FOUND',
  /** An item the shop has bought or may still buy: only one it cannot buy can be recycled. */
  notRecyclable: 'WEB_BUY_ORDER_NOT_RECYCLABLE',
} as const;

/**
 * Recycling (spec §7 'Orders' recycle; issue #14): an item the shop cannot buy (its quote
 * 'returned': refused at inspection, a car seat refused for safety, a revised offer declined)
 * would be sent back to the member; the member may let the shop recycle it instead. Only such
 * items, and only once: a second agreement changes nothing.
 */
export const RECYCLABLE_QUOTE_STATES: readonly QuoteState[] = ['returned'];

/** Why an item cannot be recycled ('not-refused': the shop has bought it or may still; 'agreed': already agreed), or null when it can. */
export function recycleProblem(item: { state: QuoteState; recycleAgreedAt: string | null }): 'not-refused' | 'agreed' | null {
  if (!RECYCLABLE_QUOTE_STATES.includes(item.state)) return 'not-refused';
  return item.recycleAgreedAt === null ? null : 'agreed';
}

/** UK banks and building societies for the payout form (GET banknames), A-Z. */
export const UK_BANK_NAMES: readonly string[] = [
  'Bank of Scotland',
  'Barclays',
  'Chase UK',
  'Clydesdale Bank',
  'Co-operative Bank',
  'Coventry Building Society',
  'Danske Bank',
  'First Direct',
  'Halifax',
  'HSBC UK',
  'Lloyds Bank',
  'Metro Bank',
  'Monzo',
  'Nationwide Building Society',
  'NatWest',
  'Revolut',
  'Royal Bank of Scotland',
  'Santander UK',
  'Skipton Building Society',
  'Starling Bank',
  'TSB',
  'Ulster Bank',
  'Virgin Money',
  'Yorkshire Building Society',
];
