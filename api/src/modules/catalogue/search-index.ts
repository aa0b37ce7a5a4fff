// The catalogue held in memory for search (issue 15): a bitset per facet value (FastBitSet)
// makes filters and disjunctive facet counts intersections of 100,000 bits, microseconds each;
// MiniSearch finds the text with typos (fuzzy + prefix, BM25) over the distinct search texts,
// a few hundred models, not 100,000 boxes, and each text maps to the bitset of its boxes.
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
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) return t.slice(0, -1);
  return t;
}

/** Typos forgiven: none in words of 3 letters or fewer, one up to 5, then two ('pushchiar'). */
const fuzziness = (term: string) => (term.length <= 3 ? 0 : term.length <= 5 ? 1 : 2);

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
  /** Facet -> value -> its boxes; and facet -> boxes with any value (for negated filters). */
  private readonly valueSets = new Map<string, Map<string, FastBitSet>>();
  private readonly withValue = new Map<string, FastBitSet>();
  private readonly texts = new Map<string, { id: number; boxes: FastBitSet }>();
  private readonly textById: string[] = [];
  private readonly words = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    processTerm: searchTerm,
    searchOptions: { prefix: true, fuzzy: 0.34, maxFuzzy: 2 },
  });
  /** Each index's box order, rebuilt lazily after a sort key changes. */
  private orders = new Map<IndexName, Int32Array>();
  /** Moves on every change: answers cached on it are never stale. */
  version = 0;

  constructor(private readonly facetNames: string[]) {
    for (const f of facetNames) {
      this.valueSets.set(f, new Map());
      this.withValue.set(f, new FastBitSet());
    }
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** Adds a box or replaces what the index holds of it. */
  put(box: IndexedBox): void {
    const old = this.slotOf.get(box.boxId);
    const slot = old ?? this.freeSlots.pop() ?? this.boxes.length;
    const before = old === undefined ? null : this.boxes[old]!;
    if (before) this.unlink(slot, before);
    this.boxes[slot] = box;
    this.slotOf.set(box.boxId, slot);
    this.link(slot, box);
    if (!before || Object.values(SORTS).some((key) => key(before) !== key(box))) this.orders.clear();
    this.version += 1;
  }

  remove(boxId: string): void {
    const slot = this.slotOf.get(boxId);
    if (slot === undefined) return;
    this.unlink(slot, this.boxes[slot]!);
    this.boxes[slot] = null;
    this.slotOf.delete(boxId);
    this.freeSlots.push(slot);
    this.orders.clear();
    this.version += 1;
  }

  private link(slot: number, box: IndexedBox) {
    if (box.inStock) this.inStock.add(slot);
    for (const f of this.facetNames) {
      const value = box.facets[f];
      if (value === null || value === undefined) continue;
      const values = this.valueSets.get(f)!;
      let set = values.get(value);
      if (!set) values.set(value, (set = new FastBitSet()));
      set.add(slot);
      this.withValue.get(f)!.add(slot);
    }
    let text = this.texts.get(box.searchText);
    if (!text) {
      text = { id: this.textById.length, boxes: new FastBitSet() };
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
    }
    // A text left with no boxes stays in MiniSearch: it matches nothing, and texts are few.
    this.texts.get(box.searchText)?.boxes.remove(slot);
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
   * Texts matching the query, best first, as groups of equal score: every word must match
   * (typos and prefixes forgiven); when no text has them all, any word may (so 'wooden train
   * set' still finds train sets).
   */
  private matchText(query: string): FastBitSet[] {
    let found = this.words.search(query, { combineWith: 'AND', fuzzy: fuzziness });
    if (found.length === 0) found = this.words.search(query, { combineWith: 'OR', fuzzy: fuzziness });
    const groups: FastBitSet[] = [];
    let lastScore = Number.NaN;
    for (const r of found) {
      const boxes = this.texts.get(this.textById[r.id as number]!)!.boxes;
      if (r.score === lastScore) groups[groups.length - 1]!.union(boxes);
      else groups.push(boxes.clone());
      lastScore = r.score;
    }
    return groups;
  }

  private filterSet(filter: Filter): FastBitSet {
    if (filter.numeric) {
      const { field, op, value } = filter.numeric;
      const set = new FastBitSet();
      for (const slot of this.slotOf.values()) {
        const box = this.boxes[slot]!;
        const v = field === 'sellPrice' ? box.sellPrice : box.ecomQuantity;
        if (op === '<' ? v < value : op === '<=' ? v <= value : op === '>' ? v > value : op === '>=' ? v >= value : op === '=' ? v === value : v !== value) set.add(slot);
      }
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

  search(index: IndexName, { query, filters, facetNames, maxValues, page, hitsPerPage }: {
    query: string; filters: Filter[]; facetNames: string[]; maxValues: number; page: number; hitsPerPage: number;
  }): IndexAnswer {
    const textGroups = query ? this.matchText(query) : null;
    const base = this.inStock.clone();
    if (textGroups) base.intersection(textGroups.reduce((all, g) => all.union(g), new FastBitSet()));
    const filterSets = filters.map((f) => ({ facet: f.facet, set: this.filterSet(f) }));
    const narrowed = (exceptFacet: string | null) => {
      const set = base.clone();
      for (const f of filterSets) if (exceptFacet === null || f.facet !== exceptFacet) set.intersection(f.set);
      return set;
    };
    const hits = narrowed(null);

    // Disjunctive facets: a refined facet is counted without its own filter.
    const refined = new Set(filterSets.map((f) => f.facet).filter(Boolean));
    const facets: Record<string, Record<string, number>> = {};
    for (const name of facetNames) {
      const within = refined.has(name) ? narrowed(name) : hits;
      const counts: Array<[string, number]> = [];
      for (const [value, set] of this.valueSets.get(name)!) {
        const n = set.intersection_size(within);
        if (n > 0) counts.push([value, n]);
      }
      counts.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      facets[name] = Object.fromEntries(counts.slice(0, maxValues));
    }

    // Relevance first (groups of equal text score, best first), then the index's order.
    const tiers = index === 'boxes' && textGroups ? textGroups.map((g) => g.intersection(hits)) : [hits];
    return { boxIds: this.page(index, tiers, page * hitsPerPage, hitsPerPage), nbHits: hits.size(), facets };
  }

  private page(index: IndexName, tiers: FastBitSet[], skip: number, take: number): string[] {
    const out: number[] = [];
    for (const tier of tiers) {
      if (out.length === take) break;
      const size = tier.size();
      if (skip >= size) {
        skip -= size;
        continue;
      }
      const order = this.order(index);
      // A small tier is quicker sorted on its own than found by walking the whole order.
      if (size * 16 < order.length) {
        const rank = this.rank(index);
        const slots = tier.array().sort((a, b) => rank[a]! - rank[b]!);
        for (const s of slots.slice(skip, skip + take - out.length)) out.push(s);
      } else {
        let seen = 0;
        for (let i = 0; i < order.length && out.length < take; i++) {
          if (!tier.has(order[i]!)) continue;
          if (seen++ >= skip) out.push(order[i]!);
        }
      }
      skip = 0;
    }
    return out.map((s) => this.boxes[s]!.boxId);
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
