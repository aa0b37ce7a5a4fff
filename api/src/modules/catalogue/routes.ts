// The catalogue slice of the v3 API (spec §7 'Catalogue', 'Attributes', 'Stores'): categories,
// boxes and their stock, product rails, brands, stores and nearest stores, home content, search.
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_CODES, CHECKOUT_POSTCODE_CODES, GENERIC_CODES, type SearchRequest } from '@shop/shared/api';
import type { Db } from '../../db/db.js';
import { deliveryPromise } from '@shop/shared/rules';
import { ApiError, ok } from '../../http/envelope.js';
import { findBox, toBoxDetail } from './boxes.js';
import { createPostcodeLocator, milesBetween, postcodesIoProvider } from './geo.js';
import type { SettingsService } from '../settings/routes.js';
import { deliveryTerms } from '../settings/delivery-terms.js';
import { fillDeliveryPromise } from '../../lib/fill-facts.js';
import { homeContentFor, type HomeFlags } from './home-content.js';
import { ATTRIBUTE, createCatalogueQueries, type CatalogueQueries } from './queries.js';
import * as schemas from './schemas.js';
import { createSearch } from './search.js';
import type { KeptSearchIndex } from './search-sync.js';
import { postcodeAreaCentre, toStore, type StoreRow } from './stores.js';

/** A JSON list of ids in a query value (`productLineIds=[701,702]`); 400 when it is not one. */
function idList(raw: string, name: string): number[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ApiError(400, GENERIC_CODES.format, `${name} must be a JSON list of ids`);
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > 100 || !value.every((v) => Number.isInteger(v) && v > 0 && v < 1_000_000)) {
    throw new ApiError(400, GENERIC_CODES.format, `${name} must be a JSON list of 1 to 100 ids`);
  }
  return value as number[];
}

/** The search route (Algolia's path); the popular-searches recorder logs the text of its answers. */
export const SEARCH_ROUTE = '/v3/search/1/indexes/:index/query';

interface CatalogueOptions {
  db: Db;
  settings: SettingsService;
  postcodeLookupUrl?: string | null;
  searchIndex: KeptSearchIndex;
  /** The home page's home.* content items, key and content (content's homeContentRows: content imports the catalogue). */
  homeContentRows: () => Promise<Array<{ content_key: string; content: unknown }>>;
}

export async function catalogueRoutes(app: FastifyInstance, { db, settings, postcodeLookupUrl, searchIndex, homeContentRows }: CatalogueOptions) {
  // Search answers from an in-memory index kept in step with the database (issue 15).
  app.addHook('onClose', async () => searchIndex.close());
  const search = createSearch(db, { kept: searchIndex });
  const queries = createCatalogueQueries(db);
  // Distances are measured from the postcode's own position (provider), else its district's centre.
  const locate = createPostcodeLocator({
    provider: postcodeLookupUrl ? postcodesIoProvider(postcodeLookupUrl) : null,
    areaCentre: postcodeAreaCentre(db),
  });
  const origin = originOf(locate);

  // In this order: the OpenAPI document lists the routes as they are added.
  categoryRoutes(app, queries);
  boxRoutes(app, db, queries, origin);
  attributeAndBrandRoutes(app, queries);
  storeRoutes(app, queries, origin);

  // --- home content (from the content service) ---
  app.get('/v3/content/home', { schema: schemas.homeContentSchema }, async () => {
    const rows = await homeContentRows();
    const c = Object.fromEntries(rows.map((r) => [r.content_key.slice(5), r.content]));
    // The delivery tile is a template: its numbers come from the settings the basket charges with;
    // links the §6 flags turn off are left out.
    const flags = ((await settings.prelogin()).featureFlags ?? {}) as HomeFlags;
    return ok(homeContentFor(fillDeliveryPromise(c, deliveryPromise(await deliveryTerms(settings))), flags));
  });

  // --- search (Algolia's request and response shape) ---
  app.post<{ Params: { index: string }; Body: SearchRequest }>(
    SEARCH_ROUTE,
    { schema: schemas.searchSchema },
    // Algolia answers without the v3 envelope; so does this, so its clients work unchanged. The
    // answer comes as JSON text (hits written once per box), so it is sent as it is.
    async (req, reply) => reply.type('application/json; charset=utf-8').send(await search(req.params.index, req.body ?? {})),
  );
}

interface Origin {
  lat: number;
  lon: number;
  area?: string;
  district?: string | null;
  town?: string | null;
  postTown?: string;
  precision?: 'postcode' | 'district' | 'area';
}
type OriginQuery = { postcode?: string; latitude?: number; longitude?: number };
type FindOrigin = (q: OriginQuery) => Promise<Origin>;

