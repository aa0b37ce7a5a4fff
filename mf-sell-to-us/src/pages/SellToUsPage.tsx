// /sell-to-us (public, §2): how selling works, what we buy (the §5 funnel, from the API, each
// department and kind a link into the browsing pages), the model search, and selling in a store instead.
// With ?model=…&category=… a guest answers that model's questions here and sees the exact price (GuestPrice).
import { lazy, Suspense } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { t } from '../i18n';
import { useApiData } from '@shop/shared/http';
import { SELL_SEND_PATH } from '@shop/shared/rules';
import { Loader, PageLayout } from '@shop/shared/ui';
import { getBuyInWizard } from '../api/buy-in-wizard';
import type { Department } from '../api/types';
import { categoryHref, departmentHref, startQuoteHref, STEPS } from '../wizard/steps';
import { DEPARTMENTS_LOAD, useFirstViewLoad } from '../wizard/first-view';
import { useSignedIn } from '../wizard/use-signed-in';
import { ModelSearch } from './ModelSearch';
import css from './sell.module.css';

// A guest's price is its own chunk: the landing page loads none of it (issue #14's JS budget).
const GuestPrice = lazy(() => import('./GuestPrice').then((m) => ({ default: m.GuestPrice })));

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
      <WaitingToSend />
      <section className={css.section} aria-labelledby="sell-how">
        <h2 id="sell-how">{t('sell.howTitle')}</h2>
        <ol className={css.steps}>
          <li>{t('sell.how1')}</li>
          <li>{t('sell.how2')}</li>
          <li>{t('sell.how3')}</li>
        </ol>
      </section>
      <ModelSearch />
      <WhatWeBuy />
      <section className={css.section} aria-labelledby="sell-store">
        <h2 id="sell-store">{t('sell.storeTitle')}</h2>
        <p>{t('sell.storeText')}</p>
        <Link to="/store">{t('sell.storeLink')}</Link>
      </section>
    </PageLayout>
  );
}

/** A signed-in member with accepted items not yet sent is offered the way to send them (issue 32 §1). */
function WaitingToSend() {
  const signedIn = useSignedIn();
  // Loaded only for a signed-in member: the public landing page carries none of the parcel code.
  // A failed load offers nothing (as none waiting).
  const accepted = useApiData(signedIn ? 'accepted-quotes' : null, () => import('../api/web-buy-orders').then((m) => m.acceptedQuotes()));
  const waiting = accepted.data?.length ?? 0;
  if (waiting === 0) return null;
  return (
    <section className={css.section} aria-labelledby="sell-waiting">
      <h2 id="sell-waiting">{t('sell.send.waiting')}</h2>
      <Link className={css.link} to={SELL_SEND_PATH}>
        {t('sell.send.link')}
      </Link>
    </section>
  );
}

function WhatWeBuy() {
  // The server's first view paints the list it loaded (wizard/first-view); the browser loads it.
  const { data: departments, error } = useApiData(DEPARTMENTS_LOAD, () => getBuyInWizard(), { firstView: useFirstViewLoad<Department[]>(DEPARTMENTS_LOAD) });
  return (
    <section className={css.section} aria-labelledby="sell-buys">
      <h2 id="sell-buys">{t('sell.buysTitle')}</h2>
      <p className={css.muted}>{t('sell.buysLead')}</p>
      {error ? <p>{t('sell.buysFailed')}</p> : null}
      <div className={css.departments}>
        {departments?.map((d) => (
          <div key={d.superCatId}>
            <h3>
              <Link to={departmentHref(d.superCatId)}>{d.superCatFriendlyName}</Link>
            </h3>
            <ul>
              {d.categories.map((c) => (
                <li key={c.categoryId}>
                  <Link to={categoryHref(c.categoryId, d.superCatId)}>{c.categoryName}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p>
        <Link className={css.link} to={STEPS.supercats}>
          {t('sell.browseLink')}
        </Link>
      </p>
    </section>
  );
}
