// The member's own vouchers at checkout (issue 32 §4): each one a single tap to apply, with what
// is left on it; the one applied says what stays on it for next time.
import type { MemberVoucher } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { t } from '../../i18n';
import styles from '../basket-checkout.module.css';
import { formatPounds } from '@shop/shared/rules';

interface Props {
  vouchers: MemberVoucher[];
  /** The code applied now, if any. */
  applied: string | null;
  onApply: (voucher: MemberVoucher) => void;
}

export function MemberVouchers({ vouchers, applied, onApply }: Props) {
  if (vouchers.length === 0) return null;
  return (
    <div data-testid="member-vouchers">
      <p className={styles.notOfferedHeading} id="member-vouchers-heading">
        {t('buy.voucher.yours')}
      </p>
      <ul className={styles.voucherList} aria-labelledby="member-vouchers-heading">
        {vouchers.map((v) => (
          <li key={v.code}>
            <Button variant="secondary" onClick={() => onApply(v)} aria-pressed={applied === v.code}>
              {t('buy.voucher.use', { code: v.code, balance: formatPounds(v.balance) })}
            </Button>
            {v.fromSale ? <span className={styles.meta}> {t('buy.voucher.fromSale', { item: v.fromSale.item })}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
