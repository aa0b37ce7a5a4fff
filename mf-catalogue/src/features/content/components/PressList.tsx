// The press releases under the blog: title (to /blog-detail?press=<id>), place and date, summary.
import { Link } from 'react-router-dom';
import { useApiData } from '@shop/shared/http';
import { t } from '../../../i18n';
import { contentApi, type PressSummary } from '../api/content-api';
import { payloadKey, peekPayload } from '../../../api/page-payload';
import { dateText, pressHref } from '../blog-address';
import styles from './content.module.css';

export function PressList() {
  const { data: releases } = useApiData(payloadKey.press(), contentApi.press, { firstView: peekPayload<PressSummary[]>(payloadKey.press()) });
  // Press is the page's second part: without it the blog still reads well, so a failure hides it.
  if (!releases || releases.length === 0) return null;
  return (
    <section className={styles.press} aria-labelledby="press-heading">
      <h2 id="press-heading" className={styles.sectionHeading}>
        {t('blog.pressHeading')}
      </h2>
      <p className={styles.pressLead}>{t('blog.pressLead')}</p>
      <ul className={styles.pressList}>
        {releases.map((r) => (
          <li key={r.id} className={styles.pressItem}>
            <h3>
              <Link to={pressHref(r.id)}>{r.title}</Link>
            </h3>
            <p className={styles.meta}>
              <time dateTime={r.publishedOn}>{t('blog.pressPlace', { place: r.place, date: dateText(r.publishedOn) })}</time>
            </p>
            <p>{r.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
