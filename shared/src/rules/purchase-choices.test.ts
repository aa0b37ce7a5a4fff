import { priceOnRequest, purchaseChoices } from './catalogue';

const box = (o: object = {}) => ({ outOfStock: 0, boxSaleAllowed: 1, boxWebSaleAllowed: 1, webSaleAllowed: 1, cannotBuy: 0, ecomQuantity: 2, collectionQuantity: 1, ...o });
const on = { clickAndCollect: true };

describe('purchase choices on the product page (§4 product button display, §6 click-and-collect)', () => {
  it('offers both delivery and collection when the item is online and in the chosen store', () => {
    expect(purchaseChoices(box(), { ...on, inChosenStore: true })).toMatchObject({ deliver: true, collect: true, message: 'available in store and online' });
  });
  it('offers delivery only when the chosen store does not hold it, or none is chosen', () => {
    expect(purchaseChoices(box(), { ...on, inChosenStore: false })).toMatchObject({ deliver: true, collect: false });
  });
  it('offers no collection with the click-and-collect flag off', () => {
    expect(purchaseChoices(box(), { clickAndCollect: false, inChosenStore: true })).toMatchObject({ deliver: true, collect: false });
    expect(purchaseChoices(box({ webSaleAllowed: 0, boxWebSaleAllowed: 0 }), { clickAndCollect: false, inChosenStore: true })).toMatchObject({ deliver: false, collect: false, showStoreInfo: true });
  });
  it('offers collection only, with no delivery text, for a store-only item in the chosen store', () => {
    expect(purchaseChoices(box({ webSaleAllowed: 0, boxWebSaleAllowed: 0 }), { ...on, inChosenStore: true })).toMatchObject({ deliver: false, collect: true, showDelivery: false });
  });
  it('offers collection only when online stock is gone', () => {
    expect(purchaseChoices(box({ ecomQuantity: 0 }), { ...on, inChosenStore: true })).toMatchObject({ deliver: false, collect: true });
    expect(purchaseChoices(box({ ecomQuantity: 0 }), { ...on, inChosenStore: false })).toMatchObject({ deliver: false, collect: false, message: 'out of stock' });
  });
  it('offers nothing for an item out of stock or that cannot be bought', () => {
    expect(purchaseChoices(box({ outOfStock: 1, ecomQuantity: 0 }), { ...on, inChosenStore: true })).toMatchObject({ deliver: false, collect: false });
    expect(purchaseChoices(box({ cannotBuy: 1 }), { ...on, inChosenStore: true })).toMatchObject({ deliver: false, collect: false });
  });
  it('offers the stock alert, not a price enquiry, for an item sold online with none to deliver now (issue 30)', () => {
    for (const inChosenStore of [false, true]) {
      expect(purchaseChoices(box({ ecomQuantity: 0 }), { ...on, inChosenStore })).toMatchObject({ deliver: false, stockAlert: true, priceEnquiry: false });
    }
    expect(purchaseChoices(box({ outOfStock: 1, ecomQuantity: 0, collectionQuantity: 0 }), { ...on, inChosenStore: false })).toMatchObject({ stockAlert: true, priceEnquiry: false });
    expect(purchaseChoices(box(), { ...on, inChosenStore: false })).toMatchObject({ deliver: true, stockAlert: false, priceEnquiry: false });
  });
  it('offers a price enquiry, not a stock alert, for an item not sold online', () => {
    expect(purchaseChoices(box({ webSaleAllowed: 0, boxWebSaleAllowed: 0, ecomQuantity: 0 }), { ...on, inChosenStore: false })).toMatchObject({ stockAlert: false, priceEnquiry: true });
  });
  it('never offers a price enquiry where the item can be collected: its price shows there (issue 33 §7)', () => {
    const storeOnly = box({ webSaleAllowed: 0, boxWebSaleAllowed: 0, ecomQuantity: 0 });
    expect(purchaseChoices(storeOnly, { ...on, inChosenStore: true })).toMatchObject({ collect: true, priceEnquiry: false });
    expect(purchaseChoices(storeOnly, { clickAndCollect: false, inChosenStore: true })).toMatchObject({ collect: false, priceEnquiry: true });
  });
  it('asks for the price on a card (no store known) exactly where the product page would', () => {
    expect(priceOnRequest(box({ webSaleAllowed: 0, boxWebSaleAllowed: 0, ecomQuantity: 0 }))).toBe(true);
    expect(priceOnRequest(box())).toBe(false);
    expect(priceOnRequest(box({ ecomQuantity: 0 }))).toBe(false);
    expect(priceOnRequest(box({ outOfStock: 1, ecomQuantity: 0, collectionQuantity: 0 }))).toBe(false);
  });
});
