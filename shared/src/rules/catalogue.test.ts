import {
  cardStockState,
  COLLECTION,
  DELIVERY,
  defaultDeliveryMethod,
  imageViewName,
  isUnavailable,
  isZoomUsable,
  listingBreadcrumbs,
  normaliseUrlText,
  pageWindow,
  productButtonDisplay,
  productDetailUrl,
  shouldFetchBrandDescription,
} from './catalogue';

const box = (o: object = {}) => ({ outOfStock: 0, boxSaleAllowed: 1, boxWebSaleAllowed: 1, webSaleAllowed: 1, cannotBuy: 0, ecomQuantity: 2, collectionQuantity: 1, ...o });

describe('delivery default (§4)', () => {
  it('is collection when the box sells in store but not online, else delivery', () => {
    expect(defaultDeliveryMethod(box({ webSaleAllowed: 0, boxWebSaleAllowed: 0 }))).toBe(COLLECTION);
    expect(defaultDeliveryMethod(box())).toBe(DELIVERY);
    expect(defaultDeliveryMethod(box({ boxSaleAllowed: 0, webSaleAllowed: 0 }))).toBe(DELIVERY);
  });
});

describe('availability (§4)', () => {
  it('is available with stock for the method', () => {
    expect(isUnavailable(box(), DELIVERY)).toBe(false);
    expect(isUnavailable(box(), COLLECTION)).toBe(false);
  });
  it.each([
    ['out of stock', { outOfStock: 1 }, DELIVERY],
    ['box sale not allowed', { boxSaleAllowed: 0 }, DELIVERY],
    ['delivery with no online stock', { ecomQuantity: 0 }, DELIVERY],
    ['collection with no collection stock', { collectionQuantity: 0 }, COLLECTION],
    ['selling not allowed', { cannotBuy: 1 }, COLLECTION],
  ] as const)('is unavailable when %s', (_name, overrides, method) => {
    expect(isUnavailable(box(overrides), method)).toBe(true);
  });
  it('keeps a delivery item available when only the store is empty, and vice versa', () => {
    expect(isUnavailable(box({ collectionQuantity: 0 }), DELIVERY)).toBe(false);
    expect(isUnavailable(box({ ecomQuantity: 0 }), COLLECTION)).toBe(false);
  });
});

describe('product button display (§4)', () => {
  it('web sale and in the chosen store: store and online, with store and delivery', () => {
    expect(productButtonDisplay(box(), { inChosenStore: true, clickAndCollect: true })).toEqual({ message: 'available in store and online', showStoreInfo: true, showDelivery: true, showButton: true });
  });
  it('only online: available online', () => {
    expect(productButtonDisplay(box(), { inChosenStore: false, clickAndCollect: true })).toMatchObject({ message: 'available online', showStoreInfo: false, showDelivery: true });
  });
  it('online stock below 1: no delivery; the button only for collection', () => {
    expect(productButtonDisplay(box({ ecomQuantity: 0 }), { inChosenStore: true, clickAndCollect: true })).toEqual({ message: 'available in store', showStoreInfo: true, showDelivery: false, showButton: true });
    expect(productButtonDisplay(box({ ecomQuantity: 0 }), { inChosenStore: false, clickAndCollect: true })).toMatchObject({ showButton: false, showDelivery: false });
  });
  it('web sale not allowed but in the chosen store: store info, button only with click-and-collect, no delivery', () => {
    const storeOnly = box({ webSaleAllowed: 0, boxWebSaleAllowed: 0 });
    expect(productButtonDisplay(storeOnly, { inChosenStore: true, clickAndCollect: true })).toEqual({ message: 'available in store', showStoreInfo: true, showDelivery: false, showButton: true });
    expect(productButtonDisplay(storeOnly, { inChosenStore: true, clickAndCollect: false })).toMatchObject({ showStoreInfo: true, showButton: false, showDelivery: false });
  });
});

