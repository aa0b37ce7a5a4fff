import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { matchRoute, RETURN_TO_PARAM, sameOriginPath } from '@shop/shared/routes';
import { bus } from '@shop/shared/bus';
import { t } from '../../i18n';
import { Button, Loader } from '@shop/shared/ui';
import type { PanelProps } from '../account-tabs/account-tabs';
import { useReauthentication } from '../reauthentication/use-reauthentication';
import { WalletSection } from '../wallet/WalletSection';
import type { BankAccount, BankDetails } from './api/client';
import { useBankAccounts } from './api/list-bank-accounts';
import { saveBankAccount } from './api/save-bank-account';
import { BankAccountList } from './BankAccountList';
import styles from './bank-details.module.css';

// The form (react-hook-form, yup and the form kit) loads when the member opens it, not with the tab.
const BankAccountForm = lazy(() => import('./BankAccountForm').then((m) => ({ default: m.BankAccountForm })));

const ADD_BUTTON_ID = 'bank-details-add';

/** The page that sent the member here to add an account (the offer), when it is one of the shop's. */
export const backTo = (value: string | null) => sameOriginPath(value, window.location.origin, { fallback: null, accept: (pathname) => matchRoute(pathname) !== undefined });

/** Bank details (spec §7 'Bank accounts'): the accounts masked; add, change, delete; the password again to add or change. */
export function BankDetailsPanel({ memberId }: PanelProps) {
  const { data: accounts, error, reload } = useBankAccounts(memberId);
  const { withPassword, dialog } = useReauthentication(memberId);
  // Sent from an offer to add an account: the form opens at once, and saving goes back there (issue 32 §6).
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = backTo(search.get(RETURN_TO_PARAM));
  const [editing, setEditing] = useState<'new' | BankAccount | null>(returnTo ? 'new' : null);
  // The form gives way to the add button: keyboard users carry on from there.
  const [focusAdd, setFocusAdd] = useState(false);
  useEffect(() => {
    if (!focusAdd || editing) return;
    document.getElementById(ADD_BUTTON_ID)?.focus();
    setFocusAdd(false);
  }, [focusAdd, editing]);

  const close = () => {
    setEditing(null);
    setFocusAdd(true);
  };
  const save = async (details: BankDetails) => {
    const changing = editing !== 'new' && editing !== null ? editing.bankAccountId : undefined;
    await withPassword(() => saveBankAccount(memberId, details, changing));
    bus.emit('host:show-snackbar', { message: t(changing ? 'account.bank.changed' : 'account.bank.added'), kind: 'success' });
    if (!changing && returnTo) {
      navigate(returnTo);
      return;
    }
    reload();
    close();
  };

  if (error) return <p role="alert">{t('account.bank.loadFailed')}</p>;
  if (!accounts) return <Loader />;
  return (
    <div className={styles.panel}>
      <p className={styles.note}>{t('account.bank.lead')}</p>
      {returnTo ? <Link to={returnTo}>{t('account.bank.backToOffer')}</Link> : null}
      {accounts.length === 0 ? <p>{t('account.bank.none')}</p> : <BankAccountList memberId={memberId} accounts={accounts} onChange={setEditing} onDeleted={reload} />}
      {editing ? (
        <Suspense fallback={<Loader />}>
          <BankAccountForm
            key={editing === 'new' ? 'new' : editing.bankAccountId}
            title={t(editing === 'new' ? 'account.bank.addTitle' : 'account.bank.changeTitle')}
            holderName={editing === 'new' ? undefined : editing.accountHolderName}
            onSave={save}
            onCancel={close}
          />
        </Suspense>
      ) : (
        <Button id={ADD_BUTTON_ID} onClick={() => setEditing('new')}>
          {t('account.bank.add')}
        </Button>
      )}
      <WalletSection memberId={memberId} withPassword={withPassword} />
      {dialog}
    </div>
  );
}
