// The goods-in bench (issue 35): staff receive, inspect, photograph and pay for members' parcels on
// a web page. The codes, paths and limits the API, the CLI and the bench page share. Codes in the
// style of the release registry's (R001): a letter for the area, then a number.

export const GOODS_IN_CODES = {
  /** 403: the staff account does not hold the goods-in permission. */
  permission: 'G001',
  /** 409: another staff member has this item open (their claim has not expired). */
  claimed: 'G002',
} as const;

/** The bench's pages: the arriving list, and one parcel (?order=<web buy order code>). */
export const GOODS_IN_PATH = '/staff/goods-in';
export const GOODS_IN_PARCEL_PATH = '/staff/goods-in/parcel';
export const GOODS_IN_ORDER_PARAM = 'order';

/** How long an item stays taken by the staff member who opened it, unless they renew it. */
export const GOODS_IN_CLAIM_MINUTES = 5;

/** A listing's wear note as staff correct it (the product page's 'Condition' words). */
export const LISTING_NOTE_MAX = 500;
