import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { defaultDeliveryMethod, imageViewName, isZoomUsable, productButtonDisplay } from '@shop/shared/rules';
import { Button, Loader } from '@shop/shared/ui';
import { catalogueApi, type Box } from '../api/catalogue-api';
import { payloadKey, peekPayload } from '../api/page-payload';
import { GradeBadge, pounds } from '../features/products/ProductCard';
import { readChosenStore, type ChosenStore } from '../features/stores/chosen-store';
import { CollectStepsDialog, StoreSelectDialog } from '../features/stores/StoreSelectDialog';
import styles from '../features/products/catalogue.module.css';

/** §2: the box id of a product page's URL, trimmed and lower-cased (also what the first view loads). */
export const productIdFrom = (params: URLSearchParams) => (params.get('id') ?? '').trim().toLowerCase();

/** §4: the add-to-basket animation flag is per box and resets after 3.5 s. */
export const ADD_ANIMATION_MS = 3500;

function Gallery({ box }: { box: Box }) {
  const [index, setIndex] = useState(0);
  const [zoomable, setZoomable] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const view = box.imageViews[index] ?? 1;
  useEffect(() => {
    // Zoom only when the _xl image loads at exactly 1600×1600.
    setZoomable(false);
    const img = new Image();
    img.onload = () => setZoomable(isZoomUsable(img.naturalWidth, img.naturalHeight));
    img.src = box.imageUrls.zoom[index]!;
  }, [box, index]);
  return (
    <div className={styles.gallery}>
      <img src={box.imageUrls.large[index]} width={800} height={800} fetchPriority={index === 0 ? "high" : "auto"} alt={`${box.boxName}, ${imageViewName(view)} view`} />
      <ul className={styles.thumbs} aria-label="Photos">
        {box.imageViews.map((v, i) => (
          <li key={v}>
            <button type="button" aria-pressed={i === index} aria-label={`${imageViewName(v)} view`} onClick={() => setIndex(i)}>
              <img src={box.imageUrls.small[i]} width={68} height={68} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {zoomable ? (
        <Button variant="secondary" onClick={() => setZoomed(true)}>Zoom in</Button>
      ) : null}
      {zoomed ? (
        <div className={styles.zoomed} role="dialog" aria-label="Zoomed photo" onClick={() => setZoomed(false)}>
          <img src={box.imageUrls.zoom[index]} width={1600} height={1600} alt={`${box.boxName}, ${imageViewName(view)} view, zoomed`} />
        </div>
      ) : null}
    </div>
  );
}

export function ProductDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = productIdFrom(params);
  const [box, setBox] = useState<Box | null>(() => peekPayload<Box>(payloadKey.box(id)) ?? null);
  const [store, setStore] = useState<ChosenStore | null>(readChosenStore());
  const [inStore, setInStore] = useState(false);
  const [dialog, setDialog] = useState<'store' | 'steps' | null>(null);
  const [adding, setAdding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let live = true;
    catalogueApi.box(id).then(
      (b) => {
        if (!live) return;
        setBox(b);
        bus.emit('analytics:event', { event: 'view_item', params: { currency: 'GBP', value: b.sellPrice, items: [{ item_id: b.boxId, item_name: b.boxName, item_brand: b.brand, item_category: b.superCatFriendlyName, price: b.sellPrice }] } });
      },
      // §2: if product details fail to load, go home.
      () => live && navigate('/', { replace: true }),
    );
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [id]);

  useEffect(() => {
    setInStore(false);
    if (!box || !store) return;
    catalogueApi.stock(box.boxId).then(
      (stock) => setInStore(stock.some((s) => s.storeId === store.storeId && s.quantity > 0)),
      () => setInStore(false),
    );
  }, [box, store]);

  if (!box) return <div className={styles.page}><Loader /></div>;
  const display = productButtonDisplay(box, { inChosenStore: inStore, clickAndCollect: true });
  const deliveryMethodId = display.showDelivery ? defaultDeliveryMethod(box) : 2;

  const add = () => {
    bus.emit('basket:add-requested', { boxId: box.boxId, quantity: 1, deliveryMethodId, ...(deliveryMethodId === 2 && store ? { storeId: String(store.storeId) } : {}) });
    setAdding(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdding(false), ADD_ANIMATION_MS);
  };

  return (
    <div className={styles.page}>
      <div className={styles.detail}>
        <Gallery box={box} />
        <div>
          <h1 className={styles.heading}>{box.boxName}</h1>
          <p className={styles.badges}>
            <GradeBadge grade={box.grade} name={box.gradeName} />
            {box.isNewBox ? <span className={styles.badge}>New in</span> : null}
          </p>
          <p className={styles.price}>
            {pounds(box.sellPrice)}
            {box.wasPrice ? <span className={styles.was}>was {pounds(box.wasPrice)}</span> : null}
          </p>
          <p><strong>Condition:</strong> {box.gradeDescription} {box.wear}</p>
          <div className={styles.buyBox}>
            <p className={styles.availability} data-testid="availability">{display.message}</p>
            {display.showStoreInfo && store ? <p>In stock at {store.storeName}: ready to collect.</p> : null}
            {display.showDelivery ? <p>Delivered to your door in 2 to 4 working days.</p> : null}
            {display.showButton ? (
              <Button className={adding ? styles.added : undefined} onClick={add} data-adding={adding ? 'true' : 'false'}>
                {adding ? 'Added to basket' : deliveryMethodId === 2 ? 'Reserve for collection' : 'Add to basket'}
              </Button>
            ) : null}
            <p className={styles.inline}>
              <Button variant="secondary" onClick={() => setDialog('store')}>{store ? `Store: ${store.storeName} (change)` : 'Check stock in a store'}</Button>
              <button type="button" className={styles.select} onClick={() => setDialog('steps')}>How click and collect works</button>
            </p>
          </div>
          <dl className={styles.facts}>
            {box.attributeInfo.map((a) => (
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
          onClose={() => setDialog(null)}
          onChosen={(s) => {
            setStore(s);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'steps' ? <CollectStepsDialog onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
