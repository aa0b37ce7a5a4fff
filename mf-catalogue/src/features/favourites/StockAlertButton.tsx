import { bus } from '@shop/shared/bus';
import { t } from '../../i18n';
import { Button } from '@shop/shared/ui';
import { useStockAlertSet } from './use-account-state';
import styles from './favourites.module.css';

/** 'Tell me when it's back' on an out-of-stock product page; the account keeps the alert. */
export function StockAlertButton({ boxId, boxName }: { boxId: string; boxName: string }) {
  const alerted = useStockAlertSet(boxId);
  if (alerted)
    return (
      <p className={styles.alertSet} role="status" data-testid="stock-alert-set">
        {t('stockAlerts.willTell')}
      </p>
    );
  return (
    <p className={styles.alert}>
      <Button onClick={() => bus.emit('catalogue:stock-alert-requested', { boxId, boxName })} data-testid="stock-alert">
        {t('stockAlerts.tellMe')}
      </Button>
    </p>
  );
}
