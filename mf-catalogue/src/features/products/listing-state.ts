// The listing's whole state lives in the URL (spec §2 query parameters plus refinements), so
// back, forward and reload keep it. Multi-valued refinements are joined with '~'.

import type { SearchFacet } from '@shop/shared/api';
import { LISTING_QUERY_PARAM } from '@shop/shared/routes';
import { CARD_FIELDS } from '../../api/catalogue-api';

export const SORTS = { relevance: 'boxes', price_asc: 'boxes_price_asc', price_desc: 'boxes_price_desc', newest: 'boxes_newest' } as const;
export type Sort = keyof typeof SORTS;

/** URL parameter -> search facet, for the refinements a shopper can tick. */
export const REFINEMENTS = { Brand: 'brand', grade: 'grade', price: 'priceRange', line: 'productLineName', category: 'categoryName', size: 'size', colour: 'colour' } as const;
export type RefinementParam = keyof typeof REFINEMENTS;

export interface ListingState {
  query: string;
  /** The words as typed, no typo forgiven ('Search instead for pushchiar'): URL exact=1. */
  exact?: boolean;
  superCatId?: number;
  superCatName?: string;
  productLineId?: number;
  productLineName?: string;
  priceReduced: boolean;
  refinements: Partial<Record<RefinementParam, string[]>>;
  sort: Sort;
  /** 0-based; the URL shows it 1-based. */
  page: number;
}

/** The six super-categories of §9: id, URL name (the reduction content key) and friendly name. */
export const SUPER_CATEGORIES = [
  { id: 7, slug: 'pushchairs-travel', name: 'Pushchairs & Travel' },
  { id: 4, slug: 'nursery', name: 'Nursery' },
  { id: 2, slug: 'clothing', name: 'Clothing' },
  { id: 5, slug: 'toys', name: 'Toys' },
  { id: 3, slug: 'feeding', name: 'Feeding' },
  { id: 1, slug: 'bathing-changing', name: 'Bathing & Changing' },
] as const;

/** A super-category by id, or by the name a link carries ('clothing', 'Pushchairs & travel'). */
export function superCategory(id: number | undefined, name: string | undefined) {
  if (id !== undefined) return SUPER_CATEGORIES.find((c) => c.id === id);
  const wanted = name
    ?.trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, '-')
    .replace(/\s+/g, '-');
  return wanted ? SUPER_CATEGORIES.find((c) => c.slug === wanted || c.name.toLowerCase() === name!.trim().toLowerCase()) : undefined;
}

/** The reduced listing's words (§9 reduction content keys: 'reduction.<super-category>' or 'reduction.all'), or null for any other listing. */
export function reductionContentKey(s: Pick<ListingState, 'priceReduced' | 'superCatId'>): string | null {
  if (!s.priceReduced) return null;
  return `reduction.${superCategory(s.superCatId, undefined)?.slug ?? 'all'}`;
}

const int = (v: string | null) => (v && /^\d{1,7}$/.test(v) ? Number(v) : undefined);

export function readListingState(params: URLSearchParams): ListingState {
  const refinements: ListingState['refinements'] = {};
  for (const key of Object.keys(REFINEMENTS) as RefinementParam[]) {
    const v = params.get(key);
    if (v)
      refinements[key] = v
        .split('~')
        .map((s) => s.trim())
        .filter(Boolean);
  }
  const sort = params.get('sort');
  // A link may name the super-category only (superCatName=clothing): the id scopes the search.
  const superCatId = int(params.get('superCatId')) ?? superCategory(undefined, params.get('superCatName') ?? undefined)?.id;
  return {
    query: (params.get(LISTING_QUERY_PARAM) ?? '').slice(0, 200),
    exact: params.get('exact') === '1',
    superCatId,
    superCatName: params.get('superCatName') ?? undefined,
    productLineId: int(params.get('productLineId')),
    productLineName: params.get('productLineName') ?? undefined,
    priceReduced: params.get('priceReduced') === '1',
    refinements,
    sort: sort && sort in SORTS ? (sort as Sort) : 'relevance',
    page: Math.max(0, (int(params.get('page')) ?? 1) - 1),
  };
}

export function writeListingState(s: ListingState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.query) p.set(LISTING_QUERY_PARAM, s.query);
  if (s.query && s.exact) p.set('exact', '1');
  if (s.superCatId !== undefined) p.set('superCatId', String(s.superCatId));
  if (s.superCatName) p.set('superCatName', s.superCatName);
  if (s.productLineId !== undefined) p.set('productLineId', String(s.productLineId));
  if (s.productLineName) p.set('productLineName', s.productLineName);
  if (s.priceReduced) p.set('priceReduced', '1');
  for (const [key, values] of Object.entries(s.refinements)) if (values && values.length) p.set(key, values.join('~'));
  if (s.sort !== 'relevance') p.set('sort', s.sort);
  if (s.page > 0) p.set('page', String(s.page + 1));
  return p;
}

/** §9: 40 products a page; new arrivals (newest first) 20 a page. */
export const hitsPerPageFor = (sort: Sort) => (sort === 'newest' ? 20 : 40);

/** The search request for a state: fixed scope filters AND-ed, each refinement OR-ed within. */
export function searchRequest(s: ListingState, hitsPerPage = hitsPerPageFor(s.sort)) {
  const facetFilters: Array<string | string[]> = [];
  if (s.superCatId !== undefined) facetFilters.push(`superCatId:${s.superCatId}`);
  if (s.productLineId !== undefined) facetFilters.push(`productLineId:${s.productLineId}`);
  if (s.priceReduced) facetFilters.push('priceReduced:true');
  for (const [key, values] of Object.entries(s.refinements)) {
    if (values && values.length) facetFilters.push(values.map((v) => `${REFINEMENTS[key as RefinementParam]}:${v}`));
  }
  // productLineName always: with a product line chosen, its one value names the page.
  const facets: SearchFacet[] = ['brand', 'grade', 'priceRange', 'productLineName', ...(s.productLineId === undefined ? [] : (['categoryName'] as const)), ...(s.superCatId === 2 ? (['size', 'colour'] as const) : [])];
  // The words as typed: no typo forgiven, no word let go (Algolia's own parameters).
  const exact = s.exact && s.query ? { typoTolerance: false, removeWordsIfNoResults: 'none' as const } : {};
  return { index: SORTS[s.sort], body: { query: s.query, ...exact, page: s.page, hitsPerPage, facets, facetFilters, clickAnalytics: true, attributesToRetrieve: [...CARD_FIELDS] } };
}
