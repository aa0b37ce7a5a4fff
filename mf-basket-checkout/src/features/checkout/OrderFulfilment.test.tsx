import { render, screen, within } from '@testing-library/react';
import type { Order } from '../../api/basket-api';
import { OrderFulfilment } from './OrderFulfilment';

const hours = { monday: '09:00-17:30', tuesday: '09:00-17:30', wednesday: '09:00-17:30', thursday: '09:00-17:30', friday: '09:00-17:30', saturday: '09:00-17:30', sunday: null };
const store = {
  storeId: 104,
  storeName: 'Birmingham Moseley',
  address: { line1: '15 Alcester Road', line2: null, town: 'Birmingham', county: 'West Midlands', postcode: 'B13 8AR' },
  phone: '0121 496 0104',
  openingHours: hours,
  readyFrom: '2026-12-14T11:00:00.000Z',
};

const order = (over: Partial<Order> = {}): Order => ({
  orderId: '1',
  orderNumber: 'WS1',
  status: 'paid',
  createdAt: '2026-12-12T21:40:00Z',
  paidAt: '2026-12-12T21:41:00Z',
  items: [
    { boxId: 'LL000001', boxName: 'Pram', quantity: 1, deliveryMethodId: 1, storeInfo: null, unitPrice: 120, totalPrice: 120, deliveryCharge: 0 },
    { boxId: 'LL000003', boxName: 'Coat', quantity: 1, deliveryMethodId: 2, storeInfo: { storeId: 104, storeName: 'Birmingham Moseley' }, unitPrice: 12, totalPrice: 12, deliveryCharge: 0 },
  ],
  sellCost: 132,
  deliveryCharge: 0,
  voucherCode: null,
  voucherAmount: 0,
  storeCreditAmount: 0,
  payments: [],
  totalCost: 132,
  toPay: 132,
  paymentTypeId: 20,
  deliveryAddress: { firstName: 'Nadia', lastName: 'Ali', line1: '3 Mill Lane', line2: 'Flat 2', town: 'Leeds', postcode: 'LS1 4AP' },
  expectedDelivery: { earliest: '2026-12-16', latest: '2026-12-17' },
  stores: [store],
  paymentFailure: null,
  ...over,
});

describe('where the order goes and when (thank-you page)', () => {
  it('gives the delivery address in full with the expected dates, and the store with its address, telephone and ready time', () => {
    render(<OrderFulfilment order={order()} />);
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByTestId('expected-delivery').textContent).toBe('Expected between Wednesday 16 and Thursday 17 December');
    expect([...within(delivery).getByTestId('delivery-address').children].map((l) => l.textContent)).toEqual(['Nadia Ali', '3 Mill Lane', 'Flat 2', 'Leeds', 'LS1 4AP']);

    const collect = screen.getByRole('region', { name: 'Collect from Birmingham Moseley' });
    expect(within(collect).getByTestId('ready-to-collect').textContent).toBe('Ready to collect from Monday 14 December at 11:00');
    expect(collect.querySelector('address')!.textContent).toBe('15 Alcester RoadBirminghamWest MidlandsB13 8ARTelephone 0121 496 0104');
    expect(within(collect).getByRole('link', { name: '0121 496 0104' }).getAttribute('href')).toBe('tel:01214960104');
    expect(collect.textContent).toContain('Bring your order number to the store within 7 days.');
  });

  it('shows only what the order has: no delivery block for a collection-only order, no store for a delivered one', () => {
    const { unmount } = render(<OrderFulfilment order={order({ items: [order().items[1]!], deliveryAddress: null, expectedDelivery: null })} />);
    expect(screen.queryByRole('region', { name: 'Delivery' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Collect from Birmingham Moseley' })).toBeTruthy();
    unmount();
    render(<OrderFulfilment order={order({ items: [order().items[0]!], stores: [] })} />);
    expect(screen.getByRole('region', { name: 'Delivery' })).toBeTruthy();
    expect(screen.queryByTestId('collection-store')).toBeNull();
  });

  it('leaves out the times of an order not paid yet', () => {
    render(<OrderFulfilment order={order({ status: 'awaiting_payment', paidAt: null, expectedDelivery: null, stores: [{ ...store, readyFrom: null }] })} />);
    expect(screen.queryByTestId('expected-delivery')).toBeNull();
    expect(screen.queryByTestId('ready-to-collect')).toBeNull();
    expect(screen.getByTestId('delivery-address').textContent).toContain('LS1 4AP');
  });
});
