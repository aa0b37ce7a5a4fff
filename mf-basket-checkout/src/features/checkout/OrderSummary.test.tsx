import { render, screen, within } from '@testing-library/react';
import type { Order } from '../../api/basket-api';
import { OrderSummary } from './OrderSummary';

const order = (over: Partial<Order> = {}): Order => ({
  orderId: '1',
  orderNumber: 'WS1',
  status: 'paid',
  createdAt: '2026-11-23T10:00:00Z',
  items: [
    { boxId: 'LL000001', boxName: 'Pram', quantity: 1, deliveryMethodId: 1, storeInfo: null, unitPrice: 120, totalPrice: 120, deliveryCharge: 0 },
    { boxId: 'LL000002', boxName: 'Bib', quantity: 2, deliveryMethodId: 1, storeInfo: null, unitPrice: 4, totalPrice: 8, deliveryCharge: 3.98 },
    { boxId: 'LL000003', boxName: 'Cot', quantity: 1, deliveryMethodId: 2, storeInfo: { storeId: 7, storeName: 'Leeds' }, unitPrice: 30, totalPrice: 30, deliveryCharge: 0 },
  ],
  sellCost: 158,
  deliveryCharge: 3.98,
  voucherCode: null,
  voucherAmount: 0,
  storeCreditAmount: 0,
  payments: [],
  totalCost: 161.98,
  toPay: 161.98,
  paymentTypeId: 20,
  deliveryAddress: { firstName: 'Nadia', lastName: 'Ali', line1: '3 Mill Lane', town: 'Leeds', postcode: 'LS1 4AP' },
  paidAt: '2026-11-23T10:01:00Z',
  expectedDelivery: { earliest: '2026-11-25', latest: '2026-11-26' },
  stores: [],
  paymentFailure: null,
  ...over,
});

describe('the thank-you order summary', () => {
  it('shows each line with its price and how it comes (postcode or store), the delivery line and a total that adds up', () => {
    render(<OrderSummary order={order()} />);
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual(['1 × PramDelivery to LS1 4AP£120.00', '2 × BibDelivery to LS1 4AP£8.00', '1 × CotCollect from Leeds£30.00']);
    expect(screen.getByTestId('order-delivery').textContent).toBe('£3.98');
    expect(screen.getByTestId('order-total').textContent).toBe('£161.98');
  });

  it("writes 'Free' for no delivery and shows a voucher as a line", () => {
    render(<OrderSummary order={order({ deliveryCharge: 0, voucherCode: 'SAVE5', voucherAmount: 5, toPay: 153 })} />);
    expect(screen.getByTestId('order-delivery').textContent).toBe('Free');
    expect(screen.getByText('Voucher SAVE5').nextElementSibling?.textContent).toBe('−£5.00');
    expect(screen.getByTestId('order-total').textContent).toBe('£153.00');
  });

  it('shows what store credit paid as a line, like the voucher, and the total paid by card (issue 33 §2)', () => {
    render(<OrderSummary order={order({ storeCreditAmount: 43.5, toPay: 118.48 })} />);
    expect(screen.getByTestId('order-store-credit').textContent).toBe('−£43.50');
    expect(screen.getByText('Store credit')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('£118.48');
  });
});
