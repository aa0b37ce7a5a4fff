// /sell-to-us/quotation-questions (signed in, §2): starts the quote for the chosen model (or opens
// ?quote=), asks its questions, then sends the member to the photos step; once the photos are in,
// the offered quote opens here with its offer. A car seat we cannot buy says why and where it can
// go instead. Accepting leads to the thank-you step.
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../i18n';
import { Loader, PageLayout } from '@shop/shared/ui';
import type { Answer, Question, Quotation } from '../api/types';
import { useSignedIn } from '../wizard/use-signed-in';
import { acceptQuote, answerQuote, useQuoteWizard, type Opening } from '../wizard/quote-store';
import { modelTitle, quoteHref, STEPS } from '../wizard/steps';
import { OfferView } from './OfferView';
import { QuestionsForm } from './QuestionsForm';
import css from './sell.module.css';

export function openingOf(params: URLSearchParams): Opening | null {
  const quoteId = params.get('quote');
  if (quoteId) return { quoteId };
  const masterBoxId = params.get('model');
  const categoryId = Number(params.get('category'));
  return masterBoxId && Number.isInteger(categoryId) && categoryId > 0 ? { masterBoxId, categoryId } : null;
}

export function QuestionsPage() {
  // Signed out, the host shows its sign-in in this step's place; the step opens once signed in.
  return useSignedIn() ? <QuestionsPageStep /> : null;
}

function QuestionsPageStep() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const opening = useMemo(() => openingOf(params), [params]);
  const { state, run, editAnswers } = useQuoteWizard(opening);

  // A started quote goes into the URL, so a reload opens it rather than starting another.
  const quoteId = 'quote' in state ? state.quote.quoteId : null;
  useEffect(() => {
    if (quoteId && params.get('quote') !== quoteId) navigate(quoteHref(STEPS.questions, quoteId), { replace: true });
  }, [quoteId, params, navigate]);
  useEffect(() => {
    if (state.phase === 'accepted' && quoteId) navigate(quoteHref(STEPS.thankYou, quoteId));
    if (state.phase === 'offer' || state.phase === 'refused') document.getElementById(`sell-${state.phase}`)?.focus();
  }, [state.phase, quoteId, navigate]);

  if (state.phase === 'loading') return <PageLayout heading={t('pageTitle.sellToUsQuestions')}><Loader label={t('sell.starting')} /></PageLayout>;
  if (state.phase === 'failed') {
    return (
      <PageLayout heading={t('pageTitle.sellToUsQuestions')}>
        <p role="alert">{state.error}</p>
        <Link to={STEPS.start}>{t('sell.backToStart')}</Link>
      </PageLayout>
    );
  }
  const { quote, questions, error } = state;
  // Wizard order: questions → photos → offer → thank-you. An item we can buy goes on to its photos.
  const answerThenPhotos = async (answers: Answer[]) => {
    const answered = await run((q) => answerQuote(q, answers));
    if (answered?.safety.sellable) navigate(quoteHref(STEPS.upload, answered.quoteId));
  };
  return (
    <PageLayout heading={t('sell.quoteFor', { model: modelTitle(quote.brand, quote.modelName) })} lead={state.phase === 'questions' ? t('sell.questionsLead') : undefined}>
      {state.phase === 'questions' ? <QuestionsForm questions={questions} answers={quote.answers} error={error} onSubmit={answerThenPhotos} /> : null}
      {state.phase === 'refused' && quote.safety.moreDetail ? <MoreDetail quote={quote} questions={questions} error={error} onSubmit={answerThenPhotos} /> : null}
      {state.phase === 'refused' && !quote.safety.moreDetail ? <Refused quote={quote} onChange={editAnswers} /> : null}
      {state.phase === 'offer' ? <OfferView quote={quote} error={error} onAccept={async (payout) => void (await run((q) => acceptQuote(q, payout)))} onChange={editAnswers} /> : null}
    </PageLayout>
  );
}

/** Not refused: a recall covers some of this model, so we ask for the one answer that lets us check this one. */
function MoreDetail({ quote, questions, error, onSubmit }: { quote: Quotation; questions: Question[]; error?: string; onSubmit: (answers: Answer[]) => Promise<void> }) {
  const needed = quote.safety.moreDetail!;
  const asked = questions.filter((q) => q.questionId === needed.questionId).map((q) => ({ ...q, required: true }));
  return (
    <section className={css.section} aria-labelledby="sell-refused">
      <h2 id="sell-refused" tabIndex={-1}>{t('sell.moreDetailTitle')}</h2>
      {quote.safety.refusals.map((r) => (
        <p key={r.reason}>{r.message}</p>
      ))}
      <QuestionsForm questions={asked} answers={quote.answers} error={error} onSubmit={onSubmit} />
    </section>
  );
}

function Refused({ quote, onChange }: { quote: Quotation; onChange: () => void }) {
  return (
    <section className={`${css.section} ${css.refused}`} aria-labelledby="sell-refused">
      <h2 id="sell-refused" tabIndex={-1}>{t('sell.refusedTitle')}</h2>
      <ul>
        {quote.safety.refusals.map((r) => (
          <li key={r.reason}>{r.message}</li>
        ))}
      </ul>
      {quote.safety.whereInstead ? (
        <>
          <h3>{t('sell.whereInstead')}</h3>
          <p>{quote.safety.whereInstead}</p>
        </>
      ) : null}
      <div className={css.actions}>
        <Link className={css.link} to={STEPS.start}>{t('sell.startAgain')}</Link>
        <button type="button" className="shop-ui-button shop-ui-button--secondary" onClick={onChange}>{t('sell.changeAnswers')}</button>
      </div>
    </section>
  );
}
