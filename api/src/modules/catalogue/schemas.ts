// Schemas of the catalogue's routes (spec §7 'Catalogue', 'Stores', 'Content'): request parts,
// and answers described by the fields the pages read (the rest pass through, see envelope.ts).
import { searchRequestSchema } from '@shop/shared/api';
import { failureEnvelope, nonJson, nullable, open, openList, replies, routeSchema } from '../../http/envelope.js';
// From search-filters, not search.ts: search.ts reaches this file through boxes and images.
import { INDEXES } from './search-filters.js';

/** A box as every product card and page reads it (toBoxDetail in boxes.ts). */
export const boxDetail = open({
  boxId: { type: 'string', description: 'Box id, e.g. SPRAMBUGFOX5' },
  boxName: { type: 'string' },
  brand: nullable('string'),
  categoryName: { type: 'string' },
  grade: { type: 'string', description: 'Condition grade A, B or C' },
  sellPrice: { type: 'number', description: 'Price in pounds' },
  wasPrice: nullable('number'),
  outOfStock: { type: 'integer', enum: [0, 1] },
  outOfEcomStock: { type: 'integer', enum: [0, 1] },
  imageUrls: open({}, { description: 'Picture URLs by size' }),
});
export const boxList = { type: 'array', items: boxDetail } as const;

export const storeSummary = open({
  storeId: { type: 'integer' },
  storeName: { type: 'string' },
  address: open({ line1: { type: 'string' }, town: { type: 'string' }, postcode: { type: 'string' } }),
  clickAndCollect: { type: 'boolean' },
});
export const storeList = { type: 'array', items: storeSummary } as const;

const BOX_ID = { type: 'string', pattern: '^[A-Za-z]{2}[0-9]{6}$' } as const;
const boxParams = { type: 'object', required: ['id'], properties: { id: BOX_ID } } as const;
export const intId = { type: 'integer', minimum: 1, maximum: 1_000_000 } as const;
const limitQuery = { type: 'integer', minimum: 1, maximum: 50, default: 12 } as const;
const idListText = (what: string) => ({ type: 'string', maxLength: 500, description: `A JSON list of ${what}, e.g. [701,702]` }) as const;

const locationQuery = {
  type: 'object',
  properties: {
    postcode: { type: 'string', minLength: 1, maxLength: 10 },
    latitude: { type: 'number', minimum: 49, maximum: 61 },
    longitude: { type: 'number', minimum: -9, maximum: 2 },
    limit: { type: 'integer', minimum: 1, maximum: 30, default: 5 },
  },
} as const;
const origin = open({ postcodeArea: nullable('string'), postcodeDistrict: nullable('string'), town: nullable('string'), precision: { type: 'string' } });

// One tag for the module; the summaries say which part of the catalogue.
const CATEGORIES = 'catalogue';
const BOXES = CATEGORIES;
const STORES = CATEGORIES;
const REFERENCE = CATEGORIES;

const categoryList = openList({ categoryId: { type: 'integer' }, categoryName: { type: 'string' } });

export const superCatsSchema = routeSchema(CATEGORIES, 'Top-level categories', {
  response: replies(open({ superCats: openList({ superCatId: { type: 'integer' }, superCatName: { type: 'string' } }) })),
});
export const productLinesSchema = routeSchema(CATEGORIES, 'Product lines of some top-level categories', {
  querystring: { type: 'object', properties: { superCatIds: idListText('top-level category ids'), superCatId: intId, productLineIds: { type: 'string', maxLength: 500, description: "'*' with superCatId" } } },
  response: replies(open({ productLines: openList({ productLineId: { type: 'integer' }, productLineName: { type: 'string' } }) })),
});
export const categoriesSchema = routeSchema(CATEGORIES, 'Categories of some product lines', {
  querystring: { type: 'object', required: ['productLineIds'], properties: { productLineIds: idListText('product line ids') } },
  response: replies(open({ categories: categoryList })),
});
export const popularCategoriesSchema = routeSchema(CATEGORIES, 'Popular categories', { response: replies(open({ categories: categoryList })) });
export const boxesPopularCategoriesSchema = routeSchema(BOXES, 'Popular categories (the home rail)', { response: replies(open({ categories: categoryList })) });

export const boxDetailSchema = routeSchema(BOXES, 'One box: the product page', { params: boxParams, response: replies(open({ boxDetails: boxList })) });
export const boxStockSchema = routeSchema(BOXES, 'Where a box is in stock', {
  params: boxParams,
  response: replies(open({ stockDetails: openList({ storeId: { type: 'integer' }, storeName: { type: 'string' }, quantity: { type: 'integer' } }), ecomQuantity: { type: 'integer' } })),
});
export const boxNearestStoresSchema = routeSchema(BOXES, 'The stores nearest a postcode or position, with their stock of a box', {
  params: boxParams,
  querystring: locationQuery,
  response: replies(open({ origin, stores: storeList })),
});
const rail = (summary: string) => routeSchema(BOXES, summary, { querystring: { type: 'object', properties: { limit: limitQuery } }, response: replies(open({ boxes: boxList })) });
export const mostWantedSchema = rail('Most wanted boxes (a home rail)');
export const topSellersSchema = rail('Top sellers (a home rail)');
export const hotProductsSchema = rail('New in (a home rail)');

