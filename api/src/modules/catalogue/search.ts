// The hosted search of spec §7, served by our API in the shape of Algolia's search API
// (POST /1/indexes/{index}/query: hits with objectID, nbHits, page, nbPages, hitsPerPage,
// facets, queryID with clickAnalytics), so a hosted index can replace it by configuration.
// PostgreSQL full-text search with trigram typo tolerance; disjunctive facets.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { BOX_SELECT, toBoxDetail, type BoxRow } from './boxes.js';
import { sharedAnswers } from '../../lib/shared-answers.js';

/** Sorts are replica indexes, as on Algolia. */
export const INDEXES = {
  boxes: 'relevance DESC, b.popularity DESC, b.box_id',
  boxes_price_asc: 'b.sell_price ASC, b.box_id',
  boxes_price_desc: 'b.sell_price DESC, b.box_id',
  boxes_newest: 'b.created_at DESC, b.box_id',
} as const;
export type IndexName = keyof typeof INDEXES;

export const PRICE_BUCKETS: Array<[string, number, number | null]> = [
  ['Under £10', 0, 1000],
  ['£10 to £25', 1000, 2500],
  ['£25 to £50', 2500, 5000],
  ['£50 to £100', 5000, 10000],
  ['£100 to £250', 10000, 25000],
  ['£250 and over', 25000, null],
];
const PRICE_RANGE_SQL = `CASE ${PRICE_BUCKETS.map(([label, lo, hi]) => `WHEN b.sell_price >= ${lo}${hi === null ? '' : ` AND b.sell_price < ${hi}`} THEN '${label}'`).join(' ')} END`;

/** Facet name -> the SQL that gives a box's value for it. */
export const FACETS: Record<string, string> = {
  superCatName: 's.super_cat_friendly_name',
  productLineName: 'pl.product_line_name',
  categoryName: 'c.category_name',
  brand: 'br.brand_name',
  grade: 'b.grade',
  priceRange: PRICE_RANGE_SQL,
  size: 'b.size',
  colour: 'b.colour',
  priceReduced: `(b.was_price IS NOT NULL)::text`,
  superCatId: 's.super_cat_id::text',
  productLineId: 'pl.product_line_id::text',
  isNewBox: 'b.is_new_box::text',
};

export const MAX_HITS_PER_PAGE = 100;
export const MAX_PAGE = 1000;
/** spec §9: at most 500 values listed for a filter attribute. */
export const MAX_VALUES_PER_FACET = 500;

export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string[];
  facetFilters?: Array<string | string[]>;
  numericFilters?: string[];
  clickAnalytics?: boolean;
  maxValuesPerFacet?: number;
  /** Algolia's field list for hits ('*' or absent: every field); objectID always comes back. */
  attributesToRetrieve?: string[];
}

/** A hit cut down to the fields asked for, as Algolia's attributesToRetrieve does. */
function retrieved<T extends { objectID: string }>(hit: T, attributes: string[] | undefined): Partial<T> & { objectID: string } {
  if (!attributes || attributes.includes('*')) return hit;
  const picked: Record<string, unknown> = { objectID: hit.objectID };
  for (const name of attributes) if (name in hit) picked[name] = hit[name as keyof T];
  return picked as Partial<T> & { objectID: string };
}

const FROM = `FROM boxes b
  JOIN categories c ON c.category_id = b.category_id
  JOIN product_lines pl ON pl.product_line_id = c.product_line_id
  JOIN supercats s ON s.super_cat_id = pl.super_cat_id
  JOIN brands br ON br.brand_id = b.brand_id`;

const IN_STOCK = '(b.ecom_quantity > 0 OR EXISTS (SELECT 1 FROM store_stock ss WHERE ss.box_id = b.box_id AND ss.quantity > 0))';

const NUMERIC: Record<string, string> = { sellPrice: 'b.sell_price', ecomQuantity: 'b.ecom_quantity' };

/** A filter that writes its SQL with placeholders into whatever parameter list it is given. */
interface Clause {
  facet: string | null;
  sql: (push: (value: unknown) => string) => string;
}

function parseFacetFilters(filters: Array<string | string[]>): Clause[] {
  return filters.map((entry) => {
    const alternatives = Array.isArray(entry) ? entry : [entry];
    if (alternatives.length === 0 || alternatives.length > 50) throw new ApiError(400, 5, 'A facet filter needs 1 to 50 values');
    const parsed = alternatives.map((f) => {
      const m = /^(-?)([A-Za-z]+):(.*)$/.exec(String(f));
      if (!m || !FACETS[m[2]!]) throw new ApiError(400, 5, `Unknown facet filter ${String(f).slice(0, 60)}`);
      return { negate: m[1] === '-', facet: m[2]!, value: m[3]! };
    });
    const facets = new Set(parsed.map((p) => p.facet));
    return {
      // Several facets OR-ed together are not a disjunctive refinement of one facet.
      facet: facets.size === 1 ? parsed[0]!.facet : null,
      sql: (push) => `(${parsed.map((p) => `${p.negate ? 'NOT ' : ''}(${FACETS[p.facet]}) = ${push(p.value)}`).join(' OR ')})`,
    };
  });
}

