import { Link } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { t } from '../../i18n';
import { Loader } from '@shop/shared/ui';
import type { PanelProps } from '../account-tabs/account-tabs';
import { UNLOCK_PATH, useUnlockOnline } from '../../api/unlock-online';
import { useInStore } from './api/load-in-store';
import { saveInStore } from './api/save-in-store';
import { IdProofList } from './IdProofList';
import { InStoreForm } from './InStoreForm';
import { LinkedMemberships } from './LinkedMemberships';
import styles from './in-store.module.css';

/** In-store membership (spec §7 'In-store detail', §3 id proofs): the linked memberships' credit and trades, a way to add a card (/unlock), home store, ID checked in store. */
export function InStorePanel({ memberId }: PanelProps) {
  const { data, error, reload } = useInStore(memberId);
  const unlockOn = useUnlockOnline();
  if (error) return <p role="alert">{t('account.inStore.loadFailed')}</p>;
  if (!data) return <Loader />;
  const save = async (input: { homeStoreId: number; membershipNumber: null }) => {
    await saveInStore(memberId, input, data.detail !== null);
    bus.emit('host:show-snackbar', { message: t('account.inStore.saved'), kind: 'success' });
    reload();
  };
  return (
    <div className={styles.panel}>
      <p className={styles.note}>{t('account.inStore.lead')}</p>
      <LinkedMemberships memberships={data.linked} storeCreditPence={data.storeCreditPence} />
      {unlockOn ? (
        <p className={styles.note}>
          {t('account.inStore.unlockLead')} <Link to={UNLOCK_PATH}>{t('account.inStore.unlockLink')}</Link>
        </p>
      ) : null}
      {/* Not re-mounted after a save: what the member typed stays, and so does the keyboard focus. */}
      <InStoreForm detail={data.detail} stores={data.stores} onSave={save} />
      <section className={styles.section} aria-labelledby="id-checks-heading">
        <h3 id="id-checks-heading" className={styles.heading}>
          {t('account.inStore.idHeading')}
        </h3>
        <p className={styles.note}>{t('account.inStore.idLead')}</p>
        <IdProofList memberId={memberId} proofs={data.idProofs} onDeleted={reload} />
      </section>
    </div>
  );
}
