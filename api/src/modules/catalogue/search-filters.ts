// What a search may sort and filter by, and its filters parsed once: into SQL for the
// database search and into tests the in-memory index runs (search-index.ts).
import { GENERIC_CODES, SEARCH_MAX_VALUES_PER_FILTER as MAX_VALUES_PER_FILTER, type SearchFacet } from '@shop/shared/api';
import { ApiError } from '../../http/envelope.js';
import { toPence } from '@shop/shared/rules';

/**
 * A box a shopper can buy for delivery now (the product page's 'Add to basket for delivery').
 * In every order these come first: a box in a store only, or sold out online, follows them, marked.
 */
export const ON_SALE_ONLINE = '(b.ecom_quantity > 0 AND b.box_web_sale_allowed AND b.box_sale_allowed)';

/** Sorts are replica indexes, as on Algolia; each puts the boxes on sale online first. */
export const INDEXES = {
  boxes: `${ON_SALE_ONLINE} DESC, relevance DESC, b.popularity DESC, b.box_id`,
  boxes_price_asc: `${ON_SALE_ONLINE} DESC, b.sell_price ASC, b.box_id`,
  boxes_price_desc: `${ON_SALE_ONLINE} DESC, b.sell_price DESC, b.box_id`,
  boxes_newest: `${ON_SALE_ONLINE} DESC, b.created_at DESC, b.box_id`,
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

/** Facet name -> the SQL that gives a box's value for it: one for each facet of the wire contract (SEARCH_FACETS). */
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
} satisfies Record<SearchFacet, string>;

/** The tables a search reads, with the aliases FACETS uses. */
export const FROM = `FROM boxes b
  JOIN categories c ON c.category_id = b.category_id
  JOIN product_lines pl ON pl.product_line_id = c.product_line_id
  JOIN supercats s ON s.super_cat_id = pl.super_cat_id
  JOIN brands br ON br.brand_id = b.brand_id`;

/** A sold box (no online stock and none in any store) is not in the results. */
export const IN_STOCK = '(b.ecom_quantity > 0 OR EXISTS (SELECT 1 FROM store_stock ss WHERE ss.box_id = b.box_id AND ss.quantity > 0))';

const NUMERIC = { sellPrice: 'b.sell_price', ecomQuantity: 'b.ecom_quantity' } as const;
type NumericField = keyof typeof NUMERIC;

export interface FacetTest {
  negate: boolean;
  facet: string;
  value: string;
}

/** One filter of a search: values of facets OR-ed together, or a numeric comparison. */
export interface Filter {
  /** The facet this filter refines (a disjunctive facet leaves it out when counting); null when not one facet. */
  facet: string | null;
  anyOf?: FacetTest[];
  numeric?: { field: NumericField; op: '<' | '<=' | '>' | '>=' | '=' | '!='; value: number };
  /** The filter as SQL, with placeholders written into whatever parameter list it is given. */
  sql: (push: (value: unknown) => string) => string;
}

export function parseFacetFilters(filters: Array<string | string[]>): Filter[] {
  return filters.map((entry) => {
    const alternatives = Array.isArray(entry) ? entry : [entry];
    if (alternatives.length === 0 || alternatives.length > MAX_VALUES_PER_FILTER) {
      throw new ApiError(400, GENERIC_CODES.format, `A facet filter needs 1 to ${MAX_VALUES_PER_FILTER} values`);
    }
    const parsed = alternatives.map((f) => {
      const m = /^(-?)([A-Za-z]+):(.*)$/.exec(String(f));
      if (!m || !FACETS[m[2]!]) throw new ApiError(400, GENERIC_CODES.format, `Unknown facet filter ${String(f).slice(0, 60)}`);
      return { negate: m[1] === '-', facet: m[2]!, value: m[3]! };
    });
    const facets = new Set(parsed.map((p) => p.facet));
    return {
      // Several facets OR-ed together are not a disjunctive refinement of one facet.
      facet: facets.size === 1 ? parsed[0]!.facet : null,
      anyOf: parsed,
      sql: (push) => `(${parsed.map((p) => `${p.negate ? 'NOT ' : ''}(${FACETS[p.facet]}) = ${push(p.value)}`).join(' OR ')})`,
    };
  });
}

export function parseNumericFilters(filters: string[]): Filter[] {
  return filters.map((f) => {
    const m = /^([A-Za-z]+)\s*(<=|>=|<|>|=|!=)\s*(-?\d+(?:\.\d+)?)$/.exec(f);
    if (!m || !(m[1]! in NUMERIC)) throw new ApiError(400, GENERIC_CODES.format, `Unknown numeric filter ${f.slice(0, 60)}`);
    const field = m[1] as NumericField;
    const op = m[2] as NonNullable<Filter['numeric']>['op'];
    const value = Number(m[3]);
    if (!Number.isFinite(value) || Math.abs(value) > 1e7) throw new ApiError(400, GENERIC_CODES.format, 'Numeric filter out of range');
    // Prices are filtered in pounds and stored in pence.
    const stored = field === 'sellPrice' ? toPence(value) : value;
    return { facet: null, numeric: { field, op, value: stored }, sql: (push) => `${NUMERIC[field]} ${op === '!=' ? '<>' : op} ${push(stored)}` };
  });
}
