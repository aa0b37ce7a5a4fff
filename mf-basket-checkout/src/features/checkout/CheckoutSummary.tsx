import { t } from '../../i18n';
import { DELIVERY, expectedDelivery, expectedDeliveryText, formatPounds, lineMethodText } from '@shop/shared/rules';
import type { LiveLine } from '../../api/basket-api';
import { deliveryLine } from '../delivery-line';
import styles from '../basket-checkout.module.css';
import details from './order-details.module.css';

export interface CheckoutSummaryProps {
  lines: LiveLine[];
  sellCost: number;
  deliveryCharge: number;
  /** §6 'waive delivery charge': the delivery line reads £0.00, not 'Free'. */
  waived: boolean;
  /** What the applied voucher takes off, in pounds; null without one. */
  voucherPays: number | null;
  /** What the member's store credit pays, in pounds; null without it (issue 33 §2). */
  storeCreditPays?: number | null;
  toPay: number;
  /** The delivery postcode as typed so far (named once it is a whole postcode). */
  postcode: string;
  /** When 'now' is (the expected dates are for an order paid now); a test's fixed clock. */
  now?: Date;
}

/**
 * The checkout's order summary before payment, as the thank-you page and the e-mail will show it:
 * each line with its price and how it comes ('Delivery to LS1 4AP', 'Collect from …'), when the
 * delivered lines are expected if paid now, then the sums.
 */
export function CheckoutSummary({ lines, sellCost, deliveryCharge, waived, voucherPays, storeCreditPays = null, toPay, postcode, now = new Date() }: CheckoutSummaryProps) {
  const delivering = lines.some((l) => l.deliveryMethodId === DELIVERY);
  return (
    <>
      <ul className={details.lines}>
        {lines.map((l) => (
          <li key={l.key} data-summary-line={l.key}>
            <span>
              {t('buy.summary.line', { quantity: l.quantity, name: l.boxName })}
              <span className={details.lineMethod}>{lineMethodText({ deliveryMethodId: l.deliveryMethodId, storeName: l.storeInfo?.storeName }, postcode)}</span>
            </span>
            <span>{formatPounds(l.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <dl>
        <dt>{t('buy.summary.items')}</dt>
        <dd>{formatPounds(sellCost)}</dd>
        <dt>{t('basket.delivery')}</dt>
        <dd data-testid="checkout-delivery">{deliveryLine(deliveryCharge, waived)}</dd>
        {/* A second description of 'Delivery': when it comes if paid now. */}
        {delivering ? (
          <dd className={details.expected} data-testid="checkout-expected">
            {expectedDeliveryText(expectedDelivery(now))}
          </dd>
        ) : null}
        {voucherPays !== null ? (
          <>
            <dt>{t('buy.summary.voucher')}</dt>
            <dd>−{formatPounds(voucherPays)}</dd>
          </>
        ) : null}
        {storeCreditPays !== null ? (
          <>
            <dt>{t('buy.summary.storeCredit')}</dt>
            <dd data-testid="checkout-store-credit">−{formatPounds(storeCreditPays)}</dd>
          </>
        ) : null}
        <dt className={styles.total}>{t('buy.summary.toPay')}</dt>
        <dd className={styles.total} data-testid="to-pay">
          {formatPounds(toPay)}
        </dd>
      </dl>
    </>
  );
}
