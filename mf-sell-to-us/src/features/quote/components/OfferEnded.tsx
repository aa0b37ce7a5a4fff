// An offer past its 21-day price lock (issue 32 §3): when it ended, and a new quote for the same
// model in one step (the questions step starts it), never 'We could not find that quote'.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n';
import type { Quotation } from '../api/types';
import { STEPS } from '../../../steps';
import css from '../../../components/sell.module.css';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
export const newQuoteHref = (quote: Pick<Quotation, 'masterBoxId' | 'categoryId'>) => `${STEPS.questions}?${new URLSearchParams({ model: quote.masterBoxId, category: String(quote.categoryId) })}`;

export function OfferEnded({ quote }: { quote: Quotation }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={css.section} aria-labelledby="sell-ended">
      <h2 id="sell-ended" tabIndex={-1} ref={heading}>
        {quote.offerExpiresAt ? t('sell.offerEnded', { date: longDate(quote.offerExpiresAt) }) : t('sell.offerEndedUndated')}
      </h2>
      <p>{t('sell.offerEndedLead')}</p>
      <div className={css.actions}>
        <Link className={css.link} to={newQuoteHref(quote)}>
          {t('sell.askNewQuote')}
        </Link>
        <Link className={css.link} to={STEPS.start}>
          {t('sell.backToStart')}
        </Link>
      </div>
    </section>
  );
}
