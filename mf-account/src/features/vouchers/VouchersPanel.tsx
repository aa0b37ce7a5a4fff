// Vouchers (issue 32 §4): each voucher the member's sales paid them, with its code, what it was
// worth, what is left, the sale it came from and where it was spent. A voucher is spent at
// checkout, where it is offered with one tap; what a basket leaves stays on it.
import { Link } from 'react-router-dom';
import { formatPounds, type MemberVoucher } from '@shop/shared/rules';
import { Loader } from '@shop/shared/ui';
import { t } from '../../i18n';
import type { PanelProps } from '../account-tabs/account-tabs';
import { orderDate } from '../orders/order-words';
import { useVouchers } from './use-vouchers';
import styles from './vouchers.module.css';

function VoucherCard({ v }: { v: MemberVoucher }) {
  const headingId = `voucher-${v.code}`;
  return (
    <li className={styles.card} aria-labelledby={headingId} data-testid="voucher">
      <h3 id={headingId} className={styles.code}>
        {v.code}
      </h3>
      <p className={styles.balance}>
        {v.status === 'active' || v.status === 'reserved' ? t('account.vouchers.balance', { balance: formatPounds(v.balance), amount: formatPounds(v.amount) }) : t(`account.vouchers.status.${v.status}`)}
      </p>
      {v.fromSale ? <p className={styles.meta}>{t('account.vouchers.fromSale', { item: v.fromSale.item })}</p> : null}
      {v.status === 'reserved' ? <p className={styles.meta}>{t('account.vouchers.reserved')}</p> : null}
      {v.expiresAt && v.status === 'active' ? <p className={styles.meta}>{t('account.vouchers.expires', { date: orderDate(v.expiresAt) })}</p> : null}
      {v.spends.length > 0 ? (
        <ul className={styles.spends} aria-label={t('account.vouchers.spendsLabel', { code: v.code })}>
          {v.spends.map((s) => (
            <li key={s.orderNumber}>{t('account.vouchers.spend', { amount: formatPounds(s.amount), order: s.orderNumber, date: orderDate(s.spentAt), left: formatPounds(s.balanceAfter) })}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function VouchersPanel({ memberId }: PanelProps) {
  const { data: vouchers, error } = useVouchers(memberId);
  if (error) return <p role="alert">{t('account.vouchers.loadFailed')}</p>;
  if (vouchers === undefined) return <Loader />;
  const spendable = vouchers.some((v) => v.status === 'active' && v.balance > 0);
  return (
    <div className={styles.panel}>
      <p className={styles.note}>{vouchers.length === 0 ? t('account.vouchers.none') : t('account.vouchers.lead')}</p>
      {vouchers.length > 0 ? (
        <ul className={styles.list}>
          {vouchers.map((v) => (
            <VoucherCard key={v.code} v={v} />
          ))}
        </ul>
      ) : null}
      {spendable ? <Link to="/basket">{t('account.vouchers.spendNow')}</Link> : null}
    </div>
  );
}
