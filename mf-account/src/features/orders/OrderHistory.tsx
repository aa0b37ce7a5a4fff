// The Orders tab: the member's orders, each opening its own page (?tab=orders&order=<id>), and
// below them the items the member is selling to us (loaded on its own, after the orders).
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../../i18n';
import { formatPounds } from '@shop/shared/rules';
import { Loader } from '@shop/shared/ui';
import { useApiData } from '@shop/shared/http';
import { listOrders } from './api/list-orders';
import { OrderPage } from './OrderPage';
import { orderDate, orderSearch, orderStateWord } from './order-words';
import styles from './orders.module.css';

// Its own chunk: the orders list paints without waiting for the selling panel's code.
const SellingPanel = lazy(() => import('../selling/SellingPanel').then((m) => ({ default: m.SellingPanel })));

export function OrderHistory({ memberId }: { memberId: string }) {
  const [search] = useSearchParams();
  const orderId = search.get('order');
  if (orderId) return <OrderPage memberId={memberId} orderId={orderId} />;
  return (
    <>
      <OrderList memberId={memberId} />
      <Suspense fallback={<Loader />}>
        <SellingPanel memberId={memberId} />
      </Suspense>
    </>
  );
}

function OrderList({ memberId }: { memberId: string }) {
  const { data: orders, error, loading } = useApiData(`orders:${memberId}`, () => listOrders(memberId));
  if (error) return <p role="alert">{t('account.orders.failed')}</p>;
  if (loading || !orders) return <Loader />;
  if (orders.length === 0) return <p>{t('account.orders.none')}</p>;
  return (
    <table className={styles.table} aria-label={t('account.orders.listLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('account.orders.col.order')}</th>
          <th scope="col">{t('account.orders.col.date')}</th>
          <th scope="col">{t('account.orders.col.items')}</th>
          <th scope="col">{t('account.orders.col.total')}</th>
          <th scope="col">{t('account.orders.col.status')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.orderId} data-order-number={o.orderNumber}>
            <th scope="row">
              <Link to={orderSearch(o.orderId)} aria-label={t('account.orders.open', { number: o.orderNumber })}>
                {o.orderNumber}
              </Link>
            </th>
            <td>{orderDate(o.createdAt)}</td>
            <td>{o.itemCount}</td>
            <td>{formatPounds(o.totalCost)}</td>
            <td>
              <span className={styles.state} data-state={o.state}>
                {orderStateWord(o.state)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
