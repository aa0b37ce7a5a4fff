// One order (?tab=orders&order=<id>): what was bought, where it goes or where to collect it, how
// it was paid and whether that went through, and the parcel's tracking once it has left.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { COLLECTION, DELIVERY, formatPounds, gradeLabel, type OrderDetail, type OrderStore } from '@shop/shared/rules';
import { Loader } from '@shop/shared/ui';
import { useApiData } from '@shop/shared/http';
import { failureMessage } from '../../api/failure-message';
import { orderDetail } from './api/order-detail';
import { orderDate, orderStateWord, paymentStateWord } from './order-words';
import styles from './orders.module.css';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function BackLink() {
  return (
    <p className={styles.back}>
      <Link to="?tab=orders">{t('account.orders.back')}</Link>
    </p>
  );
}

export function OrderPage({ memberId, orderId }: { memberId: string; orderId: string }) {
  const { data: order, error, loading } = useApiData(`order:${memberId}:${orderId}`, () => orderDetail(memberId, orderId));
  if (error) {
    const notFound = (error as { status?: number }).status === 404 || (error as { status?: number }).status === 400;
    return (
      <>
        <BackLink />
        <p role="alert">{notFound ? t('account.orders.notFound') : failureMessage(error)}</p>
      </>
    );
  }
  if (loading || !order) return <Loader />;
  return <OrderView order={order} />;
}

function OrderView({ order }: { order: OrderDetail }) {
  // The page replaced the list: the focus goes to its heading, so a keyboard or screen reader starts here.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [order.orderId]);
  const delivered = order.items.filter((i) => i.deliveryMethodId === DELIVERY);
  return (
    <article className={styles.order} aria-labelledby="order-title">
      <BackLink />
      <header className={styles.orderHead}>
        <h3 id="order-title" className={styles.orderTitle} tabIndex={-1} ref={heading}>
          {t('account.orders.title', { number: order.orderNumber })}
        </h3>
        <span className={styles.state} data-state={order.state} data-testid="order-state">
          {orderStateWord(order.state)}
        </span>
      </header>
      <p className={styles.muted}>{t('account.orders.placedOn', { date: orderDate(order.createdAt) })}</p>

      <section aria-labelledby="order-items" className={styles.block}>
        <h4 id="order-items">{t('account.orders.items')}</h4>
        <ul className={styles.items} aria-label={t('account.orders.itemsLabel', { number: order.orderNumber })}>
          {order.items.map((i) => (
            <li key={`${i.boxId}-${i.deliveryMethodId}`} className={styles.item}>
              {i.imageUrl ? <img src={i.imageUrl} width={72} height={72} alt="" loading="lazy" decoding="async" /> : <span className={styles.noPhoto} aria-hidden="true" />}
              <div>
                <p className={styles.itemName}>{i.boxName}</p>
                <p className={styles.muted}>{gradeLabel({ grade: i.grade, gradeName: i.gradeName })}</p>
                <p className={styles.muted}>
                  {t('account.orders.quantity', { quantity: i.quantity })}
                  {i.quantity > 1 ? ` · ${t('account.orders.each', { price: formatPounds(i.unitPrice) })}` : ''}
                </p>
              </div>
              <p className={styles.price}>{formatPounds(i.totalPrice)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="order-delivery" className={styles.block}>
        <h4 id="order-delivery">{t('account.orders.delivery')}</h4>
        {order.deliveryAddress && delivered.length > 0 ? (
          <div className={styles.where}>
            <p className={styles.label}>{t('account.orders.deliverTo')}</p>
            <address data-testid="delivery-address">
              {[
                `${order.deliveryAddress.firstName} ${order.deliveryAddress.lastName}`,
                order.deliveryAddress.line1,
                order.deliveryAddress.line2,
                order.deliveryAddress.town,
                order.deliveryAddress.county,
                order.deliveryAddress.postcode,
              ]
                .filter(Boolean)
                .map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))}
            </address>
          </div>
        ) : null}
        {order.stores.map((store) => (
          <StoreBlock key={store.storeId} store={store} items={order.items.filter((i) => i.deliveryMethodId === COLLECTION && i.storeId === store.storeId).map((i) => i.boxName)} />
        ))}
      </section>

      {delivered.length > 0 && (order.state === 'paid' || order.state === 'dispatched') ? (
        <section aria-labelledby="order-tracking" className={styles.block}>
          <h4 id="order-tracking">{t('account.orders.tracking')}</h4>
          {order.tracking ? (
            <>
              <p data-testid="tracking">{t('account.orders.trackingLine', { carrier: order.tracking.carrierName, date: orderDate(order.tracking.dispatchedAt), number: order.tracking.trackingNumber })}</p>
              <p>
                <a href={order.tracking.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {t('account.orders.trackLink', { carrier: order.tracking.carrierName })}
                </a>
              </p>
            </>
          ) : (
            <p>{t('account.orders.notDispatched')}</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="order-payment" className={styles.block}>
        <h4 id="order-payment">{t('account.orders.payment')}</h4>
        <p>{t('account.orders.method', { method: order.payment.method })}</p>
        {/* Issue 33 §2: an order paid more than one way says each, store credit like any payment. */}
        {order.payments.length > 1 ? <p data-testid="order-payments">{t('account.orders.paidWith', { payments: order.payments.map((p) => `${p.method} ${formatPounds(p.amount)}`).join(', ') })}</p> : null}
        <p data-testid="payment-state" data-state={order.payment.state}>
          {t('account.orders.paymentState', { state: paymentStateWord(order.payment.state) })}
        </p>
        <dl className={styles.sums}>
          <dt>{t('account.orders.itemsCost')}</dt>
          <dd>{formatPounds(order.sellCost)}</dd>
          <dt>{t('account.orders.deliveryCharge')}</dt>
          <dd>{order.deliveryCharge > 0 ? formatPounds(order.deliveryCharge) : t('account.orders.free')}</dd>
          {order.voucherCode ? (
            <>
              <dt>{t('account.orders.voucher', { code: order.voucherCode })}</dt>
              <dd>−{formatPounds(order.voucherAmount)}</dd>
            </>
          ) : null}
          {order.storeCreditAmount > 0 ? (
            <>
              <dt>{t('account.orders.storeCredit')}</dt>
              <dd data-testid="order-store-credit">−{formatPounds(order.storeCreditAmount)}</dd>
            </>
          ) : null}
          <dt className={styles.total}>{t('account.orders.total')}</dt>
          <dd className={styles.total} data-testid="order-total">
            {formatPounds(order.toPay)}
          </dd>
        </dl>
      </section>
    </article>
  );
}

function StoreBlock({ store, items }: { store: OrderStore; items: string[] }) {
  return (
    <div className={styles.where}>
      <p className={styles.label}>{t('account.orders.collectFrom', { store: store.storeName })}</p>
      {items.length ? <p className={styles.muted}>{t('account.orders.collectItems', { items: items.join(', ') })}</p> : null}
      <address>
        {[store.address.line1, store.address.line2, store.address.town, store.address.county, store.address.postcode, store.phone].filter(Boolean).map((line) => (
          <span key={line} className={styles.line}>
            {line}
          </span>
        ))}
      </address>
      <table className={styles.hours} aria-label={`${t('account.orders.hours')}: ${store.storeName}`}>
        <tbody>
          {DAYS.filter((day) => day in store.openingHours).map((day) => (
            <tr key={day}>
              <th scope="row">{t(`account.orders.day.${day}`)}</th>
              <td>{store.openingHours[day]?.replace('-', '–') ?? t('account.orders.closed')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
