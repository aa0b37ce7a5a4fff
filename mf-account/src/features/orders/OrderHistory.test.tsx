import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiError } from '@shop/shared/http';
import type { OrderDetail, OrderSummary } from '@shop/shared/rules';
import { listOrders } from './api/list-orders';
import { orderDetail } from './api/order-detail';
import { OrderHistory } from './OrderHistory';

jest.mock('./api/list-orders', () => ({ listOrders: jest.fn() }));
jest.mock('./api/order-detail', () => ({ orderDetail: jest.fn() }));
// The selling panel below the orders has its own test (selling/SellingPanel.test.tsx).
jest.mock('../selling/SellingPanel', () => ({ SellingPanel: () => null }));

const summary: OrderSummary = { orderId: '500012', orderNumber: 'WS500012', state: 'paid', createdAt: '2026-11-20T21:30:00.000Z', itemCount: 3, totalCost: 41.49 };
const dispatchedSummary: OrderSummary = { ...summary, orderId: '500003', orderNumber: 'WS500003', state: 'dispatched', itemCount: 1, totalCost: 12 };

const hours = { monday: '09:00-18:00', tuesday: '09:00-18:00', wednesday: '09:00-18:00', thursday: '09:00-18:00', friday: '09:00-18:00', saturday: '09:00-17:00', sunday: null };
const detail: OrderDetail = {
  orderId: '500012',
  orderNumber: 'WS500012',
  createdAt: '2026-11-20T21:30:00.000Z',
  state: 'paid',
  items: [
    {
      boxId: 'PRM-00042',
      boxName: 'Bugaboo Fox 3 pushchair, grey melange',
      imageUrl: '/images/boxes/PRM-00042_1_s.webp',
      grade: 'A',
      gradeName: 'Excellent',
      quantity: 1,
      unitPrice: 28.5,
      totalPrice: 28.5,
      deliveryMethodId: 1,
      deliveryCharge: 3.99,
      storeId: null,
    },
    {
      boxId: 'TOY-00310',
      boxName: 'Duplo farm set',
      imageUrl: '/images/boxes/TOY-00310_1_s.webp',
      grade: 'B',
      gradeName: 'Good',
      quantity: 2,
      unitPrice: 4.5,
      totalPrice: 9,
      deliveryMethodId: 2,
      deliveryCharge: 0,
      storeId: 101,
    },
  ],
  deliveryAddress: { firstName: 'Amira', lastName: 'Khan', line1: '12 Lavender Hill', town: 'London', postcode: 'SW11 1NZ' },
  stores: [{ storeId: 101, storeName: 'London Clapham', address: { line1: '42 Northcote Road', line2: null, town: 'London', county: null, postcode: 'SW11 1NZ' }, phone: '020 7946 0101', openingHours: hours }],
  sellCost: 37.5,
  deliveryCharge: 3.99,
  voucherCode: null,
  voucherAmount: 0,
  storeCreditAmount: 0,
  totalCost: 41.49,
  toPay: 41.49,
  payments: [{ paymentTypeId: 20, method: 'Debit or credit card', amount: 41.49, reference: null }],
  payment: { paymentTypeId: 20, method: 'Debit or credit card', state: 'paid', paidAt: '2026-11-20T21:31:00.000Z' },
  tracking: null,
};

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <OrderHistory memberId="42" />
      <Where />
    </MemoryRouter>,
  );

beforeEach(() => {
  jest.resetAllMocks();
  (listOrders as jest.Mock).mockResolvedValue([summary, dispatchedSummary]);
  (orderDetail as jest.Mock).mockResolvedValue(detail);
});