/** Where distances are measured from: a postcode's position, or the shopper's shared location. */
function originOf(locate: ReturnType<typeof createPostcodeLocator>): FindOrigin {
  return async (q) => {
    if (q.postcode) {
      const found = await locate(q.postcode);
      if (!found) throw new ApiError(400, CHECKOUT_POSTCODE_CODES.malformed, 'Please enter a valid UK postcode.');
      if ('unknownArea' in found) throw new ApiError(404, CHECKOUT_POSTCODE_CODES.outside, `We do not recognise the postcode area ${found.unknownArea}.`);
      return found;
    }
    if (q.latitude !== undefined && q.longitude !== undefined) return { lat: q.latitude, lon: q.longitude };
    throw new ApiError(400, CHECKOUT_POSTCODE_CODES.missing, 'Please enter a postcode, or share your location.');
  };
}

const originInfo = (from: Origin) => ({ postcodeArea: from.area ?? null, postcodeDistrict: from.district ?? null, town: from.town ?? null, precision: from.precision ?? 'coordinates' });

const byDistance = (from: { lat: number; lon: number }, list: StoreRow[]) => list.map((s) => ({ s, d: milesBetween(from, { lat: s.latitude, lon: s.longitude }) })).sort((a, b) => a.d - b.d);

function categoryRoutes(app: FastifyInstance, queries: CatalogueQueries) {
  app.get('/v3/supercats', { schema: schemas.superCatsSchema }, async () => ok({ superCats: await queries.superCats() }));

  app.get<{ Querystring: { superCatIds?: string; superCatId?: number; productLineIds?: string } }>('/v3/productlines', { schema: schemas.productLinesSchema }, async (req) => {
    const q = req.query;
    let ids: number[];
    if (q.superCatIds) ids = idList(q.superCatIds, 'superCatIds');
    else if (q.superCatId !== undefined && q.productLineIds === '*') ids = [q.superCatId];
    else throw new ApiError(400, GENERIC_CODES.format, "Give superCatIds (a JSON list), or superCatId with productLineIds '*'");
    return ok({ productLines: await queries.productLinesOf(ids) });
  });

  app.get<{ Querystring: { productLineIds: string } }>('/v3/categories', { schema: schemas.categoriesSchema }, async (req) =>
    ok({ categories: await queries.categoriesOf(idList(req.query.productLineIds, 'productLineIds')) }),
  );

  app.get('/v3/categories/popular', { schema: schemas.popularCategoriesSchema }, async () => ok({ categories: await queries.popularCategories() }));
}

function boxRoutes(app: FastifyInstance, db: Db, queries: CatalogueQueries, origin: FindOrigin) {
  const boxOr404 = async (id: string) => {
    const box = await findBox(db, id);
    if (!box) throw new ApiError(404, CATALOGUE_CODES.boxNotFound, 'We could not find that item.');
    return box;
  };
  app.get<{ Params: { id: string } }>('/v3/boxes/:id/detail', { schema: schemas.boxDetailSchema }, async (req) => ok({ boxDetails: [toBoxDetail(await boxOr404(req.params.id))] }));

  app.get<{ Params: { id: string } }>('/v3/boxes/:id/stock', { schema: schemas.boxStockSchema }, async (req) => {
    const box = await boxOr404(req.params.id);
    return ok({ stockDetails: await queries.stockOf(box.box_id), ecomQuantity: box.ecom_quantity });
  });

  app.get<{ Params: { id: string }; Querystring: OriginQuery & { limit: number } }>('/v3/boxes/:id/neareststores', { schema: schemas.boxNearestStoresSchema }, async (req) => {
    const box = await boxOr404(req.params.id);
    const from = await origin(req.query);
    const stocked = await queries.storesStocking(box.box_id);
    const quantities = new Map(stocked.map((s) => [s.store_id, s.quantity]));
    const nearest = byDistance(from, await queries.stores()).slice(0, req.query.limit);
    return ok({
      origin: originInfo(from),
      stores: nearest.map(({ s, d }) => ({ ...toStore(s, d), quantity: quantities.get(s.store_id) ?? 0 })),
    });
  });

  const rail =
    (order: string, where = 'TRUE') =>
    async (req: { query: unknown }) => {
      const { limit } = req.query as { limit: number };
      return ok({ boxes: (await queries.rail(order, where, limit)).map(toBoxDetail) });
    };
  app.get('/v3/boxes/mostwanted', { schema: schemas.mostWantedSchema }, rail('b.popularity DESC, b.box_id'));
  app.get('/v3/boxes/topsellers', { schema: schemas.topSellersSchema }, rail(`b.popularity * (CASE b.grade WHEN 'A' THEN 3 WHEN 'B' THEN 2 ELSE 1 END) DESC, b.box_id`));
  app.get('/v3/boxes/hotproducts', { schema: schemas.hotProductsSchema }, rail('b.created_at DESC, b.box_id', 'b.is_new_box'));
  app.get('/v3/boxes/popularcategories', { schema: schemas.boxesPopularCategoriesSchema }, async () => ok({ categories: await queries.popularCategories() }));
}

