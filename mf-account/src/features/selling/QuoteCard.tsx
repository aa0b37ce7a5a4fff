// One item the member is selling: model, photo, offer, where it is (steps) and what happened
// when; a revised offer shows old and new price and why, with the member's two answers; an item
// the shop cannot buy offers recycling instead of sending it back (RecycleChoice). The amount is
// what the member gets (selling-amounts.ts); an offer links to itself line by line, an ended one
// says when it ended and how to ask again (OfferNext).
import { useState } from 'react';
import { t } from '../../i18n';
import { formatMoney, modelDisplayName, SELL_SEND_PATH } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { quoteThumbnail } from './api/quote-thumbnail';
import type { SellingQuote } from './api/types';
import { OfferNext } from './OfferNext';
import { ProtectedPhoto } from './ProtectedPhoto';
import { RecycleChoice } from './RecycleChoice';
import { amountDue, amountWords, offeredAmount, paidWithinTolerance, revisedAmount } from './selling-amounts';
import { QUOTE_STEPS, quoteStateWord, sellingDate, stepReached } from './selling-words';
import { StaffPhotos } from './StaffPhotos';
import styles from './selling.module.css';

interface QuoteCardProps {
  memberId: string;
  quote: SellingQuote;
  /** When the member let the shop recycle it (from its parcel's detail), or null. */
  recycleAgreedAt: string | null;
  onAnswer: (quote: SellingQuote, accept: boolean) => void;
  onRecycle: (quote: SellingQuote) => void;
  onCancel: (quote: SellingQuote) => void;
  /** Where a declined item comes back to, in words (its parcel's collection address, else the member's default). */
  returnsTo: () => Promise<string | null>;
  busy: boolean;
}

export function QuoteCard({ memberId, quote, recycleAgreedAt, onAnswer, onRecycle, onCancel, returnsTo, busy }: QuoteCardProps) {
  const model = modelDisplayName(quote.brand, quote.modelName);
  const name = quote.quantity > 1 ? `${quote.quantity} × ${model}` : model;
  const amount = amountDue(quote);
  const headingId = `selling-quote-${quote.quoteId}`;
  return (
    <li className={styles.card} aria-labelledby={headingId} data-quote-id={quote.quoteId}>
      <div className={styles.cardHead}>
        <Thumbnail memberId={memberId} quoteId={quote.quoteId} />
        <div>
          <h4 id={headingId} className={styles.name}>
            {name}
          </h4>
          {amount !== null ? <p className={styles.amount}>{amountWords(quote, amount)}</p> : null}
        </div>
        <span className={styles.state} data-state={recycleAgreedAt ? 'recycling' : quote.status}>
          {recycleAgreedAt ? t('account.selling.state.recycling') : quoteStateWord(quote.status)}
        </span>
      </div>
      <Steps quote={quote} />
      {quote.status === 'revised' ? <Revision quote={quote} model={model} onAnswer={onAnswer} returnsTo={returnsTo} busy={busy} /> : null}
      {paidWithinTolerance(quote) ? <WithinTolerance quote={quote} model={model} /> : null}
      <OfferNext quote={quote} onCancel={onCancel} busy={busy} />
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

/** A revision staff paid without asking: was, now, why and the photos, and the tolerance it fell within. */
function WithinTolerance({ quote, model }: { quote: SellingQuote; model: string }) {
  const before = offeredAmount(quote);
  const after = revisedAmount(quote);
  const headingId = `selling-tolerance-${quote.quoteId}`;
  return (
    <section className={styles.tolerance} aria-labelledby={headingId}>
      <h5 id={headingId}>{t('account.selling.toleranceTitle', { tolerance: formatMoney(quote.payoutChoice?.revisionTolerance ?? 0) })}</h5>
      <p>
        {t('account.selling.revisedWas')} <s>{formatMoney(before ?? 0)}</s> · {t('account.selling.revisedNow')} <strong>{formatMoney(after ?? 0)}</strong>
      </p>
      {quote.revision?.reason ? <p>{t('account.selling.revisedWhy', { reason: quote.revision.reason })}</p> : null}
      <StaffPhotos quoteId={quote.quoteId} model={model} photos={quote.revision?.photos ?? []} />
    </section>
  );
}

interface RevisionProps {
  quote: SellingQuote;
  model: string;
  onAnswer: (quote: SellingQuote, accept: boolean) => void;
  returnsTo: () => Promise<string | null>;
  busy: boolean;
}

function Revision({ quote, model, onAnswer, returnsTo, busy }: RevisionProps) {
  const before = offeredAmount(quote);
  const after = revisedAmount(quote);
  // Declining cannot be undone: asked once more, saying where the item goes back to.
  const [declining, setDeclining] = useState<{ to: string | null } | null>(null);
  const askDecline = async () => setDeclining({ to: await returnsTo().catch(() => null) });
  if (after === null) return null;
  return (
    <section className={styles.revision} aria-label={t('account.selling.revisedTitle')}>
      <h5>{t('account.selling.revisedTitle')}</h5>
      <p>
        {t('account.selling.revisedWas')} <s>{formatMoney(before ?? 0)}</s> · {t('account.selling.revisedNow')} <strong>{formatMoney(after)}</strong>
      </p>
      {quote.revision?.reason ? <p>{t('account.selling.revisedWhy', { reason: quote.revision.reason })}</p> : null}
      <StaffPhotos quoteId={quote.quoteId} model={model} photos={quote.revision?.photos ?? []} />
      {declining ? (
        <div role="group" aria-labelledby={`selling-decline-${quote.quoteId}`}>
          <p id={`selling-decline-${quote.quoteId}`}>{declining.to ? t('account.selling.declineConfirmTo', { address: declining.to }) : t('account.selling.declineConfirm')}</p>
          <div className={styles.actions}>
            <Button disabled={busy} onClick={() => onAnswer(quote, false)}>
              {t('account.selling.declineYes')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setDeclining(null)} autoFocus>
              {t('account.selling.declineKeep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button disabled={busy} onClick={() => onAnswer(quote, true)}>
            {t('account.selling.acceptRevised', { amount: formatMoney(after) })}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void askDecline()}>
            {t('account.selling.sendBack')}
          </Button>
        </div>
      )}
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
