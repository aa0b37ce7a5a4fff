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
 * on it drop a sold box at once, on every API instance. Its notification (sent at commit) carries
 * the new value (migration 047), so while this instance listens the epoch costs no query (a read
 * per search would queue behind the slow searches on PGlite's one connection), and every instance
 * names it alike (answers shared through Redis). Until listening, or once the listening connection
 * is lost, it is read from the database (reads in flight shared).
 */
export function stockEpochReader(db: Db): () => Promise<string> {
  let told: number | null = null;
  let listening = false;
  let schema: string | null = null;
  let reading: Promise<number> | null = null;
  const read = () =>
    (reading ??= db
      .query<{ epoch: string; schema: string }>('SELECT epoch::text AS epoch, current_schema() AS schema FROM search_stock_epoch')
      .then((rows) => {
        schema = rows[0]?.schema ?? schema;
        return Number(rows[0]?.epoch ?? 0);
      })
      .finally(() => (reading = null)));
  const hear = (payload: string) => {
    const bar = payload.lastIndexOf('|');
    const value = Number(payload.slice(bar + 1));
    if (bar > 0 && payload.slice(0, bar) === schema && Number.isFinite(value)) told = Math.max(told ?? 0, value);
  };
  read()
    .then(() => db.listen(STOCK_EPOCH_CHANNEL, hear, () => (listening = false)))
    .then(read)
    .then((epoch) => {
      told = Math.max(told ?? 0, epoch);
      listening = true;
    })
    .catch(() => (listening = false));
  return async () => `db${listening && told !== null ? told : await read()}`;
}

const STOCK_EPOCH_CHANNEL = 'search_stock_epoch';

export interface SearchOptions {
  ttlMs?: number;
  stockEpoch?: () => Promise<string>;
  /** The in-memory index; without one every search runs in SQL. */
  kept?: KeptSearchIndex | null;
}

/**
 * The search, answering JSON text: the hits are written once per box and field list and kept
 * with the box's row (search-index.ts `shown`), so a page of 40 costs a join of kept strings,
 * not 40 objects built and serialised on every search.
 */
export function createSearch(db: Db, { ttlMs = SEARCH_CACHE_TTL_MS, stockEpoch = stockEpochReader(db), kept = null }: SearchOptions = {}) {
  const answers = sharedAnswers<string>({ ttlMs, max: SEARCH_CACHE_MAX });
  return async function search(index: string, p: SearchParams): Promise<string> {
    const started = Date.now();
    const { clickAnalytics, ...rest } = p;
    const request = parseRequest(index, rest);
    const indexNow = (await kept?.current()) ?? null;
    // Answers are shared until the stock epoch moves or, while the index serves, until it changes.
    const version = indexNow ? `i${indexNow.version}` : 'sql';
    const epoch = await stockEpoch();
    const body = await answers(`${epoch}|${version}|${index}|${JSON.stringify(rest)}`, () => answer(db, indexNow, request, rest.attributesToRetrieve));
    const queryID = clickAnalytics ? `,"queryID":"${randomBytes(16).toString('hex')}"` : '';
    return `${body},"processingTimeMS":${Date.now() - started}${queryID}}`;
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

/** Boxes kept for pages: some 40 MB at most. */
const SHOWN_ROWS_KEPT = 20_000;
/** A box as a page showed it: its database row, and its hit as JSON for each field list asked. */
interface ShownBox {
  row: BoxRow;
  hits: Map<string, string>;
}
function keepShown(shown: Map<string, ShownBox>, row: BoxRow) {
  shown.set(row.box_id, { row, hits: new Map() });
  if (shown.size > SHOWN_ROWS_KEPT) shown.delete(shown.keys().next().value!);
}

const hitJson = (row: BoxRow, attributes: string[] | undefined) => {
  const box = toBoxDetail(row);
  return JSON.stringify(retrieved({ objectID: box.boxId.toLowerCase(), ...box }, attributes));
};

/** The page's hits as JSON, in the order the index gave: as last read from the database, unless changed since. */
async function indexSearch(db: Db, searchIndex: SearchIndex, request: EngineRequest & { index: IndexName }, attributes: string[] | undefined) {
  const found = searchIndex.search(request.index, request);
  const shown = searchIndex.shown as Map<string, ShownBox>;
  const missing = found.boxIds.filter((id) => !shown.has(id));
  const read = new Map<string, BoxRow>();
  if (missing.length) {
    const version = searchIndex.version;
    const rows = await db.query<BoxRow>(`${BOX_SELECT} WHERE b.box_id = ANY($1::text[])`, [missing]);
    for (const row of rows) read.set(row.box_id, row);
    // Kept only if no box changed while they were read (a change then may not be in them).
    if (searchIndex.version === version) for (const row of rows) keepShown(shown, row);
  }
  const fields = attributes?.join('\u0001') ?? '*';
  const hits = found.boxIds.flatMap((id) => {
    const kept = shown.get(id);
    if (!kept) return read.has(id) ? [hitJson(read.get(id)!, attributes)] : [];
    let json = kept.hits.get(fields);
    if (json === undefined) kept.hits.set(fields, (json = hitJson(kept.row, attributes)));
    return [json];
  });
  return { hits, nbHits: found.nbHits, facets: found.facets };
}

/** The answer's JSON text, open at its end for the fields each answer adds (time taken, query id). */
async function answer(db: Db, searchIndex: SearchIndex | null, request: EngineRequest & { index: IndexName }, attributesToRetrieve: string[] | undefined) {
  const { index, query, page, hitsPerPage, facetNames } = request;
  const { hits, nbHits, facets } = searchIndex
    ? await indexSearch(db, searchIndex, request, attributesToRetrieve)
    : await sqlSearch(db, index, request).then((r) => ({ ...r, hits: r.rows.map((row) => hitJson(row, attributesToRetrieve)) }));
  const rest = JSON.stringify({
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
  });
  return `{"hits":[${hits.join(',')}],${rest.slice(1, -1)}`;
}
