// Keeps this instance's search index in step with the database (issue 15). Migration 026
// notifies channel search_boxes with a box's id whenever the box or its store stock changes
// (at commit), and '*' when a brand, category, product line or super-category does; the
// instance re-reads just those boxes. It listens before it reads everything, so no change
// falls between the two; if the listening connection is lost it builds again. Until an index
// is ready, current() gives null and search answers from SQL, so answers are always right.
// A build again (a renamed brand, a bulk change) leaves the index it replaces answering, and
// following changes, until the new one is in place.
import { setImmediate as othersFirst } from 'node:timers/promises';
import type { Db } from '../../db/db.js';
import { BOX_SELECT, type BoxRow } from './boxes.js';
import { SearchIndex, type IndexedBox } from './search-index.js';
import { FACETS, IN_STOCK, ON_SALE_ONLINE } from './search-filters.js';

export const SEARCH_BOXES_CHANNEL = 'search_boxes';
/** Past this many boxes changed at once (a seed, a bulk price change), reading all again is quicker. */
const REBUILD_OVER = 5000;
const RELISTEN_AFTER_MS = 1000;
/**
 * Boxes put into a new index between two turns of the event loop: a build takes seconds at
 * 100,000 boxes, and the instance answers pages, baskets and health checks between slices
 * (in one piece it answered nothing meanwhile, and a balancer took it out of rotation).
 */
const BUILD_SLICE = 1000;

const FACET_NAMES = Object.keys(FACETS);
/**
 * What the index keeps of a box: what search filters, counts and sorts by, and the box's row as
 * a page shows it (BOX_SELECT, whose joins FACETS' aliases name), so a page reads nothing from
 * the database; a change re-reads the box, row and all, so a hit always shows its live price
 * and stock.
 */
const INDEX_SELECT = BOX_SELECT.replace(
  'SELECT ',
  `SELECT b.search_text, b.popularity, (extract(epoch FROM b.created_at) * 1000)::float8 AS created_ms, ${IN_STOCK} AS in_stock, ${ON_SALE_ONLINE} AS on_sale_online,
    ${FACET_NAMES.map((name, i) => `(${FACETS[name]})::text AS f${i}`).join(', ')}, `,
);

type IndexRow = BoxRow & { search_text: string; popularity: number; created_ms: number; in_stock: boolean; on_sale_online: boolean } & Record<`f${number}`, string | null>;

/**
 * Texts and lists many boxes repeat (names of brands, categories and grades, wear, attribute
 * and photo lists), one copy each: the database gives every row its own. Hits only serialise
 * them, never change them.
 */
function sharing() {
  const texts = new Map<string, string>();
  const lists = new Map<string, unknown>();
  const text = <T extends string | null>(t: T): T => {
    if (t === null) return t;
    const kept = texts.get(t);
    if (kept !== undefined) return kept as T;
    texts.set(t, t);
    return t;
  };
  const list = <T>(value: T): T => {
    const key = JSON.stringify(value);
    const kept = lists.get(key);
    if (kept !== undefined) return kept as T;
    lists.set(key, value);
    return value;
  };
  return { text, list };
}
type Sharing = ReturnType<typeof sharing>;

/**
 * A box as pages show it: its row, and its hit as JSON bytes for each field list pages asked
 * for, written by search.ts when first shown ([fields, json, fields, json, ...], newest first).
 * A change re-reads the box, and its new ShownBox starts with no hits.
 */
export interface ShownBox {
  row: BoxRow;
  hits: Array<string | Buffer>;
}

