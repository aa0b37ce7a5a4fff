// Keeps this instance's search index in step with the database (issue 15). Migration 026
// notifies channel search_boxes with a box's id whenever the box or its store stock changes
// (at commit), and '*' when a brand, category, product line or super-category does; the
// instance re-reads just those boxes. It listens before it reads everything, so no change
// falls between the two; if the listening connection is lost it builds again. Until an index
// is ready, current() gives null and search answers from SQL, so answers are always right.
import type { Db } from '../../db/db.js';
import { SearchIndex, type IndexedBox } from './search-index.js';
import { FACETS, FROM, IN_STOCK } from './search-filters.js';

export const SEARCH_BOXES_CHANNEL = 'search_boxes';
/** Past this many boxes changed at once (a seed, a bulk price change), reading all again is quicker. */
const REBUILD_OVER = 5000;
const RELISTEN_AFTER_MS = 1000;

const FACET_NAMES = Object.keys(FACETS);
const LEAN_SELECT = `SELECT b.box_id, b.search_text, b.popularity, b.sell_price, b.ecom_quantity,
    (extract(epoch FROM b.created_at) * 1000)::float8 AS created_ms, ${IN_STOCK} AS in_stock,
    ${FACET_NAMES.map((name, i) => `(${FACETS[name]})::text AS f${i}`).join(', ')}
  ${FROM}`;

type LeanRow = { box_id: string; search_text: string; popularity: number; sell_price: number; ecom_quantity: number; created_ms: number; in_stock: boolean } & Record<string, string | null>;

const indexed = (r: LeanRow): IndexedBox => ({
  boxId: r.box_id,
  searchText: r.search_text,
  popularity: r.popularity,
  sellPrice: r.sell_price,
  ecomQuantity: r.ecom_quantity,
  createdMs: Number(r.created_ms),
  inStock: r.in_stock,
  facets: Object.fromEntries(FACET_NAMES.map((name, i) => [name, r[`f${i}`] ?? null])),
});

export interface KeptSearchIndex {
  /** The index once every change notified so far is in it; null while none is ready. */
  current(): Promise<SearchIndex | null>;
  /** Resolves when the first build has finished (or failed). */
  readonly firstBuild: Promise<void>;
  close(): void;
}

export function keepSearchIndex(db: Db, log: (message: string) => void = () => undefined): KeptSearchIndex {
  let index: SearchIndex | null = null;
  let generation = 0;
  let builds = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const pending = new Set<string>();
  let applying: Promise<void> | null = null;

  async function build(forGeneration: number) {
    const started = Date.now();
    // Of two builds under way (two renames in a row), only the later one's snapshot is kept.
    const ticket = ++builds;
    index = null;
    pending.clear();
    const fresh = new SearchIndex(FACET_NAMES);
    for (const row of await db.query<LeanRow>(LEAN_SELECT)) fresh.put(indexed(row));
    if (forGeneration !== generation || ticket !== builds || closed) return;
    fresh.prepareOrders();
    index = fresh;
    log(`search index: ${fresh.size} boxes in ${Date.now() - started} ms`);
    if (pending.size) applySoon();
  }

  function rebuild(forGeneration: number) {
    return build(forGeneration).catch((error: Error) => log(`search index build failed: ${error.message}`));
  }

  async function applyPending() {
    if (!index) return; // a build is under way and reads everything
    const ids = [...pending];
    pending.clear();
    if (ids.length > REBUILD_OVER) return void rebuild(generation);
    const target = index;
    const rows = await db.query<LeanRow>(`${LEAN_SELECT} WHERE b.box_id = ANY($1::text[])`, [ids]);
    const found = new Set(rows.map((r) => r.box_id));
    for (const row of rows) target.put(indexed(row));
    for (const id of ids) if (!found.has(id)) target.remove(id);
  }

  function applySoon() {
    applying ??= applyPending()
      .catch(() => lost(generation))
      .finally(() => {
        applying = null;
        if (pending.size && index) applySoon();
      });
  }

  function lost(ofGeneration: number) {
    if (ofGeneration !== generation || closed) return;
    generation += 1;
    index = null;
    retry = setTimeout(start, RELISTEN_AFTER_MS);
  }

  function start(): Promise<void> {
    const mine = ++generation;
    return db
      .listen(
        SEARCH_BOXES_CHANNEL,
        (payload) => {
          if (mine !== generation) return;
          if (payload === '*' || payload === '') return void rebuild(mine);
          pending.add(payload);
          if (index) applySoon();
        },
        () => lost(mine),
      )
      .then(() => rebuild(mine), () => lost(mine));
  }

  const firstBuild = start();
  return {
    firstBuild,
    async current() {
      while (applying) await applying;
      return index;
    },
    close() {
      closed = true;
      clearTimeout(retry);
    },
  };
}
