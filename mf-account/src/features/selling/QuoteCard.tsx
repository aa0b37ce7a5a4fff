// One item the member is selling: model, photo, offer, where it is (steps) and what happened
// when; a revised offer shows old and new price and why, with the member's two answers; an item
// the shop cannot buy offers recycling instead of sending it back (RecycleChoice).
import { t } from '../../i18n';
import { formatMoney, SELL_SEND_PATH } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { photoBlob, quoteThumbnail } from './api/quote-thumbnail';
import type { SellingQuote } from './api/types';
import { ProtectedPhoto } from './ProtectedPhoto';
import { RecycleChoice } from './RecycleChoice';
import { QUOTE_STEPS, quoteStateWord, sellingDate, stepReached } from './selling-words';
import styles from './selling.module.css';

const amountOf = (q: SellingQuote) => (q.offer ? (q.payoutType === 'exchange' ? q.offer.total.exchange : q.offer.total.cash) : null);
const revisedAmountOf = (q: SellingQuote) => (q.revision ? (q.payoutType === 'exchange' ? q.revision.total.exchange : q.revision.total.cash) : null);

interface QuoteCardProps {
  memberId: string;
  quote: SellingQuote;
  /** When the member let the shop recycle it (from its parcel's detail), or null. */
  recycleAgreedAt: string | null;
  onAnswer: (quote: SellingQuote, accept: boolean) => void;
  onRecycle: (quote: SellingQuote) => void;
  busy: boolean;
}

export function QuoteCard({ memberId, quote, recycleAgreedAt, onAnswer, onRecycle, busy }: QuoteCardProps) {
  const name = quote.quantity > 1 ? `${quote.quantity} × ${quote.modelName}` : quote.modelName;
  const amount = amountOf(quote);
  const headingId = `selling-quote-${quote.quoteId}`;
  return (
    <li className={styles.card} aria-labelledby={headingId} data-quote-id={quote.quoteId}>
      <div className={styles.cardHead}>
        <Thumbnail memberId={memberId} quoteId={quote.quoteId} />
        <div>
          <h4 id={headingId} className={styles.name}>
            {name}
          </h4>
          {quote.modelName.startsWith(quote.brand) ? null : <p className={styles.muted}>{quote.brand}</p>}
          {amount !== null ? <p className={styles.amount}>{t(quote.payoutType === 'exchange' ? 'account.selling.offerExchange' : 'account.selling.offerCash', { amount: formatMoney(amount) })}</p> : null}
        </div>
        <span className={styles.state} data-state={recycleAgreedAt ? 'recycling' : quote.status}>
          {recycleAgreedAt ? t('account.selling.state.recycling') : quoteStateWord(quote.status)}
        </span>
      </div>
      <Steps quote={quote} />
      {quote.status === 'revised' ? <Revision quote={quote} onAnswer={onAnswer} busy={busy} /> : null}
      {quote.webBuyOrderId ? <RecycleChoice quote={quote} agreedAt={recycleAgreedAt} onRecycle={onRecycle} busy={busy} /> : null}
      {quote.status === 'accepted' && quote.offerExpiresAt ? <p className={styles.note}>{t('account.selling.sendBy', { date: sellingDate(quote.offerExpiresAt) })}</p> : null}
      {quote.status === 'accepted' ? <SendIt quote={quote} /> : null}
      <details className={styles.history}>
        <summary>{t('account.selling.history')}</summary>
        <ol>
          {quote.history.map((h, i) => (
            <li key={i}>
              <time dateTime={h.at}>{sellingDate(h.at)}</time> {quoteStateWord(h.toStatus)}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

function Steps({ quote }: { quote: SellingQuote }) {
  const reached = stepReached(quote.status, quote.history);
  const onPath = QUOTE_STEPS.includes(quote.status);
  return (
    <ol className={styles.steps} aria-label={t('account.selling.progress')}>
      {QUOTE_STEPS.map((step, i) => {
        const current = onPath && i === reached;
        const done = i < reached || (i === reached && !onPath);
        return (
          <li key={step} className={styles.step} data-done={done || current} aria-current={current ? 'step' : undefined}>
            <span className={styles.dot} aria-hidden="true" />
            <span>
              {quoteStateWord(step)}
              {done ? <span className={styles.srOnly}> {t('account.selling.stepDone')}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Revision({ quote, onAnswer, busy }: { quote: SellingQuote; onAnswer: (quote: SellingQuote, accept: boolean) => void; busy: boolean }) {
  const before = amountOf(quote);
  const after = revisedAmountOf(quote);
  if (after === null) return null;
  return (
    <section className={styles.revision} aria-label={t('account.selling.revisedTitle')}>
      <h5>{t('account.selling.revisedTitle')}</h5>
      <p>
        {t('account.selling.revisedWas')} <s>{formatMoney(before ?? 0)}</s> · {t('account.selling.revisedNow')} <strong>{formatMoney(after)}</strong>
      </p>
      {quote.revision?.reason ? <p>{t('account.selling.revisedWhy', { reason: quote.revision.reason })}</p> : null}
      {quote.revision?.photos?.length ? (
        <>
          <p id={`selling-found-${quote.quoteId}`}>{t('account.selling.revisedPhotos')}</p>
          <ul className={styles.revisionPhotos} aria-labelledby={`selling-found-${quote.quoteId}`}>
            {quote.revision.photos.map((p, i) => (
              <li key={p.imageId}>
                <ProtectedPhoto photoKey={p.urls.m} load={() => photoBlob(p.urls.m)} alt={t('account.selling.revisedPhoto', { n: i + 1, model: quote.modelName })} className={styles.revisionPhoto} size={160} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button disabled={busy} onClick={() => onAnswer(quote, true)}>
          {t('account.selling.acceptRevised', { amount: formatMoney(after) })}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onAnswer(quote, false)}>
          {t('account.selling.sendBack')}
        </Button>
      </div>
    </section>
  );
}

/** Issue 32 §1: an accepted item not yet sent leads to the sell-to-us page that sends it. */
function SendIt({ quote }: { quote: SellingQuote }) {
  return (
    <a className={styles.sendLink} href={SELL_SEND_PATH} aria-describedby={`selling-quote-${quote.quoteId}`}>
      {t('account.selling.sendIt')}
    </a>
  );
}

/** The quote's first photo, when it has one. */
function Thumbnail({ memberId, quoteId }: { memberId: string; quoteId: string }) {
  return <ProtectedPhoto photoKey={`${memberId}/${quoteId}`} load={() => quoteThumbnail(memberId, quoteId)} alt="" className={styles.thumb} size={64} />;
}
