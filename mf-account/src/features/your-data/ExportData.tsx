import { useState } from 'react';
import { bus } from '@shop/shared/bus';
import { FormError } from '@shop/shared/form';
import { t } from '../../i18n';
import { Button } from '@shop/shared/ui';
import { exportData, saveFile, type ExportFormat } from './api/export-data';
import styles from './your-data.module.css';

/** Everything the shop holds on the member, generated on request, as a JSON or CSV download. */
export function ExportData({ memberId }: { memberId: string }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (format: ExportFormat) => {
    setFailure(null);
    setBusy(format);
    try {
      saveFile(await exportData(memberId, format));
      bus.emit('host:show-snackbar', { message: t('account.yourData.exported'), kind: 'success' });
    } catch {
      setFailure(t('account.yourData.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <p className={styles.lead}>{t('account.yourData.exportLead')}</p>
      <FormError>{failure}</FormError>
      <div className={styles.actions}>
        <Button onClick={() => download('json')} disabled={busy !== null}>
          {t('account.yourData.exportJson')}
        </Button>
        <Button variant="secondary" onClick={() => download('csv')} disabled={busy !== null}>
          {t('account.yourData.exportCsv')}
        </Button>
      </div>
    </>
  );
}
