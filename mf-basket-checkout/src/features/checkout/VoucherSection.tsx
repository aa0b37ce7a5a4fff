// Checkout's voucher section: the member's own vouchers, a code to type, and what the applied one
// pays; a refusal of the voucher at Pay shows here (issue 30: where it arose).
import type { Ref } from 'react';
import { formatPounds } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { t } from '../../i18n';
import styles from '../basket-checkout.module.css';
import { MemberVouchers } from './MemberVouchers';
import type { VoucherChoice } from './use-voucher';

interface Props {
  voucher: VoucherChoice;
  /** The order's refusal of the voucher, when Pay was refused for it. */
  failure: string | null;
  failureRef: Ref<HTMLParagraphElement>;
}

export function VoucherSection({ voucher, failure, failureRef }: Props) {
  return (
    <section className={styles.section} aria-labelledby="voucher-heading">
      <h2 id="voucher-heading">{t('buy.voucher.heading')}</h2>
      <MemberVouchers vouchers={voucher.mine} applied={voucher.applied?.code ?? null} onApply={voucher.applyMine} />
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="voucher-code">{t('buy.voucher.code')}</label>
          <input id="voucher-code" value={voucher.text} onChange={(ev) => voucher.setText(ev.target.value)} aria-invalid={Boolean(voucher.error)} />
        </div>
        <Button variant="secondary" onClick={() => void voucher.apply()} disabled={!voucher.text.trim()}>
          {t('buy.voucher.apply')}
        </Button>
      </div>
      {failure !== null ? (
        <p ref={failureRef} tabIndex={-1} className={styles.fieldError} role="alert" data-testid="voucher-error">
          {failure}
        </p>
      ) : voucher.error ? (
        <p className={styles.fieldError} role="alert">
          {voucher.error}
        </p>
      ) : null}
      {voucher.applied ? (
        <p role="status" data-testid="voucher-applied">
          {t('buy.voucher.applied', { code: voucher.applied.code, amount: formatPounds(voucher.pays) })}
          {voucher.applied.keepsBalance && voucher.left > 0 ? ` ${t('buy.voucher.left', { left: formatPounds(voucher.left) })}` : null}
        </p>
      ) : null}
    </section>
  );
}
