import { basketKey, basketsDiffer, chargeSettingsOf, collectionToDelivery, hasCollectionItem, itemDeliveryCharge, mergedQuantity, quantityCeiling, quantityProblem } from './basket';
import { COLLECTION, DELIVERY } from './catalogue';

const limits = { buyItemQuantityLimit: 5, sellItemQuantityLimit: 10 };
const charges = { perItemDeliveryCharge: 199, freeDeliveryThreshold: 5000 };

describe('basket keys (§3)', () => {
  it('keys delivery items by box id and collection items by box id + -2, upper-cased', () => {
    expect(basketKey('ll000123', DELIVERY)).toBe('LL000123');
    expect(basketKey('ll000123', COLLECTION)).toBe('LL000123-2');
  });
});

describe('delivery charge per item (§5)', () => {
  it('charges quantity × per-item charge', () => {
    expect(itemDeliveryCharge({ pricePence: 2000, quantity: 3, deliveryMethodId: DELIVERY }, charges)).toBe(597);
  });
  it('is free at or over the threshold, for collection, or with no per-item charge', () => {
    expect(itemDeliveryCharge({ pricePence: 5000, quantity: 2, deliveryMethodId: DELIVERY }, charges)).toBe(0);
    expect(itemDeliveryCharge({ pricePence: 2000, quantity: 2, deliveryMethodId: COLLECTION }, charges)).toBe(0);
    expect(itemDeliveryCharge({ pricePence: 2000, quantity: 2, deliveryMethodId: DELIVERY }, { ...charges, perItemDeliveryCharge: 0 })).toBe(0);
    expect(itemDeliveryCharge({ pricePence: 2000, quantity: 2, deliveryMethodId: DELIVERY }, { ...charges, perItemDeliveryCharge: -5 })).toBe(0);
  });
  it("is free for everything while the §6 'waive delivery charge' flag is on", () => {
    const waived = chargeSettingsOf({ limits: charges, featureFlags: { waiveDeliveryCharge: true } });
    expect(itemDeliveryCharge({ pricePence: 2000, quantity: 3, deliveryMethodId: DELIVERY }, waived)).toBe(0);
    const charged = chargeSettingsOf({ limits: charges, featureFlags: { waiveDeliveryCharge: false } });
    expect(itemDeliveryCharge({ pricePence: 2000, quantity: 3, deliveryMethodId: DELIVERY }, charged)).toBe(597);
  });
});

describe('merging a guest basket into the live one (§5)', () => {
  it('sums and caps at the limit of the mode', () => {
    expect(mergedQuantity({ live: 2, incoming: 2, mode: 'buy', deliveryMethodId: DELIVERY }, limits)).toBe(4);
    expect(mergedQuantity({ live: 4, incoming: 3, mode: 'buy', deliveryMethodId: DELIVERY }, limits)).toBe(5);
    expect(mergedQuantity({ live: 4, incoming: 3, mode: 'sell', deliveryMethodId: DELIVERY }, limits)).toBe(7);
  });
  it('takes the merged click-and-collect quantity only within the limit and the collection stock, else the incoming one', () => {
    expect(mergedQuantity({ live: 1, incoming: 1, mode: 'buy', deliveryMethodId: COLLECTION, collectionQuantity: 2 }, limits)).toBe(2);
    expect(mergedQuantity({ live: 1, incoming: 2, mode: 'buy', deliveryMethodId: COLLECTION, collectionQuantity: 2 }, limits)).toBe(2);
    expect(mergedQuantity({ live: 4, incoming: 2, mode: 'buy', deliveryMethodId: COLLECTION, collectionQuantity: 9 }, limits)).toBe(2);
  });
  it('uses the default limit of 5 for collection when the limit is not positive', () => {
    const none = { buyItemQuantityLimit: 0, sellItemQuantityLimit: 0 };
    expect(mergedQuantity({ live: 3, incoming: 2, mode: 'buy', deliveryMethodId: COLLECTION, collectionQuantity: 9 }, none)).toBe(5);
    expect(mergedQuantity({ live: 3, incoming: 3, mode: 'buy', deliveryMethodId: COLLECTION, collectionQuantity: 9 }, none)).toBe(3);
  });
});

