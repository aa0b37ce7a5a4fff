import { useEffect, useEffectEvent, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../i18n';
import { chargeSettingsOf, deliveryPromiseLine, formatPounds, productDetailUrl } from '@shop/shared/rules';
import { Button, Loader } from '@shop/shared/ui';
import { trackBasket } from '../features/analytics';
import { basketStore, type BasketLine } from '../features/basket/basket-store';
import { DeliveryChoice } from '../features/basket/DeliveryChoice';
import { QuantityStepper } from '../features/basket/QuantityStepper';
import { useBasket } from '../features/basket/useBasket';
import { useBasketSettings } from '../features/basket/useBasketSettings';
import type { PreLoginSettings } from '../api/basket-api';
import { deliveryLine } from '../features/delivery-line';
import styles from '../features/basket-checkout.module.css';

function LineItem({ line, settings }: { line: BasketLine; settings: PreLoginSettings | null }) {
  const change = (quantity: number) => void basketStore.setQuantity(line.key, quantity).catch(() => undefined);
  return (
    <li className={styles.line} data-basket-line={line.key} data-synced={line.synced}>
      <img src={line.imageUrls.small[0]} width={88} height={88} alt="" loading="lazy" />
      <div>
        <p className={styles.lineName}>
          <Link to={productDetailUrl({ boxId: line.boxId, boxName: line.boxName, categoryName: '', superCatName: '' })}>{line.boxName}</Link>
        </p>
        <p className={styles.meta}>{t('basket.line.gradeEach', { grade: line.grade, price: formatPounds(line.sellPrice) })}</p>
        <DeliveryChoice line={line} clickAndCollect={settings?.featureFlags.clickAndCollect !== false} />
        {line.unavailable ? <p className={styles.unavailable}>{t('basket.line.unavailable')}</p> : null}
      </div>
      <div className={styles.right}>
        <QuantityStepper line={line} itemLimit={settings ? settings.limits.buyItemQuantityLimit : null} />
        <strong>{formatPounds(line.totalPrice)}</strong>
        {line.deliveryCharge > 0 ? <span className={styles.meta}>{t('basket.line.delivery', { price: formatPounds(line.deliveryCharge) })}</span> : null}
        <button type="button" className={styles.linkButton} onClick={() => change(0)}>
          {t('basket.line.remove')}
        </button>
      </div>
    </li>
  );
}

export function BasketPage() {
  const basket = useBasket();
  const settings = useBasketSettings();
  const navigate = useNavigate();
  const tracked = useRef(false);
  // Reads the basket as it is when the page is ready, without making its lines re-run the effect.
  const trackView = useEffectEvent(() => trackBasket('view_cart', basket.lines, basket.summary.totalSellCost));

  useEffect(() => {
    if (!basket.ready || tracked.current) return;
    tracked.current = true;
    // §4: on the basket page, collection lines that may be sold online become delivery lines.
    void basketStore.collectionToDelivery();
    trackView();
  }, [basket.ready]);

  const blocked = basket.lines.some((l) => l.unavailable);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('pageTitle.basket')}</h1>
      {!basket.ready ? <Loader /> : null}
      {basket.notice ? (
        <p className={styles.notice} role="status" data-code={basket.notice.code}>
          {basket.notice.message}
        </p>
      ) : null}
      {basket.ready && basket.lines.length === 0 ? (
        <p>
          {t('basket.empty')} <Link to="/products">{t('home.shopAll')}</Link>
        </p>
      ) : null}
      {basket.lines.length > 0 ? (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label={t('basket.linesLabel')}>
            {basket.lines.map((line) => (
              <LineItem key={line.key} line={line} settings={settings} />
            ))}
          </ul>
          <aside className={styles.summary} aria-label={t('basket.summaryLabel')}>
            <dl>
              <dt>{t('basket.items', { count: basket.count })}</dt>
              <dd>{formatPounds(basket.summary.sellCost)}</dd>
              <dt>{t('basket.delivery')}</dt>
              <dd data-testid="basket-delivery">{deliveryLine(basket.summary.deliveryCharge, settings?.featureFlags.waiveDeliveryCharge === true)}</dd>
              <dt className={styles.total}>{t('basket.total')}</dt>
              <dd className={styles.total} data-testid="basket-total">
                {formatPounds(basket.summary.totalSellCost)}
              </dd>
            </dl>
            {/* The rule the lines above are charged by, in shared's words (the terms and FAQ quote the same). */}
            {settings ? (
              <p className={styles.meta} data-testid="basket-delivery-rule">
                {deliveryPromiseLine(chargeSettingsOf(settings))}
              </p>
            ) : null}
            <Button
              disabled={blocked}
              onClick={() => {
                trackBasket('begin_checkout', basket.lines, basket.summary.totalSellCost);
                navigate('/buy');
              }}
            >
              {t('basket.checkout')}
            </Button>
            {blocked ? <p className={styles.meta}>{t('basket.blocked')}</p> : null}
          </aside>
        </div>
      ) : null}
    </div>
  );
}
