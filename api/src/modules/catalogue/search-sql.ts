// The search in SQL: PostgreSQL full text with trigram typo tolerance, disjunctive facets by
// GROUPING SETS. It answers while the in-memory index (search-index.ts) is not ready yet
// (the instance starting, or its listening connection lost), so answers are always right.
import type { Queryable } from '../../db/db.js';
import { BOX_SELECT, type BoxRow } from './boxes.js';
import { FACETS, FROM, IN_STOCK, INDEXES, type Filter, type IndexName } from './search-filters.js';

export interface EngineRequest {
  query: string;
  /** Algolia's typoTolerance: false finds the words as typed (the listing's 'Search instead for'). */
  typoTolerance: boolean;
  /** Algolia's removeWordsIfNoResults 'firstWords' (the default here) or 'none'. */
  removeFirstWords: boolean;
  filters: Filter[];
  facetNames: string[];
  maxValues: number;
  page: number;
  hitsPerPage: number;
}

export interface EngineAnswer {
  rows: BoxRow[];
  nbHits: number;
  facets: Record<string, Record<string, number>>;
}

/** A fresh parameter list and the function that adds to it. */
function paramList() {
  const params: unknown[] = [];
  return { params, push: (v: unknown) => (params.push(v), `$${params.length}`) };
}

export async function sqlSearch(db: Queryable, index: IndexName, { query, typoTolerance, filters, facetNames, maxValues, page, hitsPerPage }: EngineRequest): Promise<EngineAnswer> {
  // The WHERE of the search, leaving out one facet's own filter when counting that facet.
  const where = (push: (v: unknown) => string, exceptFacet: string | null) => {
    const parts = [IN_STOCK];
    if (query) {
      const q = push(query);
      // Full text finds words and stems; trigram word similarity forgives typos ("silvr cross").
      parts.push(`(b.search_vector @@ websearch_to_tsquery('english', ${q})${typoTolerance ? ` OR ${q} <% b.search_text` : ''})`);
    }
    for (const c of filters) if (exceptFacet === null || c.facet !== exceptFacet) parts.push(c.sql(push));
    return parts.join(' AND ');
  };
  const order = INDEXES[index];

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
    // Past the last page (or exactly on it): the count the page could not carry.
    const c = paramList();
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM} WHERE ${where(c.push, null)}`, c.params);
    nbHits = row!.n;
  }

  // Disjunctive facets: a refined facet still counts its other values (its own filter is left
  // out). Facets with no refinement of their own share the full WHERE: one grouped query.
  const facetCounts: Record<string, Record<string, number>> = {};
  const refined = new Set(filters.map((c) => c.facet).filter(Boolean) as string[]);
  const plain = facetNames.filter((n) => !refined.has(n));
  if (plain.length) {
    const f = paramList();
    const rows = await db.query<{ facet: string; value: string; n: number }>(
      `SELECT facet, value, n FROM (
         SELECT facet, value, n, row_number() OVER (PARTITION BY facet ORDER BY n DESC, value) AS rank FROM (
           SELECT CASE ${plain.map((n) => `WHEN GROUPING(${FACETS[n]}) = 0 THEN '${n}'`).join(' ')} END AS facet,
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
  return { rows: hitRows, nbHits, facets: facetCounts };
}
