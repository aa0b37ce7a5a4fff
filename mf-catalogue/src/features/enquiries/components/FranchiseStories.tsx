// The franchise page's stories (GET franchises/casestudies): the page's main reading, so they are
// painted by the server (the page payload) and not held back behind the form's chunk.
import { useApiData } from '@shop/shared/http';
import { t } from '../../../i18n';
import { payloadKey, peekPayload } from '../../../api/page-payload';
import { enquiriesApi, type CaseStudy } from '../api/enquiries-api';
import styles from './enquiries.module.css';

export function FranchiseStories() {
  // None while they load, and none if they fail to.
  const { data: stories } = useApiData(payloadKey.caseStudies(), enquiriesApi.caseStudies, { firstView: peekPayload<CaseStudy[]>(payloadKey.caseStudies()) });
  if (!stories || stories.length === 0) return null;
  return (
    <section aria-labelledby="franchise-stories">
      <h2 id="franchise-stories" className={styles.heading}>
        {t('franchise.storiesHeading')}
      </h2>
      <ul className={styles.stories}>
        {stories.map((s) => (
          <li key={s.id} className={styles.story}>
            <h3>{s.headline}</h3>
            <p className={styles.meta}>
              {s.franchisee}, {s.storeName} · {t('franchise.opened', { year: s.openedYear })}
            </p>
            <p>{s.story}</p>
            <blockquote>{s.quote}</blockquote>
          </li>
        ))}
      </ul>
    </section>
  );
}
