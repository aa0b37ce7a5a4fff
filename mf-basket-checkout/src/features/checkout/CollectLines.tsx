// Checkout's list of what is collected from a store, and from which.
import { COLLECTION } from '@shop/shared/rules';
import type { LiveLine } from '../../api/basket-api';
import { t, tRich } from '../../i18n';
import styles from '../basket-checkout.module.css';

export function CollectLines({ lines }: { lines: LiveLine[] }) {
  const collected = lines.filter((l) => l.deliveryMethodId === COLLECTION);
  if (collected.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="collect-heading">
      <h2 id="collect-heading">{t('buy.collect.heading')}</h2>
      <ul>
        {collected.map((l) => (
          <li key={l.key}>{tRich('buy.collect.line', { name: l.boxName, store: <strong key="store">{l.storeInfo?.storeName}</strong> })}</li>
        ))}
      </ul>
    </section>
  );
}
