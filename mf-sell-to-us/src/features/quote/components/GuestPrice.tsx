// A guest's exact price (issue 32 §6), on the public /sell-to-us?model=…&category=…: the model's
// questions, then the offer line by line, the same the quote will make, not an 'up to'. Photos
// and accepting come after signing in: 'Sign in to add photos and accept' keeps the answers
// (guest-answers.ts) and opens the questions step, which starts the quote with them.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../i18n';
import { useApiData } from '@shop/shared/http';
import { Button, Loader, PageLayout } from '@shop/shared/ui';
import { failureMessage } from '../../../api/client';
import { estimateOffer, getQuestions, type Estimate } from '../api/quote';
import { getModel } from '../../browse';
import type { QuoteAnswer } from '@shop/shared/api';
import { keepGuestAnswers } from '../guest-answers';
import { modelTitle, startQuoteHref } from '../../../steps';
import { OfferLines } from './OfferLines';
import { QuestionsForm } from './QuestionsForm';
import { MoreDetail, Refused } from './Verdict';
import css from '../../../components/sell.module.css';

export function GuestPrice({ masterBoxId, categoryId }: { masterBoxId: string; categoryId: number }) {
  const loaded = useApiData(`guest-price:${masterBoxId}:${categoryId}`, async () => {
    const [model, questions] = await Promise.all([getModel(masterBoxId), getQuestions(categoryId)]);
    return { model, questions };
  });
  const [answers, setAnswers] = useState<QuoteAnswer[]>([]);
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [error, setError] = useState<string>();
  const navigate = useNavigate();

  const verdict = estimate ? (estimate.offer ? 'offer' : 'refused') : null;
  useEffect(() => {
    if (verdict) document.getElementById(`sell-${verdict}`)?.focus();
  }, [verdict, estimate]);

  if (loaded.error) {
    return (
      <PageLayout heading={t('pageTitle.sellToUs')}>
        <p role="alert">{failureMessage(loaded.error)}</p>
      </PageLayout>
    );
  }
  if (!loaded.data)
    return (
      <PageLayout heading={t('pageTitle.sellToUs')}>
        <Loader />
      </PageLayout>
    );
  const { model, questions } = loaded.data;
  /** Answers laid over the ones given so far (the one more detail adds to them), then priced. */
  const price = async (given: QuoteAnswer[]) => {
    const all = [...answers.filter((a) => !given.some((g) => g.questionId === a.questionId)), ...given];
    try {
      setEstimate(await estimateOffer({ categoryId: model.categoryId, masterBoxId: model.masterBoxId, answers: all }));
      setAnswers(all);
      setError(undefined);
    } catch (e) {
      setError(failureMessage(e));
    }
  };
  const signInToAccept = () => {
    keepGuestAnswers(model.masterBoxId, answers);
    navigate(startQuoteHref(model));
  };
  const title = modelTitle(model.brand, model.name);
  return (
    <PageLayout heading={t('sell.priceFor', { model: title })} lead={estimate ? undefined : t('sell.guestLead')}>
      {!estimate ? <QuestionsForm questions={questions} answers={answers} error={error} submitLabel={t('sell.seePrice')} onSubmit={price} /> : null}
      {estimate && !estimate.offer && estimate.safety.moreDetail ? <MoreDetail safety={estimate.safety} questions={questions} answers={answers} error={error} submitLabel={t('sell.seePrice')} onSubmit={price} /> : null}
      {estimate && !estimate.offer && !estimate.safety.moreDetail ? <Refused safety={estimate.safety} onChange={() => setEstimate(null)} /> : null}
      {estimate?.offer ? (
        <section className={css.section} aria-labelledby="sell-offer">
          <h2 id="sell-offer" tabIndex={-1}>
            {t('sell.guestOfferTitle')}
          </h2>
          <p className={css.muted}>{t('sell.offerLead')}</p>
          <OfferLines offer={estimate.offer} />
          <p>{t('sell.guestNext')}</p>
          <div className={css.actions}>
            <Button onClick={signInToAccept}>{t('sell.signInToAccept')}</Button>
            <Button variant="secondary" onClick={() => setEstimate(null)}>
              {t('sell.changeAnswers')}
            </Button>
          </div>
        </section>
      ) : null}
    </PageLayout>
  );
}
