import { t } from '../../i18n';
import styles from '../basket-checkout.module.css';

/**
 * Apple's own 'Pay with Apple Pay' button where Safari draws it (-apple-pay-button), as Apple's
 * guidelines ask; the same words in a black button elsewhere. Only rendered where Apple Pay works.
 */
export function ApplePayButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <button type="button" className={styles.applePay} onClick={onClick} disabled={busy} aria-busy={busy} aria-label={t('buy.applePay.button')} data-testid="apple-pay-button">
      <span aria-hidden="true">{busy ? t('buy.summary.placing') : t('buy.applePay.button')}</span>
    </button>
  );
}