function attributeAndBrandRoutes(app: FastifyInstance, queries: CatalogueQueries) {
  app.get('/v3/attributes/base', { schema: schemas.baseAttributesSchema }, async () =>
    ok({
      attributes: [
        ...(await queries.brandAttributes()),
        { attributeId: ATTRIBUTE.condition, attributeFriendlyName: 'Condition', superCatId: null },
        { attributeId: ATTRIBUTE.size, attributeFriendlyName: 'Size', superCatId: 2 },
        { attributeId: ATTRIBUTE.colour, attributeFriendlyName: 'Colour', superCatId: 2 },
      ],
    }),
  );

  app.get<{ Querystring: { attributeId: number } }>('/v3/attributes/listitems', { schema: schemas.attributeItemsSchema }, async (req) => {
    const items = await queries.attributeValues(req.query.attributeId);
    if (!items) throw new ApiError(404, CATALOGUE_CODES.attributeNotFound, `No attribute ${req.query.attributeId}`);
    return ok({ listItems: items.map((i) => i.value) });
  });

  // --- grades (the one wording of a grade: badge, product page and the grades explained page) ---
  app.get('/v3/grades', { schema: schemas.gradesSchema }, async () => ok({ grades: await queries.grades() }));

  app.get('/v3/brands', { schema: schemas.brandsSchema }, async () => {
    const brands = await queries.brands();
    const aToZ: Record<string, string[]> = {};
    for (const b of brands) {
      const letter = /^[A-Za-z]/.test(b.brandName) ? b.brandName[0]!.toUpperCase() : '#';
      (aToZ[letter] ??= []).push(b.brandName);
    }
    const clothing = { basic: [] as string[], 'high street': [] as string[], premium: [] as string[] };
    for (const b of brands) if (b.clothingTier) clothing[b.clothingTier as keyof typeof clothing].push(b.brandName);
    return ok({ allBrands: brands, aToZ, clothingBrands: clothing });
  });

  app.get<{ Querystring: { brand: string } }>('/v3/brands/description', { schema: schemas.brandDescriptionSchema }, async (req) => {
    const row = await queries.brandNamed(req.query.brand);
    if (!row) throw new ApiError(404, CATALOGUE_CODES.attributeNotFound, 'Unknown brand');
    return ok(row);
  });
}

function storeRoutes(app: FastifyInstance, queries: CatalogueQueries, origin: FindOrigin) {
  app.get('/v3/stores', { schema: schemas.storesSchema }, async () => ok({ stores: (await queries.stores()).map((s) => toStore(s)) }));
  app.get('/v3/stores/count', { schema: schemas.storeCountSchema }, async () => ok({ count: (await queries.stores()).length }));
  app.get('/v3/stores/collection', { schema: schemas.collectionStoresSchema }, async () => ok({ stores: (await queries.stores()).filter((s) => s.click_and_collect).map((s) => toStore(s)) }));
  app.get<{ Params: { id: number } }>('/v3/stores/:id/detail', { schema: schemas.storeDetailSchema }, async (req) => {
    const s = await queries.store(req.params.id);
    if (!s) throw new ApiError(404, CATALOGUE_CODES.storeNotFound, 'Unknown store');
    return ok({ store: toStore(s) });
  });
  app.get<{ Querystring: OriginQuery & { limit: number } }>('/v3/stores/nearest', { schema: schemas.nearestStoresSchema }, async (req) => {
    const from = await origin(req.query);
    return ok({
      origin: originInfo(from),
      stores: byDistance(from, await queries.stores())
        .slice(0, req.query.limit)
        .map(({ s, d }) => toStore(s, d)),
    });
  });
  app.get<{ Querystring: { postcode: string } }>('/v3/stores/address', { schema: schemas.storeAddressSchema }, async (req) => {
    const from = await origin({ postcode: req.query.postcode });
    return ok({ postcode: req.query.postcode.trim().toUpperCase(), postcodeArea: from.area, postTown: from.postTown, country: 'GBR' });
  });
  app.get('/v3/timezones', { schema: schemas.timezonesSchema }, async () => ok({ timezones: [{ timezone: 'Europe/London', label: 'UK time (GMT/BST)' }] }));
}
