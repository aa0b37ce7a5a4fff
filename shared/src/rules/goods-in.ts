// The goods-in bench (issue 35): staff receive, inspect, photograph and pay for members' parcels on
// a web page. The paths and limits the API, the CLI and the bench page share (its codes and wire
// types are the contract, @shop/shared/api goods-in.ts).

/** The bench's pages: the arriving list, and one parcel (?order=<web buy order code>). */
export const GOODS_IN_PATH = '/staff/goods-in';
export const GOODS_IN_PARCEL_PATH = '/staff/goods-in/parcel';
export const GOODS_IN_ORDER_PARAM = 'order';

/** How long an item stays taken by the staff member who opened it, unless they renew it. */
export const GOODS_IN_CLAIM_MINUTES = 5;

/** A listing's wear note as staff correct it (the product page's 'Condition' words). */
export const LISTING_NOTE_MAX = 500;
