import { bus } from '@shop/shared/bus';
import { setAnalyticsCart, trackCart, trackPurchase } from './analytics';

const line = { boxId: 'LL000042', boxName: 'Joie Mytrax pushchair', sellPrice: 45, quantity: 1, deliveryMethodId: 1 };

describe('the basket id in basket events (conversion tracking cartId, spec §7)', () => {
  const seen: Array<{ event: string; params: Record<string, unknown> }> = [];
  const sub = bus.on('host:analytics-event').subscribe((e) => seen.push(e as never));
  afterAll(() => sub.unsubscribe());
  beforeEach(() => {
    seen.length = 0;
    sessionStorage.clear();
  });

  it("carries a guest basket's own random id, and no id for a member's basket (its id is the member id)", () => {
    setAnalyticsCart('01JD5Q9V7K3M2X8N4P6R0T1W2Y');
    trackCart('add_to_cart', line, 1);
    setAnalyticsCart(null);
    trackCart('remove_from_cart', line, 1);
    expect(seen.map((e) => [e.event, e.params.cart_id])).toEqual([
      ['add_to_cart', '01JD5Q9V7K3M2X8N4P6R0T1W2Y'],
      ['remove_from_cart', undefined],
    ]);
  });

  it("never on a purchase (orders are members')", () => {
    setAnalyticsCart('01JD5Q9V7K3M2X8N4P6R0T1W2Y');
    trackPurchase({ orderNumber: 'WS1001', totalCost: 46.99, deliveryCharge: 1.99, items: [line] });
    expect(seen[0]!.params.cart_id).toBeUndefined();
    setAnalyticsCart(null);
  });

  it('lists how a purchase was paid, store credit like any payment, at the value of the whole order (issue 33 §2)', () => {
    trackPurchase({
      orderNumber: 'WS1002',
      totalCost: 46.99,
      deliveryCharge: 1.99,
      items: [line],
      payments: [
        { method: 'Store credit', amount: 20 },
        { method: 'Debit or credit card', amount: 26.99 },
      ],
    });
    expect(seen[0]!.params.value).toBe(46.99);
    expect(seen[0]!.params.payments).toEqual([
      { payment_type: 'Store credit', value: 20 },
      { payment_type: 'Debit or credit card', value: 26.99 },
    ]);
  });
});
