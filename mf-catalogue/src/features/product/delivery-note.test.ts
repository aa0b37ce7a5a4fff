import { deliveryNote } from './delivery-note';

const charges = { perItemDeliveryCharge: 395, freeDeliveryThreshold: 5000 };

describe('the delivery price on the product page (§5, per item)', () => {
  it('is the per-item charge below the free-delivery threshold', () => {
    expect(deliveryNote(49.99, charges)).toBe('Delivery £3.95');
  });
  it('is free for an item priced at or over the threshold', () => {
    expect(deliveryNote(50, charges)).toBe('Free delivery on every item £50 or over');
    expect(deliveryNote(120, charges)).toBe('Free delivery on every item £50 or over');
  });
  it('is free for everything when there is no per-item charge', () => {
    expect(deliveryNote(10, { ...charges, perItemDeliveryCharge: 0 })).toBe('Free delivery');
  });
  it('is free for everything while delivery is waived (§6)', () => {
    expect(deliveryNote(10, { ...charges, deliveryWaived: true })).toBe('Free delivery');
  });
});
