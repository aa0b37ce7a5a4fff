// What the shop promises about delivery, worded from the same settings the charge is computed
// from (§5 itemDeliveryCharge), so no banner or tile can promise another rule than the basket charges.
import { t } from '@shop/shared/i18n';
import type { ChargeSettings } from './basket';
import { formatMoney } from './host-config';

/** The charge settings a promise is worded from (the §6 waiver included). */
export type DeliveryTerms = ChargeSettings;

export interface DeliveryPromise {
  /** 'Free delivery on every item £50 or over' (or on every item, when nothing is charged). */
  headline: string;
  /** '£1.99 an item otherwise', or null when delivery is always free. */
  otherwise: string | null;
  collect: string;
}

/** Whole pounds without pence: '£50', '£1.99'. */
const money = (pence: number) => formatMoney(pence).replace(/\.00$/, '');

/** §5: free when the per-item charge is 0 or less or the item's price meets the threshold; else quantity × charge. */
export function deliveryPromise(terms: DeliveryTerms): DeliveryPromise {
  const collect = t('delivery.collectFree');
  if (terms.deliveryWaived || terms.perItemDeliveryCharge <= 0) return { headline: t('delivery.freeOnEveryItem'), otherwise: null, collect };
  return {
    headline: t('delivery.freeFrom', { threshold: money(terms.freeDeliveryThreshold) }),
    otherwise: t('delivery.perItemOtherwise', { charge: money(terms.perItemDeliveryCharge) }),
    collect,
  };
}

/** The promise on one line: 'Free delivery on every item £50 or over · £1.99 an item otherwise · Free click-and-collect'. */
export const deliveryPromiseLine = (terms: DeliveryTerms) => {
  const p = deliveryPromise(terms);
  return [p.headline, p.otherwise, p.collect].filter(Boolean).join(' · ');
};