/** A box's row as a page shows it: at 100,000 boxes the rows so kept take some 55 MB of heap. */
const keptRow = (r: IndexRow, { text, list }: Sharing): BoxRow => ({
  box_id: r.box_id,
  master_box_id: text(r.master_box_id),
  box_name: text(r.box_name),
  category_id: r.category_id,
  category_name: text(r.category_name),
  category_friendly_name: text(r.category_friendly_name),
  product_line_id: r.product_line_id,
  product_line_name: text(r.product_line_name),
  super_cat_id: r.super_cat_id,
  super_cat_name: text(r.super_cat_name),
  super_cat_friendly_name: text(r.super_cat_friendly_name),
  brand_name: text(r.brand_name),
  grade: text(r.grade),
  grade_name: text(r.grade_name),
  grade_description: text(r.grade_description),
  wear: text(r.wear),
  sell_price: r.sell_price,
  was_price: r.was_price,
  cash_price: r.cash_price,
  exchange_price: r.exchange_price,
  is_new_box: r.is_new_box,
  box_sale_allowed: r.box_sale_allowed,
  box_web_sale_allowed: r.box_web_sale_allowed,
  box_buy_allowed: r.box_buy_allowed,
  box_web_buy_allowed: r.box_web_buy_allowed,
  ecom_quantity: r.ecom_quantity,
  size: text(r.size),
  colour: text(r.colour),
  attributes: list(r.attributes),
  image_views: list(r.image_views),
  photos_key: r.photos_key,
  created_at: r.created_at,
  collection_quantity: r.collection_quantity,
});

const indexed = (r: IndexRow, shared: Sharing): IndexedBox => ({
  boxId: r.box_id,
  searchText: r.search_text,
  popularity: r.popularity,
  sellPrice: r.sell_price,
  ecomQuantity: r.ecom_quantity,
  createdMs: Number(r.created_ms),
  inStock: r.in_stock,
  onSaleOnline: r.on_sale_online,
  facets: Object.fromEntries(FACET_NAMES.map((name, i) => [name, r[`f${i}`] ?? null])),
  row: { row: keptRow(r, shared), hits: [] } satisfies ShownBox,
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
  /** The texts and lists the index's rows share; kept with the index, and a new one with each build. */
  let shared = sharing();
  let generation = 0;
  let builds = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const pending = new Set<string>();
  let applying: Promise<void> | null = null;
  /**
   * Boxes changed while a build is under way: applied to the index still answering, and again
   * to the new one once it is in place (its snapshot may have been read before the change).
   */
  let changedDuringBuild: Set<string> | null = null;

  async function build(forGeneration: number, why: string) {
    const started = Date.now();
    // Of two builds under way (two renames in a row), only the later one's snapshot is kept.
    const ticket = ++builds;
    const superseded = () => forGeneration !== generation || ticket !== builds || closed;
    if (index) log(`search index: building again (${why}); the present index answers meanwhile`);
    changedDuringBuild = new Set();
    const fresh = new SearchIndex(FACET_NAMES);
    const freshSharing = sharing();
    const rows = await db.query<IndexRow>(INDEX_SELECT);
    for (let i = 0; i < rows.length; i++) {
      fresh.put(indexed(rows[i]!, freshSharing));
      if ((i + 1) % BUILD_SLICE === 0) {
        await othersFirst();
        if (superseded()) return;
      }
    }
    if (superseded()) return;
    fresh.prepareOrders();
    index = fresh;
    shared = freshSharing;
    for (const id of changedDuringBuild) pending.add(id);
    changedDuringBuild = null;
    log(`search index: ${fresh.size} boxes in ${Date.now() - started} ms`);
    if (pending.size) applySoon();
  }

  function rebuild(forGeneration: number, why: string) {
    return build(forGeneration, why).catch((error: Error) => log(`search index build failed: ${error.message}`));
  }

  async function applyPending() {
    if (!index) return; // the first build is under way: it reads everything, then applies what is pending
    const ids = [...pending];
    pending.clear();
    if (ids.length > REBUILD_OVER) return void rebuild(generation, `${ids.length} boxes changed at once`);
    const target = index;
    const rows = await db.query<IndexRow>(`${INDEX_SELECT} WHERE b.box_id = ANY($1::text[])`, [ids]);
    const found = new Set(rows.map((r) => r.box_id));
    for (const row of rows) target.put(indexed(row, shared));
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
          if (payload === '*' || payload === '') return void rebuild(mine, 'a brand, category or product line changed');
          pending.add(payload);
          changedDuringBuild?.add(payload);
          if (index) applySoon();
        },
        () => lost(mine),
      )
      .then(
        () => rebuild(mine, 'start'),
        () => lost(mine),
      );
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
