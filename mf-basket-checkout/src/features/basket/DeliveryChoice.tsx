import { useId, useState } from 'react';
import { t } from '../../i18n';
import { useApiData } from '@shop/shared/http';
import { COLLECTION, DELIVERY } from '@shop/shared/rules';
import { readChosenStore, saveChosenStore, type ChosenStore } from '@shop/shared/session';
import { Button } from '@shop/shared/ui';
import { basketApi } from '../../api/basket-api';
import styles from '../basket-checkout.module.css';
import { basketStore, type BasketLine } from './basket-store';

type StoreStock = { storeId: number; storeName: string; quantity: number };

/** How a line travels, as text (the whole story for a line that cannot go either way). */
const methodText = (line: BasketLine) => (line.deliveryMethodId === COLLECTION ? t('basket.method.collection', { store: line.storeInfo?.storeName ?? 'your store' }) : t('basket.method.delivery'));

/**
 * 'Deliver' / 'Collect from <store>' for a line that can go either way: the box may be sold
 * online (§4) and click-and-collect is on (§6). The store is the line's own, else the shopper's
 * chosen store when it holds this box; with neither, the stores that hold it are offered.
 */
export function DeliveryChoice({ line, clickAndCollect }: { line: BasketLine; clickAndCollect: boolean }) {
  const either = clickAndCollect && line.webSaleAllowed === 1;
  // The stores that hold this box (none when they cannot be read); null while loading.
  const stock = useApiData(either ? `stock:${line.boxId}` : null, () => basketApi.stock(line.boxId));
  const stores: StoreStock[] | null = stock.error ? [] : (stock.data ?? null);
  const [picked, setPicked] = useState('');
  const [picking, setPicking] = useState(false);
  const pickId = useId();
  const pickerId = useId();

  const status = (
    <p className={styles.meta} data-testid="delivery-method">
      {methodText(line)}
    </p>
  );
  if (!either) return status;

  const chosen = readChosenStore();
  const own: ChosenStore | null = line.storeInfo?.storeName ? { storeId: line.storeInfo.storeId, storeName: line.storeInfo.storeName } : null;
  const store = own ?? (chosen && stores?.some((s) => s.storeId === chosen.storeId) ? chosen : null);
  const isCollection = line.deliveryMethodId === COLLECTION;
  const switchTo = (to: 1 | 2, storeId?: number) => void basketStore.changeMethod(line.key, to, storeId).catch(() => undefined);
  const collectAtPicked = () => {
    const s = stores?.find((x) => String(x.storeId) === picked);
    if (!s) return;
    saveChosenStore({ storeId: s.storeId, storeName: s.storeName });
    switchTo(COLLECTION, s.storeId);
  };

  // With no store known, the second choice opens a list of the stores that hold this box.
  const canPick = !store && Boolean(stores?.length);
  return (
    <div className={styles.method}>
      <div className={styles.segmented} role="group" aria-label={t('basket.method.group', { name: line.boxName })}>
        <button type="button" aria-pressed={!isCollection} onClick={() => isCollection && switchTo(DELIVERY)}>
          {t('basket.method.deliver')}
        </button>
        {store ? (
          <button type="button" aria-pressed={isCollection} onClick={() => !isCollection && switchTo(COLLECTION, store.storeId)}>
            {t('basket.method.collectFrom', { store: store.storeName })}
          </button>
        ) : null}
        {canPick ? (
          <button type="button" aria-pressed={false} aria-expanded={picking} aria-controls={pickerId} onClick={() => setPicking(!picking)}>
            {t('basket.method.collectAtStore')}
          </button>
        ) : null}
      </div>
      {canPick && picking ? (
        <div className={styles.row} id={pickerId}>
          <div className={styles.field}>
            <label htmlFor={pickId}>
              {t('basket.method.pickStore')}
              <span className={styles.visuallyHidden}> ({line.boxName})</span>
            </label>
            <select id={pickId} value={picked} onChange={(e) => setPicked(e.target.value)}>
              <option value="">{t('basket.method.choose')}</option>
              {stores!.map((s) => (
                <option key={s.storeId} value={s.storeId}>
                  {t('basket.method.storeOption', { store: s.storeName, count: s.quantity })}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" disabled={!picked} onClick={collectAtPicked}>
            {t('basket.method.collectHere')}
            <span className={styles.visuallyHidden}> ({line.boxName})</span>
          </Button>
        </div>
      ) : null}
      {!store && stores?.length === 0 ? <p className={styles.meta}>{t('basket.method.noStore')}</p> : null}
      {status}
    </div>
  );
}
