// The franchise page's stories (GET franchises/casestudies): the page's main reading, so they are
// painted by the server (the page payload) and not held back behind the form's chunk.
import { useEffect, useState } from 'react';
import { t } from '../../../i18n';
import { payloadKey, peekPayload } from '../../../api/page-payload';
import { enquiriesApi, type CaseStudy } from '../api/enquiries-api';
import styles from './enquiries.module.css';

export function FranchiseStories() {
  const [stories, setStories] = useState<CaseStudy[] | null>(() => peekPayload<CaseStudy[]>(payloadKey.caseStudies()) ?? null);
  useEffect(() => {
    let live = true;
    enquiriesApi.caseStudies().then(
      (s) => live && setStories(s),
      () => live && setStories([]),
    );
    return () => {
      live = false;
    };
  }, []);
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
