// mf-catalogue's slice of the v3 API, and the search client (Algolia's request shape: a hosted
// index can replace our endpoint by changing SEARCH_BASE alone).
import type { SearchAnswer, SearchRequest } from '@shop/shared/api';
import { SHOP_PLATFORM_ID } from '@shop/shared/rules';
import { api } from './client';
import { fromPayload, payloadKey } from './page-payload';

export interface Box {
  boxId: string;
  boxName: string;
  brand: string;
  categoryId: number;
  categoryName: string;
  superCatId: number;
  superCatName: string;
  superCatFriendlyName: string;
  productLineId: number;
  productLineName: string;
  grade: string;
  gradeName: string;
  gradeDescription: string;
  wear: string;
  imageNames: string[];
  imageViews: number[];
  imageUrls: { large: string[]; medium: string[]; small: string[]; zoom: string[] };
  sellPrice: number;
  wasPrice: number | null;
  cashPrice: number;
  exchangePrice: number;
  ecomQuantity: number;
  ecomQuantityOnHand: number;
  collectionQuantity: number;
  outOfStock: number;
  boxSaleAllowed: number;
  boxWebSaleAllowed: number;
  webSaleAllowed: number;
  cannotBuy: number;
  isNewBox: number;
  priceReduced: boolean;
  attributeInfo: Array<{ attributeFriendlyName: string; attributeValue: string }>;
}

/** The fields a product card shows (its stock mark, cardStockState, reads the last five): a listing's search asks for these alone (attributesToRetrieve). */
export const CARD_FIELDS = [
  'boxId',
  'boxName',
  'categoryName',
  'superCatFriendlyName',
  'imageUrls',
  'grade',
  'gradeName',
  'isNewBox',
  'sellPrice',
  'wasPrice',
  'ecomQuantity',
  'collectionQuantity',
  'webSaleAllowed',
  'boxSaleAllowed',
  'outOfStock',
] as const;
export type CardBox = Pick<Box, (typeof CARD_FIELDS)[number]>;

export interface BrandDirectory {
  aToZ: Record<string, string[]>;
  clothingBrands: Record<string, string[]>;
}

export interface Store {
  storeId: number;
  storeName: string;
  address: { line1: string; line2: string | null; town: string; county: string | null; postcode: string };
  phone: string;
  openingHours: Record<string, string | null>;
  distanceMiles?: number;
  quantity?: number;
}

/** A search's answer with the card's fields of each box (the request asks for CARD_FIELDS). */
export type SearchResponse = SearchAnswer<CardBox>;

export type HomeContent = {
  quickLinks: { top: Array<{ label: string; href: string }>; bottom: Array<{ label: string; href: string }> };
  uspIcons: Array<{ icon: string; title: string; text: string }>;
  qualitySteps: Array<{ step: number; title: string; text: string }>;
  aboutUs: Array<{ title: string; href: string }>;
  /** Whether selling to the shop is on (§6 sellToUsEnabled): its links are already left out when not. */
  offersSelling?: boolean;
};

/** The pre-login settings the product page reads: the basket's delivery charges (pence) and the §6 flags. */
export interface ShopSettings {
  limits: { perItemDeliveryCharge: number; freeDeliveryThreshold: number };
  featureFlags: { clickAndCollect: boolean; waiveDeliveryCharge?: boolean; priceReductionOnBoxes?: boolean };
}

export interface Grade {
  grade: string;
  gradeName: string;
  description: string;
}

// Settings and grades change rarely: one load per visit in the browser. Never kept on the
// server, where the prerender bundle lives as long as the API and settings may change.
const onceInBrowser = <T>(load: () => Promise<T>) => {
  let kept: Promise<T> | null = null;
  return () => {
    if (typeof window === 'undefined') return load();
    return (kept ??= load().catch((e) => ((kept = null), Promise.reject(e))));
  };
};
const loadSettings = onceInBrowser(() => api.get<{ preLoginSettings: ShopSettings }>('/settings/prelogin', { params: { platformId: SHOP_PLATFORM_ID } }).then((d) => d.preLoginSettings));
const loadGrades = onceInBrowser(async () => (await api.get<{ grades: Grade[] }>('/grades')).grades);

const SEARCH_BASE = '/v3/search/1/indexes';

export const catalogueApi = {
  home: () => fromPayload(payloadKey.home(), () => api.get<HomeContent>('/content/home')),
  rail: (name: 'mostwanted' | 'topsellers' | 'hotproducts', limit = 8) => fromPayload(payloadKey.rail(name), async () => (await api.get<{ boxes: Box[] }>(`/boxes/${name}`, { params: { limit } })).boxes),
  settings: () => fromPayload(payloadKey.settings(), loadSettings),
  grades: () => fromPayload(payloadKey.grades(), loadGrades),
  box: (id: string) => fromPayload(payloadKey.box(id), async () => (await api.get<{ boxDetails: Box[] }>(`/boxes/${encodeURIComponent(id)}/detail`)).boxDetails[0]!),
  nearestStoresForBox: (id: string, postcode: string) => api.get<{ origin: { town: string | null }; stores: Store[] }>(`/boxes/${encodeURIComponent(id)}/neareststores`, { params: { postcode, limit: 5 } }),
  stock: async (id: string) => (await api.get<{ stockDetails: Array<{ storeId: number; storeName: string; quantity: number }> }>(`/boxes/${encodeURIComponent(id)}/stock`)).stockDetails,
  stores: () => fromPayload(payloadKey.stores(), async () => (await api.get<{ stores: Store[] }>('/stores')).stores),
  nearestStores: (postcode: string) => api.get<{ origin: { town: string | null }; stores: Store[] }>('/stores/nearest', { params: { postcode, limit: 5 } }),
  brands: () => fromPayload(payloadKey.brands(), () => api.get<BrandDirectory>('/brands')),
  brandDescription: (brand: string) => api.get<{ brandName: string; description: string }>('/brands/description', { params: { brand } }),
  superCats: async () => (await api.get<{ superCats: Array<{ superCatId: number; superCatFriendlyName: string }> }>('/supercats')).superCats,
  search: (index: string, body: SearchRequest): Promise<SearchResponse> =>
    // Popular searches count who sent it by what the API vouches for (the sign-in, or its own cookie): no id from here.
    // The search answers Algolia's shape, not the v3 envelope: the whole answer's body.
    fromPayload(payloadKey.search(index, body), async () => (await api.raw.post<SearchResponse>(`${SEARCH_BASE}/${index}/query`, body, { baseURL: '' })).data),
  /** Popular searches that start with the typed text (GET utilities/searchbucket). */
  searchBucket: async (query: string, signal?: AbortSignal) => (await api.get<{ searchBucket: Array<{ query: string }> }>('/utilities/searchbucket', { params: { query }, signal })).searchBucket.map((s) => s.query),
};