describe('the stock a product card marks (issue 30)', () => {
  it('marks nothing on an item on sale online', () => {
    expect(cardStockState(box())).toBeNull();
  });
  it("marks 'in store only' an item a store holds but that cannot be delivered now", () => {
    expect(cardStockState(box({ ecomQuantity: 0 }))).toBe('in-store');
    expect(cardStockState(box({ webSaleAllowed: 0, boxWebSaleAllowed: 0 }))).toBe('in-store');
  });
  it("marks 'out of stock' an item neither online nor in a store, or not for sale", () => {
    expect(cardStockState(box({ ecomQuantity: 0, collectionQuantity: 0 }))).toBe('out-of-stock');
    expect(cardStockState(box({ boxSaleAllowed: 0 }))).toBe('out-of-stock');
    expect(cardStockState(box({ outOfStock: 1, ecomQuantity: 0 }))).toBe('out-of-stock');
  });
});

describe('product URLs (§2)', () => {
  it('normalises text: separators to hyphens, & to and, symbols out, hyphens collapsed, trailing hyphen cut', () => {
    expect(normaliseUrlText('  Prams & Pushchairs ')).toBe('Prams-and-Pushchairs');
    expect(normaliseUrlText('Silver Cross Wave (Grade B)!')).toBe('Silver-Cross-Wave-Grade-B');
    expect(normaliseUrlText('Bath/Changing -- Mats_')).toBe('Bath-Changing-Mats');
    expect(normaliseUrlText('YOYO² 6+')).toBe('YOYO-6');
  });
  it('lower-cases the id, trims and drops empty values, and turns encoded spaces into hyphens', () => {
    const url = productDetailUrl({
      boxId: 'LL000123',
      boxName: 'Silver Cross Wave',
      categoryName: 'Travel Systems',
      superCatName: 'Pushchairs & Travel',
      position: 3,
      objectId: ' ll000123 ',
      queryId: '',
      filters: 'grade:A brand:Joie',
    });
    expect(url).toBe('/product-detail?id=ll000123&categoryName=Travel-Systems&superCatName=Pushchairs-and-Travel&title=Silver-Cross-Wave&position=3&objectId=ll000123&filters=grade%3AA-brand%3AJoie');
  });
});

describe('listing breadcrumbs (§2)', () => {
  it('all products, then the super-category, then the product line', () => {
    expect(listingBreadcrumbs({ priceReduced: false, superCatId: 7, superCatFriendlyName: 'Pushchairs & Travel', productLineId: 701, productLineName: 'Prams & Pushchairs' }).map((c) => c.label)).toEqual([
      'all products',
      'Pushchairs & Travel',
      'Prams & Pushchairs',
    ]);
  });
  it('all reduced, and reduced before the super-category, when priceReduced', () => {
    const crumbs = listingBreadcrumbs({ priceReduced: true, superCatId: 2, superCatFriendlyName: 'Clothing' });
    expect(crumbs.map((c) => c.label)).toEqual(['all reduced', 'reduced Clothing']);
    expect(crumbs[1]!.href).toContain('priceReduced=1');
  });
  it('just all products with no super-category', () => {
    expect(listingBreadcrumbs({ priceReduced: false })).toEqual([{ label: 'all products', href: '/products' }]);
  });
});

describe('small rules', () => {
  it('fetches a brand description only for a single brand', () => {
    expect(shouldFetchBrandDescription('Bugaboo')).toBe(true);
    expect(shouldFetchBrandDescription('Bugaboo~Joie')).toBe(false);
    expect(shouldFetchBrandDescription('')).toBe(false);
  });
  it('names image views as §9 says', () => {
    expect([undefined, 1, 2, 3, 4, 5, 6, 7, 8].map(imageViewName)).toEqual(['front', 'front', 'back', 'side', 'bottom', 'top', 'inside', 'other view', 'angled']);
  });
  it('zooms only at exactly 1600×1600', () => {
    expect(isZoomUsable(1600, 1600)).toBe(true);
    expect(isZoomUsable(1600, 1599)).toBe(false);
    expect(isZoomUsable(800, 800)).toBe(false);
  });
  it('shows 3 page links on desktop and 2 on mobile', () => {
    expect(pageWindow(0, 10, false)).toEqual([0, 1, 2]);
    expect(pageWindow(5, 10, false)).toEqual([4, 5, 6]);
    expect(pageWindow(9, 10, false)).toEqual([7, 8, 9]);
    expect(pageWindow(5, 10, true)).toEqual([4, 5]);
    expect(pageWindow(0, 1, true)).toEqual([0]);
  });
});