function parseNumericFilters(filters: string[]): Clause[] {
  return filters.map((f) => {
    const m = /^([A-Za-z]+)\s*(<=|>=|<|>|=|!=)\s*(-?\d+(?:\.\d+)?)$/.exec(f);
    if (!m || !NUMERIC[m[1]!]) throw new ApiError(400, 5, `Unknown numeric filter ${f.slice(0, 60)}`);
    const value = Number(m[3]);
    if (!Number.isFinite(value) || Math.abs(value) > 1e7) throw new ApiError(400, 5, 'Numeric filter out of range');
    // Prices are filtered in pounds and stored in pence.
    const stored = m[1] === 'sellPrice' ? Math.round(value * 100) : value;
    return { facet: null, sql: (push) => `${NUMERIC[m[1]!]} ${m[2] === '!=' ? '<>' : m[2]} ${push(stored)}` };
  });
}

/** A fresh parameter list and the function that adds to it. */
function paramList() {
  const params: unknown[] = [];
  return { params, push: (v: unknown) => (params.push(v), `$${params.length}`) };
}

/**
 * Answers stay fresh for 30 s: the listing is read far more often than the catalogue changes
 * (the product page always reads live stock), except that a box selling out starts a new stock
 * epoch, and with it new answers. Identical searches in flight share one run.
 */
export const SEARCH_CACHE_TTL_MS = 30_000;
const SEARCH_CACHE_MAX = 1000;

/**
 * The stock epoch (migration 008): it moves when any box's stock crosses zero, so answers keyed
 * on it drop a sold box at once, on every API instance. While this instance listens for the
 * epoch's notification (sent at commit) the epoch is a local count and costs no query: a read
 * per search would queue behind the slow searches on PGlite's one connection. Until listening,
 * or once the listening connection is lost, it is read from the database (reads in flight shared).
 */
export function stockEpochReader(db: Db): () => Promise<string> {
  let notified = 0;
  let listening = false;
  db.listen(
    STOCK_EPOCH_CHANNEL,
    () => (notified += 1),
    () => (listening = false),
  ).then(
    () => (listening = true),
    () => (listening = false),
  );
  let reading: Promise<string> | null = null;
  const read = () =>
    (reading ??= db
      .query<{ epoch: string }>('SELECT epoch::text AS epoch FROM search_stock_epoch')
      .then((rows) => `db${rows[0]?.epoch ?? '0'}`)
      .finally(() => (reading = null)));
  return async () => (listening ? `local${notified}` : read());
}

const STOCK_EPOCH_CHANNEL = 'search_stock_epoch';

export function createSearch(db: Db, { ttlMs = SEARCH_CACHE_TTL_MS, stockEpoch = stockEpochReader(db) }: { ttlMs?: number; stockEpoch?: () => Promise<string> } = {}) {
  const run = createUncachedSearch(db);
  const answers = sharedAnswers<Awaited<ReturnType<typeof run>>>({ ttlMs, max: SEARCH_CACHE_MAX });
  return async function search(index: string, p: SearchParams) {
    const started = Date.now();
    const { clickAnalytics, ...rest } = p;
    const epoch = await stockEpoch();
    const result = await answers(`${epoch}|${index}|${JSON.stringify(rest)}`, () => run(index, rest));
    return { ...result, processingTimeMS: Date.now() - started, ...(clickAnalytics ? { queryID: randomBytes(16).toString('hex') } : {}) };
  };
}

