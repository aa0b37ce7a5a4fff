// The hosted search of spec §7, served by our API in the shape of Algolia's search API
// (POST /1/indexes/{index}/query: hits with objectID, nbHits, page, nbPages, hitsPerPage,
// facets, queryID with clickAnalytics), so a hosted index can replace it by configuration.
// An in-memory index kept in step with the database answers (search-index.ts, search-sync.ts);
// SQL answers until it is ready (search-sql.ts).
import { randomUUID } from 'node:crypto';
import { GENERIC_CODES, SEARCH_MAX_VALUES_PER_FACET, type SearchAnswer, type SearchRequest } from '@shop/shared/api';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { toBoxDetail, type BoxRow } from './boxes.js';
import { sharedAnswers } from '../../lib/shared-answers.js';
import { FACETS, INDEXES, parseFacetFilters, parseNumericFilters, type IndexName } from './search-filters.js';
import type { SearchIndex } from './search-index.js';
import { sqlSearch, type EngineRequest } from './search-sql.js';
import type { KeptSearchIndex, ShownBox } from './search-sync.js';

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
 * The search, answering JSON as bytes: the hits are written once per box and field list from
 * the rows the index keeps, and kept with them as bytes, so a page of 40 costs one copy of kept
 * bytes, not 40 objects built and serialised on every search; and the answer goes to the socket
 * as it is (a 25 KB text was measured for its length and encoded again on every reply).
 */
export function createSearch(db: Db, { ttlMs = SEARCH_CACHE_TTL_MS, stockEpoch = stockEpochReader(db), kept = null }: SearchOptions = {}) {
  const answers = sharedAnswers<AnswerParts>({ ttlMs, max: SEARCH_CACHE_MAX });
  return async function search(index: string, p: SearchRequest): Promise<Buffer> {
    const started = Date.now();
    const { clickAnalytics, ...rest } = p;
    const request = parseRequest(index, rest);
    const indexNow = (await kept?.current()) ?? null;
    // Answers are shared until the stock epoch moves or, while the index serves, until it changes.
    const version = indexNow ? `i${indexNow.made}.${indexNow.version}` : 'sql';
    const epoch = await stockEpoch();
    const { hits, rest: fields } = await answers(`${epoch}|${version}|${index}|${JSON.stringify(rest)}`, () => answer(db, indexNow, request, rest.attributesToRetrieve));
    // 32 hex digits, as Algolia's; randomUUID draws from a kept pool (randomBytes asked the
    // system each time: 9 % of a cached answer's CPU).
    const queryID = clickAnalytics ? `,"queryID":"${randomUUID().replaceAll('-', '')}"` : '';
    const parts: Buffer[] = [HITS_OPEN];
    for (const hit of hits) {
      if (parts.length > 1) parts.push(COMMA);
      parts.push(hit);
    }
    parts.push(Buffer.from(`],${fields},"processingTimeMS":${Date.now() - started}${queryID}}`));
    return Buffer.concat(parts);
  };
}

const HITS_OPEN = Buffer.from('{"hits":[');
const COMMA = Buffer.from(',');

/** A request checked and parsed: an unknown index, facet or filter is refused before any work. */
function parseRequest(index: string, p: SearchRequest): EngineRequest & { index: IndexName } {
  if (!(index in INDEXES)) throw new ApiError(404, GENERIC_CODES.notFound, `Index ${index} does not exist`);
  const facets = p.facets ?? [];
  const unknownFacet = facets.find((f) => f !== '*' && !FACETS[f]);
  if (unknownFacet) throw new ApiError(400, GENERIC_CODES.format, `Unknown facet ${unknownFacet}`);
  return {
    index: index as IndexName,
    query: (p.query ?? '').trim().slice(0, 200),
    typoTolerance: p.typoTolerance !== false,
    removeFirstWords: p.removeWordsIfNoResults !== 'none',
    filters: [...parseFacetFilters(p.facetFilters ?? []), ...parseNumericFilters(p.numericFilters ?? [])],
    facetNames: facets.includes('*') ? Object.keys(FACETS) : facets,
    maxValues: Math.min(p.maxValuesPerFacet ?? 100, SEARCH_MAX_VALUES_PER_FACET),
    page: p.page ?? 0,
    hitsPerPage: p.hitsPerPage ?? 40,
  };
}

const hitJson = (row: BoxRow, attributes: string[] | undefined) => {
  const box = toBoxDetail(row);
  return Buffer.from(JSON.stringify(retrieved({ objectID: box.boxId.toLowerCase(), ...box }, attributes)));
};

/** Field lists whose hits are kept for one box: the shop asks for one or two. */
const FIELD_LISTS_KEPT = 2;

/**
 * The page's hits as JSON, in the order the index gave, written from the rows the index keeps
 * (re-read whenever a box changes, so prices and stock are live): no query. A hit's JSON is
 * kept with the box for its field list, so a box shown again costs a lookup; a changed box
 * starts again with no hits.
 */
function indexSearch(searchIndex: SearchIndex, request: EngineRequest & { index: IndexName }, attributes: string[] | undefined) {
  const found = searchIndex.search(request.index, request);
  const fields = attributes?.join('\u0001') ?? '*';
  const hits = (found.rows as ShownBox[]).map((shown) => {
    const kept = shown.hits;
    for (let i = 0; i < kept.length; i += 2) if (kept[i] === fields) return kept[i + 1] as Buffer;
    const json = hitJson(shown.row, attributes);
    kept.unshift(fields, json);
    if (kept.length > 2 * FIELD_LISTS_KEPT) kept.length = 2 * FIELD_LISTS_KEPT;
    return json;
  });
  return { hits, nbHits: found.nbHits, facets: found.facets, correctedQuery: found.correctedQuery };
}

/**
 * An answer as JSON in two parts, joined for each reply: its hits (each hit's bytes those
 * kept with its box) and the fields after them. Kept (30 s) as parts, not as one text: every search
 * different, the whole text (some 40 KB) would be kept and copied by the garbage collector
 * once per search, never to be read again.
 */
interface AnswerParts {
  hits: Buffer[];
  /** The fields after the hits, without braces, open for the fields each reply adds (time taken, query id). */
  rest: string;
}

async function answer(db: Db, searchIndex: SearchIndex | null, request: EngineRequest & { index: IndexName }, attributesToRetrieve: string[] | undefined): Promise<AnswerParts> {
  const { index, query, page, hitsPerPage, facetNames } = request;
  const { hits, nbHits, facets, correctedQuery } = searchIndex
    ? indexSearch(searchIndex, request, attributesToRetrieve)
    : await sqlSearch(db, index, request).then((r) => ({ ...r, hits: r.rows.map((row) => hitJson(row, attributesToRetrieve)), correctedQuery: undefined }));
  // The answer's fields after the hits (SearchAnswer, @shop/shared/api); each reply adds the time taken and query id.
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
    // What was searched, when not the query as typed ('pushchiar' -> 'pushchair'; the SQL search
    // answering before the index is ready forgives typos too, but cannot say which word it took).
    correctedQuery,
    params: new URLSearchParams(Object.entries({ query, page: String(page), hitsPerPage: String(hitsPerPage) })).toString(),
    index,
  } satisfies Omit<SearchAnswer, 'hits' | 'processingTimeMS' | 'queryID'>);
  return { hits, rest: rest.slice(1, -1) };
}
