// The franchise page's stories and enquiry form (GET franchises/casestudies, heardfrom).
import { useEffect, useState } from 'react';
import { t } from '@shop/shared/i18n';
import { enquiriesApi, type CaseStudy } from '../api/enquiries-api';
import { FranchiseForm } from './FranchiseForm';
import styles from './enquiries.module.css';
import { Pending } from './Pending';

export function FranchiseSection() {
  const [content, setContent] = useState<{ stories: CaseStudy[]; heardFrom: Array<{ id: number; name: string }> } | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    Promise.all([enquiriesApi.caseStudies(), enquiriesApi.heardFrom()]).then(([stories, heardFrom]) => live && setContent({ stories, heardFrom }), () => live && setContent('failed'));
    return () => {
      live = false;
    };
  }, []);
  if (content === 'failed') return <p role="alert">{t('enquiry.loadFailed')}</p>;
  if (!content) return <Pending />;
  return (
    <>
      <h2 className={styles.heading}>{t('franchise.storiesHeading')}</h2>
      <ul className={styles.stories}>
        {content.stories.map((s) => (
          <li key={s.id} className={styles.story}>
            <h3>{s.headline}</h3>
            <p className={styles.meta}>{s.franchisee}, {s.storeName} · {t('franchise.opened', { year: s.openedYear })}</p>
            <p>{s.story}</p>
            <blockquote>{s.quote}</blockquote>
          </li>
        ))}
      </ul>
      <FranchiseForm heardFrom={content.heardFrom} />
    </>
  );
}
