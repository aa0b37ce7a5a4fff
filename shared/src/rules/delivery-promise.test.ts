import { itemDeliveryCharge } from './basket';
import { COLLECTION, DELIVERY } from './catalogue';
import { deliveryPromise, deliveryPromiseLine } from './delivery-promise';

describe('the delivery promise', () => {
  const terms = { perItemDeliveryCharge: 199, freeDeliveryThreshold: 5000 };

  it('states the per-item rule with the numbers from settings', () => {
    expect(deliveryPromiseLine(terms)).toBe('Free delivery on every item £50 or over · £1.99 an item otherwise · Free click-and-collect');
    expect(deliveryPromise({ perItemDeliveryCharge: 395, freeDeliveryThreshold: 4999 })).toMatchObject({ headline: 'Free delivery on every item £49.99 or over', otherwise: '£3.95 an item otherwise' });
  });

  it('promises what the basket charges: free at the threshold, the per-item charge below it', () => {
    expect(itemDeliveryCharge({ pricePence: 5000, quantity: 1, deliveryMethodId: DELIVERY }, terms)).toBe(0);
    expect(itemDeliveryCharge({ pricePence: 4999, quantity: 2, deliveryMethodId: DELIVERY }, terms)).toBe(2 * 199);
    expect(itemDeliveryCharge({ pricePence: 100, quantity: 1, deliveryMethodId: COLLECTION }, terms)).toBe(0);
  });

  it('promises free delivery on every item when nothing is charged', () => {
    expect(deliveryPromiseLine({ ...terms, perItemDeliveryCharge: 0 })).toBe('Free delivery on every item · Free click-and-collect');
    expect(deliveryPromise({ ...terms, deliveryWaived: true }).otherwise).toBeNull();
  });
});
