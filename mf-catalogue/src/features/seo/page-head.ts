// What search engines and link previews read of the catalogue's prerendered pages (the server
// writes it into the HTML head): a title, a description, the canonical address, the picture, and
// schema.org data: a product page's Product with its Offer (price in GBP, availability, used
// condition) and BreadcrumbList; a listing's BreadcrumbList and the products it shows; the
// content pages' heads are in content-head.ts, the shop's own pages' (contact, careers, stores…)
// in enquiry-head.ts.
import { t } from '../../i18n';
import { brandName, SCHEMA, shorten } from './head-parts';
import { canonicalProductPath, listingBreadcrumbs, priceOnRequest, stockState, type Crumb, type StockState } from '@shop/shared/rules';
import type { PageHead } from '@shop/shared/api';
import type { Box, SearchResponse } from '../../api/catalogue-api';
import { payloadKey } from '../../api/page-payload';
import { readListingState, searchRequest } from '../products/listing-state';
import { listingNames, searchedWords } from '../products/listing-text';
import { contentPageHead } from './content-head';
import { enquiryPageHead } from './enquiry-head';

/** A listing's address without its ordering and paging: one canonical page per choice of products. */
const LISTING_KEEPS = ['superCatId', 'superCatName', 'productLineId', 'productLineName', 'category', 'Brand', 'priceReduced'];

const price = (pounds: number) => pounds.toFixed(2);

function breadcrumbList(items: Array<{ name: string; url: string }>) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}
const crumbItems = (crumbs: Crumb[], origin: string) => crumbs.map((c) => ({ name: c.label[0]!.toUpperCase() + c.label.slice(1), url: origin + c.href }));

/** The offer's availability: the box's one stock state (issue 33 §5), as the page's buttons and the alert e-mail read it. */
const AVAILABILITY: Record<StockState, string> = { online: 'InStock', 'in-store': 'InStoreOnly', 'out-of-stock': 'OutOfStock' };

export function productHead(box: Box, origin: string): PageHead {
  const canonical = origin + canonicalProductPath(box);
  const images = box.imageUrls.large.map((u) => origin + u);
  // A price the page asks the store for (issue 33 §7) is not told to search engines either.
  const asked = priceOnRequest(box);
  const facts = { name: box.boxName, grade: box.grade, gradeName: box.gradeName, wear: box.wear };
  const description = shorten(asked ? t('seo.productDescriptionPriceAsked', facts) : t('seo.productDescription', { ...facts, price: price(box.sellPrice) }));
  // The product page's own breadcrumbs (ProductBreadcrumbs), then the product.
  const crumbs = crumbItems(
    listingBreadcrumbs({ priceReduced: false, superCatId: box.superCatId, superCatFriendlyName: box.superCatFriendlyName, productLineId: box.productLineId, productLineName: box.productLineName }),
    origin,
  );
  return {
    title: `${box.boxName} | ${brandName()}`,
    description,
    canonical,
    type: 'product',
    image: images[0],
    jsonLd: [
      {
        '@context': SCHEMA,
        '@type': 'Product',
        name: box.boxName,
        sku: box.boxId,
        url: canonical,
        image: images,
        description,
        brand: { '@type': 'Brand', name: box.brand },
        category: `${box.superCatFriendlyName} > ${box.productLineName} > ${box.categoryName}`,
        offers: {
          '@type': 'Offer',
          url: canonical,
          ...(asked ? {} : { priceCurrency: 'GBP', price: price(box.sellPrice) }),
          availability: `${SCHEMA}/${AVAILABILITY[stockState(box)]}`,
          itemCondition: `${SCHEMA}/UsedCondition`,
          seller: { '@type': 'Organization', name: brandName() },
        },
      },
      breadcrumbList([...crumbs, { name: box.boxName, url: canonical }]),
    ],
  };
}

export function listingHead(url: URL, result: SearchResponse | undefined, origin: string): PageHead {
  const state = readListingState(url.searchParams);
  const lineFromResults = state.productLineId !== undefined && result ? Object.keys(result.facets.productLineName ?? {})[0] : undefined;
  const { heading, crumbs } = listingNames(state, lineFromResults, searchedWords(state, result));
  // Encoded as the breadcrumbs and the sitemap write it, so the sitemap's address is its own canonical.
  const kept = [...url.searchParams].filter(([k]) => LISTING_KEEPS.includes(k)).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  const canonical = `${origin}/products${kept.length ? `?${kept.join('&')}` : ''}`;
  const hits = result?.hits ?? [];
  return {
    title: `${heading} | ${brandName()}`,
    description: shorten(t('seo.listingDescription', { heading, count: result?.nbHits ?? 0 })),
    canonical,
    type: 'website',
    image: hits[0] ? origin + hits[0].imageUrls.large[0] : undefined,
    jsonLd: [
      breadcrumbList(crumbItems(crumbs, origin)),
      {
        '@context': SCHEMA,
        '@type': 'ItemList',
        itemListElement: hits.map((hit, i) => ({ '@type': 'ListItem', position: i + 1, url: origin + canonicalProductPath({ ...hit, boxId: hit.boxId }), name: hit.boxName })),
      },
    ],
  };
}

export function homeHead(origin: string): PageHead {
  return {
    title: `${brandName()} | ${t('pageTitle.home')}`,
    description: t('seo.homeDescription'),
    canonical: `${origin}/`,
    type: 'website',
    jsonLd: [{ '@context': SCHEMA, '@type': 'Organization', name: brandName(), url: `${origin}/` }],
  };
}

/** The head of a prerendered page, from the responses its first view was painted from. */
export function pageHead(url: URL, payload: Record<string, unknown>, origin: string): PageHead | null {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  // Blog, press, FAQ, about, policies and campaigns (content-head.ts).
  const content = contentPageHead(path, url, payload, origin);
  if (content !== undefined) return content;
  // Contact, feedback, franchise, careers, stores and brands (enquiry-head.ts).
  const own = enquiryPageHead(path, url, payload, origin);
  if (own !== undefined) return own;
  switch (path) {
    case '/':
      return homeHead(origin);
    case '/products': {
      const { index, body } = searchRequest(readListingState(url.searchParams));
      return listingHead(url, payload[payloadKey.search(index, body)] as SearchResponse | undefined, origin);
    }
    case '/product-detail': {
      const box = payload[payloadKey.box((url.searchParams.get('id') ?? '').trim().toLowerCase())] as Box | undefined;
      return box ? productHead(box, origin) : null;
    }
    default:
      return null;
  }
}