function createUncachedSearch(db: Db) {
  return async function search(index: string, p: SearchParams) {
    if (!(index in INDEXES)) throw new ApiError(404, 4, `Index ${index} does not exist`);
    const hitsPerPage = p.hitsPerPage ?? 40;
    const page = p.page ?? 0;
    const facets = p.facets ?? [];
    const unknownFacet = facets.find((f) => f !== '*' && !FACETS[f]);
    if (unknownFacet) throw new ApiError(400, 5, `Unknown facet ${unknownFacet}`);
    const facetNames = facets.includes('*') ? Object.keys(FACETS) : facets;
    const maxValues = Math.min(p.maxValuesPerFacet ?? 100, MAX_VALUES_PER_FACET);

    const query = (p.query ?? '').trim().slice(0, 200);
    const clauses = [...parseFacetFilters(p.facetFilters ?? []), ...parseNumericFilters(p.numericFilters ?? [])];
    // The WHERE of the search, leaving out one facet's own filter when counting that facet.
    const where = (push: (v: unknown) => string, exceptFacet: string | null) => {
      // A sold box (no online stock and none in any store) is not in the results.
      const parts = [IN_STOCK];
      if (query) {
        const q = push(query);
        // Full text finds words and stems; trigram word similarity forgives typos ("silvr cross").
        parts.push(`(b.search_vector @@ websearch_to_tsquery('english', ${q}) OR ${q} <% b.search_text)`);
      }
      for (const c of clauses) if (exceptFacet === null || c.facet !== exceptFacet) parts.push(c.sql(push));
      return parts.join(' AND ');
    };
    const order = INDEXES[index as IndexName];

    const h = paramList();
    const whereHits = where(h.push, null);
    const relevance = query ? `(ts_rank(b.search_vector, websearch_to_tsquery('english', ${h.push(query)})) + word_similarity(${h.push(query)}, b.search_text))` : '(0::float8)';
    const limit = h.push(hitsPerPage);
    const offset = h.push(page * hitsPerPage);
    const hitRows = await db.query<BoxRow & { total: number; relevance: number }>(
      `WITH matched AS (
         SELECT b.box_id, ${relevance} AS relevance, count(*) OVER () AS total ${FROM} WHERE ${whereHits}
         ORDER BY ${order.replace('relevance', relevance)} LIMIT ${limit} OFFSET ${offset}
       )
       ${BOX_SELECT.replace('SELECT ', 'SELECT m.total::int AS total, m.relevance, ')} JOIN matched m ON m.box_id = b.box_id
       ORDER BY ${order.replace('relevance', 'm.relevance')}`,
      h.params,
    );
    let nbHits = hitRows[0]?.total ?? 0;
    if (hitRows.length === 0 && page > 0) {
      const c = paramList();
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM} WHERE ${where(c.push, null)}`, c.params);
      nbHits = row!.n;
    }
    const nbPages = Math.ceil(nbHits / hitsPerPage);
    if (page > 0 && page >= nbPages) throw new ApiError(400, 5, `Page ${page} is out of range (${nbPages} pages)`);

    // Disjunctive facets: a refined facet still counts its other values (its own filter is left
    // out). Facets with no refinement of their own share the full WHERE: one grouped query.
    const facetCounts: Record<string, Record<string, number>> = {};
    const refined = new Set(clauses.map((c) => c.facet).filter(Boolean) as string[]);
    const plain = facetNames.filter((n) => !refined.has(n));
    if (plain.length) {
      const f = paramList();
      const rows = await db.query<{ facet: string; value: string; n: number }>(
        `SELECT facet, value, n FROM (
           SELECT facet, value, n, row_number() OVER (PARTITION BY facet ORDER BY n DESC, value) AS rank FROM (
             SELECT CASE ${plain.map((n, i) => `WHEN GROUPING(${FACETS[n]}) = 0 THEN '${n}'`).join(' ')} END AS facet,
                    COALESCE(${plain.map((n) => `(${FACETS[n]})::text`).join(', ')}) AS value, count(*)::int AS n
             ${FROM} WHERE ${where(f.push, null)}
             GROUP BY GROUPING SETS (${plain.map((n) => `(${FACETS[n]})`).join(', ')})
           ) g WHERE value IS NOT NULL
         ) r WHERE rank <= ${maxValues}`,
        f.params,
      );
      for (const n of plain) facetCounts[n] = {};
      for (const r of rows) facetCounts[r.facet]![r.value] = r.n;
    }
    for (const name of facetNames.filter((n) => refined.has(n))) {
      const f = paramList();
      const rows = await db.query<{ value: string; n: number }>(
        `SELECT ${FACETS[name]} AS value, count(*)::int AS n ${FROM} WHERE ${where(f.push, name)} AND ${FACETS[name]} IS NOT NULL
         GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${maxValues}`,
        f.params,
      );
      facetCounts[name] = Object.fromEntries(rows.map((r) => [r.value, r.n]));
    }
    // Keep the facets in the order asked for.
    const orderedFacets = Object.fromEntries(facetNames.map((n) => [n, facetCounts[n] ?? {}]));

    return {
      hits: hitRows.map((r) => {
        const box = toBoxDetail(r);
        return retrieved({ objectID: box.boxId.toLowerCase(), ...box }, p.attributesToRetrieve);
      }),
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      facets: orderedFacets,
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams(Object.entries({ query, page: String(page), hitsPerPage: String(hitsPerPage) })).toString(),
      index,
    };
  };
}
