// The FAQ's questions (GET contact/faq) in their groups, each a disclosure (<details>/<summary>:
// keyboard and screen readers get open/closed for free), with a box that narrows them as you
// type ("find an answer"). Every word typed must appear in the question or its answer.
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n';
import { useApiData } from '@shop/shared/http';
import { Loader } from '@shop/shared/ui';
import { payloadKey, peekPayload } from '../../../api/page-payload';
import { contentApi, type Faq, type FaqGroup } from '../api/content-api';
import styles from './content.module.css';

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'");

/** The groups with only the questions that hold every word of `query` (all of them for none). */
export function filterFaq(groups: FaqGroup[], query: string): FaqGroup[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups.map((g) => ({ ...g, questions: g.questions.filter((q) => words.every((w) => fold(`${q.question} ${q.answerText} ${g.title}`).includes(w))) })).filter((g) => g.questions.length > 0);
}

function MatchStatus({ query, count }: { query: string; count: number }) {
  // Read out politely as the list narrows; empty while nothing is typed.
  const text = !query.trim() ? '' : count === 0 ? t('faq.noMatches', { query: query.trim() }) : count === 1 ? t('faq.oneMatch', { query: query.trim() }) : t('faq.matches', { count, query: query.trim() });
  return (
    <p className={styles.status} role="status" aria-live="polite">
      {text}
      {query.trim() && count === 0 ? (
        <>
          {' '}
          <Link to="/contactus">{t('faq.contactLink')}</Link>
        </>
      ) : null}
    </p>
  );
}

export function FaqFinder() {
  const { data: faq, error } = useApiData(payloadKey.faq(), contentApi.faq, { firstView: peekPayload<Faq>(payloadKey.faq()) });
  const [query, setQuery] = useState('');
  const inputId = useId();
  const hintId = useId();
  const shown = useMemo(() => (faq ? filterFaq(faq.faqGroups, query) : []), [faq, query]);
  if (error)
    return (
      <p role="alert" className={styles.failed}>
        {t('blog.loadFailed')}
      </p>
    );
  if (!faq) return <Loader />;
  const count = shown.reduce((n, g) => n + g.questions.length, 0);
  return (
    <section aria-labelledby="faq-groups-heading">
      <h2 id="faq-groups-heading" className={styles.groupsHeading}>
        {t('faq.groupsHeading')}
      </h2>
      <div role="search" className={styles.finder}>
        <label htmlFor={inputId}>{t('faq.filterLabel')}</label>
        <p id={hintId} className={styles.hint}>
          {t('faq.filterHint')}
        </p>
        <input id={inputId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-describedby={hintId} autoComplete="off" enterKeyHint="search" />
      </div>
      <MatchStatus query={query} count={count} />
      {shown.map((group) => (
        <section key={group.groupId} className={styles.group} aria-labelledby={`faq-${group.groupId}`}>
          <h3 id={`faq-${group.groupId}`}>{group.title}</h3>
          <ul className={styles.questions}>
            {group.questions.map((q) => (
              <li key={q.questionId}>
                <details id={q.questionId}>
                  <summary>{q.question}</summary>
                  {/* Clean HTML from the content service. */}
                  <div className={`${styles.answer} ${styles.prose}`} dangerouslySetInnerHTML={{ __html: q.answer }} />
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
