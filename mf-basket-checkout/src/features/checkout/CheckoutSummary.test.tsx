import { render, screen, within } from '@testing-library/react';
import type { LiveLine } from '../../api/basket-api';
import { CheckoutSummary, type CheckoutSummaryProps } from './CheckoutSummary';

const line = (over: Partial<LiveLine>): LiveLine => ({
  key: 'LL000001',
  boxId: 'LL000001',
  boxName: 'Pram',
  imageUrls: { small: [], medium: [] },
  grade: 'A',
  quantity: 1,
  deliveryMethodId: 1,
  storeInfo: null,
  sellPrice: 120,
  totalPrice: 120,
  deliveryCharge: 0,
  ecomQuantityOnHand: 3,
  collectionQuantity: 1,
  webSaleAllowed: 1,
  unavailable: false,
  synced: 1,
  ...over,
});

const props = (over: Partial<CheckoutSummaryProps> = {}): CheckoutSummaryProps => ({
  lines: [
    line({}),
    line({ key: 'LL000002', boxId: 'LL000002', boxName: 'Bib', quantity: 2, sellPrice: 4, totalPrice: 8, deliveryCharge: 3.98 }),
    line({ key: 'LL000003-2', boxId: 'LL000003', boxName: 'Cot', deliveryMethodId: 2, storeInfo: { storeId: 105, storeName: 'Leeds Headingley' }, sellPrice: 30, totalPrice: 30 }),
  ],
  sellCost: 158,
  deliveryCharge: 3.98,
  waived: false,
  voucherPays: null,
  toPay: 161.98,
  postcode: 'ls1 4ap',
  // Monday 7 December 2026, 10:00: dispatched today.
  now: new Date('2026-12-07T10:00:00Z'),
  ...over,
});

const lineTexts = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((l) => [...l.querySelectorAll(':scope > span')].map((s) => s.textContent));

describe('the checkout summary', () => {
  it('gives each line its price and how it comes: the postcode typed, or the store', () => {
    render(<CheckoutSummary {...props()} />);
    expect(lineTexts()).toEqual([
      ['1 × PramDelivery to LS1 4AP', '£120.00'],
      ['2 × BibDelivery to LS1 4AP', '£8.00'],
      ['1 × CotCollect from Leeds Headingley', '£30.00'],
    ]);
    expect(screen.getByTestId('checkout-delivery').textContent).toBe('£3.98');
    expect(screen.getByTestId('to-pay').textContent).toBe('£161.98');
  });

  it('says when delivery is expected if paid now, and nothing of the kind for collection only', () => {
    const { unmount } = render(<CheckoutSummary {...props()} />);
    expect(screen.getByTestId('checkout-expected').textContent).toBe('Expected between Wednesday 9 and Thursday 10 December');
    unmount();
    render(<CheckoutSummary {...props({ lines: [props().lines[2]!], deliveryCharge: 0 })} />);
    expect(screen.queryByTestId('checkout-expected')).toBeNull();
    expect(screen.getByTestId('checkout-delivery').textContent).toBe('Free');
  });

  it('names no postcode until a whole one is typed, and shows a voucher', () => {
    render(<CheckoutSummary {...props({ postcode: 'LS1', voucherPays: 5, toPay: 156.98 })} />);
    expect(lineTexts()[0]).toEqual(['1 × PramDelivery to your address', '£120.00']);
    expect(screen.getByText('Voucher').nextElementSibling?.textContent).toBe('−£5.00');
    expect(screen.getByTestId('to-pay').textContent).toBe('£156.98');
  });
});
