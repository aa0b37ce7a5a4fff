import { useState } from 'react';
import { bus } from '@shop/shared/bus';
import type { NormalisedFailure } from '@shop/shared/http';
import { t } from '../../i18n';
import { errorMessage } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import type { BankAccount } from './api/client';
import { deleteBankAccount } from './api/delete-bank-account';
import styles from './bank-details.module.css';

/** The saved accounts, masked as the API sends them; delete asks once more, in place. */
export function BankAccountList({ memberId, accounts, onChange, onDeleted }: { memberId: string; accounts: BankAccount[]; onChange: (a: BankAccount) => void; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const remove = async (account: BankAccount) => {
    try {
      await deleteBankAccount(memberId, account.bankAccountId);
      bus.emit('host:show-snackbar', { message: t('account.bank.deleted'), kind: 'success' });
      onDeleted();
    } catch (error) {
      const f = error as Partial<NormalisedFailure>;
      bus.emit('host:show-snackbar', { message: errorMessage(f.code, 'account', f.message), kind: 'error' });
    } finally {
      setConfirming(null);
    }
  };
  return (
    <ul className={styles.list} aria-label={t('account.bank.listLabel')}>
      {accounts.map((a) => (
        <li key={a.bankAccountId} className={styles.card} data-bank-account>
          <dl className={styles.facts}>
            <dt>{t('account.bank.holderName')}</dt>
            <dd>{a.accountHolderName}</dd>
            <dt>{t('account.bank.sortCode')}</dt>
            <dd className={styles.number}>{a.sortCode}</dd>
            <dt>{t('account.bank.accountNumber')}</dt>
            <dd className={styles.number}>{a.bankAccountNumber}</dd>
            {a.rollNumber ? (
              <>
                <dt>{t('account.bank.rollLabel')}</dt>
                <dd className={styles.number}>{a.rollNumber}</dd>
              </>
            ) : null}
          </dl>
          {confirming === a.bankAccountId ? (
            <div className={styles.actions} role="group" aria-label={t('account.bank.confirmDelete', { number: a.bankAccountNumber })}>
              <p className={styles.confirm}>{t('account.bank.confirmDelete', { number: a.bankAccountNumber })}</p>
              <Button onClick={() => void remove(a)}>{t('account.bank.delete')}</Button>
              <Button variant="secondary" onClick={() => setConfirming(null)} autoFocus>
                {t('account.bank.keep')}
              </Button>
            </div>
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" aria-label={t('account.bank.changeLabel', { number: a.bankAccountNumber })} onClick={() => onChange(a)}>
                {t('account.bank.change')}
              </Button>
              <Button variant="secondary" aria-label={t('account.bank.deleteLabel', { number: a.bankAccountNumber })} onClick={() => setConfirming(a.bankAccountId)}>
                {t('account.bank.delete')}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
