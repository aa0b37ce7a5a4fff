import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import type { BasketLine } from './basket-store';
import { QuantityStepper } from './QuantityStepper';

const line = (over: Partial<BasketLine>): BasketLine => ({
  key: 'LL000001',
  boxId: 'LL000001',
  boxName: 'Wooden cot',
  imageUrls: { small: [], medium: [] },
  grade: 'A',
  quantity: 1,
  deliveryMethodId: 1,
  storeInfo: null,
  sellPrice: 20,
  totalPrice: 20,
  deliveryCharge: 1.99,
  ecomQuantityOnHand: 2,
  collectionQuantity: 0,
  webSaleAllowed: 1,
  unavailable: false,
  synced: 0,
  ...over,
});

const plus = () => screen.getByRole('button', { name: 'One more Wooden cot' });
/** The text the '+' is described by (aria-describedby), as a screen reader reads it. */
const description = () => document.getElementById(plus().getAttribute('aria-describedby') ?? '')?.textContent;

describe("the basket's '+' at the line's ceiling", () => {
  it('is enabled below the ceiling, with no reason shown', () => {
    render(<QuantityStepper line={line({ quantity: 1 })} itemLimit={5} />);
    expect(plus().getAttribute('aria-disabled')).toBe('false');
    expect(screen.queryByTestId('quantity-limit')).toBeNull();
  });

  it('is disabled at the online stock, saying why and tied to it by aria-describedby', () => {
    render(<QuantityStepper line={line({ quantity: 2, ecomQuantityOnHand: 2 })} itemLimit={5} />);
    expect(plus().getAttribute('aria-disabled')).toBe('true');
    expect(description()).toBe('Only 2 in stock');
  });

  it("is disabled at the chosen store's stock for a collection line", () => {
    render(<QuantityStepper line={line({ quantity: 1, deliveryMethodId: 2, ecomQuantityOnHand: 9, collectionQuantity: 1 })} itemLimit={5} />);
    expect(description()).toBe('Only 1 in stock');
  });

  it('is disabled at the §5 per-item limit when there is more stock', () => {
    render(<QuantityStepper line={line({ quantity: 5, ecomQuantityOnHand: 9 })} itemLimit={5} />);
    expect(plus().getAttribute('aria-disabled')).toBe('true');
    expect(description()).toBe('Limit of 5 per item');
  });
});
