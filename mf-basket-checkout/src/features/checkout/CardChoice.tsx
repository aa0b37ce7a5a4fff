import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { t } from '../../i18n';
import { cardExpiryText, type SavedCard } from '@shop/shared/rules';
import type { CheckoutFormValues } from './checkout-form';
import { CheckoutField } from './CheckoutField';
import styles from '../basket-checkout.module.css';

interface Props {
  savedCards: SavedCard[];
  /** The saved card chosen, or null for a new card. */
  chosen: string | null;
  onChoose: (cardTokenId: string | null) => void;
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
}

/**
 * The card part of checkout: a saved card (its CVV typed now) or a new card, with 'Save this
 * card for next time' (the test card provider keeps it after the payment is authorised).
 */
export function CardChoice({ savedCards, chosen, onChoose, register, errors }: Props) {
  const hintId = useId();
  const card = savedCards.find((c) => c.cardTokenId === chosen);
  return (
    <>
      {savedCards.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className={styles.meta}>{t('buy.savedCards.legend')}</legend>
          {savedCards.map((c) => (
            <label key={c.cardTokenId}>
              <input type="radio" name="savedCard" value={c.cardTokenId} checked={chosen === c.cardTokenId} onChange={() => onChoose(c.cardTokenId)} />
              {t('buy.savedCards.saved', { brand: c.brand, last4: c.last4, expiry: cardExpiryText(c.expiryMonth, c.expiryYear) })}
            </label>
          ))}
          <label>
            <input type="radio" name="savedCard" value="" checked={chosen === null} onChange={() => onChoose(null)} />
            {t('buy.savedCards.new')}
          </label>
        </fieldset>
      ) : null}
      {card ? (
        <div className={styles.fields}>
          <CheckoutField label={t('buy.savedCards.cvc', { brand: card.brand, last4: card.last4 })} inputMode="numeric" autoComplete="cc-csc" error={errors.savedCvc} registration={register('savedCvc')} />
        </div>
      ) : (
        <div className={styles.fields}>
          <CheckoutField wide label={t('buy.card.number')} inputMode="numeric" autoComplete="cc-number" error={errors.cardNumber} registration={register('cardNumber')} />
          <CheckoutField label={t('buy.card.expiryFormat')} autoComplete="cc-exp" error={errors.cardExpiry} registration={register('cardExpiry')} />
          <CheckoutField label={t('buy.card.cvc')} inputMode="numeric" autoComplete="cc-csc" error={errors.cardCvc} registration={register('cardCvc')} />
          <CheckoutField wide label={t('buy.card.name')} autoComplete="cc-name" error={errors.cardName} registration={register('cardName')} />
          <div className={`${styles.wide} ${styles.check}`}>
            <label>
              <input type="checkbox" aria-describedby={hintId} {...register('saveCard')} />
              {t('buy.savedCards.save')}
            </label>
            <p id={hintId} className={styles.meta}>
              {t('buy.savedCards.saveHint')}
            </p>
          </div>
        </div>
      )}
    </>
  );
}