describe('quantity limits (§5)', () => {
  it('names the item limit, then the basket total, with their message keys', () => {
    expect(quantityProblem({ itemQuantity: 6, basketTotal: 6 }, { itemLimit: 5, totalLimit: 20 })).toEqual({ key: 'pages.basket.basketQtyError', limit: 5 });
    expect(quantityProblem({ itemQuantity: 2, basketTotal: 21 }, { itemLimit: 5, totalLimit: 20 })).toEqual({ key: 'pages.basket.basketQtyLimitErr', total: 20 });
    expect(quantityProblem({ itemQuantity: 5, basketTotal: 20 }, { itemLimit: 5, totalLimit: 20 })).toBeNull();
  });
});

describe('collection items on the basket page (§4)', () => {
  it('flags a basket with any collection item', () => {
    expect(hasCollectionItem([{ boxId: 'A', quantity: 1, deliveryMethodId: DELIVERY }])).toBe(false);
    expect(hasCollectionItem([{ boxId: 'A', quantity: 1, deliveryMethodId: COLLECTION }])).toBe(true);
  });
  it('turns web-sale-allowed collection items into delivery, summing with the delivery line', () => {
    const out = collectionToDelivery([
      { boxId: 'LL1', quantity: 1, deliveryMethodId: DELIVERY, webSaleAllowed: 1 },
      { boxId: 'LL1', quantity: 2, deliveryMethodId: COLLECTION, webSaleAllowed: 1 },
      { boxId: 'LL2', quantity: 1, deliveryMethodId: COLLECTION, webSaleAllowed: 0 },
    ]);
    expect(out).toEqual([
      { boxId: 'LL1', quantity: 3, deliveryMethodId: DELIVERY, webSaleAllowed: 1 },
      { boxId: 'LL2', quantity: 1, deliveryMethodId: COLLECTION, webSaleAllowed: 0 },
    ]);
  });

  it('never converts a collection the shopper chose for a box also sold online', () => {
    const chosen = { boxId: 'LL3', quantity: 1, deliveryMethodId: COLLECTION, webSaleAllowed: 1, collectionChosen: true } as const;
    expect(collectionToDelivery([{ boxId: 'LL3', quantity: 2, deliveryMethodId: DELIVERY, webSaleAllowed: 1 }, chosen])).toEqual([{ boxId: 'LL3', quantity: 2, deliveryMethodId: DELIVERY, webSaleAllowed: 1 }, chosen]);
  });
});

describe('quantity ceiling of a line (§5 per-item limit, stock for its method)', () => {
  it('is the stock when there is less of it than the limit', () => {
    expect(quantityCeiling({ stock: 2, itemLimit: 5 })).toEqual({ max: 2, reason: 'stock' });
    expect(quantityCeiling({ stock: 5, itemLimit: 5 })).toEqual({ max: 5, reason: 'stock' });
  });
  it('is the per-item limit when there is more stock, and no limit when it is not positive', () => {
    expect(quantityCeiling({ stock: 9, itemLimit: 5 })).toEqual({ max: 5, reason: 'limit' });
    expect(quantityCeiling({ stock: 9, itemLimit: 0 })).toEqual({ max: 9, reason: 'stock' });
    expect(quantityCeiling({ stock: -1, itemLimit: 5 })).toEqual({ max: 0, reason: 'stock' });
  });
});

describe('local and live baskets (§4 basket load, 50003)', () => {
  const line = (boxId: string, quantity: number, unitPrice: number, deliveryMethodId: 1 | 2 = DELIVERY) => ({ boxId, quantity, unitPrice, deliveryMethodId });
  it('are the same when every line matches by key, quantity and unit price', () => {
    expect(basketsDiffer([line('ll000001', 1, 12.5), line('LL000002', 2, 3, COLLECTION)], [line('LL000002', 2, 3, COLLECTION), line('LL000001', 1, 12.5)])).toBe(false);
  });
  it('differ on a missing line, a quantity, a price or a delivery method', () => {
    expect(basketsDiffer([line('LL000001', 1, 12.5)], [])).toBe(true);
    expect(basketsDiffer([line('LL000001', 1, 12.5)], [line('LL000001', 2, 12.5)])).toBe(true);
    expect(basketsDiffer([line('LL000001', 1, 12.5)], [line('LL000001', 1, 11.5)])).toBe(true);
    expect(basketsDiffer([line('LL000001', 1, 12.5)], [line('LL000001', 1, 12.5, COLLECTION)])).toBe(true);
  });
});
