import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { t } from '../../i18n';
import { cardStockState, chargeSettingsOf, COLLECTION, DELIVERY, purchaseChoices, type ButtonDisplay, type DeliveryMethodId } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import type { Box, ShopSettings } from '../../api/catalogue-api';
import type { ChosenStore } from '../stores/chosen-store';
import { StockAlertButton } from '../favourites/StockAlertButton';
import { deliveryNote } from './delivery-note';
import { useHeldForYou } from './held-for-you';
import catalogue from '../products/catalogue.module.css';
import styles from './product.module.css';

// The price enquiry's form (and the form library) load only when a shopper asks.
const PriceRequestDialog = lazy(() => import('../enquiries').then((m) => ({ default: m.PriceRequestDialog })));

/** §4: the add-to-basket animation flag is per box and resets after 3.5 s. */
export const ADD_ANIMATION_MS = 3500;

const AVAILABILITY: Record<ButtonDisplay['message'], string> = {
  'available in store and online': 'product.availability.storeAndOnline',
  'available online': 'product.availability.online',
  'available in store': 'product.availability.store',
  'out of stock': 'product.availability.outOfStock',
};

interface BuyBoxProps {
  box: Box;
  settings: ShopSettings | null;
  store: ChosenStore | null;
  /** How many the chosen store holds; null while unknown. */
  storeQuantity: number | null;
  onChooseStore: () => void;
  onCollectSteps: () => void;
}

/** What the product page offers for this box, here: read by the buy box and by the page's price (shown, or asked for). */
export function choicesHere(box: Box, settings: ShopSettings | null, store: ChosenStore | null, storeQuantity: number | null) {
  const inChosenStore = Boolean(store) && (storeQuantity ?? 0) > 0;
  return purchaseChoices(box, { inChosenStore, clickAndCollect: settings?.featureFlags.clickAndCollect === true });
}

/**
 * Delivery, collection or both (§4 product button display, §6 click-and-collect flag), with
 * the delivery price the basket will charge. A choice goes to the basket agent as
 * catalogue:add-to-basket-requested; a collection carries the store, so it becomes the boxId-2 line (§3).
 */
export function BuyBox({ box, settings, store, storeQuantity, onChooseStore, onCollectSteps }: BuyBoxProps) {
  const [added, setAdded] = useState<DeliveryMethodId | null>(null);
  const [askingPrice, setAskingPrice] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setAdded(null), [box.boxId]);

  const clickAndCollect = settings?.featureFlags.clickAndCollect === true;
  const choices = choicesHere(box, settings, store, storeQuantity);
  const storeCannotSupply = store !== null && storeQuantity === 0;
  // 'Out of stock' alone would hide that a store has it: say so, above 'Check stock in a store'.
  const availability = choices.message === 'out of stock' && cardStockState(box) === 'in-store' ? 'product.availability.storesOnly' : AVAILABILITY[choices.message];

  // The member's own unpaid order holds it: theirs to finish paying for, not 'out of stock' (issue 30).
  const heldIn = useHeldForYou(box.boxId);

  const add = (deliveryMethodId: DeliveryMethodId) => {
    bus.emit('catalogue:add-to-basket-requested', {
      boxId: box.boxId,
      quantity: 1,
      deliveryMethodId,
      ...(deliveryMethodId === COLLECTION && store ? { storeId: String(store.storeId) } : {}),
    });
    setAdded(deliveryMethodId);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(null), ADD_ANIMATION_MS);
  };
  const addButton = (method: DeliveryMethodId, label: string) => (
    <Button
      className={added === method ? catalogue.added : undefined}
      variant={method === DELIVERY || !choices.deliver ? 'primary' : 'secondary'}
      onClick={() => add(method)}
      data-adding={added === method ? 'true' : 'false'}
    >
      {added === method ? t('product.added') : label}
    </Button>
  );

  if (heldIn && !choices.deliver && !choices.collect) {
    return (
      <div className={catalogue.buyBox}>
        <p className={styles.availability} data-testid="availability">
          {t('product.heldForYou', { order: heldIn })}
        </p>
        <p className={catalogue.inline}>
          <Link className="shop-ui-button" to="/buy" data-testid="finish-paying">
            {t('product.finishPaying')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className={catalogue.buyBox}>
      <p className={styles.availability} data-testid="availability">
        {t(availability)}
      </p>
      {heldIn ? (
        <p className={styles.storeLine} data-testid="held-for-you">
          {t('product.alsoHeldForYou', { order: heldIn })}
        </p>
      ) : null}
      {choices.showStoreInfo && store ? <p className={styles.storeLine}>{t('product.inStockAt', { store: store.storeName })}</p> : null}
      {storeCannotSupply ? (
        <p className={styles.warning} role="status">
          {t('product.notAtStore', { store: store.storeName })}
        </p>
      ) : null}
      {choices.deliver || choices.collect ? (
        <div className={styles.choices}>
          {choices.deliver ? (
            <div className={styles.choice}>
              {addButton(DELIVERY, t('product.addForDelivery'))}
              <div className={styles.notes}>
                {settings ? (
                  <p className={styles.delivery} data-testid="delivery-price">
                    {deliveryNote(box.sellPrice, chargeSettingsOf(settings))}
                  </p>
                ) : null}
                <p className={styles.note}>{t('product.deliveryTime')}</p>
              </div>
            </div>
          ) : null}
          {choices.collect && store ? (
            <div className={styles.choice}>
              {addButton(COLLECTION, t('product.collectFrom', { store: store.storeName }))}
              <div className={styles.notes}>
                <p className={styles.note}>{t('product.collectFree', { store: store.storeName })}</p>
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
      {/* Sold online but none to deliver now: the stock alert; never sold online: the store tells its price. */}
      {choices.stockAlert ? <StockAlertButton boxId={box.boxId} boxName={box.boxName} /> : null}
      {choices.priceEnquiry ? (
        <p className={catalogue.inline}>
          <Button variant="secondary" onClick={() => setAskingPrice(true)}>
            {t('price.ask')}
          </Button>
        </p>
      ) : null}
      {askingPrice ? (
        <Suspense fallback={null}>
          <PriceRequestDialog boxId={box.boxId} boxName={box.boxName} onClose={() => setAskingPrice(false)} />
        </Suspense>
      ) : null}
      <p className={catalogue.inline}>
        <Button variant="secondary" onClick={onChooseStore}>
          {store ? t('product.changeStore', { store: store.storeName }) : t('product.checkStore')}
        </Button>
        {/* Click-and-collect is a §6 flag: while it is off, nothing explains or offers it. */}
        {clickAndCollect ? (
          <button type="button" className={catalogue.select} onClick={onCollectSteps}>
            {t('product.collectSteps')}
          </button>
        ) : null}
      </p>
    </div>
  );
}
