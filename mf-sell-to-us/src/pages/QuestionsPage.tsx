// /sell-to-us/quotation-questions (signed in, §2): starts the quote for the chosen model (or opens
// ?quote=), asks its questions, then sends the member to the photos step; once the photos are in,
// the offered quote opens here with its offer. A car seat we cannot buy says why and where it can
// go instead. Accepting leads to the thank-you step.
import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../i18n';
import { PageLayout } from '@shop/shared/ui';
import type { QuoteAnswer } from '@shop/shared/api';
import { useSignedIn } from '../use-signed-in';
import { acceptQuote, answerQuote, useQuoteWizard, type Opening } from '../features/quote/quote-store';
import { takeGuestAnswers } from '../features/quote/guest-answers';
import { soldGradeOf, withSoldGrade } from '../features/quote/sold-grade';
import { modelTitle, quoteHref, STEPS } from '../steps';
import { OfferEnded } from '../features/quote/components/OfferEnded';
import { OfferView } from '../features/quote/components/OfferView';
import { QuestionsForm } from '../features/quote/components/QuestionsForm';
import { QuestionsSkeleton } from './StepSkeletons';
import { MoreDetail, Refused } from '../features/quote/components/Verdict';

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

  // The grade My account's 'Sell it back' sold the item at (issue 37): the condition answer starts there.
  const soldGrade = soldGradeOf(params);
  // A started quote goes into the URL, so a reload opens it rather than starting another (with the grade sold, if any).
  const quoteId = 'quote' in state ? state.quote.quoteId : null;
  useEffect(() => {
    if (quoteId && params.get('quote') !== quoteId) navigate(`${quoteHref(STEPS.questions, quoteId)}${soldGrade ? `&${new URLSearchParams({ grade: soldGrade })}` : ''}`, { replace: true });
  }, [quoteId, params, navigate, soldGrade]);
  useEffect(() => {
    if (state.phase === 'accepted' && quoteId) navigate(quoteHref(STEPS.thankYou, quoteId));
    if (state.phase === 'offer' || state.phase === 'refused') document.getElementById(`sell-${state.phase}`)?.focus();
  }, [state.phase, quoteId, navigate]);

  // Wizard order: questions → photos → offer → thank-you. An item we can buy goes on to its photos.
  const answerThenPhotos = async (answers: QuoteAnswer[]) => {
    const answered = await run((q) => answerQuote(q, answers));
    if (answered?.safety.sellable) navigate(quoteHref(STEPS.upload, answered.quoteId));
  };
  // A new quote for the model a guest priced takes the guest's answers (issue 32 §6): on to the photos.
  const carried = useRef(false);
  useEffect(() => {
    if (carried.current || state.phase !== 'questions' || !opening || !('masterBoxId' in opening)) return;
    carried.current = true;
    const answers = takeGuestAnswers(opening.masterBoxId);
    if (answers?.length) void answerThenPhotos(answers);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.phase]);

  if (state.phase === 'loading') return <QuestionsSkeleton />;
  if (state.phase === 'failed') {
    return (
      <PageLayout heading={t('pageTitle.sellToUsQuestions')}>
        <p role="alert">{state.error}</p>
        <Link to={STEPS.start}>{t('sell.backToStart')}</Link>
      </PageLayout>
    );
  }
  const { quote, questions, error } = state;
  const start = withSoldGrade(questions, quote.answers, soldGrade);
  return (
    <PageLayout heading={t('sell.quoteFor', { model: modelTitle(quote.brand, quote.modelName) })} lead={state.phase === 'questions' ? t('sell.questionsLead') : undefined}>
      {state.phase === 'questions' ? (
        <QuestionsForm questions={questions} answers={start.answers} notes={Object.fromEntries(start.prefilled.map((id) => [id, t('sell.fromSoldGrade')]))} error={error} onSubmit={answerThenPhotos} />
      ) : null}
      {state.phase === 'refused' && quote.safety.moreDetail ? <MoreDetail safety={quote.safety} questions={questions} answers={quote.answers} error={error} onSubmit={answerThenPhotos} /> : null}
      {state.phase === 'refused' && !quote.safety.moreDetail ? <Refused safety={quote.safety} onChange={editAnswers} /> : null}
      {state.phase === 'ended' ? <OfferEnded quote={quote} /> : null}
      {state.phase === 'offer' ? <OfferView quote={quote} error={error} onAccept={async (payout) => void (await run((q) => acceptQuote(q, payout)))} onChange={editAnswers} /> : null}
    </PageLayout>
  );
}
