import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../i18n';
import { Button, Loader } from '@shop/shared/ui';
import { basketFailureText, basketStore } from '../features/basket/basket-store';
import { resumeOrder } from '../features/checkout/place-order';
import { announceHeldForYou } from '../features/checkout/held-for-you';
import { bus } from '@shop/shared/bus';
import styles from '../features/basket-checkout.module.css';

/** /buy/process: where the card provider sends the shopper back after 3-D Secure. */
export function BuyProcessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = params.get('orderId') ?? '';
  const [state, setState] = useState<{ kind: 'working' } | { kind: 'challenge'; url: string } | { kind: 'failed'; message: string }>({ kind: 'working' });
  // An effect event: navigate is a new function whenever the path changes, and must not resume the order again.
  const toThankYou = useEffectEvent((id: string) => navigate(`/buy/thankyou?orderId=${encodeURIComponent(id)}`, { replace: true }));

  // orderId comes from params: it changes only when they do.
  useEffect(() => {
    if (!/^[0-9]{1,18}$/.test(orderId)) {
      setState({ kind: 'failed', message: t('error.checkout.C000') });
      return;
    }
    let live = true;
    // PayPal adds token and PayerID, Klarna its outcome and authorisation token; the API checks them.
    const providerReturn = Object.fromEntries([...params].filter(([k]) => k !== 'orderId'));
    resumeOrder(orderId, providerReturn).then(
      async (result) => {
        if (!live) return;
        if (result.kind === 'challenge') return setState({ kind: 'challenge', url: result.url });
        bus.emit('basket:held-for-you', { orderNumber: null, boxIds: [] });
        await basketStore.load().catch(() => undefined);
        toThankYou(result.order.orderId);
      },
      async (error) => {
        await basketStore.load().catch(() => undefined);
        void announceHeldForYou();
        if (live) setState({ kind: 'failed', message: basketFailureText(error, 'checkout') });
      },
    );
    return () => {
      live = false;
    };
  }, [params, orderId]);

  // A refused or failed 3-D Secure check is a failure, and the heading says so.
  const heading = state.kind === 'failed' ? t('buy.process.failed') : t('pageTitle.buyProcess');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      {state.kind === 'working' ? <Loader label={t('buy.process.working')} /> : null}
      {state.kind === 'challenge' ? (
        <p>
          {t('buy.process.bankConfirm')} <a href={state.url}>{t('buy.process.confirm')}</a>
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          <p className={styles.error} role="alert" data-testid="checkout-error">
            {state.message}
          </p>
          <p>{t('buy.process.basketUnchanged')}</p>
          <p className={styles.actions}>
            <Button onClick={() => navigate('/buy')}>{t('buy.process.backToCheckout')}</Button>
            <Link to="/basket">{t('buy.process.toBasket')}</Link>
          </p>
        </>
      ) : null}
    </div>
  );
}