describe('Orders tab', () => {
  it("lists the orders with their state in words: a paid order says 'Paid', never 'Placed'", async () => {
    renderAt('/myaccount?tab=orders');
    const table = await screen.findByRole('table', { name: 'Your orders' });
    const [, paid, dispatched] = within(table).getAllByRole('row');
    expect(within(paid!).getByText('Paid')).toBeTruthy();
    expect(within(paid!).getByText('20 November 2026')).toBeTruthy();
    expect(within(paid!).getByText('£41.49')).toBeTruthy();
    expect(within(dispatched!).getByText('Dispatched')).toBeTruthy();
    expect(table.textContent).not.toMatch(/Placed/);
  });

  it('opens an order at its own URL: items with photo, grade, quantity and price; address; store and hours; payment; back to the list', async () => {
    renderAt('/myaccount?tab=orders');
    const link = await screen.findByRole('link', { name: 'Order WS500012' });
    await act(async () => {
      fireEvent.click(link);
    });
    expect(screen.getByTestId('where').textContent).toBe('?tab=orders&order=500012');
    expect(orderDetail).toHaveBeenCalledWith('42', '500012');
    const heading = await screen.findByRole('heading', { name: 'Order WS500012' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByTestId('order-state').textContent).toBe('Paid');

    const items = within(screen.getByRole('list', { name: 'Items in order WS500012' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.querySelector('img')!.getAttribute('src')).toBe('/images/boxes/PRM-00042_1_s.webp');
    expect(within(items[0]!).getByText('Bugaboo Fox 3 pushchair, grey melange')).toBeTruthy();
    expect(within(items[0]!).getByText('Grade A · Excellent')).toBeTruthy();
    expect(within(items[1]!).getByText('Quantity 2 · £4.50 each')).toBeTruthy();
    expect(within(items[1]!).getByText('£9.00')).toBeTruthy();

    expect(screen.getByTestId('delivery-address').textContent).toBe('Amira Khan12 Lavender HillLondonSW11 1NZ');
    expect(screen.getByText('Collect from London Clapham')).toBeTruthy();
    expect(screen.getByText('To collect: Duplo farm set')).toBeTruthy();
    const hoursTable = screen.getByRole('table', { name: 'Opening hours: London Clapham' });
    expect(within(hoursTable).getByRole('row', { name: 'Saturday 09:00–17:00' })).toBeTruthy();
    expect(within(hoursTable).getByRole('row', { name: 'Sunday Closed' })).toBeTruthy();

    expect(screen.getByText('Payment method: Debit or credit card')).toBeTruthy();
    expect(screen.getByTestId('payment-state').textContent).toBe('Payment: paid');
    expect(screen.getByTestId('order-total').textContent).toBe('£41.49');
    expect(screen.getByText('We will e-mail you a tracking number when your parcel is on its way.')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Back to your orders' }));
    });
    expect(screen.getByTestId('where').textContent).toBe('?tab=orders');
    expect(await screen.findByRole('table', { name: 'Your orders' })).toBeTruthy();
  });

  it('shows the carrier, number and tracking link of a dispatched order', async () => {
    (orderDetail as jest.Mock).mockResolvedValue({
      ...detail,
      state: 'dispatched',
      tracking: {
        carrier: 'royal-mail',
        carrierName: 'Royal Mail',
        trackingNumber: 'AB123456789GB',
        trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
        dispatchedAt: '2026-11-21T10:00:00.000Z',
      },
    });
    renderAt('/myaccount?tab=orders&order=500012');
    expect((await screen.findByTestId('order-state')).textContent).toBe('Dispatched');
    expect(screen.getByTestId('tracking').textContent).toBe('Sent with Royal Mail on 21 November 2026. Tracking number AB123456789GB.');
    const track = screen.getByRole('link', { name: 'Track your parcel with Royal Mail' });
    expect(track.getAttribute('href')).toBe('https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB');
    expect(track.getAttribute('rel')).toContain('noopener');
  });

  it('lists store credit like any payment: its own line in the sums, and each way the order was paid (issue 33 §2)', async () => {
    (orderDetail as jest.Mock).mockResolvedValue({
      ...detail,
      storeCreditAmount: 20,
      toPay: 21.49,
      payments: [
        { paymentTypeId: 30, method: 'Store credit', amount: 20, reference: null },
        { paymentTypeId: 20, method: 'Debit or credit card', amount: 21.49, reference: null },
      ],
    });
    renderAt('/myaccount?tab=orders&order=500012');
    expect((await screen.findByTestId('order-store-credit')).textContent).toBe('−£20.00');
    expect(screen.getByTestId('order-payments').textContent).toBe('Paid with: Store credit £20.00, Debit or credit card £21.49');
    expect(screen.getByTestId('order-total').textContent).toBe('£21.49');
  });

  it('says when the payment is waiting for 3-D Secure or failed, and shows no tracking then', async () => {
    (orderDetail as jest.Mock).mockResolvedValue({ ...detail, state: 'awaiting_payment', payment: { ...detail.payment, state: 'awaiting_3ds', paidAt: null } });
    const { unmount } = renderAt('/myaccount?tab=orders&order=500012');
    expect((await screen.findByTestId('payment-state')).textContent).toBe('Payment: waiting for your bank to confirm (3-D Secure)');
    expect(screen.getByTestId('order-state').textContent).toBe('Awaiting payment');
    expect(screen.queryByRole('heading', { name: 'Tracking' })).toBeNull();
    unmount();
    (orderDetail as jest.Mock).mockResolvedValue({ ...detail, state: 'payment_failed', payment: { ...detail.payment, state: 'failed', paidAt: null } });
    renderAt('/myaccount?tab=orders&order=500012');
    expect((await screen.findByTestId('payment-state')).textContent).toBe('Payment: failed, no money was taken');
    expect(screen.getByTestId('order-state').textContent).toBe('Payment failed');
  });

  it('says the order cannot be found (another member’s, or a made-up id) and offers the way back', async () => {
    (orderDetail as jest.Mock).mockRejectedValue(new ApiError({ code: 'C000', status: 404, message: 'Not Found', body: '' }));
    renderAt('/myaccount?tab=orders&order=999');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find that order.');
    expect(screen.getByRole('link', { name: 'Back to your orders' })).toBeTruthy();
  });
});