export const baseAttributesSchema = routeSchema(REFERENCE, 'The attributes a listing filters by', {
  response: replies(open({ attributes: openList({ attributeId: { type: 'integer' }, attributeFriendlyName: { type: 'string' }, superCatId: nullable('integer') }) })),
});
export const attributeItemsSchema = routeSchema(REFERENCE, 'The values of one attribute', {
  querystring: { type: 'object', required: ['attributeId'], properties: { attributeId: intId } },
  response: replies(open({ listItems: { type: 'array', items: { type: 'string' } } })),
});
export const gradesSchema = routeSchema(REFERENCE, 'Condition grades and their wording', {
  response: replies(open({ grades: openList({ grade: { type: 'string' }, gradeName: { type: 'string' }, description: { type: 'string' } }) })),
});
export const brandsSchema = routeSchema(REFERENCE, 'Brands: all, A to Z and clothing tiers', {
  response: replies(open({ allBrands: openList({ brandName: { type: 'string' }, boxes: { type: 'integer' } }), aToZ: open(), clothingBrands: open() })),
});
export const brandDescriptionSchema = routeSchema(REFERENCE, "A brand's description", {
  querystring: { type: 'object', required: ['brand'], properties: { brand: { type: 'string', minLength: 1, maxLength: 100 } } },
  response: replies(open({ brandName: { type: 'string' }, description: { type: 'string' } })),
});
export const timezonesSchema = routeSchema(REFERENCE, 'Time zones the stores keep', {
  response: replies(open({ timezones: openList({ timezone: { type: 'string' }, label: { type: 'string' } }) })),
});

export const storesSchema = routeSchema(STORES, 'Every store', { response: replies(open({ stores: storeList })) });
export const storeCountSchema = routeSchema(STORES, 'How many stores there are', { response: replies(open({ count: { type: 'integer' } })) });
export const collectionStoresSchema = routeSchema(STORES, 'Stores that offer click and collect', { response: replies(open({ stores: storeList })) });
export const storeDetailSchema = routeSchema(STORES, 'One store', {
  params: { type: 'object', required: ['id'], properties: { id: intId } },
  response: replies(open({ store: storeSummary })),
});
export const nearestStoresSchema = routeSchema(STORES, 'The stores nearest a postcode or position', { querystring: locationQuery, response: replies(open({ origin, stores: storeList })) });
export const storeAddressSchema = routeSchema(STORES, 'The postcode area and post town of a postcode', {
  querystring: { type: 'object', required: ['postcode'], properties: { postcode: { type: 'string', minLength: 1, maxLength: 10 } } },
  response: replies(open({ postcode: { type: 'string' }, postcodeArea: { type: 'string' }, postTown: { type: 'string' }, country: { type: 'string' } })),
});

export const homeContentSchema = routeSchema(CATEGORIES, "The home page's content (tiles, banners, the delivery promise)", { response: replies(open()) });

export const searchSchema = routeSchema(CATEGORIES, 'Search and facet the catalogue (Algolia request and answer shape)', {
  description: "Answers in the shape of Algolia's query API, not the v3 envelope, so that search clients work unchanged.",
  'x-envelope': false,
  params: { type: 'object', required: ['index'], properties: { index: { type: 'string', enum: Object.keys(INDEXES) } } },
  body: searchRequestSchema,
  response: {
    200: open(
      {
        hits: openList({ boxId: { type: 'string' } }),
        nbHits: { type: 'integer' },
        page: { type: 'integer' },
        nbPages: { type: 'integer' },
        hitsPerPage: { type: 'integer' },
        correctedQuery: { type: 'string', description: "The words searched, when not the query as typed: typos corrected ('pushchiar' -> 'pushchair'), first words let go" },
      },
      { description: 'Hits, counts and facets' },
    ),
    '4xx': failureEnvelope,
    '5xx': failureEnvelope,
  },
});

const textNotFound = { 404: { description: 'No such picture', content: { 'text/plain': { schema: { type: 'string' } } } } };
export const boxImageSchema = routeSchema(BOXES, "A box's picture (WebP, made once per size and kept)", {
  params: { type: 'object', required: ['file'], properties: { file: { type: 'string', maxLength: 200, description: '<boxId>_<view>_<s|m|l|xl>.webp, e.g. LL000123_1_m.webp' } } },
  // What the address names (images.ts imageUrl): the drawings' edition, or the box's photos key.
  // Any other parameter is ignored, as a cache-busting one from a proxy would be.
  querystring: {
    type: 'object',
    properties: {
      e: { type: 'string', maxLength: 32, description: "The drawings' edition (a drawn box)" },
      p: { type: 'string', maxLength: 32, description: "The box's photos key: it changes whenever the box's photos do (cached for a year when it names them; a member's photo a day)" },
    },
  },
  response: nonJson('image/webp', 'The picture', textNotFound),
});
