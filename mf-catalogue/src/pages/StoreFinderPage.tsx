import { useEffect, useState } from 'react';
import { bus } from '@shop/shared/bus';
import { useApiData } from '@shop/shared/http';
import { t } from '../i18n';
import { Button, Loader } from '@shop/shared/ui';
import { catalogueApi, type Store } from '../api/catalogue-api';
import { payloadKey, peekPayload } from '../api/page-payload';
import { chooseStore } from '../features/stores/chosen-store';
import { directionsHref, telHref } from '../features/stores/store-links';
import styles from '../features/products/catalogue.module.css';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function StoreCard({ store }: { store: Store }) {
  return (
    <li className={styles.storeItem}>
      <h2 style={{ fontSize: '1.1rem', margin: '0 0 4px' }}>
        {store.storeName}
        {store.distanceMiles !== undefined ? <span className={styles.count}> · {t('stores.miles', { miles: store.distanceMiles })}</span> : null}
      </h2>
      <p style={{ margin: '0 0 6px' }}>
        {store.address.line1}, {store.address.town}, {store.address.postcode}
      </p>
      <p className={styles.storeLinks}>
        <a href={telHref(store.phone)} aria-label={t('stores.finder.call', { store: store.storeName, phone: store.phone })}>
          {store.phone}
        </a>
        <a href={directionsHref(store)}>{t('stores.finder.directions', { store: store.storeName })}</a>
      </p>
      <details>
        <summary className={styles.hoursToggle}>{t('stores.finder.openingHours')}</summary>
        <dl className={styles.hours}>
          {DAYS.map((d) => (
            <div key={d} style={{ display: 'contents' }}>
              <dt style={{ textTransform: 'capitalize' }}>{t(`stores.day.${d}`)}</dt>
              <dd style={{ margin: 0 }}>{store.openingHours[d] ?? t('stores.finder.closed')}</dd>
            </div>
          ))}
        </dl>
      </details>
      <Button variant="secondary" onClick={() => chooseStore({ storeId: store.storeId, storeName: store.storeName })}>
        {t('stores.finder.makeMine')}
      </Button>
    </li>
  );
}

/** /store: every store, or the nearest to a postcode, with opening hours. */
export function StoreFinderPage() {
  // The server paints the list (prerender): the first render starts from it.
  // Every store, then a postcode search's answer in their place (null: a search that failed).
  const list = useApiData<Store[] | null>(payloadKey.stores(), catalogueApi.stores, { firstView: peekPayload<Store[]>(payloadKey.stores()) });
  const [near, setNear] = useState<string | null>(null);
  const [searched, setSearched] = useState(false);
  const [badPostcode, setBadPostcode] = useState(false);
  useEffect(() => {
    bus.emit('host:analytics-event', { event: 'store_page', params: {} });
  }, []);
  const stores = list.data ?? null;
  // A search clears the list's own failure: from then on only the search's shows.
  const error = badPostcode ? t('stores.finder.badPostcode') : list.error && !searched ? t('error.generic') : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('pageTitle.store')}</h1>
      <form
        className={styles.inline}
        onSubmit={async (e) => {
          e.preventDefault();
          const postcode = String(new FormData(e.currentTarget).get('postcode') ?? '');
          setSearched(true);
          setBadPostcode(false);
          try {
            const r = await catalogueApi.nearestStores(postcode);
            list.set(r.stores);
            setNear(r.origin.town);
          } catch {
            // The last search's stores are not the answer to this one: the error stands alone.
            list.set(null);
            setNear(null);
            setBadPostcode(true);
          }
        }}
      >
        <label>
          {t('stores.finder.findNear')} <input className={styles.input} name="postcode" placeholder={t('stores.postcode')} autoComplete="postal-code" required maxLength={8} />
        </label>
        <Button type="submit">{t('stores.finder.search')}</Button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {near ? <p>{t('stores.finder.nearestTo', { place: near })}</p> : null}
      {stores ? (
        <ul className={styles.storeList}>
          {stores.map((s) => (
            <StoreCard key={s.storeId} store={s} />
          ))}
        </ul>
      ) : error ? null : (
        <Loader />
      )}
    </div>
  );
}
