import { t, tRich } from '../../i18n';
import { DELIVERY, expectedDeliveryText, postalLines, readyToCollectText } from '@shop/shared/rules';
import type { Order } from '../../api/basket-api';
import styles from './order-details.module.css';

/**
 * Where a paid order goes and when (issue 30), as the confirmation e-mail says it: the delivery
 * address in full with the expected dates, and each collection store with its address, telephone
 * and the time the lines are ready there.
 */
export function OrderFulfilment({ order }: { order: Order }) {
  const delivered = order.deliveryAddress !== null && order.items.some((i) => i.deliveryMethodId === DELIVERY);
  if (!delivered && order.stores.length === 0) return null;
  return (
    <div className={styles.where}>
      {delivered ? (
        <section className={styles.place} aria-labelledby="delivery-heading" data-testid="delivery-details">
          <h2 id="delivery-heading">{t('thankYou.deliveryHeading')}</h2>
          {order.expectedDelivery ? (
            <p className={styles.when} data-testid="expected-delivery">
              {expectedDeliveryText(order.expectedDelivery)}
            </p>
          ) : null}
          <address data-testid="delivery-address">
            {postalLines(order.deliveryAddress!).map((line, n) => (
              <span key={n}>{line}</span>
            ))}
          </address>
        </section>
      ) : null}
      {order.stores.map((store) => (
        <section key={store.storeId} className={styles.place} aria-labelledby={`collect-${store.storeId}`} data-testid="collection-store">
          <h2 id={`collect-${store.storeId}`}>{t('thankYou.collectHeading', { store: store.storeName })}</h2>
          {store.readyFrom ? (
            <p className={styles.when} data-testid="ready-to-collect">
              {readyToCollectText(store.readyFrom)}
            </p>
          ) : null}
          <address>
            {postalLines(store.address).map((line, n) => (
              <span key={n}>{line}</span>
            ))}
            <span>
              {tRich('thankYou.phone', {
                phone: (
                  <a key="phone" href={`tel:${store.phone.replace(/\s+/g, '')}`}>
                    {store.phone}
                  </a>
                ),
              })}
            </span>
          </address>
          <p className={styles.note}>{t('thankYou.bringNumber')}</p>
        </section>
      ))}
    </div>
  );
}
