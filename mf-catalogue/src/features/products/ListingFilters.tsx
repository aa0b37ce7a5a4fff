import { t } from '../../i18n';
import type { SearchResponse } from '../../api/catalogue-api';
import { REFINEMENTS, type ListingState, type RefinementParam } from './listing-state';
import { orderedFacetValues } from './listing-text';
import styles from './catalogue.module.css';

const PARAM_FOR_FACET = Object.fromEntries(Object.entries(REFINEMENTS).map(([p, f]) => [f, p])) as Record<string, RefinementParam>;

export const facetTitle = (facet: string) => t(`listing.facet.${facet}`, {}, facet);
export const facetValueText = (facet: string, value: string) => (facet === 'grade' ? t('listing.grade', { grade: value }) : value);

/**
 * The filters of a listing: one group per facet, its values ticked from the URL. `large` gives
 * each value a full-width 48 px row (the phone drawer).
 */
export function ListingFilters({ facets, state, onToggle, large = false }: { facets: SearchResponse['facets']; state: ListingState; onToggle: (param: RefinementParam, value: string) => void; large?: boolean }) {
  return (
    <div className={`${styles.facets} ${large ? styles.facetsLarge : ''}`}>
      {Object.entries(facets).map(([facet, counts]) => {
        const param = PARAM_FOR_FACET[facet];
        // With a product line chosen, its own name is not a choice any more.
        if (!param || Object.keys(counts).length === 0 || (facet === 'productLineName' && state.productLineId !== undefined)) return null;
        return (
          <fieldset key={facet} className={styles.facet}>
            <legend>{facetTitle(facet)}</legend>
            {orderedFacetValues(facet, counts).map(([value, n]) => (
              <label key={value}>
                <input type="checkbox" checked={state.refinements[param]?.includes(value) ?? false} onChange={() => onToggle(param, value)} />
                <span>{facetValueText(facet, value)}</span> <span className={styles.count}>({n})</span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
