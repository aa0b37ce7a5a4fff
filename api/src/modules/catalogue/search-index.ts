// The catalogue held in memory for search (issue 15): a bitset per facet value (FastBitSet)
// makes filters and disjunctive facet counts intersections of 100,000 bits, microseconds each;
// MiniSearch finds the text with typos (fuzzy + prefix, BM25) over the distinct search texts,
// (at 100,000 boxes some 16,000: a model, or a garment in one size and brand), not 100,000
// boxes; each text keeps the list of its boxes.
// Built from the database and kept in step by search-sync.ts; the hits themselves are read
// from the database by id, so a page always shows live prices and stock.
import FastBitSet from 'fastbitset';
import MiniSearch from 'minisearch';
import type { Filter, IndexName } from './search-filters.js';

/** What the index keeps of a box: what search filters, counts and sorts by. */
export interface IndexedBox {
  boxId: string;
  searchText: string;
  popularity: number;
  sellPrice: number;
  ecomQuantity: number;
  createdMs: number;
  inStock: boolean;
  /** Facet name -> the box's value, as the SQL of FACETS gives it. */
  facets: Record<string, string | null>;
}

/** Sort keys by index, after which box id breaks ties (as the SQL orders). */
const SORTS: Record<IndexName, (b: IndexedBox) => number> = {
  boxes: (b) => -b.popularity,
  boxes_price_asc: (b) => b.sellPrice,
  boxes_price_desc: (b) => -b.sellPrice,
  boxes_newest: (b) => -b.createdMs,
};

/**
 * Shop words folded to one form on both sides: lower case, accents off, a plural 's' off
 * ('pushchairs' finds 'pushchair', 'cots' finds 'cot'), so fuzzy matching spends its edits on typos.
 */
export function searchTerm(term: string): string | null {
  const t = term.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (!t) return null;
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 4 && /(ss|x|ch|sh)es$/.test(t)) return t.slice(0, -2);
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) return t.slice(0, -1);
  return t;
}

/** Typos forgiven: none in words of 3 letters or fewer, one up to 7, then two ('pushchiar'). */
const fuzziness = (term: string) => (term.length <= 3 ? 0 : term.length <= 7 ? 1 : 2);
/**
 * Only the last word is taken as a beginning ('peac' finds 'peach' as the shopper types):
 * a short word as a prefix ('3' in '3-6 months') matches hundreds of terms, and plurals are
 * folded already. Costly queries stay cheap this way.
 */
