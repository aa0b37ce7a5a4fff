// What a listing is called (its h1, document title and breadcrumbs) and how its filter values
// are ordered: the shopper sees the names of what they chose (§2), in a sensible order.
import { t } from '../../i18n';
import { listingBreadcrumbs, type Crumb } from '@shop/shared/rules';
import type { SearchResponse } from '../../api/catalogue-api';
import { superCategory, type ListingState } from './listing-state';

export interface ListingNames {
  heading: string;
  crumbs: Crumb[];
}

/**
 * The words the search took, when they are not those typed ('pushchair' for 'pushchiar') and the
 * answer is this state's (not the one before it, still shown while the next loads).
 */
export function searchedWords(state: ListingState, result: Pick<SearchResponse, 'query' | 'correctedQuery'> | null | undefined): string | undefined {
  return result?.correctedQuery && result.query === state.query.trim() ? result.correctedQuery : undefined;
}

/**
 * The page's names. `lineNameFromResults` is the product line's name as the search facets give
 * it, for links that carry productLineId alone (the home page's 'Car seats'); `searched`, the
 * words a search took when it corrected the shopper's (searchedWords).
 */
export function listingNames(state: ListingState, lineNameFromResults?: string, searched?: string): ListingNames {
  const superCat = superCategory(state.superCatId, state.superCatName);
  const lineName = state.productLineId !== undefined ? (state.productLineName ?? lineNameFromResults) : undefined;
  const brands = state.refinements.Brand ?? [];
  // One category chosen (the home page's 'Travel systems') names the page; its line stays in the breadcrumbs.
  const categories = state.refinements.category ?? [];
  const category = categories.length === 1 ? categories[0] : undefined;
  const scope = category ?? lineName ?? superCat?.name ?? (brands.length ? brands.join(t('listing.and')) : undefined);
  const crumbs = listingBreadcrumbs({
    priceReduced: state.priceReduced,
    superCatId: superCat?.id,
    superCatFriendlyName: superCat?.name,
    productLineId: state.productLineId,
    productLineName: lineName,
  });
  let heading: string;
  if (state.query) heading = t('listing.resultsFor', { query: searched ?? state.query });
  else if (state.priceReduced) heading = scope ? t('listing.reducedScope', { name: scope }) : t('listing.reducedAll');
  else heading = scope ?? t('pageTitle.products');
  return { heading, crumbs };
}

/** Where a price band's label starts, in pence-free pounds: 'Under £10' 0, '£10 to £25' 10. */
const bandStart = (label: string) => (/^under/i.test(label) ? 0 : Number(/£([\d,]+)/.exec(label)?.[1]?.replace(/,/g, '') ?? Infinity));

/** Filter values in the order a shopper reads them: prices ascending, grades A, B, C; others as counted. */
export function orderedFacetValues(facet: string, counts: Record<string, number>): Array<[string, number]> {
  const entries = Object.entries(counts);
  if (facet === 'priceRange') return entries.sort(([a], [b]) => bandStart(a) - bandStart(b));
  if (facet === 'grade') return entries.sort(([a], [b]) => a.localeCompare(b));
  return entries;
}
