// The catalogue slice of the v3 API (spec §7 'Catalogue', 'Attributes', 'Stores'): categories,
// boxes and their stock, product rails, brands, stores and nearest stores, home content, search.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { deliveryPromise, SHOP_PLATFORM_ID } from '@shop/shared/rules';
import { ApiError, ok } from '../../http/envelope.js';
import { BOX_SELECT, findBox, toBoxDetail, type BoxRow } from './boxes.js';
import { createPostcodeLocator, milesBetween, postcodesIoProvider } from './geo.js';
import type { SettingsService } from '../settings/routes.js';
import { deliveryTerms } from './delivery-terms.js';
import { fillDeliveryPromise } from '../content/facts.js';
import { homeContentFor, type HomeFlags } from './home-content.js';
import * as schemas from './schemas.js';
import { createSearch, type SearchParams } from './search.js';
import type { KeptSearchIndex } from './search-sync.js';
import { postcodeAreaCentre, toStore, type StoreRow } from './stores.js';


/** A JSON list of ids in a query value (`productLineIds=[701,702]`); 400 when it is not one. */
function idList(raw: string, name: string): number[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 5, `${name} must be a JSON list of ids`);
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > 100 || !value.every((v) => Number.isInteger(v) && v > 0 && v < 1_000_000)) {
    throw new ApiError(400, 5, `${name} must be a JSON list of 1 to 100 ids`);
  }
  return value as number[];
}

/** The search route (Algolia's path); the popular-searches recorder logs the text of its answers. */
export const SEARCH_ROUTE = '/v3/search/1/indexes/:index/query';

