import { useEffect, useState } from 'react';
import { formatMoney } from '@shop/shared/rules';
import { Loader } from '@shop/shared/ui';
import { accountApi, type OrderSummary } from '../../api/account-api';
import styles from './orders.module.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const STATUS: Record<string, string> = { paid: 'Placed', cancelled: 'Cancelled' };

/** The member's web orders, newest first (GET members/{id}/orders). */
export function OrderHistory({ memberId }: { memberId: string }) {
  const [orders, setOrders] = useState<OrderSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    accountApi.orders(memberId).then(setOrders, () => setFailed(true));
  }, [memberId]);

  if (failed) return <p role="alert">We could not load your orders just now. Please try again later.</p>;
  if (!orders) return <Loader />;
  if (orders.length === 0) return <p>You have not ordered anything yet.</p>;
  return (
    <table className={styles.table} aria-label="Your orders">
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Items</th>
          <th scope="col">Total</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.orderId} data-order-number={o.orderNumber}>
            <th scope="row">{o.orderNumber}</th>
            <td>{dateFormat.format(new Date(o.createdAt))}</td>
            <td>{o.itemCount}</td>
            <td>{formatMoney(Math.round(o.totalCost * 100))}</td>
            <td>{STATUS[o.status] ?? o.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
