// /sell-to-us/thank-you (signed in, §2): the accepted offer, what happens next, and where the
// parcel goes (the shop's returns address, the same the label prints).
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../i18n';
import { formatMoney } from '@shop/shared/rules';
import { PageLayout } from '@shop/shared/ui';
import { useSignedIn } from '../use-signed-in';
import { useQuoteWizard } from '../features/quote/quote-store';
import { modelTitle, STEPS } from '../steps';
import { OfferEnded } from '../features/quote/components/OfferEnded';
import { SendParcel } from '../features/send/components/SendParcel';
import { SendTo } from '../features/send/components/SendTo';
import { ThankYouSkeleton } from './StepSkeletons';

export function ThankYouPage() {
  // Signed out, the host shows its sign-in in this step's place; the step opens once signed in.
  return useSignedIn() ? <ThankYouPageStep /> : null;
}

function ThankYouPageStep() {
  const [params] = useSearchParams();
  const quoteId = params.get('quote');
  const opening = useMemo(() => (quoteId ? { quoteId } : null), [quoteId]);
  const { state } = useQuoteWizard(opening);
  const heading = t('pageTitle.sellToUsThankYou');
  if (state.phase === 'loading') return <ThankYouSkeleton />;
  if (state.phase === 'ended')
    return (
      <PageLayout heading={t('sell.quoteFor', { model: modelTitle(state.quote.brand, state.quote.modelName) })}>
        <OfferEnded quote={state.quote} />
      </PageLayout>
    );
  if (state.phase !== 'accepted' || !state.quote.offer || !state.quote.payoutType) {
    return (
      <PageLayout heading={heading}>
        <p>{t('sell.noQuote')}</p>
        <Link to={STEPS.start}>{t('sell.backToStart')}</Link>
      </PageLayout>
    );
  }
  const { quote } = state;
  const payout = quote.payoutType!;
  return (
    <PageLayout heading={heading} lead={t('sell.thanksLead', { model: modelTitle(quote.brand, quote.modelName) })}>
      <p>
        {quote.payoutChoice?.method === 'charity'
          ? t('sell.thanksCharity', { amount: formatMoney(quote.offer!.total[payout]), charity: quote.payoutChoice.charity?.name ?? '' })
          : t('sell.thanksPaid', { amount: formatMoney(quote.offer!.total[payout]), payout: t(payout === 'cash' ? 'sell.cash' : 'sell.exchange').toLowerCase() })}
      </p>
      <p>{t('sell.thanksNext')}</p>
      <SendTo />
      <SendParcel />
    </PageLayout>
  );
}
