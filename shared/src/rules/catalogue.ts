// Catalogue and basket rules of spec §2, §4 and §9, as pure functions.

export const DELIVERY = 1;
export const COLLECTION = 2;
export type DeliveryMethodId = typeof DELIVERY | typeof COLLECTION;

/** The parts of a box these rules read (spec §3 Box/product). */
export interface StockFacts {
  outOfStock?: number;
  boxSaleAllowed?: number;
  boxWebSaleAllowed?: number;
  webSaleAllowed?: number;
  cannotBuy?: number;
  ecomQuantity?: number;
  ecomQuantityOnHand?: number;
  collectionQuantity?: number;
}

const yes = (v: number | boolean | undefined) => v === 1 || v === true;

/** §4: collection when the box can be sold in store but not online; otherwise delivery. */
export function defaultDeliveryMethod(box: StockFacts): DeliveryMethodId {
  const webSale = yes(box.webSaleAllowed ?? box.boxWebSaleAllowed);
  return yes(box.boxSaleAllowed) && !webSale ? COLLECTION : DELIVERY;
}

/**
 * §4: an item is unavailable if it is out of stock, box sale is not allowed, it is for
 * delivery with no online stock, for collection with no collection stock, or selling is not allowed.
 */
export function isUnavailable(box: StockFacts, deliveryMethodId: DeliveryMethodId): boolean {
  if (box.outOfStock === 1) return true;
  if (!yes(box.boxSaleAllowed)) return true;
  if (deliveryMethodId === DELIVERY && (box.ecomQuantity ?? box.ecomQuantityOnHand ?? 0) <= 0) return true;
  if (deliveryMethodId === COLLECTION && (box.collectionQuantity ?? 0) <= 0) return true;
  return box.cannotBuy === 1;
}

/**
 * On sale online now: sold online, sale allowed and a unit online (what 'Add to basket for
 * delivery' needs). The search puts these first (the API's ON_SALE_ONLINE is the same rule).
 */
export function onSaleOnline(box: StockFacts): boolean {
  return yes(box.webSaleAllowed ?? box.boxWebSaleAllowed) && yes(box.boxSaleAllowed) && (box.ecomQuantity ?? box.ecomQuantityOnHand ?? 0) >= 1;
}

/**
 * A box's one stock state (issue 33 §5): 'online' while it can be delivered now, else 'in-store'
 * while a store holds one it may sell, else 'out-of-stock'. The product page (its buttons and its
 * JSON-LD), the 'Back in stock' label under My account > Stock alerts and the back-in-stock e-mail
 * (api catalogue/stock.ts) all read this, so none can call a box back that another calls sold out.
 */
export type StockState = 'online' | 'in-store' | 'out-of-stock';
export function stockState(box: StockFacts): StockState {
  if (onSaleOnline(box)) return 'online';
  return yes(box.boxSaleAllowed) && box.outOfStock !== 1 && (box.collectionQuantity ?? 0) > 0 ? 'in-store' : 'out-of-stock';
}

/**
 * What a product card says of an item a shopper cannot have delivered now (issue 30): 'in-store'
 * while a store holds it, else 'out-of-stock'; nothing for an item on sale online. The design
 * system's StockBadge words them ('In store only', 'Out of stock').
 */
export function cardStockState(box: StockFacts): 'in-store' | 'out-of-stock' | null {
  const state = stockState(box);
  return state === 'online' ? null : state;
}

export type ButtonMessage = 'available in store and online' | 'available online' | 'available in store' | 'out of stock';

export interface ButtonDisplay {
  message: ButtonMessage;
  /** Show the chosen store's name and stock. */
  showStoreInfo: boolean;
  /** Show the delivery text ("delivered to your door"). */
  showDelivery: boolean;
  /** Show the add-to-basket button. */
  showButton: boolean;
}

/**
 * §4 product button display: web sale allowed and in the chosen store -> store and online;
 * only online -> online; online stock below 1 -> no delivery, button only for collection;
 * web sale not allowed but in the chosen store -> store info, button only with click-and-collect.
 */
export function productButtonDisplay(box: StockFacts, o: { inChosenStore: boolean; clickAndCollect: boolean }): ButtonDisplay {
  const online = stockState(box) === 'online';
  if (online && o.inChosenStore) return { message: 'available in store and online', showStoreInfo: true, showDelivery: true, showButton: true };
  if (online) return { message: 'available online', showStoreInfo: false, showDelivery: true, showButton: true };
  if (o.inChosenStore && yes(box.boxSaleAllowed)) return { message: 'available in store', showStoreInfo: true, showDelivery: false, showButton: o.clickAndCollect };
  return { message: 'out of stock', showStoreInfo: false, showDelivery: false, showButton: false };
}

export interface PurchaseChoices extends ButtonDisplay {
  /** Offer 'add to basket for delivery'. */
  deliver: boolean;
  /** Offer 'collect from the chosen store'. */
  collect: boolean;
  /** Offer the stock alert ('Tell me when it's back'): the item sells online but has none to deliver now. */
  stockAlert: boolean;
  /**
   * Offer 'Ask for the price', and show no price: the item is not sold online and cannot be
   * collected here either (the store tells its price). Never beside a shown price (issue 33 §7):
   * where it can be bought, delivered or collected, the price shows and is not asked for.
   */
  priceEnquiry: boolean;
}

/**
 * The product page's buttons: both choices wherever both are possible. §4 product button
 * display decides what shows; delivery needs the delivery text (web sale and online stock),
 * collection needs the chosen store to hold the item and the §6 click-and-collect flag.
 */
