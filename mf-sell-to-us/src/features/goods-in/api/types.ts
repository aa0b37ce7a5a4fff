// The bench's wire types: the answers of the staff routes (api/src/modules/staff/schemas.ts and
// bench-schemas.ts, published in /v3/openapi.json). A claim, a parcel and its items, and what
// inspecting decides are the contract both sides read (@shop/shared/api goods-in.ts); a staff
// photo and a listing preview are the page's own reading of their answers.

export type { ArrivingItem, ArrivingOrder, BenchItem, BenchParcel as Parcel, GoodsInClaim as Claim, GoodsInHistoryEntry as HistoryEntry, GradeOption, InspectOutcome } from '@shop/shared/api';

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
