import { t } from '../../i18n';
import { COLLECTION, formatPounds, lineMethodText } from '@shop/shared/rules';
import type { Order } from '../../api/basket-api';
import styles from '../basket-checkout.module.css';
import details from './order-details.module.css';

/**
 * What was bought and paid, as the order detail gives it and as the confirmation e-mail writes
 * it: each line with how it comes ('Delivery to LS1 4AP', 'Collect from …'), the §5 delivery line
 * ('Free' at 0), any voucher and store credit, and the total paid, which adds up from the lines shown.
 */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <section aria-label={t('thankYou.orderLabel')} className={styles.orderSummary}>
      <ul className={styles.orderLines}>
        {order.items.map((i) => (
          <li key={`${i.boxId}-${i.deliveryMethodId}`} data-order-line={i.deliveryMethodId === COLLECTION ? `${i.boxId}-2` : i.boxId}>
            <span>
              {t('buy.summary.line', { quantity: i.quantity, name: i.boxName })}
              <span className={details.lineMethod}>{lineMethodText({ deliveryMethodId: i.deliveryMethodId, storeName: i.storeInfo?.storeName }, order.deliveryAddress?.postcode)}</span>
            </span>
            <span>{formatPounds(i.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <dl>
        <dt>{t('thankYou.delivery')}</dt>
        <dd data-testid="order-delivery">{order.deliveryCharge > 0 ? formatPounds(order.deliveryCharge) : t('thankYou.free')}</dd>
        {order.voucherAmount > 0 ? (
          <>
            <dt>{t('thankYou.voucher', { code: order.voucherCode ?? '' })}</dt>
            <dd>−{formatPounds(order.voucherAmount)}</dd>
          </>
        ) : null}
        {order.storeCreditAmount > 0 ? (
          <>
            <dt>{t('thankYou.storeCredit')}</dt>
            <dd data-testid="order-store-credit">−{formatPounds(order.storeCreditAmount)}</dd>
          </>
        ) : null}
        <dt className={styles.total}>{t('thankYou.totalPaid')}</dt>
        <dd className={styles.total} data-testid="order-total">
          {formatPounds(order.toPay)}
        </dd>
      </dl>
    </section>
  );
}
