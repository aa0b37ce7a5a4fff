// /sell-to-us/thank-you (signed in, §2): the accepted offer, what happens next, and where the
// parcel goes (the shop's returns address, the same the label prints).
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../i18n';
import { formatMoney, returnsAddressLines, type ReturnsAddress } from '@shop/shared/rules';
import { Loader, PageLayout } from '@shop/shared/ui';
import { useSignedIn } from '../wizard/use-signed-in';
import { useQuoteWizard } from '../wizard/quote-store';
import { getReturnsAddress } from '../api/returns-address';
import { modelTitle, STEPS } from '../wizard/steps';
import { OfferEnded } from './OfferEnded';
import { SendParcel } from './SendParcel';
import css from './sell.module.css';

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
  if (state.phase === 'loading') return <PageLayout heading={heading}><Loader /></PageLayout>;
  if (state.phase === 'ended') return <PageLayout heading={t('sell.quoteFor', { model: modelTitle(state.quote.brand, state.quote.modelName) })}><OfferEnded quote={state.quote} /></PageLayout>;
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

function SendTo() {
  const [address, setAddress] = useState<ReturnsAddress | null>(null);
  useEffect(() => {
    let live = true;
    getReturnsAddress().then((a) => live && setAddress(a), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!address) return null;
  return (
    <section className={css.section} aria-labelledby="sell-send-to">
      <h2 id="sell-send-to">{t('sell.sendTo')}</h2>
      <p className={css.muted}>{t('sell.sendToLead')}</p>
      <address className={css.address}>
        {returnsAddressLines(address).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </section>
  );
}
