// What the selling panel reads of a quote and a web buy order (GET /v3/quotations/{id},
// GET /v3/webbuyorders/{id}/detail), and what the live stream says changed.
import type { QuoteDetail, QuoteMoney, QuoteState } from '@shop/shared/api';
import type { CollectionStatus, HandoverMethod, TrackingStatus, WebBuyOrderState } from '@shop/shared/rules';

export type { QuoteMoney as Money } from '@shop/shared/api';

/** A quote as the selling panel reads it: the contract's QuoteDetail (the parts the panel shows), with the payout chosen and made. */
export type SellingQuote = Pick<QuoteDetail, 'quoteId' | 'status' | 'brand' | 'modelName' | 'quantity' | 'offerExpiresAt' | 'payoutType' | 'webBuyOrderId' | 'history' | 'createdAt'> &
  Partial<Pick<QuoteDetail, 'nextStatuses' | 'masterBoxId' | 'categoryId'>> & {
    offer: { total: QuoteMoney } | null;
    /** What inspection found when staff changed the grade: the new offer, why, and the staff photos that show it. */
    revision?: (NonNullable<QuoteDetail['revision']> & { photos?: RevisionPhoto[] }) | null;
    /** How the member chose to be paid (charity named), and what they let staff pay less without asking. */
    /** tradeUpBonus: pence paid on top of a voucher (the trade-up list), kept at acceptance. */
    payoutChoice?: { method: 'bank' | 'voucher' | 'charity'; revisionTolerance: number; tradeUpBonus?: number; charity: { name: string } | null } | null;
    /** The payment, once made: what was paid. */
    payout?: { amountPence: number; method: 'bank' | 'voucher' | 'charity'; charity: { name: string } | null } | null;
  };

/** A staff photo showing why the offer changed, at the member's own owner-checked photo address. */
export interface RevisionPhoto {
  imageId: string;
  urls: { l: string; m: string; s: string };
}

export interface SellingOrder {
  webBuyOrderId: string;
  status: WebBuyOrderState;
  /** recycleAgreedAt: when the member let the shop recycle an item it cannot buy. */
  /** amount: what the member gets (paid, else a revision's, else the offer); offeredAmount: the first offer. */
  quotes: Array<{ quoteId: string; brand?: string; modelName: string; quantity: number; amount: number; offeredAmount?: number; paid?: boolean; status: QuoteState; recycleAgreedAt: string | null }>;
  /** How it reaches us: collected by the courier, or taken to a store (null before the member chose). */
  handover?: HandoverMethod | null;
  /** The store a drop-off parcel is taken to. */
  store?: { storeName: string } | null;
  /** Where a courier collects it (and so where an item comes back to), when collected. */
  collectionAddress?: { line1: string; line2: string; town: string; postcode: string } | null;
  labelGeneratedAt: string | null;
  createdAt: string;
  /** The booked courier collection and its tracking events (issue 32 §2), or null (older answers: absent). */
  collection?: ParcelCollection | null;
}

export interface ParcelCollection {
  courier: string;
  /** The collection day, YYYY-MM-DD. */
  date: string;
  trackingNumber: string;
  status: CollectionStatus;
  events: Array<{ status: TrackingStatus; location: string | null; at: string }>;
}

export interface Selling {
  quotes: SellingQuote[];
  orders: SellingOrder[];
}

/** One change, as the member's event stream tells it (ids and states only). */
export interface StatusEvent {
  kind: 'quote' | 'webBuyOrder';
  id: string;
  from: string | null;
  to: string;
  at: string;
}
