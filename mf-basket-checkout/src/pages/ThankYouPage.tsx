import { Link, useSearchParams } from 'react-router-dom';
import { t, tRich } from '../i18n';
import { useApiData } from '@shop/shared/http';
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
  const fallbackNumber = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.webOrderNumber);
  // A failed read shows the number kept at checkout, and nothing more.
  const order: Order | null =
    useApiData(session.isSignedIn() && /^[0-9]{1,18}$/.test(orderId) ? `order:${orderId}` : null, () =>
      basketApi.order(orderId).then((o) => {
        if (o.status === 'paid') trackPurchase({ orderNumber: o.orderNumber, totalCost: o.totalCost, deliveryCharge: o.deliveryCharge, items: o.items, payments: o.payments });
        return o;
      }),
    ).data ?? null;

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