export async function catalogueRoutes(app: FastifyInstance, { db, settings, postcodeLookupUrl, searchIndex }: { db: Db; settings: SettingsService; postcodeLookupUrl?: string | null; searchIndex: KeptSearchIndex }) {
  // Search answers from an in-memory index kept in step with the database (issue 15).
  app.addHook('onClose', async () => searchIndex.close());
  const search = createSearch(db, { kept: searchIndex });
  const stores = async () => db.query<StoreRow>('SELECT * FROM stores ORDER BY store_name');
  // Distances are measured from the postcode's own position (provider), else its district's centre.
  const locate = createPostcodeLocator({
    provider: postcodeLookupUrl ? postcodesIoProvider(postcodeLookupUrl) : null,
    areaCentre: postcodeAreaCentre(db),
  });

  interface Origin {
    lat: number;
    lon: number;
    area?: string;
    district?: string | null;
    town?: string | null;
    postTown?: string;
    precision?: 'postcode' | 'district' | 'area';
  }
  async function origin(q: { postcode?: string; latitude?: number; longitude?: number }): Promise<Origin> {
    if (q.postcode) {
      const found = await locate(q.postcode);
      if (!found) throw new ApiError(400, 1602, 'Please enter a valid UK postcode.');
      if ('unknownArea' in found) throw new ApiError(404, 50013, `We do not recognise the postcode area ${found.unknownArea}.`);
      return found;
    }
    if (q.latitude !== undefined && q.longitude !== undefined) return { lat: q.latitude, lon: q.longitude };
    throw new ApiError(400, 1600, 'Please enter a postcode, or share your location.');
  }
  const originInfo = (from: Origin) => ({ postcodeArea: from.area ?? null, postcodeDistrict: from.district ?? null, town: from.town ?? null, precision: from.precision ?? 'coordinates' });

  const byDistance = (from: { lat: number; lon: number }, list: StoreRow[]) =>
    list.map((s) => ({ s, d: milesBetween(from, { lat: s.latitude, lon: s.longitude }) })).sort((a, b) => a.d - b.d);

  // --- categories ---
  app.get('/v3/supercats', { schema: schemas.superCatsSchema }, async () =>
    ok({
      superCats: await db.query(
        `SELECT super_cat_id AS "superCatId", super_cat_name AS "superCatName", super_cat_friendly_name AS "superCatFriendlyName", brand_attribute_id AS "brandAttributeId"
         FROM supercats ORDER BY sort_order`,
      ),
    }),
  );

  app.get<{ Querystring: { superCatIds?: string; superCatId?: number; productLineIds?: string } }>(
    '/v3/productlines',
    { schema: schemas.productLinesSchema },
    async (req) => {
      const q = req.query;
      let ids: number[];
      if (q.superCatIds) ids = idList(q.superCatIds, 'superCatIds');
      else if (q.superCatId !== undefined && q.productLineIds === '*') ids = [q.superCatId];
      else throw new ApiError(400, 5, "Give superCatIds (a JSON list), or superCatId with productLineIds '*'");
      const productLines = await db.query(
        `SELECT product_line_id AS "productLineId", product_line_name AS "productLineName", super_cat_id AS "superCatId"
         FROM product_lines WHERE super_cat_id = ANY($1::int[]) ORDER BY super_cat_id, product_line_id`,
        [ids],
      );
      return ok({ productLines });
    },
  );

  app.get<{ Querystring: { productLineIds: string } }>(
    '/v3/categories',
    { schema: schemas.categoriesSchema },
    async (req) =>
      ok({
        categories: await db.query(
          `SELECT category_id AS "categoryId", product_line_id AS "productLineId", category_name AS "categoryName", category_friendly_name AS "categoryFriendlyName"
           FROM categories WHERE product_line_id = ANY($1::int[]) ORDER BY product_line_id, category_id`,
          [idList(req.query.productLineIds, 'productLineIds')],
        ),
      }),
  );

  const popularCategories = () =>
    db.query(
      `SELECT c.category_id AS "categoryId", c.category_name AS "categoryName", pl.product_line_id AS "productLineId", pl.product_line_name AS "productLineName",
              s.super_cat_id AS "superCatId", s.super_cat_friendly_name AS "superCatFriendlyName"
       FROM categories c JOIN product_lines pl USING (product_line_id) JOIN supercats s USING (super_cat_id) WHERE c.popular ORDER BY s.sort_order, pl.product_line_id`,
    );
  app.get('/v3/categories/popular', { schema: schemas.popularCategoriesSchema }, async () => ok({ categories: await popularCategories() }));

  // --- boxes ---
  app.get<{ Params: { id: string } }>('/v3/boxes/:id/detail', { schema: schemas.boxDetailSchema }, async (req) => {
    const box = await findBox(db, req.params.id);
    if (!box) throw new ApiError(404, 2042, 'We could not find that item.');
    return ok({ boxDetails: [toBoxDetail(box)] });
  });

  app.get<{ Params: { id: string } }>('/v3/boxes/:id/stock', { schema: schemas.boxStockSchema }, async (req) => {
    const box = await findBox(db, req.params.id);
    if (!box) throw new ApiError(404, 2042, 'We could not find that item.');
    const stockDetails = await db.query(
      `SELECT st.store_id AS "storeId", st.store_name AS "storeName", ss.quantity FROM store_stock ss JOIN stores st USING (store_id)
       WHERE ss.box_id = $1 AND ss.quantity > 0 ORDER BY st.store_name`,
      [box.box_id],
    );
    return ok({ stockDetails, ecomQuantity: box.ecom_quantity });
  });

  app.get<{ Params: { id: string }; Querystring: { postcode?: string; latitude?: number; longitude?: number; limit: number } }>(
    '/v3/boxes/:id/neareststores',
    { schema: schemas.boxNearestStoresSchema },
    async (req) => {
      const box = await findBox(db, req.params.id);
      if (!box) throw new ApiError(404, 2042, 'We could not find that item.');
      const from = await origin(req.query);
      const stocked = await db.query<StoreRow & { quantity: number }>(
        'SELECT st.*, ss.quantity FROM store_stock ss JOIN stores st USING (store_id) WHERE ss.box_id = $1 AND ss.quantity > 0',
        [box.box_id],
      );
      const quantities = new Map(stocked.map((s) => [s.store_id, s.quantity]));
      const nearest = byDistance(from, await stores()).slice(0, req.query.limit);
      return ok({
        origin: originInfo(from),
        stores: nearest.map(({ s, d }) => ({ ...toStore(s, d), quantity: quantities.get(s.store_id) ?? 0 })),
      });
    },
  );

  const rail = (order: string, where = 'TRUE') => async (req: { query: unknown }) => {
    const { limit } = req.query as { limit: number };
    const rows = await db.query<BoxRow>(`${BOX_SELECT} WHERE b.box_web_sale_allowed AND b.ecom_quantity > 0 AND ${where} ORDER BY ${order} LIMIT $1`, [limit]);
    return ok({ boxes: rows.map(toBoxDetail) });
  };
  app.get('/v3/boxes/mostwanted', { schema: schemas.mostWantedSchema }, rail('b.popularity DESC, b.box_id'));
  app.get('/v3/boxes/topsellers', { schema: schemas.topSellersSchema }, rail(`b.popularity * (CASE b.grade WHEN 'A' THEN 3 WHEN 'B' THEN 2 ELSE 1 END) DESC, b.box_id`));
  app.get('/v3/boxes/hotproducts', { schema: schemas.hotProductsSchema }, rail('b.created_at DESC, b.box_id', 'b.is_new_box'));
  app.get('/v3/boxes/popularcategories', { schema: schemas.boxesPopularCategoriesSchema }, async () => ok({ categories: await popularCategories() }));

  // --- attributes ---
  app.get('/v3/attributes/base', { schema: schemas.baseAttributesSchema }, async () =>
    ok({
      attributes: [
        ...(await db.query(`SELECT brand_attribute_id AS "attributeId", 'Brand' AS "attributeFriendlyName", super_cat_id AS "superCatId" FROM supercats ORDER BY sort_order`)),
        { attributeId: 101, attributeFriendlyName: 'Condition', superCatId: null },
        { attributeId: 102, attributeFriendlyName: 'Size', superCatId: 2 },
        { attributeId: 103, attributeFriendlyName: 'Colour', superCatId: 2 },
      ],
    }),
  );

  app.get<{ Querystring: { attributeId: number } }>(
    '/v3/attributes/listitems',
    { schema: schemas.attributeItemsSchema },
    async (req) => {
      const id = req.query.attributeId;
      const [superCat] = await db.query<{ super_cat_id: number }>('SELECT super_cat_id FROM supercats WHERE brand_attribute_id = $1', [id]);
      let items: Array<{ value: string }>;
      if (superCat) {
        items = await db.query(
          `SELECT DISTINCT br.brand_name AS value FROM boxes b JOIN brands br USING (brand_id) JOIN categories c USING (category_id) JOIN product_lines pl USING (product_line_id)
           WHERE pl.super_cat_id = $1 ORDER BY 1 LIMIT 500`,
          [superCat.super_cat_id],
        );
      } else if (id === 101) items = await db.query('SELECT grade AS value FROM grades ORDER BY sort_order');
      else if (id === 102) items = await db.query('SELECT DISTINCT size AS value FROM boxes WHERE size IS NOT NULL ORDER BY 1');
      else if (id === 103) items = await db.query('SELECT DISTINCT colour AS value FROM boxes WHERE colour IS NOT NULL ORDER BY 1');
      else throw new ApiError(404, 1021, `No attribute ${id}`);
      return ok({ listItems: items.map((i) => i.value) });
    },
  );

  // --- grades (the one wording of a grade: badge, product page and the grades explained page) ---
  app.get('/v3/grades', { schema: schemas.gradesSchema }, async () =>
    ok({ grades: await db.query('SELECT grade, grade_name AS "gradeName", description FROM grades ORDER BY sort_order') }),
  );

  // --- brands ---
  app.get('/v3/brands', { schema: schemas.brandsSchema }, async () => {
    const brands = await db.query<{ brandName: string; description: string; clothingTier: string | null; boxes: number }>(
      `SELECT br.brand_name AS "brandName", br.description, br.clothing_tier AS "clothingTier", count(b.box_id)::int AS boxes
       FROM brands br LEFT JOIN boxes b USING (brand_id) GROUP BY br.brand_id ORDER BY lower(br.brand_name)`,
    );
    const aToZ: Record<string, string[]> = {};
    for (const b of brands) {
      const letter = /^[A-Za-z]/.test(b.brandName) ? b.brandName[0]!.toUpperCase() : '#';
      (aToZ[letter] ??= []).push(b.brandName);
    }
    const clothing = { basic: [] as string[], 'high street': [] as string[], premium: [] as string[] };
    for (const b of brands) if (b.clothingTier) clothing[b.clothingTier as keyof typeof clothing].push(b.brandName);
    return ok({ allBrands: brands, aToZ, clothingBrands: clothing });
  });

  app.get<{ Querystring: { brand: string } }>(
    '/v3/brands/description',
    { schema: schemas.brandDescriptionSchema },
    async (req) => {
      const [row] = await db.query<{ brandName: string; description: string }>('SELECT brand_name AS "brandName", description FROM brands WHERE lower(brand_name) = lower($1)', [
        req.query.brand,
      ]);
      if (!row) throw new ApiError(404, 1021, 'Unknown brand');
      return ok(row);
    },
  );

  // --- stores ---
  app.get('/v3/stores', { schema: schemas.storesSchema }, async () => ok({ stores: (await stores()).map((s) => toStore(s)) }));
  app.get('/v3/stores/count', { schema: schemas.storeCountSchema }, async () => ok({ count: (await stores()).length }));
  app.get('/v3/stores/collection', { schema: schemas.collectionStoresSchema }, async () => ok({ stores: (await stores()).filter((s) => s.click_and_collect).map((s) => toStore(s)) }));
  app.get<{ Params: { id: number } }>('/v3/stores/:id/detail', { schema: schemas.storeDetailSchema }, async (req) => {
    const [s] = await db.query<StoreRow>('SELECT * FROM stores WHERE store_id = $1', [req.params.id]);
    if (!s) throw new ApiError(404, 1002, 'Unknown store');
    return ok({ store: toStore(s) });
  });
  app.get<{ Querystring: { postcode?: string; latitude?: number; longitude?: number; limit: number } }>(
    '/v3/stores/nearest',
    { schema: schemas.nearestStoresSchema },
    async (req) => {
      const from = await origin(req.query);
      return ok({
        origin: originInfo(from),
        stores: byDistance(from, await stores()).slice(0, req.query.limit).map(({ s, d }) => toStore(s, d)),
      });
    },
  );
  app.get<{ Querystring: { postcode: string } }>(
    '/v3/stores/address',
    { schema: schemas.storeAddressSchema },
    async (req) => {
      const from = await origin({ postcode: req.query.postcode });
      return ok({ postcode: req.query.postcode.trim().toUpperCase(), postcodeArea: from.area, postTown: from.postTown, country: 'GBR' });
    },
  );
  app.get('/v3/timezones', { schema: schemas.timezonesSchema }, async () => ok({ timezones: [{ timezone: 'Europe/London', label: 'UK time (GMT/BST)' }] }));

  // --- home content (from the content service) ---
  app.get('/v3/content/home', { schema: schemas.homeContentSchema }, async () => {
    const rows = await db.query<{ content_key: string; content: unknown }>(`SELECT content_key, content FROM content WHERE platform_id = $1 AND content_key LIKE 'home.%'`, [SHOP_PLATFORM_ID]);
    const c = Object.fromEntries(rows.map((r) => [r.content_key.slice(5), r.content]));
    // The delivery tile is a template: its numbers come from the settings the basket charges with;
    // links the §6 flags turn off are left out.
    const flags = ((await settings.prelogin()).featureFlags ?? {}) as HomeFlags;
    return ok(homeContentFor(fillDeliveryPromise(c, deliveryPromise(await deliveryTerms(settings))), flags));
  });

  // --- search (Algolia's request and response shape) ---
  app.post<{ Params: { index: string }; Body: SearchParams }>(
    SEARCH_ROUTE,
    { schema: schemas.searchSchema },
    // Algolia answers without the v3 envelope; so does this, so its clients work unchanged. The
    // answer comes as JSON text (hits written once per box), so it is sent as it is.
    async (req, reply) => reply.type('application/json; charset=utf-8').send(await search(req.params.index, req.body ?? {})),
  );
}
