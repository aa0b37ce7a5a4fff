import type { Box, SearchResponse } from '../../api/catalogue-api';
import { payloadKey } from '../../api/page-payload';
import { readListingState, searchRequest } from '../products/listing-state';
import { pageHead } from './page-head';

const ORIGIN = 'https://shop.example';
const box = (o: Partial<Box> = {}): Box => ({
  boxId: 'LL000042',
  boxName: 'Joie Mimzy Snacker Highchair',
  brand: 'Joie',
  categoryId: 3021,
  categoryName: 'Highchairs',
  superCatId: 3,
  superCatName: 'feeding',
  superCatFriendlyName: 'Feeding',
  productLineId: 302,
  productLineName: 'Weaning',
  grade: 'B',
  gradeName: 'Good',
  gradeDescription: 'Gently used',
  wear: 'Light scuffs on the tray.',
  imageNames: ['LL000042_1', 'LL000042_3'],
  imageViews: [1, 3],
  imageUrls: { large: ['/images/boxes/LL000042_1_l.webp', '/images/boxes/LL000042_3_l.webp'], medium: [], small: [], zoom: [] },
  sellPrice: 34.5,
  wasPrice: null,
  cashPrice: 12,
  exchangePrice: 15,
  ecomQuantity: 1,
  ecomQuantityOnHand: 1,
  collectionQuantity: 0,
  outOfStock: 0,
  boxSaleAllowed: 1,
  boxWebSaleAllowed: 1,
  webSaleAllowed: 1,
  cannotBuy: 0,
  isNewBox: 0,
  priceReduced: false,
  attributeInfo: [],
  ...o,
});
const productPage = (b: Box) => pageHead(new URL('/product-detail?id=ll000042&title=x', 'http://x'), { [payloadKey.box('ll000042')]: b }, ORIGIN)!;

describe('a product page head', () => {
  it('names the product, its price and condition, at its canonical address with its picture', () => {
    const head = productPage(box());
    expect(head.title).toBe('Joie Mimzy Snacker Highchair | Little Loop');
    expect(head.description).toContain('£34.50');
    expect(head.canonical).toBe(`${ORIGIN}/product-detail?id=ll000042&categoryName=Highchairs&superCatName=Feeding&title=Joie-Mimzy-Snacker-Highchair`);
    expect(head.image).toBe(`${ORIGIN}/images/boxes/LL000042_1_l.webp`);
    expect(head.type).toBe('product');
  });

  it('carries schema.org Product with its Offer (GBP, in stock, used) and the breadcrumbs', () => {
    const [product, crumbs] = productPage(box()).jsonLd as Array<Record<string, any>>;
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Joie Mimzy Snacker Highchair',
      sku: 'LL000042',
      brand: { '@type': 'Brand', name: 'Joie' },
      offers: { '@type': 'Offer', priceCurrency: 'GBP', price: '34.50', availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/UsedCondition' },
    });
    expect(product!.image).toHaveLength(2);
    expect(crumbs!['@type']).toBe('BreadcrumbList');
    expect(crumbs!.itemListElement.map((i: { name: string; position: number }) => [i.position, i.name])).toEqual([
      [1, 'All products'],
      [2, 'Feeding'],
      [3, 'Weaning'],
      [4, 'Joie Mimzy Snacker Highchair'],
    ]);
  });

  it('says out of stock when the box cannot be bought', () => {
    const [product] = productPage(box({ outOfStock: 1, cannotBuy: 1, ecomQuantity: 0 })).jsonLd as Array<Record<string, any>>;
    expect(product!.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('gives the stock state the product page and the stock alerts read: sold online, in a store only, or not at all (issue 33 §5)', () => {
    const availability = (o: Partial<Box>) => (productPage(box(o)).jsonLd as Array<Record<string, any>>)[0]!.offers.availability;
    // Online stock but not sold online, no store holding one: the page has nothing to sell, so neither does the offer.
    expect(availability({ webSaleAllowed: 0, boxWebSaleAllowed: 0, collectionQuantity: 0 })).toBe('https://schema.org/OutOfStock');
    expect(availability({ ecomQuantity: 0, ecomQuantityOnHand: 0, collectionQuantity: 2 })).toBe('https://schema.org/InStoreOnly');
  });

  it('tells search engines no price the page asks the store for (issue 33 §7)', () => {
    const head = productPage(box({ webSaleAllowed: 0, boxWebSaleAllowed: 0, ecomQuantity: 0, collectionQuantity: 2 }));
    const [product] = head.jsonLd as Array<Record<string, any>>;
    expect(product!.offers).not.toHaveProperty('price');
    expect(product!.offers.availability).toBe('https://schema.org/InStoreOnly');
    expect(head.description).not.toMatch(/£/);
    expect(head.description).toContain('In our stores');
  });

  it('has no head when the box did not load', () => {
    expect(pageHead(new URL('/product-detail?id=ll000001', 'http://x'), {}, ORIGIN)).toBeNull();
  });
});

describe('a listing head', () => {
  it('names the listing, drops sorting and paging from its canonical address and lists its products', () => {
    const url = new URL('/products?superCatId=3&superCatName=Feeding&productLineId=302&productLineName=Weaning&sort=price_asc&page=2', 'http://x');
    const { index, body } = searchRequest(readListingState(url.searchParams));
    const result = { hits: [{ ...box(), objectID: 'LL000042' }], nbHits: 31, page: 1, nbPages: 2, hitsPerPage: 24, facets: {} } as unknown as SearchResponse;
    const head = pageHead(url, { [payloadKey.search(index, body)]: result }, ORIGIN)!;
    expect(head.title).toBe('Weaning | Little Loop');
    expect(head.description).toContain('31');
    expect(head.canonical).toBe(`${ORIGIN}/products?superCatId=3&superCatName=Feeding&productLineId=302&productLineName=Weaning`);
    const spaced = new URL('/products?superCatId=7&superCatName=Pushchairs%20%26%20Travel&productLineId=701&productLineName=Prams%20%26%20Pushchairs&category=Double%20Buggies', 'http://x');
    expect(pageHead(spaced, {}, ORIGIN)!.canonical).toBe(`${ORIGIN}${spaced.pathname}${spaced.search}`);
    const [crumbs, list] = head.jsonLd as Array<Record<string, any>>;
    expect(crumbs!.itemListElement).toHaveLength(3);
    expect(list!.itemListElement[0].url).toContain('/product-detail?id=ll000042');
  });
});
