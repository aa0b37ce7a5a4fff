import { bus } from '@shop/shared/bus';
import { t } from '../../i18n';
import { cardStockState, dateFormat } from '@shop/shared/rules';
import { Button, Loader } from '@shop/shared/ui';
import { BoxCard, boxCardStyles as styles } from '../../components/BoxCard';
import type { PanelProps } from '../account-tabs/account-tabs';
import { failureMessage, type AlertBox } from './api/client';
import { useStockAlerts } from './api/get-stock-alerts';
import { removeStockAlerts } from './api/remove-stock-alerts';
import { restoreStockAlerts } from './api/restore-stock-alerts';

const alertDate = dateFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** Back once it can be delivered again; until then a store's stock is said, as on the catalogue's cards. */
function StockStatus({ box }: { box: AlertBox }) {
  const stock = cardStockState(box);
  if (!stock) return <span className={styles.inStock}>{t('stockAlerts.inStock')}</span>;
  return <span className={styles.soldOut}>{t(stock === 'in-store' ? 'stockAlerts.inStoreOnly' : 'stockAlerts.outOfStock')}</span>;
}

/** Stock alerts: the boxes the member waits for, each removable; removed ones restorable for 30 days. */
export function StockAlertsPanel({ memberId }: PanelProps) {
  const { data, error, reload } = useStockAlerts(memberId);

  if (error) return <p role="alert">{t('stockAlerts.loadFailed')}</p>;
  if (!data) return <Loader />;

  const change = async (box: AlertBox, call: typeof removeStockAlerts, doneKey: 'stockAlerts.removedDone' | 'stockAlerts.restoredDone') => {
    try {
      await call(memberId, [box.boxId]);
      bus.emit('host:show-snackbar', { message: t(doneKey, { name: box.boxName }), kind: 'success', durationMs: 2000 });
      // The product page offers the alert while the box cannot be delivered: tell it.
      if (cardStockState(box)) bus.emit('account:stock-alert-status', { boxId: box.boxId, alerted: doneKey === 'stockAlerts.restoredDone' });
      reload();
    } catch (failure) {
      bus.emit('host:show-snackbar', { message: failureMessage(failure), kind: 'error' });
    }
  };
  const card = (box: AlertBox, removed: boolean) => (
    <BoxCard
      key={box.boxId}
      box={box}
      action={
        removed ? (
          <Button variant="secondary" onClick={() => void change(box, restoreStockAlerts, 'stockAlerts.restoredDone')}>
            {t('stockAlerts.restore', { name: box.boxName })}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void change(box, removeStockAlerts, 'stockAlerts.removedDone')}>
            {t('stockAlerts.remove', { name: box.boxName })}
          </Button>
        )
      }
    >
      <StockStatus box={box} />
      {box.lastNotifiedAt ? <span className={styles.note}>{t('stockAlerts.lastEmailed', { date: alertDate.format(new Date(box.lastNotifiedAt)) })}</span> : null}
    </BoxCard>
  );

  return (
    <>
      <p className={styles.lead}>{t('stockAlerts.lead')}</p>
      {data.stockAlerts.length === 0 ? (
        <p>{t('stockAlerts.empty')}</p>
      ) : (
        <ul className={styles.cards} aria-label={t('stockAlerts.list')}>
          {data.stockAlerts.map((box) => card(box, false))}
        </ul>
      )}
      {data.removedStockAlerts.length > 0 ? (
        <section className={styles.section} aria-labelledby="removed-stock-alerts">
          <h3 id="removed-stock-alerts">{t('stockAlerts.removedList')}</h3>
          <p className={styles.note}>{t('stockAlerts.removedLead')}</p>
          <ul className={styles.cards} aria-label={t('stockAlerts.removedList')}>
            {data.removedStockAlerts.map((box) => card(box, true))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
