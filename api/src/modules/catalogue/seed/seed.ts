// The deterministic catalogue generator: the same seed gives the same shop, at any size. Each box
// is a model of the model catalogue (models/) in a grade, with a wear note fitting its kind, priced
// from the model's new price (pricing.ts).
// Run by the server on first start (when there are no boxes) and by tests at a small size.
import type { Db, Queryable } from '../../../db/db.js';
import { boxNameOf, categoryIdOf, masterBoxIdOf, MODELS, type Model } from './models/index.js';
import { buyPrices, sellPrice, wasPrice } from './pricing.js';
import { BRANDS, categoryIdFor, COLOURS, EXTRA_VIEWS, GRADES, POSTCODE_AREAS, PRODUCT_LINES, STORES, SUPERCATS } from './reference-data.js';
import { WEAR_NOTES } from './wear.js';

export const DEFAULT_BOX_COUNT = 4000;

/** mulberry32: a small, fast, seeded PRNG (the catalogue must be the same on every machine). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

export const boxIdFor = (n: number) => `LL${String(n).padStart(6, '0')}`;

export async function insertRows(db: Queryable, table: string, columns: string[], rows: unknown[][], casts: Record<string, string> = {}) {
  const perBatch = Math.max(1, Math.floor(30000 / columns.length));
  for (let i = 0; i < rows.length; i += perBatch) {
    const batch = rows.slice(i, i + perBatch);
    const params: unknown[] = [];
    const values = batch.map((row) => `(${row.map((v, j) => (params.push(v), `$${params.length}${casts[columns[j]!] ?? ''}`)).join(', ')})`);
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}

export async function seedReference(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'supercats',
    ['super_cat_id', 'super_cat_name', 'super_cat_friendly_name', 'brand_attribute_id', 'sort_order'],
    SUPERCATS.map((s, i) => [s.id, s.name, s.friendly, s.brandAttribute, i]),
  );
  await insertRows(
    db,
    'product_lines',
    ['product_line_id', 'super_cat_id', 'product_line_name'],
    PRODUCT_LINES.map((p) => [p.id, p.superCatId, p.name]),
  );
  await insertRows(
    db,
    'categories',
    ['category_id', 'product_line_id', 'category_name', 'category_friendly_name', 'popular'],
    PRODUCT_LINES.flatMap((p) =>
      p.categories.map((c, i) => [
        categoryIdFor(p.id, c),
        p.id,
        c,
        c
          .toLowerCase()
          .replace(/ & /g, ' and ')
          .replace(/[^a-z0-9]+/g, '-'),
        i === 0,
      ]),
    ),
  );
  await insertRows(
    db,
    'brands',
    ['brand_id', 'brand_name', 'description', 'clothing_tier'],
    BRANDS.map((b, i) => [i + 1, b.name, b.about, b.tier ?? null]),
  );
  await insertRows(
    db,
    'grades',
    ['grade', 'grade_name', 'description', 'sort_order'],
    GRADES.map((g, i) => [g.grade, g.name, g.description, i]),
  );
  await insertRows(
    db,
    'stores',
    ['store_id', 'store_name', 'address_line1', 'town', 'county', 'postcode', 'phone', 'latitude', 'longitude', 'opening_hours'],
    STORES.map((s) => [s.id, s.name, s.line1, s.town, s.county ?? null, s.postcode, s.phone, s.lat, s.lon, JSON.stringify(s.hours)]),
    { opening_hours: '::jsonb' },
  );
  await insertRows(
    db,
    'postcode_areas',
    ['area', 'post_town', 'latitude', 'longitude'],
    POSTCODE_AREAS.map((a) => [...a]),
  );
}

const SEARCHED_FACTS = new Set(['Standard', 'ISOFIX', 'Size', 'Material', 'Type']);

/** A model as the generator uses it: everything about its boxes that does not vary from box to box (restock builds a box the same way). */
export function stockable(model: Model, brandIds: Map<string, number>) {
  const line = PRODUCT_LINES.find((p) => p.id === model.lineId)!;
  const superCat = SUPERCATS.find((s) => s.id === line.superCatId)!;
  const name = boxNameOf(model);
  const facts = Object.entries(model.facts).map(([attributeFriendlyName, attributeValue]) => ({ attributeFriendlyName, attributeValue }));
  // The facts people search by ('R129 i-Size', '4-5 years', 'organic cotton'), and the name of a yes/no fact that is yes
  // ('ISOFIX'). Only these: every word added to search_text costs index time at 100,000 boxes.
  const factWords = Object.entries(model.facts)
    .filter(([label]) => SEARCHED_FACTS.has(label))
    .flatMap(([label, value]) => (value.startsWith('Yes') ? [label, value] : [value]));
  const brandId = brandIds.get(model.brand);
  if (!brandId) throw new Error(`${name}: unknown brand ${model.brand}`);
  return {
    model,
    name,
    masterBoxId: masterBoxIdOf(model),
    categoryId: categoryIdOf(model),
    brandId,
    clothing: line.superCatId === 2,
    facts,
    searchText: [name, model.category, line.name, superCat.friendly, ...factWords].join(' '), // the name says the brand
  };
}

