// What the safety check says when an item cannot be offered for yet: a refusal with why and where
// it can go instead, or the one more detail a recall needs (issue 32 §6), asked right there.
// Shown on a member's quote and on a guest's price alike.
import { Link } from 'react-router-dom';
import { t } from '../../../i18n';
import type { QuoteAnswer, QuoteQuestion } from '@shop/shared/api';
import type { Safety } from '../api/types';
import { STEPS } from '../../../steps';
import { QuestionsForm } from './QuestionsForm';
import css from '../../../components/sell.module.css';

/** Not refused: a recall covers some of this model, so we ask for the one answer that lets us check this one. */
export function MoreDetail({
  safety,
  questions,
  answers,
  error,
  submitLabel,
  onSubmit,
}: {
  safety: Safety;
  questions: QuoteQuestion[];
  answers: QuoteAnswer[];
  error?: string;
  submitLabel?: string;
  onSubmit: (answers: QuoteAnswer[]) => Promise<void>;
}) {
  const asked = questions.filter((q) => q.questionId === safety.moreDetail!.questionId).map((q) => ({ ...q, required: true }));
  return (
    <section className={css.section} aria-labelledby="sell-refused">
      <h2 id="sell-refused" tabIndex={-1}>
        {t('sell.moreDetailTitle')}
      </h2>
      {safety.refusals.map((r) => (
        <p key={r.reason}>{r.message}</p>
      ))}
      <QuestionsForm questions={asked} answers={answers} error={error} submitLabel={submitLabel} onSubmit={onSubmit} />
    </section>
  );
}

export function Refused({ safety, onChange }: { safety: Safety; onChange: () => void }) {
  return (
    <section className={`${css.section} ${css.refused}`} aria-labelledby="sell-refused">
      <h2 id="sell-refused" tabIndex={-1}>
        {t('sell.refusedTitle')}
      </h2>
      <ul>
        {safety.refusals.map((r) => (
          <li key={r.reason}>{r.message}</li>
        ))}
      </ul>
      {safety.whereInstead ? (
        <>
          <h3>{t('sell.whereInstead')}</h3>
          <p>{safety.whereInstead}</p>
        </>
      ) : null}
      <div className={css.actions}>
        <Link className={css.link} to={STEPS.start}>
          {t('sell.startAgain')}
        </Link>
        <button type="button" className="shop-ui-button shop-ui-button--secondary" onClick={onChange}>
          {t('sell.changeAnswers')}
        </button>
      </div>
    </section>
  );
}
