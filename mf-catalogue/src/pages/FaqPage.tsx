import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { t } from '../i18n';
import { useApiData } from '@shop/shared/http';
import { gradeLabel } from '@shop/shared/rules';
import { PageLayout } from '@shop/shared/ui';
import { catalogueApi, type Grade } from '../api/catalogue-api';
import { payloadKey, peekPayload } from '../api/page-payload';
import { FaqFinder } from '../features/content/components/FaqFinder';
import styles from '../features/product/product.module.css';
import content from '../features/content/components/content.module.css';

/** Grades that failed to load: the section shows none. */
const NO_GRADES: Grade[] = [];

/** The grades, in the wording of the badges, from the API (GET /v3/grades). */
function GradesExplained() {
  const { data, error } = useApiData(payloadKey.grades(), catalogueApi.grades, { firstView: peekPayload<Grade[]>(payloadKey.grades()) });
  const grades = error ? NO_GRADES : (data ?? null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    // Linked from a badge ('What do grades mean?'): bring the section into view once it has its content.
    if (hash === '#grades' && grades) heading.current?.scrollIntoView();
  }, [hash, grades]);
  return (
    <section id="grades" aria-labelledby="grades-heading">
      <h2 id="grades-heading" className={content.groupsHeading} ref={heading} tabIndex={-1}>
        {t('faq.gradesHeading')}
      </h2>
      <p>{t('faq.gradesLead')}</p>
      {grades ? (
        <dl className={styles.faqGrades}>
          {grades.map((g) => (
            <div key={g.grade} data-grade={g.grade}>
              <dt>{gradeLabel(g)}</dt>
              <dd>{g.description}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/** /faq: the answers page: the questions in their groups with a box to find one, and the grades explained. */
export function FaqPage() {
  return (
    <PageLayout heading={t('pageTitle.faq')} lead={t('faq.lead')}>
      <FaqFinder />
      <GradesExplained />
    </PageLayout>
  );
}
