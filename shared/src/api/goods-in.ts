// The goods-in bench on the wire (issue 35: GET/POST /v3/staff/goods-in/…, staff only), one
// contract for the API's bench and the bench page in mf-sell-to-us: the grades staff confirm or
// revise to, the codes the bench answers, a claim on an item, a parcel as the bench shows it, and
// what inspecting an item decides. The routes' response schemas (api staff/bench-schemas.ts)
// stay loose, so these are plain interfaces beside them.
import type { QuoteState } from './quotations';

/** The grades staff confirm or revise an item to (the shop's own: like new, good, well used). */
export const INSPECTION_GRADES = ['A', 'B', 'C'] as const;
export type InspectionGrade = (typeof INSPECTION_GRADES)[number];

/** The bench's codes, in the style of the release registry's (R001): a letter for the area, then a number. */
export const GOODS_IN_CODES = {
  /** 403: the staff account does not hold the goods-in permission. */
  permission: 'G001',
  /** 409: another staff member has this item open (their claim has not expired). */
  claimed: 'G002',
} as const;

/** An item one staff member has open: the others see it taken until it expires or is let go. */
export interface GoodsInClaim {
  quoteId: string;
  staffId: string;
  /** The staff member's name, as the others read it. */
  by: string;
  expiresAt: string;
}

/** One item of a parcel on its way or at the bench: what was offered, what the member declared and would accept. */
export interface ArrivingItem {
  quoteId: string;
  status: QuoteState;
  brand: string;
  modelName: string;
  quantity: number;
  declaredGrade: string | null;
  payoutType: string | null;
  payoutMethod: string | null;
  /** Pence, as the member is paid it (cash or voucher). */
  offered: number;
  /** Pence staff may pay less without asking the member. */
  revisionTolerance: number;
  revision: { grade: string; amount: number; reason: string } | null;
}

/** A parcel on its way or received: its handover, and its items. */
export interface ArrivingOrder {
  webBuyOrderId: string;
  status: string;
  handover: string | null;
  collectionFrom: { town: string; postcode: string } | null;
  labelGeneratedAt: string | null;
  createdAt: string;
  updatedAt: string;
  items: ArrivingItem[];
}

/** One move in an item's or a parcel's life, with who made it in words ('The member', a staff name, 'The shop'). */
export interface GoodsInHistoryEntry {
  fromStatus: string | null;
  toStatus: string;
  actor?: 'staff' | 'member' | 'system';
  by: string;
  at: string;
}

/** What confirming or revising to a grade would pay, and whether that is within the member's tolerance (paid at once). */
export interface GradeOption {
  grade: InspectionGrade;
  amount: number;
  withinTolerance: boolean;
}

/** An item at the bench: the member's answers in words, what each grade would pay, the payout once made, its history. */
export interface BenchItem extends ArrivingItem {
  answers: Array<{ question: string; answer: string }>;
  photosOnProductPage: boolean;
  gradeOptions: GradeOption[];
  /** Pence a voucher adds on top when it is paid (the trade-up bonus); 0 otherwise. */
  tradeUpBonus: number;
  payout: { amount: number; method: string; at: string } | null;
  history: GoodsInHistoryEntry[];
}

/** A parcel at the bench (GET …/parcel): the order, each item as the bench shows it, and the parcel's own history. */
export interface BenchParcel extends Omit<ArrivingOrder, 'items'> {
  items: BenchItem[];
  history: Array<GoodsInHistoryEntry & { event: string }>;
}

/** What staff decide for an item: confirm the member's grade, revise it (with why, and photos), or return the item. */
export type InspectOutcome = { outcome: 'confirm' } | { outcome: 'revise'; grade: InspectionGrade; reason: string; photoIds?: string[] } | { outcome: 'return'; reason?: string };
