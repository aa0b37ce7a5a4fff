import { useState } from 'react';
import { t } from '../../i18n';
import { Button, Dialog } from '@shop/shared/ui';
import { catalogueApi, type Store } from '../../api/catalogue-api';
import { chooseStore, type ChosenStore } from './chosen-store';
import catalogue from '../products/catalogue.module.css';
import styles from '../product/product.module.css';

/**
 * The product-detail store selection (spec §2): the nearest stores to a postcode, nearest first,
 * each marked with this box's stock there ('Not in stock here' when it has none).
 */
export function StoreSelectDialog({ boxId, onClose, onChosen }: { boxId: string; onClose: () => void; onChosen: (s: ChosenStore) => void }) {
  const [stores, setStores] = useState<Store[] | null>(null);
  const [place, setPlace] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const find = async (postcode: string) => {
    setError(null);
    try {
      const r = await catalogueApi.nearestStoresForBox(boxId, postcode);
      setStores(r.stores);
      setPlace(r.origin.town);
    } catch (e) {
      setStores(null);
      // An answer from the API (a status) means the postcode was refused; none means no connection.
      setError((e as { status?: number | string }).status ? t('stores.badPostcode') : t('stores.lookupFailed'));
    }
  };
  const stocked = stores?.filter((s) => (s.quantity ?? 0) > 0).length ?? 0;
  return (
    <Dialog title={t('stores.choose')} onClose={onClose}>
      <form
        className={catalogue.inline}
        onSubmit={(e) => {
          e.preventDefault();
          void find(String(new FormData(e.currentTarget).get('postcode') ?? ''));
        }}
      >
        <label>
          {t('stores.postcode')} <input className={catalogue.input} name="postcode" autoComplete="postal-code" required maxLength={8} />
        </label>
        <Button type="submit">{t('stores.find')}</Button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {stores ? (
        <>
          <p>{t('stores.nearestTo', { place: place ?? t('stores.you') })}</p>
          <p role="status">{t('stores.stockedCount', { stocked, total: stores.length })}</p>
          <ul className={styles.storeList}>
            {stores.map((s) => {
              const quantity = s.quantity ?? 0;
              return (
                <li key={s.storeId} className={styles.storeItem} data-stocked={quantity > 0 ? 'true' : 'false'}>
                  <span>
                    <strong>{s.storeName}</strong> · {t('stores.miles', { miles: s.distanceMiles ?? '?' })}
                  </span>
                  <span className={styles.stock}>{quantity > 0 ? t('stores.inStock', { count: quantity }) : t('stores.notInStock')}</span>
                  <div>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        const chosen = { storeId: s.storeId, storeName: s.storeName };
                        chooseStore(chosen);
                        onChosen(chosen);
                      }}
                    >
                      {t('stores.chooseStore', { store: s.storeName })}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </Dialog>
  );
}

export function CollectStepsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={t('product.collectSteps')} onClose={onClose}>
      <ol>
        {(['product.collectStep1', 'product.collectStep2', 'product.collectStep3', 'product.collectStep4'] as const).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <Button onClick={onClose}>{t('product.ok')}</Button>
    </Dialog>
  );
}
