// One saved address: what it says, whether it is the default, and its actions. Delete asks first;
// the question takes the focus, and 'Keep it' gives it back.
import { useEffect, useRef, useState } from 'react';
import type { MemberAddress } from '@shop/shared/api';
import { t } from '../../i18n';
import { Button } from '@shop/shared/ui';
import styles from './addresses.module.css';

interface Props {
  address: MemberAddress;
  onEdit: () => void;
  onMakeDefault: () => Promise<boolean>;
  onDelete: () => Promise<boolean>;
}

export function AddressCard({ address: a, onEdit, onMakeDefault, onDelete }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmYes = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const backToDelete = useRef(false);
  useEffect(() => {
    if (confirming) confirmYes.current?.focus();
    else if (backToDelete.current) {
      backToDelete.current = false;
      deleteButton.current?.focus();
    }
  }, [confirming]);
  const line = a.line1;
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    const ok = await action();
    setBusy(false);
    return ok;
  };

  return (
    <li className={styles.card} data-address-id={a.addressId}>
      <address className={styles.lines}>
        <strong>{`${a.firstName} ${a.lastName}`}</strong>
        {[a.line1, a.line2, a.town, a.county, a.postcode].filter(Boolean).map((text) => (
          <span key={text}>{text}</span>
        ))}
      </address>
      {a.isDefault ? <p className={styles.badge}>{t('account.addresses.default')}</p> : null}
      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby={`confirm-${a.addressId}`}>
          <p id={`confirm-${a.addressId}`}>{t('account.addresses.confirmDelete', { line })}</p>
          <div className={styles.actions}>
            <Button ref={confirmYes} disabled={busy} onClick={() => void run(onDelete)}>
              {t('account.addresses.confirmDeleteYes')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                backToDelete.current = true;
                setConfirming(false);
              }}
            >
              {t('account.addresses.confirmDeleteNo')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onEdit} aria-label={t('account.addresses.editLabel', { line })}>
            {t('account.addresses.edit')}
          </Button>
          {a.isDefault ? null : (
            <Button variant="secondary" disabled={busy} onClick={() => void run(onMakeDefault)} aria-label={t('account.addresses.makeDefaultLabel', { line })}>
              {t('account.addresses.makeDefault')}
            </Button>
          )}
          <Button ref={deleteButton} variant="secondary" onClick={() => setConfirming(true)} aria-label={t('account.addresses.deleteLabel', { line })}>
            {t('account.addresses.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
