// The catalogue search on the wire (spec §7 hosted search, POST /v3/search/1/indexes/{index}/query),
// one contract for both sides: the request (Algolia's shape, as the API checks it) and the type
// inferred from it, and the answer (Algolia's shape too, not the v3 envelope, so search clients
// work unchanged). What the engine does with them is the API's (api/src/modules/catalogue/search*.ts).
import type { FromSchema } from 'json-schema-to-ts';

/** What a search may count and filter by (the API gives each its SQL: search-filters.ts FACETS). */
export const SEARCH_FACETS = ['superCatName', 'productLineName', 'categoryName', 'brand', 'grade', 'priceRange', 'size', 'colour', 'priceReduced', 'superCatId', 'productLineId', 'isNewBox'] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_MAX_PAGE = 1000;
export const SEARCH_MAX_HITS_PER_PAGE = 100;
/** spec §9: at most 500 values counted for a facet. */
export const SEARCH_MAX_VALUES_PER_FACET = 500;
/** spec §9: a filter attribute lists at most 500 values (one facet filter, OR-ed). */
export const SEARCH_MAX_VALUES_PER_FILTER = 500;

/** The body of a search: the words, the page, the facets to count and the filters (Algolia's names). */
export const searchRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    query: { type: 'string', maxLength: SEARCH_QUERY_MAX },
    page: { type: 'integer', minimum: 0, maximum: SEARCH_MAX_PAGE },
    hitsPerPage: { type: 'integer', minimum: 1, maximum: SEARCH_MAX_HITS_PER_PAGE },
    facets: { type: 'array', maxItems: 20, items: { type: 'string', enum: ['*', ...SEARCH_FACETS] } },
    facetFilters: {
      type: 'array',
      maxItems: 20,
      items: {
        anyOf: [
          { type: 'string', maxLength: 120 },
          { type: 'array', maxItems: SEARCH_MAX_VALUES_PER_FILTER, items: { type: 'string', maxLength: 120 } },
        ],
      },
    },
    numericFilters: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 60 } },
    clickAnalytics: { type: 'boolean' },
    maxValuesPerFacet: { type: 'integer', minimum: 1, maximum: SEARCH_MAX_VALUES_PER_FACET },
    analytics: { type: 'boolean' },
    attributesToRetrieve: { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 60 } },
    typoTolerance: { type: 'boolean', description: 'false: the words as typed, no typos forgiven' },
    removeWordsIfNoResults: { type: 'string', enum: ['none', 'firstWords'], description: "'firstWords' (default): when nothing has every word, the first words are let go" },
  },
} as const;
/**
 * A search as a page sends it and the API reads it. attributesToRetrieve: the hit's fields ('*' or
 * absent: every field; objectID always comes back); typoTolerance false searches the words as
 * typed; removeWordsIfNoResults 'firstWords' (the default) lets the first words go when nothing
 * has them all, 'none' never.
 */
export type SearchRequest = FromSchema<typeof searchRequestSchema>;

/** A search's answer; `Hit` is the fields of a box the request asked for (attributesToRetrieve). */
export interface SearchAnswer<Hit extends object = Record<string, unknown>> {
  hits: Array<Hit & { objectID: string }>;
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** Value counts of each facet asked for, in the order asked for. */
  facets: Record<string, Record<string, number>>;
  exhaustiveNbHits: boolean;
  /** The query as the API searched it (trimmed). */
  query: string;
  /** The words searched when not those typed: a typo forgiven ('pushchiar' -> 'pushchair'), first words let go. */
  correctedQuery?: string;
  /** Algolia's echo of the request (query, page, hitsPerPage as URL parameters). */
  params: string;
  index: string;
  processingTimeMS: number;
  /** With clickAnalytics: the search's id (32 hex digits) for click and conversion events. */
  queryID?: string;
}
