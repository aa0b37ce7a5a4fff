// What a member can do next with a quote from the account (issue 32 §3): an offer opens line by
// line with Accept on the sell-to-us page (the offer e-mail's link lands there too); an ended offer
// says when it ended and starts a new quote for the same model; a quote the state machine still
// lets the member call off can be cancelled, asked once more in place.
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import type { SellingQuote } from './api/types';
import { AskInPlace } from './AskInPlace';
import { sellingDate } from './selling-words';
import styles from './selling.module.css';

const OFFER_PAGE = '/sell-to-us/quotation-questions';
export const offerHref = (quoteId: string) => `${OFFER_PAGE}?${new URLSearchParams({ quote: quoteId })}`;
const newQuoteHref = (q: SellingQuote) => (q.masterBoxId && q.categoryId ? `${OFFER_PAGE}?${new URLSearchParams({ model: q.masterBoxId, category: String(q.categoryId) })}` : '/sell-to-us');
/** When an offer ended: its price lock's end, else (a draft left alone) when it was expired. */
const endedAt = (q: SellingQuote) => q.offerExpiresAt ?? [...q.history].reverse().find((h) => h.toStatus === 'expired')?.at ?? q.createdAt;

export function OfferNext({ quote, onCancel, busy }: { quote: SellingQuote; onCancel: (quote: SellingQuote) => void; busy: boolean }) {
  const cancellable = quote.nextStatuses?.includes('cancelled') ?? false;
  return (
    <>
      {quote.status === 'offered' || quote.status === 'draft' ? (
        <div className={styles.actions}>
          {quote.status === 'offered' ? (
            <>
              <Link className={styles.link} to={offerHref(quote.quoteId)}>
                {t('account.selling.seeOffer')}
              </Link>
              <Link className={styles.link} to={offerHref(quote.quoteId)}>
                {t('account.selling.acceptOffer')}
              </Link>
            </>
          ) : (
            <Link className={styles.link} to={offerHref(quote.quoteId)}>
              {t('account.selling.continueDraft')}
            </Link>
          )}
        </div>
      ) : null}
      {quote.status === 'expired' ? (
        <p className={styles.ended}>
          {t('account.selling.offerEnded', { date: sellingDate(endedAt(quote)) })}{' '}
          <Link className={styles.link} to={newQuoteHref(quote)}>
            {t('account.selling.askAgain')}
          </Link>
        </p>
      ) : null}
      {cancellable ? (
        <AskInPlace
          id={`selling-cancel-${quote.quoteId}`}
          action={t('account.selling.cancelQuote')}
          question={t('account.selling.cancelConfirm')}
          yes={t('account.selling.cancelYes')}
          no={t('account.selling.cancelKeep')}
          busy={busy}
          onYes={() => onCancel(quote)}
        />
      ) : null}
    </>
  );
}
