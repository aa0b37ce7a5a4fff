import type { Ref } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { t } from '../../i18n';
import type { SavedCard } from '@shop/shared/rules';
import type { NotOffered, OpenOrder, PaymentType } from '../../api/basket-api';
import { CardChoice } from './CardChoice';
import type { CheckoutFormValues } from './checkout-form';
import styles from '../basket-checkout.module.css';

export const CARD = 20;

interface Props {
  offered: PaymentType[];
  notOffered: NotOffered[];
  chosen: number;
  onChoose: (paymentTypeId: number) => void;
  savedCards: SavedCard[];
  savedCardId: string | null;
  onChooseSavedCard: (cardTokenId: string | null) => void;
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
  /** The payment's refusal, in the provider's words: shown where the card is (issue 30). */
  failure: string | null;
  failureRef: Ref<HTMLParagraphElement>;
  /** The member's unpaid order, when it waits at their bank or is still being confirmed. */
  openOrder: OpenOrder | null;
}

/**
 * How to pay: the ways on offer, why any other is not, the card (saved or typed), and what
 * became of the last try: a refusal beside the card fields, or an order still at the bank's page.
 */
export function PaymentSection({ offered, notOffered, chosen, onChoose, savedCards, savedCardId, onChooseSavedCard, register, errors, failure, failureRef, openOrder }: Props) {
  // One line per provider (its first way to pay names it): Klarna's three ways share one reason.
  const missing = notOffered.filter((n, i) => notOffered.findIndex((m) => m.provider === n.provider) === i);
  return (
    <section className={styles.section} aria-labelledby="payment-heading">
      <h2 id="payment-heading">{t('buy.payment.heading')}</h2>
      {openOrder?.status === 'awaiting_3ds' && openOrder.challengeUrl ? (
        <div className={styles.notice} role="status" data-testid="open-order-notice">
          <p>{t('buy.open.atBank', { number: openOrder.orderNumber })}</p>
          <p>
            <a href={openOrder.challengeUrl}>{t('buy.open.backToBank')}</a> {t('buy.open.orPayAgain')}
          </p>
        </div>
      ) : null}
      {openOrder?.status === 'charging' ? (
        <p className={styles.notice} role="status" data-testid="open-order-notice">
          {t('buy.open.charging', { number: openOrder.orderNumber })}
        </p>
      ) : null}
      <fieldset className={styles.choices}>
        <legend className={styles.meta}>{t('buy.payment.how')}</legend>
        {offered.map((p) => (
          <label key={p.paymentTypeId}>
            <input type="radio" name="paymentType" value={p.paymentTypeId} checked={chosen === p.paymentTypeId} onChange={() => onChoose(p.paymentTypeId)} />
            {p.name}
          </label>
        ))}
      </fieldset>
      {missing.length > 0 ? (
        <div className={styles.meta} data-testid="not-offered">
          <p className={styles.notOfferedHeading}>{t('buy.payment.notOffered')}</p>
          <ul className={styles.notOffered}>
            {missing.map((n) => (
              <li key={n.provider}>
                <strong>{n.name}</strong>: {n.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {chosen === CARD ? <CardChoice savedCards={savedCards} chosen={savedCardId} onChoose={onChooseSavedCard} register={register} errors={errors} /> : null}
      {failure ? (
        <p ref={failureRef} tabIndex={-1} className={styles.error} role="alert" data-testid="payment-error">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
