// One parcel (web buy order): its code, what is in it, where it is, and its label to print again.
import { useState } from 'react';
import { bus } from '@shop/shared/bus';
import { t } from '../../i18n';
import { formatMoney, modelDisplayName } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { failureMessage } from '../../api/failure-message';
import { shippingLabel } from './api/shipping-label';
import type { SellingOrder } from './api/types';
import { parcelStateWord, sellingDate } from './selling-words';
import { AskInPlace } from './AskInPlace';
import { Tracking } from './Tracking';
import styles from './selling.module.css';

/** A parcel can be called off until the shop has it, and, when collected, until the courier has it. */
export const parcelCancellable = (order: SellingOrder) => (order.status === 'open' || order.status === 'sent') && (!order.collection || order.collection.status === 'booked');

export function OrderCard({ order, onCancel, cancelling = false }: { order: SellingOrder; onCancel: (order: SellingOrder) => void; cancelling?: boolean }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await shippingLabel(order.webBuyOrderId));
      const link = Object.assign(document.createElement('a'), { href: url, download: `little-loop-${order.webBuyOrderId}.pdf` });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      bus.emit('host:show-snackbar', { message: failureMessage(failure), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const headingId = `selling-order-${order.webBuyOrderId}`;
  return (
    <li className={styles.card} aria-labelledby={headingId} data-order-id={order.webBuyOrderId}>
      <div className={styles.cardHead}>
        <div>
          <h4 id={headingId} className={styles.name}>
            {t('account.selling.parcel', { code: order.webBuyOrderId })}
          </h4>
          <p className={styles.muted}>{t('account.selling.parcelMade', { date: sellingDate(order.createdAt) })}</p>
        </div>
        <span
          className={styles.state}
          data-state={order.status === 'sent' && order.handover === 'dropoff' ? 'dropoff-ready' : order.status === 'sent' && order.collection ? `collection-${order.collection.status}` : order.status}
        >
          {parcelStateWord(order)}
        </span>
      </div>
      <ul className={styles.parcelItems}>
        {order.quotes.map((q) => {
          const model = q.brand ? modelDisplayName(q.brand, q.modelName) : q.modelName;
          // What was paid (or, after a revision, is due), never the first offer once it changed (issue 32 §3).
          const changed = q.offeredAmount !== undefined && q.offeredAmount !== q.amount;
          return (
            <li key={q.quoteId}>
              {q.quantity > 1 ? `${q.quantity} × ${model}` : model} ·{' '}
              {changed ? (
                <>
                  <span className={styles.srOnly}>{t('account.selling.revisedWas')} </span>
                  <s>{formatMoney(q.offeredAmount!)}</s>{' '}
                </>
              ) : null}
              <span data-amount>{q.paid ? t('account.selling.paidAmount', { amount: formatMoney(q.amount) }) : formatMoney(q.amount)}</span>
            </li>
          );
        })}
      </ul>
      {order.collection && order.status !== 'cancelled' ? <Tracking collection={order.collection} /> : null}
      {order.labelGeneratedAt && order.status !== 'cancelled' ? (
        <Button variant="secondary" disabled={busy} onClick={() => void download()}>
          {t('account.selling.label', { code: order.webBuyOrderId })}
        </Button>
      ) : null}
      {parcelCancellable(order) ? (
        <AskInPlace
          id={`${headingId}-cancel`}
          action={t('account.selling.cancelParcel')}
          question={t(order.collection ? 'account.selling.cancelParcelConfirmCollection' : 'account.selling.cancelParcelConfirm')}
          yes={t('account.selling.cancelParcelYes')}
          no={t('account.selling.cancelKeep')}
          busy={cancelling}
          onYes={() => onCancel(order)}
        />
      ) : null}
    </li>
  );
}
