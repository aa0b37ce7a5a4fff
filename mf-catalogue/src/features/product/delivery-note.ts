import { t } from '../../i18n';
import { type ChargeSettings, DELIVERY, deliveryPromise, formatMoney, itemDeliveryCharge, toPence } from '@shop/shared/rules';

/**
 * What delivering one of this item costs, from the same settings and §5 rule the basket uses
 * (itemDeliveryCharge, per item: an item whose price meets the threshold travels free).
 */
export function deliveryNote(sellPrice: number, charges: ChargeSettings): string {
  const pricePence = toPence(sellPrice);
  const charge = itemDeliveryCharge({ pricePence, quantity: 1, deliveryMethodId: DELIVERY }, charges);
  if (charge > 0) return t('product.deliveryPrice', { price: formatMoney(charge) });
  // A free item quotes the shop's one delivery rule, worded in shared (issue 33 §5), not a wording of its own.
  if (charges.perItemDeliveryCharge > 0 && !charges.deliveryWaived) return deliveryPromise(charges).headline;
  return t('product.freeDeliveryAll');
}