/** Models by product line, then by category: a box picks a line, a category, then a model of it. */
/** A box's attributeInfo: brand, condition, the model's facts, colour (clothing), category. */
export const boxAttributes = (item: ReturnType<typeof stockable>, condition: string, colour: string | null) => [
  { attributeFriendlyName: 'Brand', attributeValue: item.model.brand },
  { attributeFriendlyName: 'Condition', attributeValue: condition },
  ...item.facts,
  ...(colour ? [{ attributeFriendlyName: 'Colour', attributeValue: colour }] : []),
  { attributeFriendlyName: 'Category', attributeValue: item.model.category },
];

/** Brand ids are positions in BRANDS (refreshBrands keeps them so). */
export const brandIdsByName = () => new Map(BRANDS.map((b, i) => [b.name, i + 1]));

function modelsByLine() {
  const brandIds = brandIdsByName();
  return PRODUCT_LINES.map((line) =>
    line.categories.map((category) => {
      const models = MODELS.filter((m) => m.lineId === line.id && m.category === category).map((m) => stockable(m, brandIds));
      if (!models.length) throw new Error(`no models for ${line.name} / ${category}`);
      return models;
    }),
  );
}

/** Brands added since a database was first seeded (ids are positions, so the old ones keep theirs). */
export async function refreshBrands(db: Queryable): Promise<void> {
  for (const [i, b] of BRANDS.entries()) {
    await db.query(
      `INSERT INTO brands (brand_id, brand_name, description, clothing_tier) VALUES ($1, $2, $3, $4)
       ON CONFLICT (brand_id) DO UPDATE SET brand_name = EXCLUDED.brand_name, description = EXCLUDED.description, clothing_tier = EXCLUDED.clothing_tier`,
      [i + 1, b.name, b.about, b.tier ?? null],
    );
  }
}

export async function seedBoxes(db: Queryable, count: number, seed = 20261121): Promise<void> {
  const r = prng(seed);
  const now = Date.UTC(2026, 10, 21);
  const lines = modelsByLine();
  const gradeNames = new Map<string, string>(GRADES.map((g) => [g.grade, g.name]));
  const columns = [
    'box_id',
    'master_box_id',
    'box_name',
    'category_id',
    'brand_id',
    'grade',
    'wear',
    'sell_price',
    'was_price',
    'cash_price',
    'exchange_price',
    'is_new_box',
    'box_sale_allowed',
    'box_web_sale_allowed',
    'ecom_quantity',
    'size',
    'colour',
    'attributes',
    'image_views',
    'popularity',
    'created_at',
    'search_text',
  ];
  const boxes: unknown[][] = [];
  const stock: unknown[][] = [];
  for (let n = 1; n <= count; n++) {
    const item = r.pick(r.pick(r.pick(lines)));
    const { model } = item;
    const grade = r.pick(['A', 'A', 'B', 'B', 'B', 'C'] as const);
    const wearSeverity = r.int(0, 2);
    const size = model.facts.Size ?? null;
    const colour = item.clothing ? r.pick(COLOURS) : null;
    const sell = sellPrice(model.newPrice, grade, wearSeverity);
    const was = r.chance(0.15) ? wasPrice(sell, model.newPrice, 1.15 + r.next() * 0.2) : null;
    const { cash, exchange } = buyPrices(sell);
    const boxId = boxIdFor(n);
    const views = [1, ...EXTRA_VIEWS.filter(() => r.chance(0.45))].slice(0, 5);
    const ageDays = r.int(0, 150);
    const webSale = r.chance(0.92);
    const attributes = boxAttributes(item, `${grade}: ${gradeNames.get(grade)}`, colour);
    boxes.push([
      boxId,
      item.masterBoxId,
      item.name,
      item.categoryId,
      item.brandId,
      grade,
      WEAR_NOTES[model.kind][grade][wearSeverity],
      sell,
      was,
      cash,
      exchange,
      ageDays <= 7,
      !r.chance(0.02),
      webSale,
      webSale ? r.pick([0, 1, 1, 1, 2, 3]) : 0,
      size,
      colour,
      JSON.stringify(attributes),
      views,
      r.int(0, 1000),
      new Date(now - ageDays * 86_400_000 - r.int(0, 86_399) * 1000).toISOString(),
      `${item.searchText} ${colour ?? ''} grade ${grade}`,
    ]);
    const storeCount = r.pick([0, 1, 1, 2, 3]);
    const stores = new Set<number>();
    while (stores.size < storeCount) stores.add(r.pick(STORES).id);
    for (const storeId of stores) stock.push([storeId, boxId, r.int(1, 2)]);
  }
  await insertRows(db, 'boxes', columns, boxes, { attributes: '::jsonb', image_views: '::integer[]', created_at: '::timestamptz' });
  await insertRows(db, 'store_stock', ['store_id', 'box_id', 'quantity'], stock);
}

/** Seed once: reference data and boxes, when the catalogue is empty (the home page's content is content's: seedHomeContent). */
export async function seedCatalogueIfEmpty(db: Db, boxCount = DEFAULT_BOX_COUNT): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM supercats');
  if (row!.n > 0) return false;
  await db.transaction(async (tx) => {
    await seedReference(tx);
    await seedBoxes(tx, boxCount);
  });
  return true;
}
