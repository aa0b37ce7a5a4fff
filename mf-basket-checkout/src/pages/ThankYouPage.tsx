import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { t, tRich } from '../i18n';
import { session, STORAGE_KEYS } from '@shop/shared/session';
import { basketApi, type Order } from '../api/basket-api';
import { trackPurchase } from '../features/analytics';
import { OrderFulfilment } from '../features/checkout/OrderFulfilment';
import { OrderSummary } from '../features/checkout/OrderSummary';
import styles from '../features/basket-checkout.module.css';

/** /buy/thankyou (public): the order number, where it goes and when, what was bought and paid. */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const [order, setOrder] = useState<Order | null>(null);
  const fallbackNumber = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.webOrderNumber);

  useEffect(() => {
    if (!session.isSignedIn() || !/^[0-9]{1,18}$/.test(orderId)) return;
    basketApi.order(orderId).then(
      (o) => {
        setOrder(o);
        if (o.status === 'paid') trackPurchase({ orderNumber: o.orderNumber, totalCost: o.totalCost, deliveryCharge: o.deliveryCharge, items: o.items, payments: o.payments });
      },
      () => setOrder(null),
    );
  }, [orderId]);

  const number = order?.orderNumber ?? fallbackNumber;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('pageTitle.thankYou')}</h1>
      <div className={styles.thanks}>
        {number ? (
          <p>
            {tRich('thankYou.orderNumber', {
              number: (
                <span key="number" className={styles.orderNumber} data-testid="order-number">
                  {number}
                </span>
              ),
            })}
          </p>
        ) : null}
        <p>
          {tRich('thankYou.emailed', {
            account: (
              <Link key="account" to="/myaccount">
                {t('thankYou.myAccount')}
              </Link>
            ),
          })}
        </p>
        {order ? <OrderFulfilment order={order} /> : null}
        {order ? <OrderSummary order={order} /> : null}
        <p>
          <Link to="/products">{t('thankYou.carryOn')}</Link>
        </p>
      </div>
    </div>
  );
}
