import { Link } from 'react-router-dom';
import { useApiData } from '@shop/shared/http';
import { t } from '../i18n';
import { Loader } from '@shop/shared/ui';
import { catalogueApi, type BrandDirectory } from '../api/catalogue-api';
import { payloadKey, peekPayload } from '../api/page-payload';
import styles from '../features/products/catalogue.module.css';

const TIER_KEYS: Record<string, 'brands.tier.basic' | 'brands.tier.highStreet' | 'brands.tier.premium'> = {
  basic: 'brands.tier.basic',
  'high street': 'brands.tier.highStreet',
  premium: 'brands.tier.premium',
};

/** A directory that failed to load: no brands. */
const NO_BRANDS: BrandDirectory = { aToZ: {}, clothingBrands: {} };

/** /brand-directory: every brand A to Z, and clothing brands by basic, high street and premium. */
export function BrandDirectoryPage() {
  // The server paints the directory (prerender): the first render starts from it.
  const { data, error } = useApiData(payloadKey.brands(), catalogueApi.brands, { firstView: peekPayload<BrandDirectory>(payloadKey.brands()) });
  const brands = error ? NO_BRANDS : (data ?? null);
  if (!brands)
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('pageTitle.brandDirectory')}</h1>
        <Loader />
      </div>
    );
  const letters = Object.keys(brands.aToZ).sort();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('pageTitle.brandDirectory')}</h1>
      <ul className={styles.letters} aria-label={t('brands.jumpTo')}>
        {letters.map((l) => (
          <li key={l}>
            <a href={`#brands-${l}`}>{l}</a>
          </li>
        ))}
      </ul>
      {letters.map((l) => (
        <section key={l} id={`brands-${l}`} aria-labelledby={`brands-${l}-h`}>
          <h2 id={`brands-${l}-h`}>{l}</h2>
          {/* The whole chip is the link, styled as the home page's (issue 33 §7). */}
          <ul className={`${styles.linkChips} ${styles.brandChips}`}>
            {brands.aToZ[l]!.map((b) => (
              <li key={b}>
                <Link to={`/products?Brand=${encodeURIComponent(b)}`}>{b}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <h2>{t('brands.clothing')}</h2>
      {['basic', 'high street', 'premium'].map((tier) => (
        <section key={tier}>
          <h3 style={{ textTransform: 'capitalize' }}>{t(TIER_KEYS[tier]!)}</h3>
          <p>{(brands.clothingBrands[tier] ?? []).join(' · ')}</p>
        </section>
      ))}
    </div>
  );
}
