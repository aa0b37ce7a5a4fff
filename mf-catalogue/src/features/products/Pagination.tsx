import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { pageWindow } from '@shop/shared/rules';
import { writeListingState, type ListingState } from './listing-state';
import styles from './catalogue.module.css';

/**
 * Page links. Phones show 2 pages and desktops 3 (§9): the stylesheet decides, so the server's
 * first view is right on both. `onPage` runs when a page link is followed (not on back/forward).
 */
export function Pagination({ state, nbPages, onPage }: { state: ListingState; nbPages: number; onPage: () => void }) {
  const desktopPages = pageWindow(state.page, nbPages, false);
  const phonePages = pageWindow(state.page, nbPages, true);
  const to = (page: number) => `?${writeListingState({ ...state, page })}`;
  return (
    <nav aria-label={t('listing.pages')}>
      <ul className={styles.pagination}>
        <li>
          {state.page > 0 ? (
            <Link to={to(state.page - 1)} onClick={onPage} aria-label={t('listing.previousPage')}>
              ‹
            </Link>
          ) : null}
        </li>
        {desktopPages.map((p) => (
          <li key={p} className={phonePages.includes(p) ? undefined : styles.desktopOnly}>
            {p === state.page ? (
              <span aria-current="page">{p + 1}</span>
            ) : (
              <Link to={to(p)} onClick={onPage} aria-label={t('listing.page', { page: p + 1 })}>
                {p + 1}
              </Link>
            )}
          </li>
        ))}
        <li>
          {state.page < nbPages - 1 ? (
            <Link to={to(state.page + 1)} onClick={onPage} aria-label={t('listing.nextPage')}>
              ›
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
