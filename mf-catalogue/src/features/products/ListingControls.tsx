// The listing's search box, its 'Filter (n)' button for phones (the drawer) and its sort order.
import { Button } from '@shop/shared/ui';
import { t } from '../../i18n';
import styles from './catalogue.module.css';
import { SORTS, type ListingState } from './listing-state';

interface Props {
  query: string;
  sort: ListingState['sort'];
  activeFilters: number;
  onSearch: (query: string) => void;
  onSort: (sort: ListingState['sort']) => void;
  onOpenFilters: () => void;
}

export function ListingControls({ query, sort, activeFilters, onSearch, onSort, onOpenFilters }: Props) {
  return (
    <div className={styles.controls}>
      <form
        className={styles.searchForm}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim());
        }}
      >
        <label className={styles.searchLabel}>
          <span className="shop-ui-visually-hidden">{t('listing.search')}</span>
          <input className={styles.input} name="q" type="search" defaultValue={query} placeholder={t('listing.searchPlaceholder')} key={query} />
        </label>
        <Button type="submit">{t('listing.search')}</Button>
      </form>
      <div className={styles.toolbar}>
        <span className={styles.toolbarControls}>
          <Button variant="secondary" className={styles.mobileOnly} aria-haspopup="dialog" onClick={onOpenFilters}>
            {t('listing.filterButton', { count: activeFilters })}
          </Button>
          <label className={styles.sort}>
            <span>{t('listing.sortBy')}</span>
            <select value={sort} onChange={(e) => onSort(e.target.value as ListingState['sort'])}>
              {(Object.keys(SORTS) as Array<keyof typeof SORTS>).map((s) => (
                <option key={s} value={s}>
                  {t(`listing.sort.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </span>
      </div>
    </div>
  );
}
