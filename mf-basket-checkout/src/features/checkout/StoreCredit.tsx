// The member's store credit at checkout (issue 33 §2): 'Use your store credit (£X available)', as
// much as covers the order unless they choose less, and what is left to pay by card. It pays after
// any voucher (the API takes them in that order too). An account whose linked card's mobile is not
// proved is told how to spend it; an account with no credit sees nothing.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { RETURN_TO_PARAM, VERIFY_PHONE_PATH } from '@shop/shared/routes';
import type { StoreCreditOffer } from '@shop/shared/rules';
import { t } from '../../i18n';
import styles from '../basket-checkout.module.css';
import { formatPounds } from '@shop/shared/rules';

export interface StoreCreditChoice {
  using: boolean;
  /** The amount as the shopper typed it; null: as much as covers the order. */
  text: string | null;
}

/** The pounds asked for (undefined: as much as covers the order); what is not a sum of money asks for nothing. */
export function askedAmount(choice: StoreCreditChoice): number | undefined {
  if (choice.text === null) return undefined;
  const typed = Number(choice.text.replace(/[£,\s]/g, ''));
  return Number.isFinite(typed) && typed >= 0 ? typed : 0;
}

interface Props {
  offer: StoreCreditOffer | null;
  choice: StoreCreditChoice;
  onChange: (choice: StoreCreditChoice) => void;
  /** Pounds credit pays now, and what is left to pay after it (both worked out by the page). */
  pays: number;
  toPay: number;
  /** A refusal of the credit (STORE_CREDIT_SHORT…), shown here, and the ref that takes the focus. */
  failure: string | null;
  failureRef?: React.Ref<HTMLParagraphElement>;
}

export function StoreCredit({ offer, choice, onChange, pays, toPay, failure, failureRef }: Props) {
  const id = useId();
  if (!offer || offer.available <= 0) return null;
  const amountId = `${id}-amount`;
  const hintId = `${id}-hint`;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`} data-testid="store-credit">
      <h2 id={`${id}-heading`}>{t('buy.storeCredit.heading')}</h2>
      {offer.canSpend ? (
        <>
          <div className={styles.check}>
            <label>
              <input type="checkbox" checked={choice.using} onChange={(ev) => onChange({ using: ev.target.checked, text: null })} />
              {t('buy.storeCredit.use', { available: formatPounds(offer.available) })}
            </label>
          </div>
          {choice.using ? (
            <>
              <div className={styles.field}>
                <label htmlFor={amountId}>{t('buy.storeCredit.amount')}</label>
                <input
                  id={amountId}
                  inputMode="decimal"
                  aria-describedby={hintId}
                  aria-invalid={Boolean(failure)}
                  value={choice.text ?? pays.toFixed(2)}
                  onChange={(ev) => onChange({ using: true, text: ev.target.value })}
                />
                <p id={hintId} className={styles.meta}>
                  {t('buy.storeCredit.amountHint')}
                </p>
              </div>
              <p role="status" data-testid="store-credit-applied">
                {toPay > 0 ? t('buy.storeCredit.applied', { amount: formatPounds(pays), toPay: formatPounds(toPay) }) : t('buy.storeCredit.coversAll', { amount: formatPounds(pays) })}
              </p>
            </>
          ) : null}
        </>
      ) : offer.needsMobileVerification ? (
        <p>
          {t('buy.storeCredit.verifyFirst', { available: formatPounds(offer.available) })} <Link to={`${VERIFY_PHONE_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent('/buy')}`}>{t('buy.storeCredit.verifyLink')}</Link>
        </p>
      ) : (
        <p>{t('buy.storeCredit.notYet', { available: formatPounds(offer.available) })}</p>
      )}
      {failure ? (
        <p ref={failureRef} tabIndex={-1} className={styles.fieldError} role="alert" data-testid="store-credit-error">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
