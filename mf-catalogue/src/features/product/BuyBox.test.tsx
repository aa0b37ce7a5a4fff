import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import type { Box, ShopSettings } from '../../api/catalogue-api';
import { ADD_ANIMATION_MS, BuyBox } from './BuyBox';

const box = (o: Partial<Box> = {}) =>
  ({
    boxId: 'LL000123',
    boxName: 'Cot bed',
    sellPrice: 30,
    outOfStock: 0,
    boxSaleAllowed: 1,
    boxWebSaleAllowed: 1,
    webSaleAllowed: 1,
    cannotBuy: 0,
    ecomQuantity: 1,
    ecomQuantityOnHand: 1,
    collectionQuantity: 1,
    ...o,
  }) as Box;
const settings = (clickAndCollect = true): ShopSettings => ({ limits: { perItemDeliveryCharge: 395, freeDeliveryThreshold: 5000 }, featureFlags: { clickAndCollect } });
const clapham = { storeId: 101, storeName: 'London Clapham' };
const noop = () => undefined;

function renderBuyBox(o: { box?: Box; settings?: ShopSettings | null; store?: typeof clapham | null; storeQuantity?: number | null }) {
  return render(<BuyBox box={o.box ?? box()} settings={o.settings === undefined ? settings() : o.settings} store={o.store ?? null} storeQuantity={o.storeQuantity ?? null} onChooseStore={noop} onCollectSteps={noop} />);
}

describe('the product page buy box', () => {
  afterEach(() => bus.emit('basket:held-for-you', { orderNumber: null, boxIds: [] }));

  it("says a box the member's own unpaid order holds is theirs to finish paying for, never 'out of stock' (issue 30)", () => {
    bus.emit('basket:held-for-you', { orderNumber: 'WS500023', boxIds: ['LL000123'] });
    render(
      <MemoryRouter>
        <BuyBox
          box={box({ ecomQuantity: 0, ecomQuantityOnHand: 0, collectionQuantity: 0, outOfStock: 1, cannotBuy: 1 })}
          settings={settings()}
          store={null}
          storeQuantity={null}
          onChooseStore={noop}
          onCollectSteps={noop}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('availability').textContent).toBe('Held for you in your order WS500023 while you pay for it.');
    expect(screen.getByRole('link', { name: 'Finish paying' }).getAttribute('href')).toBe('/buy');
    expect(screen.queryByText('Out of stock')).toBeNull();
    expect(screen.queryByTestId('stock-alert')).toBeNull();
    // Another box, or no order: out of stock as before.
    act(() => bus.emit('basket:held-for-you', { orderNumber: null, boxIds: [] }));
    expect(screen.getByTestId('availability').textContent).not.toMatch(/Held for you/);
  });

  it('offers delivery and collection from the chosen store when the item is online and there', () => {
    renderBuyBox({ store: clapham, storeQuantity: 2 });
    expect(screen.getByTestId('availability').textContent).toBe('Available in store and online');
    expect(screen.getByRole('button', { name: 'Add to basket for delivery' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Collect from London Clapham' })).toBeTruthy();
    expect(screen.getByTestId('delivery-price').textContent).toBe('Delivery £3.95');
  });

  it('sends a collection with its store, and a delivery without, to the basket agent; the button says added for 3.5 s', () => {
    jest.useFakeTimers();
    const asked: unknown[] = [];
    const sub = bus.on('catalogue:add-to-basket-requested').subscribe((e) => asked.push(e));
    renderBuyBox({ store: clapham, storeQuantity: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Collect from London Clapham' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket for delivery' }));
    expect(asked).toEqual([
      { boxId: 'LL000123', quantity: 1, deliveryMethodId: 2, storeId: '101' },
      { boxId: 'LL000123', quantity: 1, deliveryMethodId: 1 },
    ]);
    expect(screen.getByRole('button', { name: 'Added to basket' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(ADD_ANIMATION_MS));
    expect(screen.queryByRole('button', { name: 'Added to basket' })).toBeNull();
    sub.unsubscribe();
    jest.useRealTimers();
  });

  it('shows free delivery for an item at or over the threshold', () => {
    renderBuyBox({ box: box({ sellPrice: 50 }) });
    expect(screen.getByTestId('delivery-price').textContent).toBe('Free delivery on every item £50 or over');
  });

  it('offers collection only, with no delivery text, for a store-only item', () => {
    renderBuyBox({ box: box({ webSaleAllowed: 0, boxWebSaleAllowed: 0 }), store: clapham, storeQuantity: 1 });
    expect(screen.queryByRole('button', { name: /delivery/ })).toBeNull();
    expect(screen.queryByTestId('delivery-price')).toBeNull();
    expect(screen.getByRole('button', { name: 'Collect from London Clapham' })).toBeTruthy();
  });

  it('offers no collection with the click-and-collect flag off', () => {
    renderBuyBox({ settings: settings(false), store: clapham, storeQuantity: 2 });
    expect(screen.queryByRole('button', { name: /Collect from/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to basket for delivery' })).toBeTruthy();
  });

  it('says so when the chosen store cannot supply the item', () => {
    renderBuyBox({ store: clapham, storeQuantity: 0 });
    expect(screen.getByRole('status').textContent).toMatch(/^London Clapham cannot supply this item/);
    expect(screen.queryByRole('button', { name: /Collect from/ })).toBeNull();
  });

  it('offers a price enquiry for an item not sold online, in a dialog, and none for one that is', async () => {
    renderBuyBox({ box: box({ boxWebSaleAllowed: 0, webSaleAllowed: 0 }), store: null });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the price' }));
    // The dialog loads on demand: give the import time on a busy machine.
    expect(await screen.findByRole('dialog', { name: 'Ask for the price of this item' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Cot bed')).toBeTruthy();
  });

  it('has no price enquiry where a store-only item can be collected: its price shows there (issue 33 §7)', () => {
    renderBuyBox({ box: box({ boxWebSaleAllowed: 0, webSaleAllowed: 0 }), store: clapham, storeQuantity: 1 });
    expect(screen.getByRole('button', { name: 'Collect from London Clapham' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for the price' })).toBeNull();
  });

  it('has no price enquiry when the item can be bought online', () => {
    renderBuyBox({});
    expect(screen.queryByRole('button', { name: 'Ask for the price' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Tell me when it's back" })).toBeNull();
  });

  it('offers the stock alert, not a price enquiry, for an item sold online with none online now, and says a store has it (issue 30)', () => {
    const asked: unknown[] = [];
    const sub = bus.on('catalogue:stock-alert-requested').subscribe((e) => asked.push(e));
    renderBuyBox({ box: box({ ecomQuantity: 0, ecomQuantityOnHand: 0, collectionQuantity: 2 }) });
    expect(screen.getByTestId('availability').textContent).toBe('Out of stock online: in stock in our stores');
    expect(screen.queryByRole('button', { name: 'Ask for the price' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Tell me when it's back" }));
    expect(asked).toEqual([{ boxId: 'LL000123', boxName: 'Cot bed' }]);
    sub.unsubscribe();
  });

  it('offers the stock alert for an item sold out everywhere', () => {
    renderBuyBox({ box: box({ ecomQuantity: 0, ecomQuantityOnHand: 0, collectionQuantity: 0, outOfStock: 1, cannotBuy: 1 }) });
    expect(screen.getByTestId('availability').textContent).toBe('Out of stock');
    expect(screen.getByRole('button', { name: "Tell me when it's back" })).toBeTruthy();
  });
});
