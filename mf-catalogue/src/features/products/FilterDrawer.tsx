import { t } from '../../i18n';
import { formatCount } from '@shop/shared/rules';
import { Button, Dialog } from '@shop/shared/ui';
import type { SearchResponse } from '../../api/catalogue-api';
import { ListingFilters } from './ListingFilters';
import type { ListingState, RefinementParam } from './listing-state';
import styles from './catalogue.module.css';

/**
 * The phone's filters (under 768 px): a full-screen sheet with 48 px rows and the result count
 * always in view. Escape and × give focus back to the Filter button (Dialog); 'Show n results' hands it to the results.
 */
export function FilterDrawer({
  result,
  state,
  onToggle,
  onClear,
  onClose,
  onShowResults,
}: {
  result: SearchResponse;
  state: ListingState;
  onToggle: (param: RefinementParam, value: string) => void;
  onClear: () => void;
  onClose: () => void;
  onShowResults: () => void;
}) {
  const ticked = Object.values(state.refinements).some((values) => values && values.length > 0);
  return (
    <Dialog
      variant="sheet"
      title={t('listing.filters')}
      onClose={onClose}
      footer={
        <Button className={styles.showResults} onClick={onShowResults}>
          {t('listing.showResults', { count: formatCount(result.nbHits) })}
        </Button>
      }
    >
      {ticked ? (
        <Button variant="secondary" className={styles.clearFilters} onClick={onClear}>
          {t('listing.clearFilters')}
        </Button>
      ) : null}
      <ListingFilters facets={result.facets} state={state} onToggle={onToggle} large />
    </Dialog>
  );
}
