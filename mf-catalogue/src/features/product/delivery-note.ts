import { t } from '../../i18n';
import { DELIVERY, formatMoney, itemDeliveryCharge, type ChargeSettings } from '@shop/shared/rules';

/**
 * What delivering one of this item costs, from the same settings and §5 rule the basket uses
 * (itemDeliveryCharge, per item: an item whose price meets the threshold travels free).
 */
export function deliveryNote(sellPrice: number, charges: ChargeSettings): string {
  const pricePence = Math.round(sellPrice * 100);
  const charge = itemDeliveryCharge({ pricePence, quantity: 1, deliveryMethodId: DELIVERY }, charges);
  if (charge > 0) return t('product.deliveryPrice', { price: formatMoney(charge) });
  if (charges.perItemDeliveryCharge > 0 && !charges.deliveryWaived) return t('product.freeDelivery', { threshold: formatMoney(charges.freeDeliveryThreshold) });
  return t('product.freeDeliveryAll');
}
