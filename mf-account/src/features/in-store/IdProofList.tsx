import { useState } from 'react';
import { bus } from '@shop/shared/bus';
import type { IdProof } from '@shop/shared/api';
import type { NormalisedFailure } from '@shop/shared/http';
import { t } from '../../i18n';
import { errorMessage } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { deleteIdProof } from './api/delete-id-proof';
import { ukDay as day } from './dates';
import styles from './in-store.module.css';

/** The ID checks staff recorded in store; delete asks once more, in place. */
export function IdProofList({ memberId, proofs, onDeleted }: { memberId: string; proofs: IdProof[]; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const remove = async (proof: IdProof) => {
    try {
      await deleteIdProof(memberId, proof.idproofPrimaryId);
      bus.emit('host:show-snackbar', { message: t('account.inStore.idDeleted'), kind: 'success' });
      onDeleted();
    } catch (error) {
      const f = error as Partial<NormalisedFailure>;
      bus.emit('host:show-snackbar', { message: errorMessage(f.code, 'inStore', f.message), kind: 'error' });
    } finally {
      setConfirming(null);
    }
  };
  if (proofs.length === 0) return <p>{t('account.inStore.idNone')}</p>;
  return (
    <ul className={styles.list} aria-label={t('account.inStore.idListLabel')}>
      {proofs.map((p) => {
        const label = t('account.inStore.idDeleteLabel', { document: p.idType.name, last4: p.last4 });
        return (
          <li key={p.idproofPrimaryId} className={styles.card} data-id-proof>
            <dl className={styles.facts}>
              <dt>{t('account.inStore.idType')}</dt>
              <dd>{p.idType.name}</dd>
              <dt>{t('account.inStore.idLast4')}</dt>
              <dd className={styles.number}>{p.last4}</dd>
              <dt>{t(p.expired ? 'account.inStore.idExpired' : 'account.inStore.idExpires')}</dt>
              <dd>{day(p.expiresOn)}</dd>
              <dt>{t('account.inStore.idChecked')}</dt>
              <dd>{t('account.inStore.idCheckedAt', { date: day(p.checkedAt), store: p.checkedStore.storeName })}</dd>
            </dl>
            {confirming === p.idproofPrimaryId ? (
              <div className={styles.actions} role="group" aria-label={label}>
                <p className={styles.confirm}>{t('account.inStore.idConfirmDelete')}</p>
                <Button onClick={() => void remove(p)}>{t('account.inStore.idDelete')}</Button>
                <Button variant="secondary" onClick={() => setConfirming(null)} autoFocus>
                  {t('account.inStore.idKeep')}
                </Button>
              </div>
            ) : (
              <div className={styles.actions}>
                <Button variant="secondary" aria-label={label} onClick={() => setConfirming(p.idproofPrimaryId)}>
                  {t('account.inStore.idDelete')}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
