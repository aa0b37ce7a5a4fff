export { resolveHostConfig, currencySymbol, formatCount, formatMoney, BRAND_NAME, SITE_DOMAIN, LOCALE } from './host-config';
export type { Environment, HostConfig } from './host-config';
export { mask, slugify } from './text';
export { errorMessage } from './error-messages';
export type { ErrorContext } from './error-messages';
export {
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
  ZOOM_SIZE,
} from './catalogue';
export type { ButtonDisplay, Crumb, DeliveryMethodId, ProductLinkInput, StockFacts } from './catalogue';
export {
  basketKey,
  basketsDiffer,
  collectionToDelivery,
  DEFAULT_COLLECTION_MERGE_LIMIT,
  hasCollectionItem,
  itemDeliveryCharge,
  mergedQuantity,
  quantityProblem,
} from './basket';
export type { ChargeSettings, ComparableLine, LineItem, MergeLimits, QuantityProblem } from './basket';
