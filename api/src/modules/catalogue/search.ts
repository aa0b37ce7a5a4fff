// The hosted search of spec §7, served by our API in the shape of Algolia's search API
// (POST /1/indexes/{index}/query: hits with objectID, nbHits, page, nbPages, hitsPerPage,
// facets, queryID with clickAnalytics), so a hosted index can replace it by configuration.
// An in-memory index kept in step with the database answers (search-index.ts, search-sync.ts);
// SQL answers until it is ready (search-sql.ts).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { BOX_SELECT, toBoxDetail, type BoxRow } from './boxes.js';
import { sharedAnswers } from '../../lib/shared-answers.js';
import { FACETS, INDEXES, MAX_VALUES_PER_FACET, parseFacetFilters, parseNumericFilters, type IndexName } from './search-filters.js';
import type { SearchIndex } from './search-index.js';
import { sqlSearch, type EngineAnswer, type EngineRequest } from './search-sql.js';
import type { KeptSearchIndex } from './search-sync.js';

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

export interface SearchOptions {
  ttlMs?: number;
  stockEpoch?: () => Promise<string>;
  /** The in-memory index; without one every search runs in SQL. */
  kept?: KeptSearchIndex | null;
}

export function createSearch(db: Db, { ttlMs = SEARCH_CACHE_TTL_MS, stockEpoch = stockEpochReader(db), kept = null }: SearchOptions = {}) {
  const answers = sharedAnswers<Awaited<ReturnType<typeof answer>>>({ ttlMs, max: SEARCH_CACHE_MAX });
  return async function search(index: string, p: SearchParams) {
    const started = Date.now();
    const { clickAnalytics, ...rest } = p;
    const request = parseRequest(index, rest);
    const indexNow = (await kept?.current()) ?? null;
    // Answers are shared until the stock epoch moves or, while the index serves, until it changes.
    const version = indexNow ? `i${indexNow.version}` : 'sql';
    const epoch = await stockEpoch();
    const result = await answers(`${epoch}|${version}|${index}|${JSON.stringify(rest)}`, () => answer(db, indexNow, request, rest.attributesToRetrieve));
    return { ...result, processingTimeMS: Date.now() - started, ...(clickAnalytics ? { queryID: randomBytes(16).toString('hex') } : {}) };
  };
}

/** A request checked and parsed: an unknown index, facet or filter is refused before any work. */
function parseRequest(index: string, p: SearchParams): EngineRequest & { index: IndexName } {
  if (!(index in INDEXES)) throw new ApiError(404, 4, `Index ${index} does not exist`);
  const facets = p.facets ?? [];
  const unknownFacet = facets.find((f) => f !== '*' && !FACETS[f]);
  if (unknownFacet) throw new ApiError(400, 5, `Unknown facet ${unknownFacet}`);
  return {
    index: index as IndexName,
    query: (p.query ?? '').trim().slice(0, 200),
    filters: [...parseFacetFilters(p.facetFilters ?? []), ...parseNumericFilters(p.numericFilters ?? [])],
    facetNames: facets.includes('*') ? Object.keys(FACETS) : facets,
    maxValues: Math.min(p.maxValuesPerFacet ?? 100, MAX_VALUES_PER_FACET),
    page: p.page ?? 0,
    hitsPerPage: p.hitsPerPage ?? 40,
  };
}

/** Rows kept for pages: some 40 MB at most. */
const SHOWN_ROWS_KEPT = 20_000;
function keepShown(shown: Map<string, BoxRow>, row: BoxRow) {
  shown.set(row.box_id, row);
  if (shown.size > SHOWN_ROWS_KEPT) shown.delete(shown.keys().next().value!);
}

/** The page's boxes, in the order the index gave: as last read from the database, unless changed since. */
async function indexSearch(db: Db, searchIndex: SearchIndex, request: EngineRequest & { index: IndexName }): Promise<EngineAnswer> {
  const found = searchIndex.search(request.index, request);
  const shown = searchIndex.shown as Map<string, BoxRow>;
  const missing = found.boxIds.filter((id) => !shown.has(id));
  const byId = new Map(found.boxIds.flatMap((id) => (shown.has(id) ? [[id, shown.get(id)!] as const] : [])));
  if (missing.length) {
    const version = searchIndex.version;
    const rows = await db.query<BoxRow>(`${BOX_SELECT} WHERE b.box_id = ANY($1::text[])`, [missing]);
    for (const row of rows) byId.set(row.box_id, row);
    // Kept only if no box changed while they were read (a change then may not be in them).
    if (searchIndex.version === version) for (const row of rows) keepShown(shown, row);
  }
  return { rows: found.boxIds.flatMap((id) => byId.get(id) ?? []), nbHits: found.nbHits, facets: found.facets };
}

async function answer(db: Db, searchIndex: SearchIndex | null, request: EngineRequest & { index: IndexName }, attributesToRetrieve: string[] | undefined) {
  const { index, query, page, hitsPerPage, facetNames } = request;
  const { rows, nbHits, facets } = searchIndex ? await indexSearch(db, searchIndex, request) : await sqlSearch(db, index, request);
  return {
    hits: rows.map((r) => {
      const box = toBoxDetail(r);
      return retrieved({ objectID: box.boxId.toLowerCase(), ...box }, attributesToRetrieve);
    }),
    nbHits,
    page,
    // A page past the last answers with no hits and the real page count, as Algolia does.
    nbPages: Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    // Keep the facets in the order asked for.
    facets: Object.fromEntries(facetNames.map((n) => [n, facets[n] ?? {}])),
    exhaustiveNbHits: true,
    query,
    params: new URLSearchParams(Object.entries({ query, page: String(page), hitsPerPage: String(hitsPerPage) })).toString(),
    index,
  };
}