const asPrefix = (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 4;
/** Text matches kept per query: shoppers repeat searches with other refinements, sorts and pages. */
const TEXT_MATCHES_KEPT = 500;

const NUMERIC_TESTS: Record<NonNullable<Filter['numeric']>['op'], (v: number, to: number) => boolean> = {
  '<': (v, to) => v < to,
  '<=': (v, to) => v <= to,
  '>': (v, to) => v > to,
  '>=': (v, to) => v >= to,
  '=': (v, to) => v === to,
  '!=': (v, to) => v !== to,
};

/** A query's texts in groups of equal score, best first (each a list of the texts' box lists), and all their boxes. */
interface TextMatch {
  groups: Array<Array<Set<number>>>;
  boxes: FastBitSet;
}

export interface IndexAnswer {
  /** The page's box ids, in order. */
  boxIds: string[];
  nbHits: number;
  facets: Record<string, Record<string, number>>;
}

export class SearchIndex {
  private readonly boxes: Array<IndexedBox | null> = [];
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private readonly inStock = new FastBitSet();
  /** Numeric filters scan these by slot (a slot no longer used is out of inStock, so never matches). */
  private numbers = { sellPrice: new Int32Array(1024), ecomQuantity: new Int32Array(1024) };
  /** Facet -> value -> its boxes; and facet -> boxes with any value (for negated filters). */
  private readonly valueSets = new Map<string, Map<string, FastBitSet>>();
  private readonly withValue = new Map<string, FastBitSet>();
  /** Facet -> each box's value as a number (-1: none), for counting all of a facet's values in one pass. */
  private readonly columns = new Map<string, { names: string[]; ids: Map<string, number>; bySlot: Int32Array }>();
  private readonly texts = new Map<string, { id: number; boxes: Set<number> }>();
  private readonly textById: string[] = [];
  private readonly words = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    processTerm: searchTerm,
    searchOptions: { prefix: asPrefix, fuzzy: fuzziness },
  });
  /** Each index's box order, rebuilt lazily after a sort key changes. */
  private orders = new Map<IndexName, Int32Array>();
  /** Moves on every change: answers cached on it are never stale. */
  version = 0;
  /**
   * What a page showed of a box (its database row), kept until the box changes: put and remove
   * drop it, a rebuild starts empty. The page's boxes then cost no query (PGlite runs one at a time).
   */
  readonly shown = new Map<string, object>();

  constructor(private readonly facetNames: string[]) {
    for (const f of facetNames) {
      this.valueSets.set(f, new Map());
      this.withValue.set(f, new FastBitSet());
      this.columns.set(f, { names: [], ids: new Map(), bySlot: new Int32Array(1024).fill(-1) });
    }
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** Adds a box or replaces what the index holds of it. */
  put(box: IndexedBox): void {
    this.shown.delete(box.boxId);
    const old = this.slotOf.get(box.boxId);
    const slot = old ?? this.freeSlots.pop() ?? this.boxes.length;
    const before = old === undefined ? null : this.boxes[old]!;
    if (before) this.unlink(slot, before);
    this.boxes[slot] = box;
    this.slotOf.set(box.boxId, slot);
    this.link(slot, box);
    if (!before || Object.values(SORTS).some((key) => key(before) !== key(box))) this.orders.clear();
    if (!before || before.searchText !== box.searchText) this.textMatches.clear();
    this.version += 1;
  }

  remove(boxId: string): void {
    this.shown.delete(boxId);
    const slot = this.slotOf.get(boxId);
    if (slot === undefined) return;
    this.unlink(slot, this.boxes[slot]!);
    this.boxes[slot] = null;
    this.slotOf.delete(boxId);
    this.freeSlots.push(slot);
    this.orders.clear();
    this.textMatches.clear();
    this.version += 1;
  }

  private link(slot: number, box: IndexedBox) {
    if (slot >= this.numbers.sellPrice.length) {
      const grown = (from: Int32Array, empty: number) => {
        const to = new Int32Array(from.length * 2).fill(empty);
        to.set(from);
        return to;
      };
      this.numbers = { sellPrice: grown(this.numbers.sellPrice, 0), ecomQuantity: grown(this.numbers.ecomQuantity, 0) };
      for (const column of this.columns.values()) column.bySlot = grown(column.bySlot, -1);
    }
    this.numbers.sellPrice[slot] = box.sellPrice;
    this.numbers.ecomQuantity[slot] = box.ecomQuantity;
    if (box.inStock) this.inStock.add(slot);
    for (const f of this.facetNames) {
      const value = box.facets[f];
      if (value === null || value === undefined) continue;
      const values = this.valueSets.get(f)!;
      let set = values.get(value);
      if (!set) values.set(value, (set = new FastBitSet()));
      set.add(slot);
      this.withValue.get(f)!.add(slot);
      const column = this.columns.get(f)!;
      let id = column.ids.get(value);
      if (id === undefined) {
        id = column.names.push(value) - 1;
        column.ids.set(value, id);
      }
      column.bySlot[slot] = id;
    }
    let text = this.texts.get(box.searchText);
    if (!text) {
      text = { id: this.textById.length, boxes: new Set() };
      this.textById.push(box.searchText);
      this.texts.set(box.searchText, text);
      this.words.add({ id: text.id, text: box.searchText });
    }
    text.boxes.add(slot);
  }

  private unlink(slot: number, box: IndexedBox) {
    this.inStock.remove(slot);
    for (const f of this.facetNames) {
      const value = box.facets[f];
      if (value === null || value === undefined) continue;
      this.valueSets.get(f)!.get(value)?.remove(slot);
      this.withValue.get(f)!.remove(slot);
      this.columns.get(f)!.bySlot[slot] = -1;
    }
    // A text left with no boxes stays in MiniSearch: it matches nothing, and texts are few.
    this.texts.get(box.searchText)?.boxes.delete(slot);
  }

  /** The boxes of an index in its order (popularity, price, newest; box id breaks ties). */
  private order(index: IndexName): Int32Array {
    let order = this.orders.get(index);
    if (!order) {
      const key = SORTS[index];
      const slots = [...this.slotOf.values()];
      const keys = new Float64Array(this.boxes.length);
      for (const s of slots) keys[s] = key(this.boxes[s]!);
      slots.sort((a, b) => keys[a]! - keys[b]! || (this.boxes[a]!.boxId < this.boxes[b]!.boxId ? -1 : 1));
      order = Int32Array.from(slots);
      this.orders.set(index, order);
    }
    return order;
  }

  /**
   * Texts matching the query, best first, as groups of equal score (each a list of the texts'
   * box lists): every word must match (typos and prefixes forgiven); when no text has them
   * all, the first words are let go one by one, as Algolia's removeWordsIfNoResults
   * 'firstWords' does: shoppers put the kind of thing last ('wooden train set', '3-6 months dress').
   */
  private matchText(query: string): TextMatch {
    const key = query.toLowerCase();
    let match = this.textMatches.get(key);
    if (!match) {
      const groups = this.findText(query);
      const boxes = new FastBitSet();
      for (const group of groups) for (const texts of group) for (const slot of texts) boxes.add(slot);
      match = { groups, boxes };
      this.textMatches.set(key, match);
      if (this.textMatches.size > TEXT_MATCHES_KEPT) this.textMatches.delete(this.textMatches.keys().next().value!);
    }
    return match;
  }

  /** Kept until a box joins or leaves a text (stock and prices are not part of a match). */
  private readonly textMatches = new Map<string, TextMatch>();

  private findText(query: string): Array<Array<Set<number>>> {
    const words = query.split(/\s+/).filter(Boolean);
    let found = this.words.search(query, { combineWith: 'AND' });
    // At most three words let go: each try costs a search, and a long query must stay cheap.
    for (let from = 1; found.length === 0 && from < Math.min(words.length, 4); from++) found = this.words.search(words.slice(from).join(' '), { combineWith: 'AND' });
    const groups: Array<Array<Set<number>>> = [];
    let lastScore = Number.NaN;
    for (const r of found) {
      const boxes = this.texts.get(this.textById[r.id as number]!)!.boxes;
      if (r.score === lastScore) groups[groups.length - 1]!.push(boxes);
      else groups.push([boxes]);
      lastScore = r.score;
    }
    return groups;
  }

  private filterSet(filter: Filter): FastBitSet {
    if (filter.numeric?.field === 'sellPrice' && filter.numeric.op !== '!=') return this.priceRange(filter.numeric.op, filter.numeric.value);
    if (filter.numeric) {
      const { field, op, value } = filter.numeric;
      const values = this.numbers[field];
      const set = new FastBitSet();
      set.resize(this.boxes.length);
      const passes = NUMERIC_TESTS[op];
      for (let slot = 0; slot < this.boxes.length; slot++) if (passes(values[slot]!, value)) set.add(slot);
      return set;
    }
    const set = new FastBitSet();
    for (const test of filter.anyOf!) {
      const matching = this.valueSets.get(test.facet)!.get(test.value);
      // As in SQL, a box with no value for the facet matches neither 'is' nor 'is not'.
      if (test.negate) set.union(this.withValue.get(test.facet)!.clone().difference(matching ?? new FastBitSet()));
      else if (matching) set.union(matching);
    }
    return set;
  }

  /**
   * Boxes whose price passes a comparison, found by binary search in the price order: a run
   * of that order, taken from the boxes in stock by adding the run or removing the rest,
   * whichever is shorter.
   */
  private priceRange(op: '<' | '<=' | '>' | '>=' | '=', pence: number): FastBitSet {
    const order = this.order('boxes_price_asc');
    const prices = this.numbers.sellPrice;
    /** The first place in the order whose price is at least (or above) `at`. */
    const firstFrom = (at: number, above: boolean) => {
      let lo = 0;
      let hi = order.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        const price = prices[order[mid]!]!;
        if (above ? price <= at : price < at) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    const atLeast = firstFrom(pence, false);
    const above = firstFrom(pence, true);
    const [from, to] = op === '<' ? [0, atLeast] : op === '<=' ? [0, above] : op === '>' ? [above, order.length] : op === '>=' ? [atLeast, order.length] : [atLeast, above];
    if (to - from < order.length / 2) {
      const set = new FastBitSet();
      set.resize(this.boxes.length);
      for (let i = from; i < to; i++) set.add(order[i]!);
      return set;
    }
    const set = this.inStock.clone();
    for (let i = 0; i < from; i++) set.remove(order[i]!);
    for (let i = to; i < order.length; i++) set.remove(order[i]!);
    return set;
  }

  search(index: IndexName, { query, filters, facetNames, maxValues, page, hitsPerPage }: {
    query: string; filters: Filter[]; facetNames: string[]; maxValues: number; page: number; hitsPerPage: number;
  }): IndexAnswer {
    const text = query ? this.matchText(query) : null;
    // Sets are read, never changed, from here on: one with nothing to narrow is not copied.
    const base = text ? this.inStock.clone().intersection(text.boxes) : this.inStock;
    const filterSets = filters.map((f) => ({ facet: f.facet, set: this.filterSet(f) }));
    const narrowed = (exceptFacet: string | null) => {
      const applied = filterSets.filter((f) => exceptFacet === null || f.facet !== exceptFacet);
      if (applied.length === 0) return base;
      const set = base.clone();
      for (const f of applied) set.intersection(f.set);
      return set;
    };
    const hits = narrowed(null);

    // Disjunctive facets: a refined facet is counted without its own filter.
    const refined = new Set(filterSets.map((f) => f.facet).filter(Boolean));
    const facets: Record<string, Record<string, number>> = {};
    this.countFacets(facetNames.filter((n) => !refined.has(n)), hits, maxValues, facets);
    for (const name of facetNames.filter((n) => refined.has(n))) this.countFacets([name], narrowed(name), maxValues, facets);

    const skip = page * hitsPerPage;
    const slots =
      index === 'boxes' && text ? this.pageByRelevance(text.groups, hits, skip, hitsPerPage) : this.pageInOrder(index, hits, hits.size(), skip, hitsPerPage);
    return { boxIds: slots.map((s) => this.boxes[s]!.boxId), nbHits: hits.size(), facets };
  }

  /**
   * Counts facet values two ways, whichever reads less: a facet with few values over a large
   * set intersects each value's bitset with it (grade: 3 x 3,125 words); the others are counted
   * together in one pass over the set's boxes (a value number per box), cheaper than 55 brand
   * bitsets, and a search's set is mostly far smaller than the catalogue.
   */
  private countFacets(names: string[], within: FastBitSet, maxValues: number, into: Record<string, Record<string, number>>) {
    if (names.length === 0) return;
    const size = within.size();
    const words = Math.ceil(this.boxes.length / 32);
    const scanned = names.filter((n) => this.columns.get(n)!.names.length * words > size);
    const columns = scanned.map((n) => this.columns.get(n)!);
    const counts = columns.map((c) => new Int32Array(c.names.length));
    if (columns.length) {
      within.forEach((slot) => {
        for (let f = 0; f < columns.length; f++) {
          const id = columns[f]!.bySlot[slot]!;
          if (id >= 0) counts[f]![id]! += 1;
        }
      });
    }
    for (const name of names) {
      const f = scanned.indexOf(name);
      const found: Array<[string, number]> = [];
      if (f >= 0) counts[f]!.forEach((n, id) => n > 0 && found.push([columns[f]!.names[id]!, n]));
      else for (const [value, set] of this.valueSets.get(name)!) {
        const n = set.intersection_size(within);
        if (n > 0) found.push([value, n]);
      }
      found.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      into[name] = Object.fromEntries(found.slice(0, maxValues));
    }
  }

  /** Relevance: groups of equal text score, best first; within one, popularity then box id. */
  private pageByRelevance(groups: Array<Array<Set<number>>>, hits: FastBitSet, skip: number, take: number): number[] {
    const out: number[] = [];
    for (const group of groups) {
      if (out.length === take) break;
      const inGroup: number[] = [];
      for (const boxes of group) for (const slot of boxes) if (hits.has(slot)) inGroup.push(slot);
      if (skip >= inGroup.length) {
        skip -= inGroup.length;
        continue;
      }
      out.push(...this.inOrder('boxes', inGroup).slice(skip, skip + take - out.length));
      skip = 0;
    }
    return out;
  }

  /** Slots in the index's order: their places sorted as numbers (a native sort, no comparator), then read back. */
  private inOrder(index: IndexName, slots: number[]): Int32Array {
    const rank = this.rank(index);
    const order = this.order(index);
    return Int32Array.from(slots, (slot) => rank[slot]!).sort().map((place) => order[place]!);
  }

  /** One page of a set in the index's order. */
  private pageInOrder(index: IndexName, set: FastBitSet, size: number, skip: number, take: number): number[] {
    const order = this.order(index);
    // A small set is quicker sorted on its own than found by walking the whole order.
    if (size * 16 < order.length) return Array.from(this.inOrder(index, set.array()).subarray(skip, skip + take));
    const out: number[] = [];
    for (let i = 0, seen = 0; i < order.length && out.length < take; i++) {
      if (set.has(order[i]!) && seen++ >= skip) out.push(order[i]!);
    }
    return out;
  }

  private ranks = new Map<IndexName, { order: Int32Array; rank: Int32Array }>();
  /** Slot -> its place in the index's order. */
  private rank(index: IndexName): Int32Array {
    const order = this.order(index);
    let kept = this.ranks.get(index);
    if (!kept || kept.order !== order) {
      const rank = new Int32Array(this.boxes.length);
      order.forEach((slot, i) => (rank[slot] = i));
      kept = { order, rank };
      this.ranks.set(index, kept);
    }
    return kept.rank;
  }
}
