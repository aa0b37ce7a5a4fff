import { useEffect, useState } from 'react';
import { bus } from '@shop/shared/bus';
import type { NormalisedFailure } from '@shop/shared/http';
import { t } from '../../i18n';
import { errorMessage } from '@shop/shared/rules';
import { Button, Loader } from '@shop/shared/ui';
import { deleteWallet, saveWallet, useWallet } from './api/wallet-calls';
import { WalletForm } from './WalletForm';
import styles from './wallet.module.css';

const OPEN_ID = 'wallet-open';

/**
 * 'Paid by PayPal instead' (spec §7 'Wallet address'), inside the Bank details tab: the PayPal
 * account shown masked; add, change (the password again: `withPassword`), remove.
 */
export function WalletSection({ memberId, withPassword }: { memberId: string; withPassword: <T>(call: () => Promise<T>) => Promise<T> }) {
  const { data: wallet, error: loadFailure, reload } = useWallet(memberId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [focusOpen, setFocusOpen] = useState(false);
  useEffect(() => {
    if (!focusOpen || editing || wallet === undefined) return;
    document.getElementById(OPEN_ID)?.focus();
    setFocusOpen(false);
  }, [focusOpen, editing, wallet]);
  const close = () => {
    setEditing(false);
    setFocusOpen(true);
  };

  const save = async (email: string) => {
    await withPassword(() => saveWallet(memberId, email, Boolean(wallet)));
    bus.emit('host:show-snackbar', { message: t(wallet ? 'account.wallet.changed' : 'account.wallet.added'), kind: 'success' });
    reload();
    close();
  };
  const remove = async () => {
    try {
      await deleteWallet(memberId);
      bus.emit('host:show-snackbar', { message: t('account.wallet.removed'), kind: 'success' });
      reload();
      setFocusOpen(true);
    } catch (error) {
      const f = error as Partial<NormalisedFailure>;
      bus.emit('host:show-snackbar', { message: errorMessage(f.code, 'wallet', f.message), kind: 'error' });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="wallet-heading">
      <h3 id="wallet-heading" className={styles.heading}>
        {t('account.wallet.heading')}
      </h3>
      <p className={styles.note}>{t('account.wallet.lead')}</p>
      {loadFailure ? (
        <p role="alert">{t('account.wallet.loadFailed')}</p>
      ) : wallet === undefined ? (
        <Loader />
      ) : (
        <>
          {wallet ? (
            <dl className={styles.facts}>
              <dt>{t('account.wallet.current')}</dt>
              <dd data-wallet-email>{wallet.email}</dd>
            </dl>
          ) : (
            <p>{t('account.wallet.none')}</p>
          )}
          {editing ? (
            <WalletForm onSave={save} onCancel={close} />
          ) : confirming && wallet ? (
            <div className={styles.actions} role="group" aria-label={t('account.wallet.confirmRemove', { email: wallet.email })}>
              <p className={styles.confirm}>{t('account.wallet.confirmRemove', { email: wallet.email })}</p>
              <Button onClick={() => void remove()}>{t('account.wallet.remove')}</Button>
              <Button variant="secondary" onClick={() => setConfirming(false)} autoFocus>
                {t('account.wallet.keep')}
              </Button>
            </div>
          ) : (
            <div className={styles.actions}>
              <Button id={OPEN_ID} variant="secondary" onClick={() => setEditing(true)}>
                {t(wallet ? 'account.wallet.change' : 'account.wallet.add')}
              </Button>
              {wallet ? (
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  {t('account.wallet.remove')}
                </Button>
              ) : null}
            </div>
          )}
        </>
      )}
    </section>
  );
}
