import { Link } from 'react-router-dom';
import { useApiData } from '@shop/shared/http';
import { t } from '../i18n';
import { catalogueApi, type HomeContent } from '../api/catalogue-api';
import { payloadKey, peekPayload } from '../api/page-payload';
import { ComingUp } from '../features/home/ComingUp';
import { Rail } from '../features/home/Rail';
import { SUPER_CATEGORIES } from '../features/products/listing-state';
import shared from '../features/products/catalogue.module.css';
import styles from './HomePage.module.css';

const RAILS = [
  { key: 'mostwanted', titleKey: 'home.rail.mostWanted' },
  { key: 'topsellers', titleKey: 'home.rail.topSellers' },
  { key: 'hotproducts', titleKey: 'home.rail.justIn' },
] as const;

export function HomePage() {
  const content = useApiData(payloadKey.home(), catalogueApi.home, { firstView: peekPayload<HomeContent>(payloadKey.home()) }).data ?? null;
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <h1 className={styles.heading}>{t('pageTitle.home')}</h1>
        <p className={styles.lead}>{t('home.lead')}</p>
        <div className={styles.actions}>
          <Link className={styles.primary} to="/products">
            {t('home.shopAll')}
          </Link>
          {/* Selling to the shop is a §6 flag: the home content says whether to offer it (until it loads, as most shops do). */}
          {content?.offersSelling !== false ? (
            <Link className={styles.secondary} to="/sell-to-us">
              {t('nav.sellToUs')}
            </Link>
          ) : null}
        </div>
      </section>
      <nav aria-label={t('home.categoriesLabel')}>
        <ul className={styles.categories}>
          {SUPER_CATEGORIES.map((c) => (
            <li key={c.id}>
              <Link to={`/products?superCatId=${c.id}&superCatName=${encodeURIComponent(c.name)}`}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {content ? (
        <nav aria-label={t('home.quickLinksLabel')}>
          <ul className={`${shared.linkChips} ${styles.quickLinks}`}>
            {content.quickLinks.top.slice(0, 8).map((l) => (
              <li key={l.label}>
                <Link to={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {content ? (
        <ul className={styles.usps} aria-label={t('home.uspsLabel')}>
          {content.uspIcons.slice(0, 4).map((u) => (
            <li key={u.title}>
              <strong>{u.title}</strong>
              <span>{u.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {/* A member's children's next sizes: under the fold on a phone, so it moves nothing in sight as it arrives. */}
      <ComingUp />
      {RAILS.map((r) => (
        <Rail key={r.key} name={r.key} title={t(r.titleKey)} />
      ))}
      <section aria-labelledby="qa-heading">
        <h2 id="qa-heading" className={styles.subheading}>
          {t('home.qualityHeading')}
        </h2>
        <ol className={styles.steps}>
          {(content?.qualitySteps ?? []).slice(0, 4).map((s) => (
            <li key={s.step}>
              <strong>{s.title}</strong>: {s.text}
            </li>
          ))}
        </ol>
      </section>
      {content ? (
        <>
          <nav aria-label={t('home.moreLinksLabel')}>
            <ul className={`${shared.linkChips} ${styles.quickLinks}`}>
              {content.quickLinks.bottom.slice(0, 8).map((l) => (
                <li key={l.label}>
                  <Link to={l.href}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className={styles.subheading}>
              {t('home.aboutHeading')}
            </h2>
            <ul className={styles.about}>
              {content.aboutUs.slice(0, 12).map((a) => (
                <li key={a.title}>
                  <Link to={a.href}>{a.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </div>
  );
}
