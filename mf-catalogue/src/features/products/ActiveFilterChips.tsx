import { t } from '../../i18n';
import { REFINEMENTS, type RefinementParam } from './listing-state';
import { facetTitle, facetValueText } from './ListingFilters';
import styles from './catalogue.module.css';

export interface ActiveFilter {
  param: RefinementParam;
  value: string;
}

/** The listing's ticked filters as chips ('Size: 6-9 months ×'), each removed by its button. */
export function ActiveFilterChips({ active, onRemove }: { active: ActiveFilter[]; onRemove: (param: RefinementParam, value: string) => void }) {
  if (!active.length) return null;
  return (
    <ul className={styles.chips} aria-label={t('listing.activeFilters')}>
      {active.map((f) => (
        <li key={`${f.param}:${f.value}`} className={styles.chip}>
          {facetTitle(REFINEMENTS[f.param])}: {facetValueText(REFINEMENTS[f.param], f.value)}
          <button type="button" aria-label={t('listing.removeFilter', { value: f.value })} onClick={() => onRemove(f.param, f.value)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
