import { useId } from 'react';
import { t } from '../../i18n';
import { COLLECTION, quantityCeiling } from '@shop/shared/rules';
import styles from '../basket-checkout.module.css';
import { basketStore, type BasketLine } from './basket-store';

/**
 * Minus and plus for one line. At the ceiling (the lower of the stock for the line's method and
 * the §5 per-item limit) '+' is disabled and says why beside it, instead of a toast after a refusal.
 * aria-disabled keeps it focusable, so a keyboard or screen-reader user meets the reason too.
 */
export function QuantityStepper({ line, itemLimit }: { line: BasketLine; itemLimit: number | null }) {
  const reasonId = useId();
  const change = (quantity: number) => void basketStore.setQuantity(line.key, quantity).catch(() => undefined);
  const stock = line.deliveryMethodId === COLLECTION ? line.collectionQuantity : line.ecomQuantityOnHand;
  const ceiling = itemLimit === null ? null : quantityCeiling({ stock, itemLimit });
  const atMax = ceiling !== null && line.quantity >= ceiling.max;
  const reason = !atMax ? null : ceiling.reason === 'limit' ? t('basket.limit.item', { limit: ceiling.max }) : t('basket.limit.stock', { count: ceiling.max });
  return (
    <div className={styles.stepperBox}>
      <div className={styles.stepper} role="group" aria-label={t('basket.stepper.label', { name: line.boxName })}>
        <button type="button" aria-label={t('basket.stepper.fewer', { name: line.boxName })} onClick={() => change(line.quantity - 1)}>
          −
        </button>
        <output aria-live="polite">{line.quantity}</output>
        <button type="button" aria-label={t('basket.stepper.more', { name: line.boxName })} aria-disabled={atMax} aria-describedby={reason ? reasonId : undefined} onClick={() => !atMax && change(line.quantity + 1)}>
          +
        </button>
      </div>
      {reason ? (
        <p id={reasonId} className={styles.meta} data-testid="quantity-limit">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