export function purchaseChoices(box: StockFacts, o: { inChosenStore: boolean; clickAndCollect: boolean }): PurchaseChoices {
  const display = productButtonDisplay(box, o);
  const sellable = box.outOfStock !== 1 && box.cannotBuy !== 1;
  const deliver = sellable && display.showButton && display.showDelivery;
  const collect = sellable && o.clickAndCollect && display.showStoreInfo;
  // Sold online, or sold out everywhere: the back-in-stock e-mail tells the shopper when it is back.
  const stockAlert = !deliver && (box.outOfStock === 1 || (yes(box.webSaleAllowed ?? box.boxWebSaleAllowed) && yes(box.boxSaleAllowed)));
  return {
    ...display,
    deliver,
    collect,
    stockAlert,
    priceEnquiry: !deliver && !collect && !stockAlert,
  };
}

/**
 * A card's price is asked for, not shown, where the product page (with no store chosen) offers
 * 'Ask for the price': the item is not sold online (issue 33 §7). A card knows no chosen store;
 * the product page, which does, shows the price again where the item can be collected there.
 */
export function priceOnRequest(box: StockFacts): boolean {
  return purchaseChoices(box, { inChosenStore: false, clickAndCollect: false }).priceEnquiry;
}

/** §2: category, super-category and title text in product URLs. */
export function normaliseUrlText(text: string): string {
  return text
    .trim()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/[\s/\\_,.|:;+]+/g, '-')
    .replace(/[^A-Za-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '');
}

export interface ProductLinkInput {
  boxId: string;
  boxName: string;
  categoryName: string;
  superCatName: string;
  /** Search ranking fields, for click analytics. */
  position?: number;
  objectId?: string;
  queryId?: string;
  index?: string;
  filters?: string;
}

/**
 * §2 product-detail URL: id lower-cased, values trimmed, empty values dropped, spaces to hyphens
 * after URL-encoding; text fields normalised.
 */
export function productDetailUrl(p: ProductLinkInput): string {
  const values: Array<[string, string | number | undefined]> = [
    ['id', p.boxId.toLowerCase()],
    ['categoryName', normaliseUrlText(p.categoryName)],
    ['superCatName', normaliseUrlText(p.superCatName)],
    ['title', normaliseUrlText(p.boxName)],
    ['position', p.position],
    ['objectId', p.objectId],
    ['queryId', p.queryId],
    ['index', p.index],
    ['filters', p.filters],
  ];
  const query = values
    .map(([k, v]) => [k, v === undefined ? '' : String(v).trim()] as const)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%20/g, '-')}`)
    .join('&');
  return `/product-detail?${query}`;
}

/**
 * A product's one address for search engines (canonical link, sitemap): its page as a product card
 * links to it, named by the super-category's friendly name, with no search-ranking fields.
 */
export const canonicalProductPath = (p: { boxId: string; boxName: string; categoryName: string; superCatFriendlyName: string }) =>
  productDetailUrl({ boxId: p.boxId, boxName: p.boxName, categoryName: p.categoryName, superCatName: p.superCatFriendlyName });

export interface Crumb {
  label: string;
  href: string;
}

/**
 * §2 listing breadcrumbs: 'all products' (or 'all reduced'), then the super-category friendly
 * name (prefixed 'reduced' when priceReduced), then the product line name.
 */
export function listingBreadcrumbs(o: { priceReduced: boolean; superCatId?: number; superCatFriendlyName?: string; productLineId?: number; productLineName?: string }): Crumb[] {
  const reduced = o.priceReduced ? '&priceReduced=1' : '';
  const crumbs: Crumb[] = [{ label: o.priceReduced ? 'all reduced' : 'all products', href: o.priceReduced ? '/products?priceReduced=1' : '/products' }];
  if (o.superCatFriendlyName && o.superCatId !== undefined) {
    crumbs.push({
      label: o.priceReduced ? `reduced ${o.superCatFriendlyName}` : o.superCatFriendlyName,
      href: `/products?superCatId=${o.superCatId}&superCatName=${encodeURIComponent(o.superCatFriendlyName)}${reduced}`,
    });
    if (o.productLineName && o.productLineId !== undefined) {
      crumbs.push({
        label: o.productLineName,
        href: `/products?superCatId=${o.superCatId}&productLineId=${o.productLineId}&productLineName=${encodeURIComponent(o.productLineName)}${reduced}`,
      });
    }
  }
  return crumbs;
}

/** §2: the brand description is fetched only when the Brand value has no '~' separator. */
export const shouldFetchBrandDescription = (brand: string | null | undefined) => Boolean(brand && !brand.includes('~'));

/** §9 image views: none is front; 2 back, 3 side, 4 bottom, 5 top, 6 inside, 8 angled; others 'other view'. */
export function imageViewName(view: number | null | undefined): string {
  if (view === null || view === undefined || view === 1) return 'front';
  return ({ 2: 'back', 3: 'side', 4: 'bottom', 5: 'top', 6: 'inside', 8: 'angled' } as Record<number, string>)[view] ?? 'other view';
}

/** §5/§9: the zoom image is used only if the _xl image loads at exactly 1600×1600. */
export const ZOOM_SIZE = 1600;
export const isZoomUsable = (width: number, height: number) => width === ZOOM_SIZE && height === ZOOM_SIZE;

/** §9: search page links shown: 3 on desktop, 2 on mobile. */
export function pageWindow(current: number, total: number, mobile: boolean): number[] {
  const size = Math.min(mobile ? 2 : 3, total);
  let start = Math.max(0, current - Math.floor(size / 2));
  start = Math.min(start, Math.max(0, total - size));
  return Array.from({ length: size }, (_, i) => start + i);
}
