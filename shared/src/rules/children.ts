// A member's children (issue 37 'Outgrown'): what the account keeps of each and the codes of its
// refusals, read by the API's routes and the account's panel alike.
import type { KindNow } from './outgrown';

/** At most this many children per account. */
export const CHILDREN_MAX = 8;
/** A child is born at most this many years ago, or due at most this many months ahead. */
export const CHILD_MAX_AGE_YEARS = 12;
export const CHILD_DUE_MONTHS_AHEAD = 10;
export const CHILD_HEIGHT_CM = { min: 40, max: 180 } as const;

export const CHILDREN_CODES = {
  /** No child by that id in this account. */
  notFound: 'CHILD_NOT_FOUND',
  /** The month is more than 12 years ago or more than 10 months ahead, or not a month. */
  born: 'CHILD_BORN',
  /** The height is not one a child of 0–12 has. */
  height: 'CHILD_HEIGHT',
  /** The member did not agree to the shop using the child's age to suggest sizes. */
  consent: 'CHILD_CONSENT',
  /** Already CHILDREN_MAX children. */
  tooMany: 'CHILDREN_TOO_MANY',
  /** The 'coming up' e-mail's unsubscribe link is not one the shop sent (or it was mistyped). */
  linkUnknown: 'EMAIL_LINK_UNKNOWN',
} as const;

/** One child as the API gives it: the month and height kept, and where the child stands now. */
export interface Child {
  childId: string;
  born: string;
  heightCm: number | null;
  addedAt: string;
  stages: KindNow[];
  /** The next clothes size, when it is due and how many the shop has in it now; null past the last size. */
  comingUp: ComingUp | null;
}

/** 'Coming up for February 2027: 9–12 months, 14 in stock' (clothes: the kind the shop lists by size). */
export interface ComingUp {
  stageId: string;
  label: string;
  /** 'YYYY-MM': the month the child reaches it by age. */
  due: string;
  /** Clothes in that size for sale now, online or in a store. */
  inStock: number;
  /** The listing filtered to that size. */
  url: string;
}

/** Something the member bought from the shop that every child has now outgrown ('Outgrown? Sell it back'). */
export interface OutgrownItem {
  orderId: string;
  orderNumber: string;
  /** When the order was placed (ISO 8601). */
  boughtAt: string;
  boxId: string;
  boxName: string;
  /** The stage it served, as the outgrown table writes it. */
  stage: { id: string; label: string };
  /** The grade the shop sold it at ('A', 'B' or 'C'): the sell-back's condition answer starts there. */
  grade: string;
  /** The model as the shop buys it back, and the most it pays for one like new; null when it does not buy this model online. */
  sellBack: { masterBoxId: string; categoryId: number; cashPence: number; exchangePence: number } | null;
}
