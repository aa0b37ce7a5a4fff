import { Link, useLocation } from 'react-router-dom';
import { t } from '../../i18n';
import { listingBreadcrumbs } from '@shop/shared/rules';
import type { Box } from '../../api/catalogue-api';
import styles from './product.module.css';

/** The listing a shopper opened this product from (carried by the card link's router state). */
export function resultsUrlFrom(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/products(\?|$)/.test(from) ? from : null;
}

/**
 * All products › the super-category's friendly name › the product line (the §2 listing
 * breadcrumbs), then back to the exact results the shopper came from, when there are some.
 */
export function ProductBreadcrumbs({ box }: { box: Box }) {
  const results = resultsUrlFrom(useLocation().state);
  const crumbs = listingBreadcrumbs({
    priceReduced: false,
    superCatId: box.superCatId,
    superCatFriendlyName: box.superCatFriendlyName,
    productLineId: box.productLineId,
    productLineName: box.productLineName,
  });
  return (
    <nav aria-label={t('product.breadcrumb')}>
      <ol className={styles.crumbs}>
        {crumbs.map((c) => (
          <li key={c.href}>
            <Link to={c.href}>{c.label}</Link>
          </li>
        ))}
        {results ? (
          <li className={styles.results}>
            <Link to={results}>{t('product.crumbResults')}</Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
