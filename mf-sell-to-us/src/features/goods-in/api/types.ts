import type { QuoteState } from '@shop/shared/api';
// The bench's wire types: the answers of the staff routes (api/src/modules/staff/schemas.ts and
// bench-schemas.ts, published in /v3/openapi.json).

export interface Claim {
  quoteId: string;
  staffId: string;
  by: string;
  expiresAt: string;
}

export interface ArrivingItem {
  quoteId: string;
  status: QuoteState;
  brand: string;
  modelName: string;
  quantity: number;
  declaredGrade: string | null;
  payoutType: string | null;
  payoutMethod: string | null;
  offered: number;
  revisionTolerance: number;
  revision: { grade: string; amount: number; reason: string } | null;
}

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

export interface HistoryEntry {
  fromStatus: string | null;
  toStatus: string;
  actor?: 'staff' | 'member' | 'system';
  by: string;
  at: string;
}

export interface GradeOption {
  grade: 'A' | 'B' | 'C';
  amount: number;
  withinTolerance: boolean;
}

export interface BenchItem extends ArrivingItem {
  answers: Array<{ question: string; answer: string }>;
  photosOnProductPage: boolean;
  gradeOptions: GradeOption[];
  /** Pence a voucher adds on top when it is paid (the trade-up bonus); 0 otherwise. */
  tradeUpBonus: number;
  payout: { amount: number; method: string; at: string } | null;
  history: HistoryEntry[];
}

export interface Parcel extends Omit<ArrivingOrder, 'items'> {
  items: BenchItem[];
  history: Array<HistoryEntry & { event: string }>;
}

export interface StaffPhoto {
  imageId: string;
  takenBy: 'member' | 'staff';
  viewName: string;
  urls: { l: string; m: string; s: string };
}

export interface Listing {
  name: string;
  grade: string;
  gradeName: string;
  wearNote: string;
  wearNoteCorrected: boolean;
  price: number;
  priceText: string;
  boxId: string | null;
  photos: Array<{ imageId: string; takenBy: 'member' | 'staff'; url: string; shown: boolean; allowed: boolean }>;
}

export type InspectOutcome = { outcome: 'confirm' } | { outcome: 'revise'; grade: string; reason: string; photoIds?: string[] } | { outcome: 'return'; reason?: string };
