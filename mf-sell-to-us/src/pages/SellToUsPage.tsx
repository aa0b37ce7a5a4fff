// /sell-to-us (public, §2): how selling works, what we buy (the §5 funnel, from the API, each
// department and kind a link into the browsing pages), the model search, and selling in a store instead.
// With ?model=…&category=… a guest answers that model's questions here and sees the exact price (GuestPrice).
import { lazy, Suspense } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { t } from '../i18n';
import { Loader, PageLayout } from '@shop/shared/ui';
import { ModelSearch } from '../features/browse/components/ModelSearch';
import { WhatWeBuy } from '../features/browse/components/WhatWeBuy';
import { WaitingToSend } from '../features/send/components/WaitingToSend';
import { startQuoteHref } from '../steps';
import { useSignedIn } from '../use-signed-in';
import css from '../components/sell.module.css';

// A guest's price is its own chunk: the landing page loads none of it (issue #14's JS budget).
const GuestPrice = lazy(() => import('../features/quote/components/GuestPrice').then((m) => ({ default: m.GuestPrice })));

export function SellToUsPage() {
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const masterBoxId = params.get('model');
  const categoryId = Number(params.get('category'));
  if (masterBoxId && Number.isInteger(categoryId) && categoryId > 0) {
    // A member starts the quote itself (the guest's answers, if any, go with it).
    if (signedIn) return <Navigate to={startQuoteHref({ masterBoxId, categoryId })} replace />;
    return (
      <Suspense fallback={<Loader />}>
        <GuestPrice masterBoxId={masterBoxId} categoryId={categoryId} />
      </Suspense>
    );
  }
  return (
    <PageLayout heading={t('pageTitle.sellToUs')} lead={t('sell.lead')}>
      <section className={css.section} aria-labelledby="sell-how">
        <h2 id="sell-how">{t('sell.howTitle')}</h2>
        <ol className={css.steps}>
          <li>{t('sell.how1')}</li>
          <li>{t('sell.how2')}</li>
          <li>{t('sell.how3')}</li>
        </ol>
      </section>
      <ModelSearch />
      {/* Below the fold on a phone: it comes after the page is shown (signed in only), so above the
          steps it pushed them down as it came (CLS 0.105); here it moves nothing in view. */}
      <WaitingToSend />
      <WhatWeBuy />
      <section className={css.section} aria-labelledby="sell-store">
        <h2 id="sell-store">{t('sell.storeTitle')}</h2>
        <p>{t('sell.storeText')}</p>
        <Link to="/store">{t('sell.storeLink')}</Link>
      </section>
    </PageLayout>
  );
}
