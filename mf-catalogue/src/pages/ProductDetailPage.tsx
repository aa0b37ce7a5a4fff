import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { useApiData } from '@shop/shared/http';
import { t } from '../i18n';
import { Badge, Loader, Price } from '@shop/shared/ui';
import { catalogueApi, type Box } from '../api/catalogue-api';
import { payloadKey, peekPayload } from '../api/page-payload';
import { BuyBox, choicesHere } from '../features/product/BuyBox';
import { Gallery } from '../features/product/Gallery';
import { GradeInfo } from '../features/product/GradeInfo';
import { ProductBreadcrumbs } from '../features/product/ProductBreadcrumbs';
import { useDocumentTitle } from '../features/product/use-document-title';
import { reductionsOn, useShopSettings } from '../features/products/use-reductions-shown';
import { readChosenStore, type ChosenStore } from '../features/stores/chosen-store';
import { CollectStepsDialog, StoreSelectDialog } from '../features/stores/StoreSelectDialog';
import { FavouriteButton } from '../features/favourites/FavouriteButton';
import fav from '../features/favourites/favourites.module.css';
import styles from '../features/products/catalogue.module.css';

/** §2: the box id of a product page's URL, trimmed and lower-cased (also what the first view loads). */
export const productIdFrom = (params: URLSearchParams) => (params.get('id') ?? '').trim().toLowerCase();

/** How many of the box the chosen store holds (null while unknown or with no store). */
function useStoreQuantity(box: Box | null, store: ChosenStore | null): number | null {
  const { data } = useApiData(box && store ? `stock:${box.boxId}:${store.storeId}` : null, async () => (await catalogueApi.stock(box!.boxId)).find((s) => s.storeId === store!.storeId)?.quantity ?? 0);
  return data ?? null;
}

export function ProductDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = productIdFrom(params);
  const boxKey = payloadKey.box(id);
  const { data: loaded, error } = useApiData(boxKey, () => catalogueApi.box(id), { firstView: peekPayload<Box>(boxKey) });
  const box = loaded ?? null;
  // Without settings the page still sells; it only lacks the delivery price and collection.
  const settings = useShopSettings();
  const [store, setStore] = useState<ChosenStore | null>(readChosenStore);
  const [dialog, setDialog] = useState<'store' | 'steps' | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const storeQuantity = useStoreQuantity(box, store);
  useDocumentTitle(box?.boxName);

  // Counted once the product is shown (the server's copy is the same answer, so it counts once too).
  useEffect(() => {
    if (!loaded) return;
    bus.emit('host:analytics-event', {
      event: 'view_item',
      params: { currency: 'GBP', value: loaded.sellPrice, items: [{ item_id: loaded.boxId, item_name: loaded.boxName, item_brand: loaded.brand, item_category: loaded.superCatFriendlyName, price: loaded.sellPrice }] },
    });
  }, [loaded]);
  // §2: if product details fail to load, go home.
  useEffect(() => {
    if (error) navigate('/', { replace: true });
  }, [error, navigate]);

  const open = (which: 'store' | 'steps') => {
    opener.current = document.activeElement as HTMLElement | null;
    setDialog(which);
  };
  // Stable: the dialog re-runs its focus effect when onClose changes.
  const close = useCallback(() => {
    setDialog(null);
    // Back to the button that opened the dialog, once it is gone.
    requestAnimationFrame(() => opener.current?.focus());
  }, []);

  if (!box)
    return (
      <div className={styles.page}>
        <Loader />
      </div>
    );
  const priceAsked = choicesHere(box, settings, store, storeQuantity).priceEnquiry;

  return (
    <div className={styles.page}>
      <ProductBreadcrumbs box={box} />
      <div className={styles.detail}>
        <Gallery box={box} />
        <div>
          <div className={fav.title}>
            <h1 className={styles.heading}>{box.boxName}</h1>
            <FavouriteButton boxId={box.boxId} boxName={box.boxName} inline />
          </div>
          {box.isNewBox ? (
            <p className={styles.badges}>
              <Badge>{t('product.newIn')}</Badge>
            </p>
          ) : null}
          {/* Shown, or asked for (the buy box's 'Ask for the price'), never both (issue 33 §7). */}
          {priceAsked ? null : (
            <p>
              <Price value={box.sellPrice} was={reductionsOn(settings) ? box.wasPrice : null} size="large" />
            </p>
          )}
          <GradeInfo box={box} />
          <BuyBox box={box} settings={settings} store={store} storeQuantity={storeQuantity} onChooseStore={() => open('store')} onCollectSteps={() => open('steps')} />
          <dl className={styles.facts}>
            {/* The grade is shown above, in its one wording (GradeInfo). */}
            {box.attributeInfo
              .filter((a) => a.attributeFriendlyName !== 'Condition')
              .map((a) => (
                <div key={a.attributeFriendlyName} style={{ display: 'contents' }}>
                  <dt>{a.attributeFriendlyName}</dt>
                  <dd>{a.attributeValue}</dd>
                </div>
              ))}
          </dl>
        </div>
      </div>
      {dialog === 'store' ? (
        <StoreSelectDialog
          boxId={box.boxId}
          onClose={close}
          onChosen={(s) => {
            setStore(s);
            close();
          }}
        />
      ) : null}
      {dialog === 'steps' ? <CollectStepsDialog onClose={close} /> : null}
    </div>
  );
}
