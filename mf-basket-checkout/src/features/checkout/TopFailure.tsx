// A refusal at Pay with no field of its own on the page (the basket changed, the page itself, or
// a part that is not shown now) shows at the top, with a way back to the basket when that is it.
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import styles from '../basket-checkout.module.css';
import type { CheckoutFailure } from './checkout-failure';

/** Whether a refusal belongs at the top: its own place is not on the page as it is now. */
export function showsAtTop(failure: CheckoutFailure, page: { creditShown: boolean; needsPayment: boolean; needsAddress: boolean }): boolean {
  switch (failure.place) {
    case 'basket':
    case 'page':
      return true;
    case 'storeCredit':
      return !page.creditShown;
    case 'payment':
      return !page.needsPayment;
    case 'address':
      return !page.needsAddress;
    default:
      return false;
  }
}

export function TopFailure({ failure, failureRef }: { failure: CheckoutFailure; failureRef: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={failureRef} tabIndex={-1} className={styles.error} role="alert" data-testid="checkout-error">
      {failure.message}
      {failure.place === 'basket' ? (
        <>
          {' '}
          <Link to="/basket">{t('buy.failure.reviewBasket')}</Link>
        </>
      ) : null}
    </p>
  );
}
